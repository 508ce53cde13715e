// Dice of one kind drawn as instances of their glTF model (see
// ModelInstances): the dice at rest on a board or in a supply, and the dice a
// board takes over from a settled throw and glides into place. Place them
// with dieMatrix (face-rotation.ts), so the face on top is the face read.
import type { DieKind } from '../../physics/dice-kinds.ts';
import { DIE_MODEL_URL } from '../models.ts';
import { ModelInstances, type ModelInstancesProps } from './ModelInstances.tsx';

export function DiceInstances({ kind, ...rest }: { kind: DieKind } & Omit<ModelInstancesProps, 'url' | 'paints'>) {
  return <ModelInstances url={DIE_MODEL_URL[kind]} {...rest} />;
}
