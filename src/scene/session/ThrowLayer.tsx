// A pending throw on the table. The dice wait in the throw area the rules
// named; a human drags them and lets go (or presses Space), a bot's throw
// starts on its own after a short pause. Either way the session sets the
// stage's ThrowSpec and this layer steps a DiceRun of exactly that spec at the
// fixed timestep and draws its poses, so what is seen is what decides; at rest
// it reports the faces to the session. Replays run the recorded spec the same way.
// Dice thrown under a cup stay covered for everyone but their thrower.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useOrbitControls } from '../camera.ts';
import { useStore } from 'zustand';
import type * as THREE from 'three';
import type { DieKind } from '../../core/dice-kinds.ts';
import { DiceRun } from '../../physics/dice-run.ts';
import { PHYSICS } from '../../physics/tuning.ts';
import type { Pose } from '../../physics/types.ts';
import { DieModel } from '../DieModel.tsx';
import { CupModel } from '../CupModel.tsx';
import { FixedStepper } from '../fixed-stepper.ts';
import { stepStageRun, type StageRun } from './stage-run.ts';
import { gestureFromSamples, type DragSample } from '../gesture.ts';
import { followDrag, pressTime } from '../follow-drag.ts';
import type { SessionStore } from '../../store/session/store.ts';
import type { ThrowStage } from '../../store/session/types.ts';
import { centreOf, waitingLayout } from './layout.ts';
import { CATCH_UP_STEPS } from './layout.ts';
import { applyPose, makeTablePointer } from './pointer.ts';
import { THROW_LAYER } from '../kit/session-layers.ts';
import { dragSpeed } from '../../ui/sound/drag-speed.ts';
import { ThrowFraming, type ThrowFramer } from './ThrowFraming.tsx';

/** What the layers tell the sound (src/ui/impact-sound.ts): impacts with the poses that say who hit what, and a flick's figures. */
export interface ImpactPlayer {
  play(forces: readonly number[], poses?: readonly Pose[]): void;
  figures?(states: readonly { state: 'standing' | 'fallen' | 'off-board' }[], fresh?: boolean): void;
  /** Dice shaken in the hand or the cup (cm/s, s): they rattle. */
  rattle?(speed: number, dt: number): void;
  unlock(): void;
}

const HOLD_HEIGHT = 4;

interface Shown {
  stageId: number;
  kinds: DieKind[];
  seat: number;
  hidden: boolean;
}

/** The pending throw stage, or null. */
const throwStage = (s: ReturnType<SessionStore['store']['getState']>): ThrowStage | null => (s.stage?.kind === 'throw' ? s.stage : null);

