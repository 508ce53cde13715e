// Standing figures as extruded front silhouettes: a rider in a wide-brimmed
// hat with a mail satchel, a warrior with feathers and a bow, and the meeple.
// Sizes follow FIGURE_MODELS in src/physics/flick/figures.ts (the colliders);
// the foot is at y = 0. The paint colour is a material the scene may retint.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { FIGURE_MODELS } from '../../physics/flick/figures.ts';
import type { MaterialSpec, ModelPart } from './glb.ts';
import { merge } from './place.ts';

type Pt = [number, number];

const STAND: MaterialSpec = { name: 'stand', color: 0x3d2414, roughness: 0.6, metalness: 0 };
const paint = (color: number): MaterialSpec => ({ name: 'paint', color, roughness: 0.55, metalness: 0 });

/** Mirrors a right half-outline (top centre → bottom centre) into a closed shape. */
function symmetric(half: Pt[]): THREE.Shape {
  const right = half.map(([x, y]) => new THREE.Vector2(x, y));
  const left = [...half].reverse().map(([x, y]) => new THREE.Vector2(-x, y));
  return new THREE.Shape([...right, ...left]);
}

function extrude(shape: THREE.Shape, depth: number, y0: number): THREE.BufferGeometry {
  const g = new THREE.ExtrudeGeometry(shape, { depth, bevelEnabled: true, bevelThickness: 0.08, bevelSize: 0.05, bevelSegments: 2, curveSegments: 8 });
  g.translate(0, y0, -depth / 2);
  g.computeVertexNormals();
  return g;
}

type FigureKey = keyof typeof FIGURE_MODELS;

/** The stand drawn from the figure's first collider part (a square base); its height. */
function stand(model: FigureKey): { geometry: THREE.BufferGeometry; height: number } {
  const base = FIGURE_MODELS[model].parts[0];
  if (base?.shape === 'box') {
    return { geometry: new RoundedBoxGeometry(base.hx * 2, base.hy * 2, base.hz * 2, 2, 0.06).translate(0, base.hy, 0), height: base.hy * 2 };
  }
  throw new Error(`figure ${model}: expected a box base`);
}

/** Scales a half-outline drawn `drawnHeight` tall to `height`. */
const fit = (half: Pt[], drawnHeight: number, height: number): Pt[] => half.map(([x, y]) => [(x * height) / drawnHeight, (y * height) / drawnHeight]);

// Right halves, drawn 10 units tall from the foot of the body.
const RIDER: Pt[] = [
  [0, 10], [0.7, 9.95], [0.85, 9.3], [2.1, 9.05], [2.25, 8.8], [0.95, 8.75], [0.8, 8.2], [0.85, 7.6], [0.45, 7.15],
  [1.45, 6.85], [1.7, 6.2], [1.85, 4.3], [1.5, 4.1], [1.3, 5.5], [1.2, 4.2], [1.95, 4.0], [2.0, 2.9], [1.05, 3.1],
  [1.1, 0], [0.3, 0], [0.25, 3.2], [0, 3.3],
];
const WARRIOR: Pt[] = [
  [0, 9.3], [0.35, 9.35], [0.55, 10], [0.85, 9.95], [0.75, 9.0], [0.85, 8.6], [0.8, 8.0], [0.45, 7.55],
  [1.35, 7.25], [1.6, 6.6], [1.7, 4.6], [1.35, 4.5], [1.25, 6.0], [1.05, 4.6], [1.45, 3.6], [1.2, 3.4],
  [1.0, 0], [0.3, 0], [0.25, 3.2], [0, 3.3],
];
const MEEPLE: Pt[] = [
  [0, 10], [0.9, 9.8], [1.6, 9.0], [1.7, 7.8], [1.3, 6.9], [4.2, 6.4], [4.6, 5.6], [4.1, 4.9], [2.2, 4.5],
  [3.6, 0.6], [3.4, 0], [1.2, 0], [0, 1.8],
];

export function riderParts(color = 0xb0342a): ModelPart[] {
  const base = stand('rider');
  const body = extrude(symmetric(fit(RIDER, 10, FIGURE_MODELS.rider.height - base.height)), 0.7, base.height);
  return [
    { material: STAND, geometry: merge([base.geometry]) },
    { material: paint(color), geometry: merge([body]) },
  ];
}

export function warriorParts(color = 0xc7772c): ModelPart[] {
  const base = stand('indian');
  const baseH = base.height;
  const body = extrude(symmetric(fit(WARRIOR, 10, FIGURE_MODELS.indian.height - baseH)), 0.7, baseH);
  // A bow held at the side: a thin arc of a torus.
  const bow = new THREE.TorusGeometry(1.3, 0.06, 6, 20, Math.PI * 0.8).rotateZ(-Math.PI * 0.4).translate(-1.05, baseH + 2.2, 0.25);
  return [
    { material: STAND, geometry: merge([base.geometry, bow]) },
    { material: paint(color), geometry: merge([body]) },
  ];
}

export function meepleParts(color = 0xd9a35a): ModelPart[] {
  const body = extrude(symmetric(fit(MEEPLE, 10, FIGURE_MODELS.meeple.height)), 0.7, 0);
  return [{ material: paint(color), geometry: merge([body]) }];
}
