// The test probe's view of a flick, the same in every game with flicks (the
// session's FlickLayer and the kit's aim): the aim band and power meter while
// a player aims (drawn over the board, on screen), and the figures the flick
// layer draws with their paint beside the same figure on the game's board, so
// a test can see a figure keep its look in a flick. registerProbe offers both.
import * as THREE from 'three';
import { PAINT_MATERIAL } from '../session/figure-paint.ts';
import { AIM_BAND_NAME, POWER_METER_NAME } from '../flick/FlickAim.tsx';
import type { AimBand } from '../flick/aim-band.ts';
import { FLICK_LAYER } from './session-layers.ts';
import type { Probes } from './probe-types.ts';

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

/** Under the session's flick layer (the aim, the die, the flick's own figures)? */
function inFlickLayer(obj: THREE.Object3D): boolean {
  for (let o: THREE.Object3D | null = obj; o; o = o.parent) if (o.name === FLICK_LAYER) return true;
  return false;
}

export const flickProbes: Probes = {
  /**
   * The aim band while a player aims: shown, drawn over the board (no depth
   * test; its render order against the highest of everything on the table
   * outside the flick layer), its size and where its ends are on screen; null
   * when no band is drawn.
   */
  flickAim({ three, screen }) {
    const { scene } = three();
    const band = scene.getObjectByName(AIM_BAND_NAME) as THREE.Mesh | undefined;
    const geom = band?.userData.band as AimBand | undefined;
    if (!band || !geom) return null;
    let boardRenderOrder: number | null = null;
    scene.traverse((o) => {
      if (o instanceof THREE.Mesh && !inFlickLayer(o)) boardRenderOrder = Math.max(boardRenderOrder ?? -Infinity, o.renderOrder);
    });
    const meter = scene.getObjectByName(POWER_METER_NAME);
    const meterMaterial = (meter?.children[0] as THREE.Mesh | undefined)?.material as THREE.Material | undefined;
    return {
      shown: shownInScene(band),
      depthTest: (band.material as THREE.Material).depthTest,
      renderOrder: band.renderOrder,
      boardRenderOrder,
      width: geom.width,
      length: geom.length,
      start: screen({ ...geom.start, y: 0 }),
      end: screen({ ...geom.end, y: 0 }),
      meter: meter ? { shown: shownInScene(meter), depthTest: meterMaterial?.depthTest ?? null } : null,
    };
  },
  /**
   * The figures the flick layer draws now: id, the colour of its paint
   * material, and that of the same figure on the game's board (null when the
   * board does not hold it).
   */
  flickFigures({ three }) {
    const { scene } = three();
    const layer = scene.getObjectByName(FLICK_LAYER);
    if (!layer) return [];
    const onBoard = (id: string) => {
      let found: THREE.Object3D | undefined;
      scene.traverse((o) => {
        if (!found && o.name === id && !inFlickLayer(o)) found = o;
      });
      return found;
    };
    return layer.children
      .filter((c) => c.name !== '' && c.getObjectByName(AIM_BAND_NAME) === undefined && c.getObjectByName(POWER_METER_NAME) === undefined)
      .map((c) => ({ id: c.name, paint: paintOf(c), board: paintOf(onBoard(c.name)), visible: layer.visible && c.visible }));
  },
};
