// Marks under the legal targets of a move, lying on the table: a ring under
// a piece or a square frame round a box. A mark's tone says why it is lit:
// `legal` (a place the picked piece may go), `chosen` (what Enter or the next
// click would do: keyboard focus), `picked` (a piece taken in hand) and
// `hover` (a legal target under the pointer). One instanced draw for all the
// marks of a board; they are unlit, so they read the same under the lamp.
import { useLayoutEffect, useMemo, useRef } from 'react';
import * as THREE from 'three';
import { useKick } from './wake.ts';

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

export function Highlights({ marks, shape, capacity = 8, name }: { marks: readonly Mark[]; shape: MarkShape; capacity?: number; name?: string }) {
  const mesh = useRef<THREE.InstancedMesh>(null);
  const kick = useKick();
  const shapeKey = JSON.stringify(shape);
  const geometry = useMemo(() => markGeometry(JSON.parse(shapeKey) as MarkShape), [shapeKey]);
  useLayoutEffect(() => () => geometry.dispose(), [geometry]);
  const key = JSON.stringify(marks);

  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    const matrix = new THREE.Matrix4();
    const colour = new THREE.Color();
    const list = JSON.parse(key) as Mark[];
    const n = Math.min(list.length, capacity);
    for (let i = 0; i < n; i++) {
      const mark = list[i]!;
      m.setMatrixAt(i, matrix.makeTranslation(mark.x, (mark.y ?? 0) + OVER, mark.z));
      m.setColorAt(i, colour.set(TONES[mark.tone]));
    }
    m.count = n;
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
    kick();
  }, [key, capacity, geometry, kick]);

  return (
    <instancedMesh
      key={capacity}
      name={name}
      ref={(m) => {
        mesh.current = m;
        if (m && !m.instanceColor) m.instanceColor = new THREE.InstancedBufferAttribute(new Float32Array(capacity * 3).fill(1), 3);
      }}
      args={[geometry, undefined, capacity]}
      frustumCulled={false}
      renderOrder={1}
    >
      <meshBasicMaterial toneMapped={false} />
    </instancedMesh>
  );
}
