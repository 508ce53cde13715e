// The table (top, rail, felt tray, legs), the leather dice cup and Gold in the
// Rivers' shovel. Sizes come from the physics TABLE constants so the drawn rail
// is where the collider is.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { TABLE } from '../../physics/table.ts';
import type { MaterialSpec, ModelPart } from './glb.ts';
import { merge } from './place.ts';

const WOOD: MaterialSpec = { name: 'wood', color: 0xa0673a, roughness: 0.62, metalness: 0 };
const WOOD_DARK: MaterialSpec = { name: 'wood-dark', color: 0x5e3519, roughness: 0.55, metalness: 0 };
const FELT: MaterialSpec = { name: 'felt', color: 0x1f5a3c, roughness: 0.95, metalness: 0 };
const BRASS: MaterialSpec = { name: 'brass', color: 0xc99a48, roughness: 0.3, metalness: 0.85 };
const LEATHER: MaterialSpec = { name: 'leather', color: 0x6a3a1f, roughness: 0.7, metalness: 0 };
const LEATHER_IN: MaterialSpec = { name: 'leather-inside', color: 0x2a160b, roughness: 0.9, metalness: 0 };

const box = (w: number, h: number, d: number, x: number, y: number, z: number) => new THREE.BoxGeometry(w, h, d).translate(x, y, z);

export function tableParts(): ModelPart[] {
  const hw = TABLE.inner.width / 2;
  const hd = TABLE.inner.depth / 2;
  const { thickness: railT, height: railH } = TABLE.rail;
  const outerW = TABLE.inner.width + 2 * (railT + TABLE.top.overhang);
  const outerD = TABLE.inner.depth + 2 * (railT + TABLE.top.overhang);
  const topT = TABLE.top.thickness;

  const top = box(outerW, topT, outerD, 0, -topT / 2, 0);
  const rail = [
    new RoundedBoxGeometry(TABLE.inner.width + 2 * railT, railH * 2, railT, 2, 0.8).translate(0, 0, -hd - railT / 2),
    new RoundedBoxGeometry(TABLE.inner.width + 2 * railT, railH * 2, railT, 2, 0.8).translate(0, 0, hd + railT / 2),
    new RoundedBoxGeometry(railT, railH * 2, TABLE.inner.depth, 2, 0.8).translate(-hw - railT / 2, 0, 0),
    new RoundedBoxGeometry(railT, railH * 2, TABLE.inner.depth, 2, 0.8).translate(hw + railT / 2, 0, 0),
  ];
  // The rail boxes are twice as tall and centred on the top surface, so their lower half hides inside the top.
  const legH = 70;
  const legs = [-1, 1].flatMap((sx) =>
    [-1, 1].map((sz) => box(6, legH, 6, sx * (outerW / 2 - 8), -topT - legH / 2, sz * (outerD / 2 - 8))),
  );
  const apron = [
    box(outerW - 12, 8, 2, 0, -topT - 4, -(outerD / 2 - 7)),
    box(outerW - 12, 8, 2, 0, -topT - 4, outerD / 2 - 7),
    box(2, 8, outerD - 12, -(outerW / 2 - 7), -topT - 4, 0),
    box(2, 8, outerD - 12, outerW / 2 - 7, -topT - 4, 0),
  ];
  // The felt tray: a thin green inlay with a dark wooden frame, flush on the top.
  const tray = TABLE.areas.tray;
  const felt = new THREE.PlaneGeometry(tray.halfWidth * 2, tray.halfDepth * 2).rotateX(-Math.PI / 2).translate(tray.x, 0.02, tray.z);
  const frame = 0.8;
  const trayFrame = [
    box(tray.halfWidth * 2 + 2 * frame, 0.04, frame, tray.x, 0.02, tray.z - tray.halfDepth - frame / 2),
    box(tray.halfWidth * 2 + 2 * frame, 0.04, frame, tray.x, 0.02, tray.z + tray.halfDepth + frame / 2),
    box(frame, 0.04, tray.halfDepth * 2, tray.x - tray.halfWidth - frame / 2, 0.02, tray.z),
    box(frame, 0.04, tray.halfDepth * 2, tray.x + tray.halfWidth + frame / 2, 0.02, tray.z),
  ];
  // Brass caps on the rail corners.
  const caps = [-1, 1].flatMap((sx) =>
    [-1, 1].map((sz) => new THREE.CylinderGeometry(railT * 0.42, railT * 0.5, 0.6, 20).translate(sx * (hw + railT / 2), railH + 0.3, sz * (hd + railT / 2))),
  );
  return [
    { material: WOOD, geometry: merge([top], true) },
    { material: WOOD_DARK, geometry: merge([...rail, ...legs, ...apron, ...trayFrame], true) },
    { material: FELT, geometry: merge([felt], true) },
    { material: BRASS, geometry: merge(caps) },
  ];
}

/** A leather dice cup, open at the top, 9 cm tall, with two brass bands. */
export function cupParts(): ModelPart[] {
  const outer = [
    [0, 0], [3.2, 0], [3.35, 0.3], [3.4, 0.8], [3.7, 8.6], [3.8, 9.0],
  ].map(([x, y]) => new THREE.Vector2(x, y));
  const inner = [
    [3.8, 9.0], [3.45, 9.0], [3.1, 1.0], [0, 1.0],
  ].map(([x, y]) => new THREE.Vector2(x, y));
  const shell = new THREE.LatheGeometry(outer, 32);
  const lining = new THREE.LatheGeometry(inner, 32);
  const bands = [1.4, 7.9].map((y) => {
    const r = 3.4 + (3.7 - 3.4) * ((y - 0.8) / 7.8) + 0.05;
    // 6 × 32 segments: a 3.6 mm brass tube shows no facets at table distance (at 8 × 48 the two bands held three quarters of the cup's vertices).
    return new THREE.TorusGeometry(r, 0.18, 6, 32).rotateX(Math.PI / 2).translate(0, y, 0);
  });
  return [
    { material: LEATHER, geometry: merge([shell]) },
    { material: LEATHER_IN, geometry: merge([lining]) },
    { material: BRASS, geometry: merge(bands) },
  ];
}

const HANDLE: MaterialSpec = { name: 'shovel-handle', color: 0x8a5a2b, roughness: 0.6, metalness: 0.2 };
const GRIP: MaterialSpec = { name: 'shovel-grip', color: 0x6b421f, roughness: 0.6, metalness: 0.2 };
const BLADE: MaterialSpec = { name: 'shovel-blade', color: 0xa7adb3, roughness: 0.6, metalness: 0.2 };

/** Gold in the Rivers' little shovel lying on the table (about 11 cm): a wooden handle and grip, a steel blade. */
export function shovelParts(): ModelPart[] {
  const handle = new THREE.CylinderGeometry(0.22, 0.22, 6, 8).rotateX(Math.PI / 2).translate(0, 0.25, -2);
  const grip = box(1.4, 0.35, 0.35, 0, 0.25, -5);
  const blade = box(1.9, 0.18, 2.4, 0, 0.12, 2.1);
  return [
    { material: HANDLE, geometry: merge([handle.scale(1.3, 1.3, 1.3)]) },
    { material: GRIP, geometry: merge([grip.scale(1.3, 1.3, 1.3)]) },
    { material: BLADE, geometry: merge([blade.scale(1.3, 1.3, 1.3)]) },
  ];
}
