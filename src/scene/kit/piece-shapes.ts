// The shapes of the small wooden and metal pieces games put on the table,
// built in code (no model files): discs and chips, coins, cubes, gold
// nuggets, stones, hex markers, property markers (a little house) and
// meeples with an outline per kind. Each is sized in cm with its foot at
// y = 0 except where noted, so a piece stands on whatever height it is put at.
import * as THREE from 'three';
import { withPlainMap } from '../plain-map.ts';

/** Meeple outlines (right halves, drawn 10 units tall from the foot): a game gives each kind of meeple its own. */
const MEEPLE_OUTLINES = {
  /** The classic round-headed meeple with arms out. */
  plain: [[0, 10], [0.9, 9.8], [1.6, 9.0], [1.7, 7.8], [1.3, 6.9], [4.2, 6.4], [4.6, 5.6], [4.1, 4.9], [2.2, 4.5], [3.6, 0.6], [3.4, 0], [1.2, 0], [0, 1.8]],
  /** A wide-brimmed hat (a cowboy, a deputy). */
  hat: [[0, 10], [1.2, 9.9], [1.4, 9.0], [3.0, 8.8], [3.1, 8.3], [1.6, 8.1], [1.5, 7.2], [1.2, 6.8], [3.9, 6.2], [4.2, 5.3], [2.2, 4.6], [3.4, 0.6], [3.2, 0], [1.2, 0], [0, 1.8]],
  /** A long skirt to the ground (a lady). */
  skirt: [[0, 10], [0.9, 9.8], [1.5, 9.0], [1.5, 7.9], [1.1, 7.1], [2.8, 6.6], [3.1, 5.8], [1.6, 5.2], [3.6, 0.4], [3.5, 0], [0, 0]],
  /** A cap with a lamp and a stocky body (a miner, a builder). */
  cap: [[0, 10], [0.6, 10.1], [0.7, 9.7], [1.9, 9.5], [1.9, 8.6], [1.5, 7.3], [1.2, 6.9], [4.4, 6.2], [4.6, 5.0], [2.6, 4.6], [3.8, 0.5], [3.6, 0], [1.0, 0], [0, 1.5]],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;
export type MeepleOutline = keyof typeof MEEPLE_OUTLINES;

export type PieceShape =
  | { kind: 'disc'; radius: number; height: number; segments?: number }
  | { kind: 'cube'; size: number }
  /** A gold nugget; centred (it lies at any angle). */
  | { kind: 'nugget'; radius: number }
  /** A rough stone; centred. */
  | { kind: 'stone'; radius: number }
  | { kind: 'hex'; radius: number; height: number }
  /** A property marker: a small house, `size` wide. */
  | { kind: 'house'; size: number }
  | { kind: 'meeple'; height: number; depth: number; outline?: MeepleOutline };

function meeple(height: number, depth: number, outline: MeepleOutline): THREE.BufferGeometry {
  const half = MEEPLE_OUTLINES[outline].map(([x, y]) => new THREE.Vector2((x * height) / 10, (y * height) / 10));
  const left = [...half].reverse().map((v) => new THREE.Vector2(-v.x, v.y));
  const shape = new THREE.Shape([...half, ...left]);
  const g = new THREE.ExtrudeGeometry(shape, { depth, bevelEnabled: true, bevelThickness: 0.06, bevelSize: 0.04, bevelSegments: 2, curveSegments: 6 });
  g.translate(0, 0, -depth / 2);
  g.computeVertexNormals();
  return g;
}

function house(size: number): THREE.BufferGeometry {
  // A square box with a pitched roof: the outline of the front, extruded.
  const w = size / 2;
  const wall = size * 0.6;
  const shape = new THREE.Shape([new THREE.Vector2(-w, 0), new THREE.Vector2(w, 0), new THREE.Vector2(w, wall), new THREE.Vector2(0, size), new THREE.Vector2(-w, wall)]);
  const g = new THREE.ExtrudeGeometry(shape, { depth: size, bevelEnabled: false });
  g.translate(0, 0, -size / 2);
  g.computeVertexNormals();
  return g;
}

/** How a kind of piece looks beyond its shape. */
export interface PieceLook {
  colour?: string;
  roughness?: number;
  metalness?: number;
  emissive?: string;
}

/**
 * The material a kind of piece is drawn with: the look's colour, roughness and
 * shine; a geometry painted in code (a `color` attribute) shows its own paint.
 */
export function pieceMaterial(look: PieceLook, geometry: THREE.BufferGeometry): THREE.MeshStandardMaterial {
  return withPlainMap(new THREE.MeshStandardMaterial({
    color: look.colour ?? '#ffffff',
    roughness: look.roughness ?? 0.55,
    metalness: look.metalness ?? 0,
    emissive: look.emissive ?? '#000000',
    vertexColors: geometry.hasAttribute('color'),
  }));
}

/** A new geometry of the shape (callers cache it; see Pieces). */
export function pieceGeometry(shape: PieceShape): THREE.BufferGeometry {
  switch (shape.kind) {
    case 'disc':
      return new THREE.CylinderGeometry(shape.radius, shape.radius, shape.height, shape.segments ?? 24).translate(0, shape.height / 2, 0);
    case 'cube':
      return new THREE.BoxGeometry(shape.size, shape.size, shape.size).translate(0, shape.size / 2, 0);
    case 'nugget':
      return new THREE.DodecahedronGeometry(shape.radius, 0);
    case 'stone': {
      const g = new THREE.IcosahedronGeometry(shape.radius, 0);
      g.scale(1.2, 0.7, 1);
      return g;
    }
    case 'hex':
      return new THREE.CylinderGeometry(shape.radius, shape.radius, shape.height, 6).translate(0, shape.height / 2, 0);
    case 'house':
      return house(shape.size);
    case 'meeple':
      return meeple(shape.height, shape.depth, shape.outline ?? 'plain');
  }
}
