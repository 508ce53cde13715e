// Dice that glide (PieceMotion) drawn as instances: every frame a glide is
// under way, the motion steps and the matrices are written before the frame
// renders (so the last step of a glide is drawn too), and the demand
// frameloop is kept awake until all have arrived. When the owner moves pieces
// outside a frame (a new position) it calls motion.changed(), which draws them here.
import { useLayoutEffect, useRef } from 'react';
import { useFrame, type ThreeEvent } from '@react-three/fiber';
import type { DieKind } from '../../physics/dice-kinds.ts';
import { DiceInstances } from './DiceInstances.tsx';
import type { InstanceEvent, InstancesHandle } from './ModelInstances.tsx';
import type { PieceMotion } from './piece-motion.ts';
import type { PickPointerHandlers } from './use-picking.ts';
import { useKick } from './wake.ts';

export interface MovingDiceProps {
  kind: DieKind;
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

export function MovingDice({ kind, motion, onStep, onPointerDown, onClick, onHover, pointer, name }: MovingDiceProps) {
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
    <DiceInstances
      kind={kind}
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
