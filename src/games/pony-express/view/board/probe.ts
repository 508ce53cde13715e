// Test and debug hooks on window.tabletop while a Mail Run table is open (the
// kit's registerProbe): where the dice are on screen (so a browser test can
// drag the real dice and click the ones it keeps), whether the cup covers
// hidden dice, how the figures of a flick look, and the aim band and power
// meter while a rider aims (drawn over the board, on screen), and the kit's
// `picking` (the lit dice, the cursor, the dice picked to throw again).
import * as THREE from 'three';
import type { RootState } from '@react-three/fiber';
import { FLICK_LAYER, registerProbe, type PieceMotion, type Picking } from '../../../../scene/kit/index.ts';
import { PAINT_MATERIAL } from '../../../../scene/session/figure-paint.ts';
import { AIM_BAND_NAME, POWER_METER_NAME } from '../../../../scene/flick/FlickAim.tsx';
import type { AimBand } from '../../../../scene/flick/aim-band.ts';
import type { PonySession } from '../session.ts';

/** `#rrggbb` of the first paint material under `root`, or null. */
function paintOf(root: THREE.Object3D | undefined): string | null {
  let found: string | null = null;
  root?.traverse((obj) => {
    if (found !== null || !(obj instanceof THREE.Mesh)) return;
    const m = obj.material as THREE.MeshStandardMaterial;
    if (m.name === PAINT_MATERIAL) found = `#${m.color.getHexString()}`;
  });
  return found;
}

/** Shown in the scene: the object and every parent visible. */
function shownInScene(obj: THREE.Object3D | undefined): boolean {
  for (let o: THREE.Object3D | null | undefined = obj; o; o = o.parent) if (!o.visible) return false;
  return obj !== undefined;
}

export function registerPonyProbe(getThree: () => RootState, session: PonySession, dice: PieceMotion, picking: Pick<Picking, 'probe'>): () => void {
  return registerProbe(getThree, {
    /**
     * The aim band while a rider aims: shown, drawn over the board (no depth
     * test, its render order against the board's), its width and where its
     * ends and the board's corners are on screen; null when no band is drawn.
     */
    flickAim({ three, screen }) {
      const { scene } = three();
      const band = scene.getObjectByName(AIM_BAND_NAME) as THREE.Mesh | undefined;
      const geom = band?.userData.band as AimBand | undefined;
      if (!band || !geom) return null;
      const material = band.material as THREE.Material;
      const board = scene.getObjectByName('pony-track') as THREE.Mesh | undefined;
      const meter = scene.getObjectByName(POWER_METER_NAME);
      const corners = board ? (() => {
        const box = new THREE.Box3().setFromObject(board);
        return [screen({ x: box.min.x, y: 0, z: box.min.z }), screen({ x: box.max.x, y: 0, z: box.max.z })];
      })() : [];
      return {
        shown: shownInScene(band),
        depthTest: material.depthTest,
        renderOrder: band.renderOrder,
        boardRenderOrder: board?.renderOrder ?? null,
        width: geom.width,
        length: geom.length,
        start: screen({ ...geom.start, y: 0 }),
        end: screen({ ...geom.end, y: 0 }),
        onBoard: [geom.start, geom.end].map((p) => board !== undefined && Math.abs(p.x - board.position.x) <= (board.geometry as THREE.PlaneGeometry).parameters.width / 2 && Math.abs(p.z - board.position.z) <= (board.geometry as THREE.PlaneGeometry).parameters.height / 2),
        boardCorners: corners,
        meter: meter ? { shown: shownInScene(meter), depthTest: ((meter.children[0] as THREE.Mesh | undefined)?.material as THREE.Material | undefined)?.depthTest ?? null } : null,
      };
    },
    /** Dice waiting in the session's throw layer, the rider's dice on show (by die index); whether the cup covers hidden dice. */
    ponyPoints({ screen, waitingDice, three }) {
      const shown = dice.pieces.flatMap((m, die) => (m.shown ? [{ die, ...screen(m.pose.p) }] : []));
      const cup = three().scene.getObjectByName('rider-cup') !== undefined;
      return { waiting: waitingDice(), dice: shown, cup, stage: session.store.getState().stage?.kind ?? null };
    },
    /**
     * The figures the session's flick layer draws now: id, the colour of its
     * paint material, and that of the same figure on our board (null when the
     * board does not hold it), so a test can see a figure keep its look in a flick.
     */
    flickFigures({ three }) {
      const { scene } = three();
      const layer = scene.getObjectByName(FLICK_LAYER);
      const board = scene.getObjectByName('pony-figures');
      if (!layer) return [];
      return layer.children
        .filter((c) => /^(rider|indian)-\d+$/.test(c.name))
        .map((c) => ({ id: c.name, paint: paintOf(c), board: board ? paintOf(board.getObjectByName(c.name)) : null, visible: layer.visible && c.visible }));
    },
  }, picking);
}
