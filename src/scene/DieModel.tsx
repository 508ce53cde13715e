// One die drawn from its glTF model. The group is positioned by its owner
// (a ref written in useFrame), so React never re-renders while dice move.
import type { Ref } from 'react';
import type * as THREE from 'three';
import type { DieKind } from '../core/dice-kinds.ts';
import { GltfModel } from './GltfModel.tsx';
import { DIE_MODEL_URL } from './models.ts';
import { preloadModel } from './glb/use-model.ts';

export function DieModel({ kind, ref }: { kind: DieKind; ref?: Ref<THREE.Group> }) {
  return <GltfModel url={DIE_MODEL_URL[kind]} ref={ref} />;
}

/**
 * Fetch the models of these kinds ahead of their first throw. Rooms name the
 * kinds they use, so a room downloads only the dice it shows.
 */
export function preloadDieModels(kinds: readonly DieKind[]): void {
  for (const kind of kinds) preloadModel(DIE_MODEL_URL[kind]);
}
