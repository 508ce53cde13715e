// The words printed on Tableau Gulch's table: the tableau's subtitle, the
// signs by the stack of tableaux and at each seat, and the tag under each
// thrown die. Pure (the board prints them), so they are tested without a canvas.
import { fittingRows, seatDice } from './dice-fit.ts';
import type { GamblerView } from './types.ts';

const dice = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;

/** Under the tableau's name: which tableau of how many, and which board and side it is. */
export const tableauSubtitle = (view: GamblerView): string =>
  `Tableau ${view.round} of ${view.rounds} · board ${view.tableau.board}, side ${view.tableau.side}`;

/** The sign by the stack: the tableaux left in it, and how many more are played (the tenth-tableau end stops before the stack runs out). */
export function stackSign(view: GamblerView): { title: string; count: string } {
  const toPlay = view.end === 'tenth-tableau' ? Math.max(0, view.rounds - view.round) : view.stackLeft;
  return { title: `${view.stackLeft} tableaux`, count: `${toPlay} more to play` };
}

/** A seat's sign under its name: its chips and dice. */
export const seatSignCount = (view: GamblerView, seat: number): string => `${view.chips[seat] ?? 0} chips · ${dice(seatDice(view, seat))}`;

/** The tag under thrown die `die`: its number (its key), crossed when it fits no row; null once placed. */
export function dieTag(view: GamblerView, die: number): { text: string; fits: boolean } | null {
  if (view.turn?.faces?.[die] == null) return null;
  const fits = fittingRows(view, die).length > 0;
  return { text: fits ? String(die + 1) : `${die + 1} ✕`, fits };
}
