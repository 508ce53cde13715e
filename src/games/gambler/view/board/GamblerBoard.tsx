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
import { rectAround, usePickMarks, useTableRegions } from '../../../../scene/kit/index.ts';
import { seatName } from '../../../../store/session/game-params.ts';
import { seatSpot } from '../../table-spots.ts';
import { MARK_GROUPS, targetSpot } from './targets.ts';

export function GamblerBoard({ session, view }: GamblerViewProps) {
  const controller = controllerFor(session);
  const seats = useStore(session.store, (s) => s.record.seats);
  const get = useThree((s) => s.get);
  useEffect(() => registerGamblerProbe(get, controller), [get, controller]);
  const v: GamblerView | null = view;
  const picking = useStore(controller.picking.store, (s) => s.picked.length > 0);
  const marks = usePickMarks(controller.picking, (t) => (v?.tableau ? targetSpot(v, t, picking) : null), MARK_GROUPS);
  // Each seat's place (supply, chips, label) beside the board: a phone's tabs frame them (the lens cuts them off).
  useTableRegions(seats.map((_, seat) => ({ id: `seat-${seat}`, label: seatName(seats, seat, 'Player'), rect: rectAround([seatSpot(seat, seats.length)], 12) })));
  if (!v || !v.tableau) return null;
  return (
    <group name="gambler-table">
      <TableauBoard view={v} controller={controller} marks={marks.box} />
      <TableDice view={v} controller={controller} />
      <ThrownDice view={v} controller={controller} marks={marks.die} />
      <TableProps view={v} seats={seats} />
    </group>
  );
}
