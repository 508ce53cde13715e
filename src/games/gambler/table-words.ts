// The words printed on Tableau Gulch's table: the tableau's subtitle and its
// legend, the signs by the stack of tableaux, the bank, the chips set aside
// and at each seat, and the tag under each thrown die. Messages (issue 25):
// the board formats them when it paints, and repaints on a language change.
// Pure, so they are tested without a canvas. Terms from seed 002: Tableau,
// Chips, Würfel, Runde; tableau names are ours and stay.
import { message, type Message } from '../../core/message.ts';
import { fittingRows, seatDice } from './dice-fit.ts';
import type { GamblerView } from './types.ts';

export const TABLE_WORDS = {
  subtitle: /*i18n*/ { id: 'gambler.table.subtitle', message: 'Tableau {round} of {rounds} · board {board}, side {side}' },
  pays: /*i18n*/ { id: 'gambler.table.pays', message: 'pays' },
  costs: /*i18n*/ { id: 'gambler.table.costs', message: 'costs' },
  stack: /*i18n*/ { id: 'gambler.table.stack', message: '{n, plural, one {# tableau} other {# tableaux}}' },
  toPlay: /*i18n*/ { id: 'gambler.table.to-play', message: '{n} more to play' },
  seatCount: /*i18n*/ { id: 'gambler.table.seat-count', message: '{chips, plural, one {# chip} other {# chips}} · {dice, plural, one {# die} other {# dice}}' },
  you: /*i18n*/ { id: 'gambler.table.you', message: '{seat} (you)' },
  bank: /*i18n*/ { id: 'gambler.ui.bank', message: 'Bank' },
  chips: /*i18n*/ { id: 'gambler.table.chips', message: '{n, plural, one {# chip} other {# chips}}' },
  aside: /*i18n*/ { id: 'gambler.table.aside', message: 'aside this round' },
} as const;

/** Under the tableau's name: which tableau of how many, and which board and side it is. */
export const tableauSubtitle = (view: GamblerView): Message =>
  message(TABLE_WORDS.subtitle.id, { round: view.round, rounds: view.rounds, board: view.tableau.board, side: view.tableau.side });

/** The tableau's legend: a yellow row pays, a black one costs. */
export const legendWords = (): { pays: Message; costs: Message } => ({ pays: message(TABLE_WORDS.pays.id), costs: message(TABLE_WORDS.costs.id) });

/** The sign by the stack: the tableaux left in it, and how many more are played (the tenth-tableau end stops before the stack runs out). */
export function stackSign(view: GamblerView): { title: Message; count: Message } {
  const toPlay = view.end === 'tenth-tableau' ? Math.max(0, view.rounds - view.round) : view.stackLeft;
  return { title: message(TABLE_WORDS.stack.id, { n: view.stackLeft }), count: message(TABLE_WORDS.toPlay.id, { n: toPlay }) };
}

/** A seat's sign under its name: its chips and dice. */
export const seatSignCount = (view: GamblerView, seat: number): Message => message(TABLE_WORDS.seatCount.id, { chips: view.chips[seat] ?? 0, dice: seatDice(view, seat) });

/** A seat's name on its sign, "(you)" after the seat whose view it is. */
export const seatSignTitle = (name: string, you: boolean): Message | string => (you ? message(TABLE_WORDS.you.id, { seat: name }) : name);

/** The bank's sign, and the sign of the chips set aside this round (a count over what it is). */
export const bankSign = (view: GamblerView): { title: Message; count: Message } => ({ title: message(TABLE_WORDS.bank.id), count: message(TABLE_WORDS.chips.id, { n: view.bank }) });
export const asideSign = (view: GamblerView): { title: Message; count: Message } => ({ title: message(TABLE_WORDS.chips.id, { n: view.aside }), count: message(TABLE_WORDS.aside.id) });

/** The tag under thrown die `die`: its number (its key), crossed when it fits no row; null once placed. */
export function dieTag(view: GamblerView, die: number): { text: string; fits: boolean } | null {
  if (view.turn?.faces?.[die] == null) return null;
  const fits = fittingRows(view, die).length > 0;
  return { text: fits ? String(die + 1) : `${die + 1} ✕`, fits };
}
