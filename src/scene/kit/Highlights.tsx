// Marks under the legal targets of a move, lying on the table: a ring under
// a piece or a square frame round a box. A mark's tone says why it is lit:
// `legal` (a place the picked piece may go), `chosen` (what Enter or the next
// click would do: keyboard focus), `picked` (a piece taken in hand) and
// `hover` (a legal target under the pointer). One instanced draw for all the
// marks of a board (ColouredInstances); unlit, so they read the same under the lamp.
import { useLayoutEffect, useMemo } from 'react';
import * as THREE from 'three';
import { ColouredInstances } from './ColouredInstances.tsx';

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
}

/** A ring round a piece, or a square frame round a box (inner and outer half-size, cm). */
export type MarkShape = { kind: 'ring'; inner: number; outer: number } | { kind: 'frame'; inner: number; outer: number };

function squareFrame(inner: number, outer: number): THREE.BufferGeometry {
  const shape = new THREE.Shape([new THREE.Vector2(-outer, -outer), new THREE.Vector2(outer, -outer), new THREE.Vector2(outer, outer), new THREE.Vector2(-outer, outer)]);
  shape.holes.push(new THREE.Path([new THREE.Vector2(-inner, -inner), new THREE.Vector2(-inner, inner), new THREE.Vector2(inner, inner), new THREE.Vector2(inner, -inner)]));
  return new THREE.ShapeGeometry(shape);
}

function markGeometry(shape: MarkShape): THREE.BufferGeometry {
  const g = shape.kind === 'ring' ? new THREE.RingGeometry(shape.inner, shape.outer, 32) : squareFrame(shape.inner, shape.outer);
  // Lying on the table, facing up.
  g.rotateX(-Math.PI / 2);
  return g;
}

/** Marks hover this far over their surface, clear of its print. */
const OVER = 0.03;

export function Highlights({ marks, shape, name }: { marks: readonly Mark[]; shape: MarkShape; name?: string }) {
  const shapeKey = JSON.stringify(shape);
  const geometry = useMemo(() => markGeometry(JSON.parse(shapeKey) as MarkShape), [shapeKey]);
  const material = useMemo(() => new THREE.MeshBasicMaterial({ toneMapped: false }), []);
  useLayoutEffect(() => () => geometry.dispose(), [geometry]);
  useLayoutEffect(() => () => material.dispose(), [material]);
  const key = JSON.stringify(marks);
  const { matrices, colours } = useMemo(() => {
    const list = JSON.parse(key) as Mark[];
    return {
      matrices: list.map((m) => new THREE.Matrix4().makeTranslation(m.x, (m.y ?? 0) + OVER, m.z)),
      colours: list.map((m) => new THREE.Color(TONES[m.tone])),
    };
  }, [key]);
  return <ColouredInstances geometry={geometry} material={material} matrices={matrices} colours={colours} renderOrder={1} name={name} />;
}
