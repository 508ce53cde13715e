// Painted text, measured as a player sees it: a mesh that carries printed
// words (a sign, a board's print) says in its userData how tall its smallest
// letters are on the table (cm to the em) and which way is "up" on its face;
// the probe projects that height at every corner of the mesh with the camera
// as it is and reports the smallest on screen, in CSS pixels. The browser
// legibility spec holds every painted label to a floor at 1280×800.
import * as THREE from 'three';

/** The userData key a painted mesh carries. */
export const PAINTED_TEXT = 'paintedText';

export interface PaintedTextMark {
  /** The em of the smallest type on the mesh, in table cm. */
  cm: number;
  /** The text's up direction in the mesh's own frame: +y for a plane, -z for a box's printed top. */
  up?: readonly [number, number, number];
}

/** userData for a painted mesh (spread into the mesh's props, or set on it). */
export const paintedText = (cm: number, up?: PaintedTextMark['up']): Record<string, PaintedTextMark> => ({ [PAINTED_TEXT]: { cm, up } });

export interface PaintedTextSize {
  name: string;
  /** Table cm to the em of the smallest type. */
  cm: number;
  /** That em on screen where it is smallest (CSS px), over the mesh's corners that are in view. */
  px: number;
}

const corner = new THREE.Vector3();
const tip = new THREE.Vector3();
const dir = new THREE.Vector3();

/** Every visible painted mesh's smallest type on screen. `size` is the canvas's CSS size. */
export function measurePaintedText(scene: THREE.Object3D, camera: THREE.Camera, size: { width: number; height: number }): PaintedTextSize[] {
  const out: PaintedTextSize[] = [];
  const toPx = (v: THREE.Vector3) => ({ x: ((v.x + 1) / 2) * size.width, y: ((1 - v.y) / 2) * size.height, inView: Math.abs(v.x) <= 1 && Math.abs(v.y) <= 1 && v.z <= 1 });
  scene.updateMatrixWorld();
  scene.traverseVisible((obj) => {
    const mark = obj.userData[PAINTED_TEXT] as PaintedTextMark | undefined;
    if (!mark || !(obj instanceof THREE.Mesh)) return;
    const geometry = obj.geometry as THREE.BufferGeometry;
    if (!geometry.boundingBox) geometry.computeBoundingBox();
    const box = geometry.boundingBox!;
    const [ux, uy, uz] = mark.up ?? [0, 1, 0];
    dir.set(ux, uy, uz).transformDirection(obj.matrixWorld);
    let px = Infinity;
    for (const x of [box.min.x, box.max.x])
      for (const y of [box.min.y, box.max.y])
        for (const z of [box.min.z, box.max.z]) {
          corner.set(x, y, z).applyMatrix4(obj.matrixWorld);
          tip.copy(corner).addScaledVector(dir, mark.cm);
          const a = toPx(corner.project(camera));
          const b = toPx(tip.project(camera));
          if (!a.inView) continue;
          px = Math.min(px, Math.hypot(a.x - b.x, a.y - b.y));
        }
    if (px < Infinity) out.push({ name: obj.name || obj.parent?.name || '(unnamed)', cm: mark.cm, px: Math.round(px * 10) / 10 });
  });
  return out;
}
