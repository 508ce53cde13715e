// Tableau Gulch on the table: the tableau board, the thrown dice waiting to
// be placed, every other die at rest, chips, the stack of tableaux and the
// seat signs. The Board slot of the generic game room.
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import type { GamblerViewProps } from '../session.ts';
import { controllerFor } from '../hud/controller.ts';
import type { GamblerView } from '../../types.ts';
import { registerGamblerProbe } from './probe.ts';
import { TableauBoard } from './TableauBoard.tsx';
import { TableDice } from './TableDice.tsx';
import { TableProps } from './TableProps.tsx';
import { ThrownDice } from './ThrownDice.tsx';

export function GamblerBoard({ session, view }: GamblerViewProps) {
  const controller = controllerFor(session);
  const seats = useStore(session.store, (s) => s.record.seats);
  const get = useThree((s) => s.get);
  useEffect(() => registerGamblerProbe(get, controller.current, controller.motion), [get, controller]);
  const v: GamblerView | null = view;
  if (!v || !v.tableau) return null;
  return (
    <group name="gambler-table">
      <TableauBoard view={v} controller={controller} />
      <TableDice view={v} controller={controller} />
      <ThrownDice view={v} controller={controller} />
      <TableProps view={v} seats={seats} />
    </group>
  );
}
