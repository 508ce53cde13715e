// Test and debug hooks on window.tabletop while a Main Street table is open
// (the kit's registerProbe): page pixels of every building's roof, every
// street space, the saloon and the jail, so a browser test can click the
// real board; the dice waiting to be thrown (the lit, cursor and hovered
// targets are the kit's `picking()`); and the faces the last thrown dice showed at rest, read from the die
// bodies on the table the moment the throw was recorded (so a test can check
// the rules got the face the settled die shows). Drawn in the scene worker,
// the probe reaches the page as every board's does (the generic probe relay,
// scene/worker/probe-relay.ts: streamed in an automated browser or once the
// page asks, so nothing runs in the frame loop while nobody reads it); the
// HUD lays the page's kind to place over it (hud/page-probe.ts).
import type { RootState } from '@react-three/fiber';
import { faceUp } from '../../../../physics/faces.ts';
import { PHYSICS } from '../../../../physics/tuning.ts';
import { registerProbe, settledDicePoses, type ProbeTools } from '../../../../scene/kit/index.ts';
import type { StreetSession } from '../session.ts';
import { SPACES } from '../../index.ts';
import type { StreetController } from '../hud/controller.ts';
import { targetSpot } from '../../street-plan.ts';
import { SHOWDOWN_DICE } from './ShowdownDice.tsx';
import type { SettledRead, StreetPoints } from './probe-types.ts';
import type * as THREE from 'three';

/** A die at rest: where it lies, how many times a thrown die's size it is drawn, and the face it shows when the board knows it. */
type RestingDie = { x: number; y: number; z: number; scale: number; face: number | null };

/** The showdown dice the board shows in the tray, else the throw layer's settled dice. */
function restingDice(scene: THREE.Object3D): RestingDie[] {
  const shown = scene.getObjectByName(SHOWDOWN_DICE)?.userData.rest as RestingDie[] | undefined;
  if (shown && shown.length > 0) return shown;
  return settledDicePoses(scene).flatMap((pose) => (pose ? [{ x: pose.p.x, y: pose.p.y, z: pose.p.z, scale: 1, face: null }] : []));
}

export function registerStreetProbe(getThree: () => RootState, controller: StreetController, session: StreetSession): () => void {
  let settled: SettledRead | null = null;
  const streetPoints = ({ screen, waitingDice, three }: ProbeTools): StreetPoints => {
    // Page pixels of a target's top, where a click or a tap lands.
    const at = (target: string) => {
      const s = targetSpot(target)!;
      return { target, ...screen({ x: s.x, y: s.top, z: s.z }) };
    };
    return {
      buildings: Array.from({ length: 12 }, (_, building) => ({ building, ...at(`b${building}`) })),
      spaces: SPACES.map((_, space) => ({ space, ...at(`s${space}`) })),
      saloon: at('saloon'),
      jail: at('jail'),
      waiting: waitingDice().map(({ x, y }) => ({ x, y })),
      // The settled showdown dice where they lie in the tray (ShowdownDice), with a die edge's length on screen
      // (a test checks a settled die reads), or the throw layer's dice before the board takes them over.
      resting: restingDice(three().scene).map((d) => {
        const c = screen(d);
        const side = screen({ x: d.x + PHYSICS.dieEdge * d.scale, y: d.y, z: d.z });
        return { ...c, edgePx: Math.hypot(side.x - c.x, side.y - c.y), face: d.face };
      }),
      kind: controller.kind.getState().kind,
      settled,
    };
  };
  // The throw layer records the settled faces in the frame the dice come to rest, before anything redraws: read the bodies then.
  const stop = session.store.subscribe((s, prev) => {
    const n = s.record.inputs.length;
    if (n <= prev.record.inputs.length || s.record.inputs[n - 1]?.input.kind !== 'dice') return;
    const faces = settledDicePoses(getThree().scene).map((pose) => (pose ? faceUp('d6', pose.q) : null));
    settled = { input: n - 1, faces: faces.map((f) => (f === null ? null : Number(f))) };
  });
  const unregister = registerProbe(getThree, { streetPoints }, controller.picking);
  return () => {
    stop();
    unregister();
  };
}
