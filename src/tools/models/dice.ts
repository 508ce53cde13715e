// Dice models: the d6 with pips, the poker die (9 10 J Q K A) and the three
// wooden discs. Faces are placed from the physics face table (FACE_NORMALS),
// so the face drawn on top is exactly the face the physics reads.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { D6_PIPS, FACES, type DieKind } from '../../core/dice-kinds.ts';
import { FACE_NORMALS } from '../../physics/faces.ts';
import { DIE_BODY } from '../../physics/dice-tuning.ts';
import type { MaterialSpec, ModelPart } from './glb.ts';
import { dot, merge, onFace } from './place.ts';
import { textGeometry } from './glyphs.ts';

const IVORY: MaterialSpec = { name: 'die-ivory', color: 0xf4ecdc, roughness: 0.35, metalness: 0 };
const PIP: MaterialSpec = { name: 'pip-black', color: 0x1b1612, roughness: 0.5, metalness: 0 };
const PIP_RED: MaterialSpec = { name: 'pip-red', color: 0xa8201a, roughness: 0.45, metalness: 0 };
const INK_BLUE: MaterialSpec = { name: 'ink-blue', color: 0x1f3f8a, roughness: 0.45, metalness: 0 };
const BEECH: MaterialSpec = { name: 'disc-wood', color: 0xd8b07a, roughness: 0.7, metalness: 0 };
const BURNT: MaterialSpec = { name: 'disc-burnt', color: 0x3b2213, roughness: 0.8, metalness: 0 };

const HALF = DIE_BODY.cube.half;
/** Decals float this far above the face so they never z-fight. */
const LIFT = 0.004;

function cubeBody(): THREE.BufferGeometry {
  return new RoundedBoxGeometry(HALF * 2, HALF * 2, HALF * 2, 3, DIE_BODY.cube.rounding);
}

export function d6Parts(): ModelPart[] {
  const black: THREE.BufferGeometry[] = [];
  const red: THREE.BufferGeometry[] = [];
  FACES.d6.forEach((value, i) => {
    const n = FACE_NORMALS.d6[i];
    if (!n || typeof value !== 'number') throw new Error('d6 face table broken');
    const spacing = HALF * 0.52;
    for (const [x, y] of D6_PIPS[value] ?? []) {
      const one = value === 1;
      const pip = onFace(dot(x * spacing, y * spacing, one ? HALF * 0.3 : HALF * 0.17), n, HALF + LIFT);
      (one ? red : black).push(pip);
    }
  });
  return [
    { material: IVORY, geometry: merge([cubeBody()]) },
    { material: PIP, geometry: merge(black) },
    { material: PIP_RED, geometry: merge(red) },
  ];
}

const POKER_INK: Record<string, MaterialSpec> = { '9': PIP, '10': PIP_RED, J: INK_BLUE, Q: PIP_RED, K: INK_BLUE, A: PIP };

export function pokerParts(): ModelPart[] {
  const byInk = new Map<MaterialSpec, THREE.BufferGeometry[]>();
  FACES.poker.forEach((value, i) => {
    const n = FACE_NORMALS.poker[i];
    const ink = POKER_INK[String(value)];
    if (!n || !ink) throw new Error('poker face table broken');
    const text = String(value);
    const glyph = textGeometry(text, text.length > 1 ? HALF * 0.85 : HALF * 1.0, 0.15);
    const list = byInk.get(ink) ?? [];
    list.push(onFace(glyph, n, HALF + LIFT));
    // A small corner mark so a face also reads at a glance from the side.
    list.push(onFace(dot(HALF * 0.62, HALF * 0.62, HALF * 0.07, 10), n, HALF + LIFT));
    byInk.set(ink, list);
  });
  return [{ material: IVORY, geometry: merge([cubeBody()]) }, ...[...byInk].map(([material, parts]) => ({ material, geometry: merge(parts) }))];
}

/** A wooden disc: a lathe profile with rounded rims. */
function discBody(): THREE.BufferGeometry {
  const { radius, halfThickness, rounding } = DIE_BODY.disc;
  // Rapier's round cylinder is the core dilated by `rounding`: outer radius and half thickness are these.
  const r = radius;
  const h = halfThickness;
  const k = rounding * 1.5;
  const pts: THREE.Vector2[] = [new THREE.Vector2(0, -h)];
  const corner = (cx: number, cy: number, from: number, to: number) => {
    for (let i = 0; i <= 6; i++) {
      const a = from + ((to - from) * i) / 6;
      pts.push(new THREE.Vector2(cx + k * Math.cos(a), cy + k * Math.sin(a)));
    }
  };
  corner(r - k, -h + k, -Math.PI / 2, 0);
  corner(r - k, h - k, 0, Math.PI / 2);
  pts.push(new THREE.Vector2(0, h));
  const g = new THREE.LatheGeometry(pts, 32);
  g.computeVertexNormals();
  return g;
}

export function discParts(kind: DieKind): ModelPart[] {
  const { radius, halfThickness } = DIE_BODY.disc;
  const marks = FACES[kind].map((value, i) => {
    const n = FACE_NORMALS[kind][i];
    if (!n) throw new Error(`${kind} face table broken`);
    return onFace(textGeometry(String(value), radius * 1.0, 0.17), n, halfThickness + LIFT);
  });
  // A burnt ring near the rim on both faces, like a branded wooden token.
  const rings = [1, -1].map((s) =>
    onFace(new THREE.RingGeometry(radius * 0.8, radius * 0.86, 40), { x: 0, y: s, z: 0 }, halfThickness + LIFT),
  );
  return [
    { material: BEECH, geometry: merge([discBody()]) },
    { material: BURNT, geometry: merge([...marks, ...rings]) },
  ];
}
