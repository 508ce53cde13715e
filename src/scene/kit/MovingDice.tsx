// Pieces that glide (PieceMotion) drawn as instances of a glTF model (dice of
// a kind, or a game's own piece such as Gold in the Rivers' shovels): every frame a glide is
// under way, the motion steps and the matrices are written before the frame
// renders (so the last step of a glide is drawn too), and the demand
// frameloop is kept awake until all have arrived. When the owner moves pieces
// outside a frame (a new position) it calls motion.changed(), which draws them here.
import { useLayoutEffect, useRef } from 'react';
import { useFrame, type ThreeEvent } from '@react-three/fiber';
import type { DieKind } from '../../physics/dice-kinds.ts';
import { DIE_MODEL_URL } from '../models.ts';
import { ModelInstances, type InstanceEvent, type InstancesHandle } from './ModelInstances.tsx';
import type { PieceMotion } from './piece-motion.ts';
import type { PickPointerHandlers } from './use-picking.ts';
import { useKick } from './wake.ts';

export interface MovingModelsProps {
  /** The model drawn for every piece (models.ts). */
  url: string;
  motion: PieceMotion;
  /** Pieces that arrived in this frame; `moving` says whether any still glides. */
  onStep?: (arrived: readonly number[], moving: boolean) => void;
  onPointerDown?: InstanceEvent<PointerEvent>;
  onClick?: InstanceEvent<MouseEvent>;
  onHover?: (index: number | null, e: ThreeEvent<PointerEvent>) => void;
  /** A picking's pointer over the dice (usePickPointer; its targetAt gets the die's index). */
  pointer?: PickPointerHandlers;
  name?: string;
}

export function MovingModels({ url, motion, onStep, onPointerDown, onClick, onHover, pointer, name }: MovingModelsProps) {
  const handle = useRef<InstancesHandle>(null);
  const kick = useKick();
  const onStepRef = useRef(onStep);
  onStepRef.current = onStep;

  useLayoutEffect(() => {
    motion.drawer = () => {
      handle.current?.write(motion.matrices());
      kick();
    };
    motion.changed();
    return () => {
      motion.drawer = null;
    };
  }, [motion, kick]);

  useFrame(({ invalidate }) => {
    const arrived = motion.step(performance.now());
    if (arrived === null) return;
    handle.current?.write(motion.matrices());
    const moving = motion.moving;
    onStepRef.current?.(arrived, moving);
    if (moving) invalidate();
  });

  return (
    <ModelInstances
      url={url}
      capacity={motion.capacity}
      handle={handle}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onHover={onHover}
      pointer={pointer}
      name={name}
    />
  );
}

/** Dice of one kind that glide (a settled throw taken over, a die placed in its box). */
export function MovingDice({ kind, ...rest }: { kind: DieKind } & Omit<MovingModelsProps, 'url'>) {
  return <MovingModels url={DIE_MODEL_URL[kind]} {...rest} />;
}
