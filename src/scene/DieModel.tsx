// One die drawn from its glTF model. The group is positioned by its owner
// (a ref written in useFrame), so React never re-renders while dice move.
import type { Ref } from 'react';
import type * as THREE from 'three';
import type { DieKind } from '../core/dice-kinds.ts';
import { GltfModel } from './GltfModel.tsx';
import { DIE_MODEL_URL } from './models.ts';

export function DieModel({ kind, ref }: { kind: DieKind; ref?: Ref<THREE.Group> }) {
  return <GltfModel url={DIE_MODEL_URL[kind]} ref={ref} />;
}