export function ThrowLayer({ session, sound, frame = false }: { session: SessionStore; sound?: ImpactPlayer; frame?: boolean }) {
  const stage = useStore(session.store, throwStage);
  const viewer = useStore(session.store, (s) => s.viewer);
  const [shown, setShown] = useState<Shown | null>(null);
  const groups = useRef<(THREE.Group | null)[]>([]);
  const cup = useRef<THREE.Group>(null);
  const rest = useRef<Pose[]>([]);
  const running = useRef<StageRun<DiceRun> | null>(null);
  const drag = useRef<{ samples: DragSample[]; pointerId: number } | null>(null);
  const stepper = useMemo(() => new FixedStepper(PHYSICS.timestep, CATCH_UP_STEPS), []);
  const framer = useRef<ThrowFramer>(null);
  // Narrow selectors: this layer must not re-render on every r3f state change.
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const controls = useOrbitControls();
  const pointer = useMemo(() => makeTablePointer(camera, gl.domElement), [camera, gl]);

  // A new throw: its dice lie waiting in the throw area. Before paint, in the render that brought the stage: a
  // board that shows the layer for a throw to come (useSettledThrow, also before paint) would otherwise show the last
  // throw's dice, hidden where they had landed, until a later task swapped them (a frame could draw them there, and
  // the scene worker's probes posted them as the dice waiting: a finger sent there in Gold in the Rivers missed).
  const stageId = stage?.id ?? null;
  useLayoutEffect(() => {
    const st = throwStage(session.store.getState());
    if (!st || st.id !== stageId) return;
    rest.current = waitingLayout(st.kinds, st.area);
    setShown({ stageId: st.id, kinds: st.kinds.slice(), seat: st.seat, hidden: st.hidden });
    invalidate();
  }, [stageId, session, invalidate]);

  // Entering or leaving a replay jumps to another position: the last throw's dice no longer lie
  // there (a replay opened from the result screen showed them loose at move 0).
  const replaying = useStore(session.store, (s) => s.replay !== null);
  useEffect(() => {
    if (throwStage(session.store.getState())) return;
    setShown(null);
    invalidate();
  }, [replaying, session, invalidate]);

  // Any stage change (a spec arriving) wakes the demand frameloop.
  useEffect(() => session.store.subscribe((s, prev) => s.stage !== prev.stage && invalidate()), [session, invalidate]);
  useEffect(() => () => running.current?.run.free(), []);

  const startDrag = (e: ThreeEvent<PointerEvent>) => {
    const s = session.store.getState();
    const st = throwStage(s);
    if (!st || st.mode !== 'live' || st.performer !== 'human' || st.spec || s.handoff !== null || drag.current) return;
    e.stopPropagation();
    sound?.unlock();
    const p = pointer(e.nativeEvent.clientX, e.nativeEvent.clientY);
    if (!p) return;
    drag.current = { samples: [{ t: pressTime(e.nativeEvent), ...p }], pointerId: e.nativeEvent.pointerId };
    if (controls) controls.enabled = false;
    followDrag(drag, pointer, {
      moved: invalidate,
      released(d) {
        if (controls) controls.enabled = true;
        const gesture = gestureFromSamples(d.samples);
        if (gesture) session.actions.throwDice(gesture);
        invalidate();
      },
    });
  };

  useFrame((_, delta) => {
    const st = throwStage(session.store.getState());
    const spec = st?.spec;
    const next = st && spec ? { id: st.id, start: () => new DiceRun(spec) } : null;
    const current = stepStageRun(running, next, stepper, delta, (id, message) => session.actions.stageFailed(id, message));
    if (current === 'failed') return;
    if (current) {
      const poses = current.run.poses();
      poses.forEach((pose, i) => applyPose(groups.current[i], pose));
      // With the poses the sound knows who hit what (felt, wood, rail, another die), not only how hard.
      sound?.play(current.run.takeImpacts(), poses);
      if (current.run.done) {
        const result = current.run.result();
        current.run.free();
        running.current = null;
        rest.current = result.poses;
        // Dice at rest where they cannot be read: the camera frames them while the outcome is said.
        framer.current?.settled(result.poses);
        session.actions.settled(current.id, { kind: 'dice', faces: result.faces }, result.rethrows, result.edges);
      }
      invalidate();
      return;
    }
    const d = drag.current;
    const last = d?.samples[d.samples.length - 1];
    if (last) {
      // Dice in the hand follow the pointer above the table, and rattle as fast as the hand shakes them.
      sound?.rattle?.(dragSpeed(d!.samples, performance.now()), delta);
      const t = performance.now() / 1000;
      const cols = Math.ceil(Math.sqrt(groups.current.length || 1));
      groups.current.forEach((g, i) => {
        if (!g) return;
        g.position.set(last.x + ((i % cols) - (cols - 1) / 2) * 2.2, HOLD_HEIGHT + Math.sin(t * 9 + i) * 0.3, last.z + Math.floor(i / cols) * 2.2);
        g.rotation.set(t * 2 + i, t * 3 + i * 0.7, 0);
      });
      invalidate();
      return;
    }
    rest.current.forEach((pose, i) => applyPose(groups.current[i], pose));
    if (cup.current) {
      const c = centreOf(rest.current);
      cup.current.position.set(c.x, 0, c.z);
    }
  });

  // The framing stays mounted across throws (its hold outlives the dice shown).
  const framing = frame ? <ThrowFraming ref={framer} key="framing" /> : null;
  if (!shown) return [framing];
  const covered = shown.hidden && viewer !== shown.seat && !(stage?.id === shown.stageId && !stage.spec);
  return [
    framing,
    <group key="dice" onPointerDown={startDrag} name={THROW_LAYER}>
      {shown.kinds.map((kind, i) => (
        <DieModel
          key={`${shown.stageId}-${i}-${kind}`}
          kind={kind}
          ref={(g) => {
            groups.current[i] = g;
            if (g) applyPose(g, rest.current[i]);
          }}
        />
      ))}
      {covered && (
        // Marked, so probes counting the dice in this layer pass over it.
        <group userData={{ cup: true }}>
          <CupModel ref={cup} />
        </group>
      )}
    </group>,
  ];
}
