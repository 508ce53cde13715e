// Which dice of the throw on the table fit which rows, on a seat's view: the
// rows a die lights up when picked, the dice not placed yet, and whether any
// of them fits at all (the status line's "none of the other dice fits"), and
// how many dice a seat holds.
// The rules' fitting (rules/fitting.ts) read over a view. Pure.
import { fits, rowIsFull, rowLength } from './rules/fitting.ts';
import type { GamblerView } from './types.ts';

/** Rows the die at throw position `die` fits now (the boxes a pick lights up). */
export function fittingRows(view: GamblerView, die: number): number[] {
  const face = view.turn?.faces?.[die];
  if (face == null) return [];
  return view.tableau.rows.flatMap((spec, row) => (fits(spec.shape, view.rows[row] ?? [], face) ? [row] : []));
}

/** Throw positions of the dice not placed yet (empty while no throw lies on the table). */
export const unplacedDice = (view: GamblerView): number[] => (view.turn?.faces ?? []).flatMap((f, i) => (f === null ? [] : [i]));

/** A seat's dice: its supply, and the hand it throws while its turn is on. */
export const seatDice = (view: GamblerView, seat: number): number => (view.supply[seat] ?? 0) + (view.active === seat && view.turn ? view.turn.hand : 0);

/** Does any unplaced die fit anywhere? */
export const anyFits = (view: GamblerView): boolean => unplacedDice(view).some((d) => fittingRows(view, d).length > 0);

/** The next free box of every row that still has one (the boxes a die may go to, whatever it shows). */
export const openBoxes = (view: GamblerView): { row: number; col: number }[] =>
  view.tableau.rows.flatMap((spec, row) => {
    const col = view.rows[row]?.length ?? 0;
    return col < rowLength(spec.shape) ? [{ row, col }] : [];
  });

/** Rows whose boxes are all filled: scored, their value circle crossed out on the tableau. */
export const scoredRows = (view: GamblerView): boolean[] => view.tableau.rows.map((spec, i) => rowIsFull(spec.shape, view.rows[i] ?? []));
