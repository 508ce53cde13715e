// The cowboys standing on targets this turn (action squares, parcels,
// buildings), in their players' colours and the Sheriff's white one, one
// instanced draw. Where several stand on one target they share it in a row
// (squares) or a ring (parcels).
import { useMemo } from 'react';
import { Pieces, type Piece } from '../../../../scene/kit/index.ts';
import type { CarsonView, Placement } from '../../index.ts';
import { WHITE_COWBOY, seatColour } from './colours.ts';
import { MAP_TOP, SQUARE_TOP, cellSlot, squareSlot } from './layout.ts';

const COWBOY = { kind: 'meeple', height: 2.2, depth: 0.65, outline: 'hat' } as const;

const keyOf = (p: Placement): string => (p.target.kind === 'square' ? p.target.square : `c${p.target.cell}`);

export function placedCowboys(placements: readonly Placement[]): Piece[] {
  const groups = new Map<string, Placement[]>();
  for (const p of placements) groups.set(keyOf(p), [...(groups.get(keyOf(p)) ?? []), p]);
  const out: Piece[] = [];
  groups.forEach((list) => {
    list.forEach((p, i) => {
      const colour = p.white ? WHITE_COWBOY : seatColour(p.seat);
      if (p.target.kind === 'square') out.push({ ...squareSlot(p.target.square, i, list.length), y: SQUARE_TOP, colour });
      else out.push({ ...cellSlot(p.target.cell, i, list.length), y: MAP_TOP + 0.1, colour });
    });
  });
  return out;
}

export function Cowboys({ view }: { view: CarsonView }) {
  const pieces = useMemo(() => placedCowboys(view.placements), [view.placements]);
  return <Pieces shape={COWBOY} pieces={pieces} look={{ roughness: 0.55 }} name="cc-cowboys" />;
}
