// Marks under the legal targets of a move, lying on the table: a ring under
// a piece, a square frame round a box, or a frame fitted to a longer box (a
// square wide enough for a building's length reaches into its neighbours'). A mark's tone says why it is lit:
// `legal` (a place the picked piece may go), `chosen` (what Enter or the next
// click would do: keyboard focus), `picked` (a piece taken in hand) and
// `hover` (a legal target under the pointer); a mark may carry a colour of its
// own instead. One instanced draw for all the
// marks of a board (ColouredInstances); unlit, so they read the same under the lamp.
import { useLayoutEffect, useMemo } from 'react';
import * as THREE from 'three';
import { ColouredInstances } from './ColouredInstances.tsx';
import { withPlainMap } from '../plain-map.ts';

export const TONES = {
  legal: '#ffe27a',
  chosen: '#ff7a1a',
  picked: '#ffcf4a',
  hover: '#fff6d6',
} as const;
export type Tone = keyof typeof TONES;

export interface Mark {
  x: number;
  z: number;
  /** Height of the surface it lies on (a board's top). */
  y?: number;
  tone: Tone;
  /** A colour of its own instead of its tone's (Gold in the Rivers lights a hovered site's mountain warm, its river cold). */
  colour?: string;
  /** Drawn this much wider or narrower (a second ring inside another on the same place). */
  scale?: number;
}

/**
 * A ring round a piece, a square frame round a box (inner and outer half-size, cm), or a rectangular frame:
 * its inside's half-sizes (x across, z deep) and its band's width.
 */
export type MarkShape =
  | { kind: 'ring'; inner: number; outer: number; segments?: number }
  | { kind: 'frame'; inner: number; outer: number }
  | { kind: 'rect'; halfX: number; halfZ: number; band: number };

/** A frame whose inside is 2·ix × 2·iz and whose outside is 2·ox × 2·oz. */
function rectFrame(ix: number, iz: number, ox: number, oz: number): THREE.BufferGeometry {
  const shape = new THREE.Shape([new THREE.Vector2(-ox, -oz), new THREE.Vector2(ox, -oz), new THREE.Vector2(ox, oz), new THREE.Vector2(-ox, oz)]);
  shape.holes.push(new THREE.Path([new THREE.Vector2(-ix, -iz), new THREE.Vector2(-ix, iz), new THREE.Vector2(ix, iz), new THREE.Vector2(ix, -iz)]));
  return new THREE.ShapeGeometry(shape);
}

/** A ring of six segments is a hexagon turned so its sides face a hex grid's neighbours (flat sides left and right). */
const HEX_TURN = Math.PI / 6;

/** The geometry of a mark, lying on the table (exported for the tests: its size is what a board fits between neighbours). */
export function markGeometry(shape: MarkShape): THREE.BufferGeometry {
  const g =
    shape.kind === 'ring'
      ? new THREE.RingGeometry(shape.inner, shape.outer, shape.segments ?? 32, 1, shape.segments === 6 ? HEX_TURN : 0)
      : shape.kind === 'frame'
        ? rectFrame(shape.inner, shape.inner, shape.outer, shape.outer)
        : rectFrame(shape.halfX, shape.halfZ, shape.halfX + shape.band, shape.halfZ + shape.band);
  // Lying on the table, facing up.
  g.rotateX(-Math.PI / 2);
  return g;
}

/** Marks hover this far over their surface, clear of its print. */
const OVER = 0.03;

export function Highlights({ marks, shape, name }: { marks: readonly Mark[]; shape: MarkShape; name?: string }) {
  const shapeKey = JSON.stringify(shape);
  const geometry = useMemo(() => markGeometry(JSON.parse(shapeKey) as MarkShape), [shapeKey]);
  const material = useMemo(() => withPlainMap(new THREE.MeshBasicMaterial({ toneMapped: false })), []);
  useLayoutEffect(() => () => geometry.dispose(), [geometry]);
  useLayoutEffect(() => () => material.dispose(), [material]);
  const key = JSON.stringify(marks);
  const { matrices, colours } = useMemo(() => {
    const list = JSON.parse(key) as Mark[];
    return {
      matrices: list.map((m) => new THREE.Matrix4().makeScale(m.scale ?? 1, 1, m.scale ?? 1).setPosition(m.x, (m.y ?? 0) + OVER, m.z)),
      colours: list.map((m) => new THREE.Color(m.colour ?? TONES[m.tone])),
    };
  }, [key]);
  return <ColouredInstances geometry={geometry} material={material} matrices={matrices} colours={colours} renderOrder={1} name={name} />;
}
