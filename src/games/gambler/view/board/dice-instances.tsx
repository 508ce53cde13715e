// The d6 drawn many times with one draw call per material: the supply dice,
// the dice on the board and the dice of a throw share the glTF's geometry
// through InstancedMesh. Helpers turn "a die showing `face` at (x, z)" into
// an instance matrix, with the face read from the same table the physics
// reads (FACE_NORMALS), so the pips on top are the face the rules got.
import { useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { useGLTF } from '@react-three/drei';
import type { ThreeEvent } from '@react-three/fiber';
import * as THREE from 'three';
import { FACES } from '../../../../core/dice-kinds.ts';
import { FACE_NORMALS } from '../../../../physics/faces.ts';
import { DIE_MODEL_URL } from '../../../../scene/models.ts';
import { DIE_HALF } from './layout.ts';
import { useKick } from './kick.ts';

export interface DiePart {
  geometry: THREE.BufferGeometry;
  material: THREE.Material;
}

/** The d6 model's meshes with their node transforms baked in. */
export function useDieParts(): DiePart[] {
  const { scene } = useGLTF(DIE_MODEL_URL.d6);
  return useMemo(() => {
    scene.updateMatrixWorld(true);
    const parts: DiePart[] = [];
    scene.traverse((obj) => {
      if (!(obj instanceof THREE.Mesh)) return;
      const geometry = (obj.geometry as THREE.BufferGeometry).clone();
      geometry.applyMatrix4(obj.matrixWorld);
      parts.push({ geometry, material: obj.material as THREE.Material });
    });
    return parts;
  }, [scene]);
}

const UP = new THREE.Vector3(0, 1, 0);
const faceTurns = new Map<number, THREE.Quaternion>();

/** The rotation that puts `face` of a d6 on top, turned by `yaw` about the vertical. */
export function faceUpQuaternion(face: number, yaw = 0, out = new THREE.Quaternion()): THREE.Quaternion {
  let turn = faceTurns.get(face);
  if (!turn) {
    const i = FACES.d6.indexOf(face);
    const n = FACE_NORMALS.d6[i] ?? FACE_NORMALS.d6[0]!;
    turn = new THREE.Quaternion().setFromUnitVectors(new THREE.Vector3(n.x, n.y, n.z), UP);
    faceTurns.set(face, turn);
  }
  return out.setFromAxisAngle(UP, yaw).multiply(turn);
}

const scratchQ = new THREE.Quaternion();
const scratchP = new THREE.Vector3();
const scratchS = new THREE.Vector3();

/** Instance matrix of a die lying flat at (x, y, z) with `face` up, `scale` times its size. */
export function dieMatrix(x: number, y: number, z: number, face: number, yaw = 0, scale = 1, out = new THREE.Matrix4()): THREE.Matrix4 {
  return out.compose(scratchP.set(x, y, z), faceUpQuaternion(face, yaw, scratchQ), scratchS.setScalar(scale));
}

/** Centre height of a die `scale` times its size resting on a surface at height `base`. */
export const restY = (base: number, scale = 1): number => base + DIE_HALF * scale;

export interface DiceInstancesHandle {
  meshes: THREE.InstancedMesh[];
}

/**
 * Draws `matrices.length` dice (static: matrices change only with React
 * props). Pointer events report the instance index.
 */
export function DiceInstances({
  matrices,
  capacity,
  onPointerDown,
  handle,
  name,
}: {
  matrices: readonly THREE.Matrix4[];
  capacity: number;
  onPointerDown?: (index: number, e: ThreeEvent<PointerEvent>) => void;
  handle?: Ref<DiceInstancesHandle>;
  name?: string;
}) {
  const parts = useDieParts();
  const meshes = useRef<(THREE.InstancedMesh | null)[]>([]);
  const invalidate = useKick();
  useLayoutEffect(() => {
    for (const mesh of meshes.current) {
      if (!mesh) continue;
      const n = Math.min(matrices.length, capacity);
      for (let i = 0; i < n; i++) mesh.setMatrixAt(i, matrices[i]!);
      mesh.count = n;
      mesh.instanceMatrix.needsUpdate = true;
      mesh.computeBoundingSphere();
    }
    invalidate();
  }, [matrices, capacity, invalidate]);
  useLayoutEffect(() => {
    if (!handle) return;
    const value = { meshes: meshes.current.filter((m): m is THREE.InstancedMesh => m !== null) };
    if (typeof handle === 'function') handle(value);
    else (handle as { current: DiceInstancesHandle | null }).current = value;
  });
  return (
    <group name={name}>
      {parts.map((part, k) => (
        <instancedMesh
          key={k}
          ref={(m) => {
            meshes.current[k] = m;
          }}
          args={[part.geometry, part.material, capacity]}
          castShadow
          receiveShadow
          frustumCulled={false}
          onPointerDown={
            onPointerDown
              ? (e) => {
                  if (e.instanceId !== undefined) onPointerDown(e.instanceId, e);
                }
              : undefined
          }
        />
      ))}
    </group>
  );
}
