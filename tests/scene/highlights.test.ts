// The kit's lit marks (src/scene/kit/Highlights.tsx): each shape lies flat on
// the table at the size it says, so a board can fit its frames between
// neighbours (Main Street's buildings stand 12 cm apart).
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { markGeometry } from '../../src/scene/kit/Highlights.tsx';

const box = (g: THREE.BufferGeometry) => {
  g.computeBoundingBox();
  const b = g.boundingBox!;
  return { x: [b.min.x, b.max.x], y: [b.min.y, b.max.y], z: [b.min.z, b.max.z] };
};

/** Whether the mark covers table point (x, z): some triangle of it holds the point. */
function covers(g: THREE.BufferGeometry, x: number, z: number): boolean {
  const pos = g.getAttribute('position');
  const idx = g.getIndex();
  const n = idx ? idx.count : pos.count;
  const v = (i: number) => new THREE.Vector3().fromBufferAttribute(pos, idx ? idx.getX(i) : i);
  const p = new THREE.Vector3(x, 0, z);
  for (let i = 0; i < n; i += 3) if (new THREE.Triangle(v(i), v(i + 1), v(i + 2)).containsPoint(p)) return true;
  return false;
}

describe('Highlights shapes', () => {
  it('a rectangular frame is as wide and deep as its inside and band say, flat, with the box left open', () => {
    const g = markGeometry({ kind: 'rect', halfX: 5.3, halfZ: 4.3, band: 0.6 });
    const b = box(g);
    expect(b.x[0]).toBeCloseTo(-5.9);
    expect(b.x[1]).toBeCloseTo(5.9);
    expect(b.z[0]).toBeCloseTo(-4.9);
    expect(b.z[1]).toBeCloseTo(4.9);
    expect(Math.max(...b.y.map(Math.abs))).toBeLessThan(1e-9);
    expect(covers(g, 5.6, 0)).toBe(true);
    expect(covers(g, 0, -4.6)).toBe(true);
    expect(covers(g, 0, 0)).toBe(false);
    expect(covers(g, 5, 4)).toBe(false);
  });

  it('a square frame and a ring keep their sizes', () => {
    const f = box(markGeometry({ kind: 'frame', inner: 2, outer: 3 }));
    expect(f.x[1]).toBeCloseTo(3);
    expect(f.z[1]).toBeCloseTo(3);
    const r = markGeometry({ kind: 'ring', inner: 3.9, outer: 4.7 });
    expect(box(r).x[1]).toBeCloseTo(4.7);
    expect(covers(r, 4.3, 0)).toBe(true);
    expect(covers(r, 0, 0)).toBe(false);
  });
});
