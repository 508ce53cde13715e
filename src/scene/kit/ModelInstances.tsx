// Many copies of one glTF model (dice of a kind, meeples) in one draw call
// per material: an InstancedMesh per model part. Copies are placed by instance
// matrices, either from props (pieces at rest: React renders when they change)
// or written through `handle` inside useFrame (pieces gliding: no React render
// per frame). Pointer events report the copy's index. A copy may be painted:
// its colour goes on the model's `paint` material only (a meeple's body, not
// its stand), the way figure-paint.ts dresses a single figure.
import { useLayoutEffect, useRef, type Ref } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import * as THREE from 'three';
import { PAINT_MATERIAL } from '../session/figure-paint.ts';
import { useModelParts } from './model-parts.ts';
import { useKick } from './wake.ts';
import { whiteInstanceColours } from './white-instances.ts';
import type { PickPointerHandlers } from './use-picking.ts';

export interface InstancesHandle {
  /** Places copy i at matrices[i] and draws exactly matrices.length copies (capped at the capacity). */
  write(matrices: readonly THREE.Matrix4[], paints?: readonly (THREE.Color | string)[]): void;
}

export type InstanceEvent<E> = (index: number, e: ThreeEvent<E>) => void;

export interface ModelInstancesProps {
  url: string;
  capacity: number;
  /** Copies at rest; omit when the owner writes through `handle`. */
  matrices?: readonly THREE.Matrix4[];
  /** Colour of each copy's paint material (white when absent). */
  paints?: readonly (THREE.Color | string)[];
  onPointerDown?: InstanceEvent<PointerEvent>;
  onClick?: InstanceEvent<MouseEvent>;
  /** The pointer moved over copy `index` (hover highlights); null when it left them all. */
  onHover?: (index: number | null, e: ThreeEvent<PointerEvent>) => void;
  /** A picking's pointer (usePickPointer), whose targetAt gets the copy's index: copies picked like a board's mesh. */
  pointer?: PickPointerHandlers;
  handle?: Ref<InstancesHandle>;
  name?: string;
}

const WHITE = new THREE.Color(1, 1, 1);
const scratch = new THREE.Color();

/** Calls `fn` with the copy's index when the event hit one (an instanced mesh always names it). */
const byIndex = <E,>(fn: InstanceEvent<E> | undefined) =>
  fn
    ? (e: ThreeEvent<E>) => {
        if (e.instanceId !== undefined) fn(e.instanceId, e);
      }
    : undefined;

export function ModelInstances({ url, capacity, matrices, paints, onPointerDown, onClick, onHover, pointer, handle, name }: ModelInstancesProps) {
  const parts = useModelParts(url);
  const meshes = useRef<(THREE.InstancedMesh | null)[]>([]);
  const kick = useKick();

  const write: InstancesHandle['write'] = (list, colours) => {
    const n = Math.min(list.length, capacity);
    meshes.current.forEach((mesh, k) => {
      if (!mesh) return;
      for (let i = 0; i < n; i++) mesh.setMatrixAt(i, list[i]!);
      mesh.count = n;
      mesh.instanceMatrix.needsUpdate = true;
      // Raycasts (clicks on a copy) test the bounding sphere first: keep it around the copies.
      mesh.computeBoundingSphere();
      const painted = colours && (parts[k]?.material.name ?? '') === PAINT_MATERIAL;
      if (!painted) return;
      for (let i = 0; i < n; i++) {
        const c = colours[i];
        mesh.setColorAt(i, c === undefined ? WHITE : typeof c === 'string' ? scratch.set(c) : c);
      }
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    });
  };
  const writeRef = useRef(write);
  writeRef.current = write;

  useLayoutEffect(() => {
    if (!matrices) return;
    writeRef.current(matrices, paints);
    kick();
  }, [matrices, paints, kick]);

  useLayoutEffect(() => {
    if (!handle) return;
    const value: InstancesHandle = { write: (list, colours) => writeRef.current(list, colours) };
    if (typeof handle === 'function') handle(value);
    else (handle as { current: InstancesHandle | null }).current = value;
  }, [handle]);

  return (
    <group name={name}>
      {parts.map((part, k) => (
        <instancedMesh
          key={k}
          ref={(m) => {
            meshes.current[k] = m;
            // Colours from the first frame, painted or not: one program with the painted copies' (white-instances.ts).
            whiteInstanceColours(m, capacity);
          }}
          args={[part.geometry, part.material, capacity]}
          castShadow
          receiveShadow
          frustumCulled={false}
          onPointerDown={byIndex(onPointerDown)}
          onClick={byIndex(onClick)}
          onPointerMove={onHover ? (e) => e.instanceId !== undefined && onHover(e.instanceId, e) : undefined}
          onPointerOut={onHover ? (e) => onHover(null, e) : undefined}
          {...pointer}
        />
      ))}
    </group>
  );
}
