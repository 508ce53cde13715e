// What a seat's table shows of the active rider's five dice, read from the
// seat's view: whether they are on show, where each lies, what the cup does,
// which throw lies settled on the table, and the words the turn panel says of
// them. Rules knowledge the board (RiderDice), the dice tiles and the cursor
// line share, so it is said once and tested here. Pure.
import type { DieWhere, PonyView } from './types.ts';
import { listMessage, message, type Message, type MessageValue } from '../../core/message.ts';

/** Phases in which the rider's dice lie on the table. */
const DICE_PHASES = new Set<PonyView['phase']['kind']>(['decide', 'rethrow-throw', 'challenge', 'bluff-caught']);

/** The five dice on the table? After a doubt the cup stays lifted until the next turn, so everyone can check the claim. */
export const diceShown = (v: PonyView): boolean => v.dice.length === 5 && (DICE_PHASES.has(v.phase.kind) || v.revealed);

/** The dice of a re-throw still rolling. */
export const rolling = (v: PonyView): readonly number[] => (v.phase.kind === 'rethrow-throw' ? v.phase.dice : []);

/** Where die `i` lies for this seat to see, or null: not on show, rolling, or under the cup and not this seat's to see. */
export function dieSpot(v: PonyView, i: number): DieWhere | null {
  const d = v.dice[i];
  return diceShown(v) && d && d.face !== null && !rolling(v).includes(i) ? d.where : null;
}

/** The cup over the dice left in it: covering them from a seat that may not look, tipped aside for one that may (or after a doubt), or none. */
export function cupState(v: PonyView): 'covers' | 'aside' | null {
  const kept = v.dice.filter((d, i) => d.where === 'cup' && !rolling(v).includes(i));
  if (!diceShown(v) || kept.length === 0) return null;
  return kept.some((d) => d.face !== null) ? 'aside' : 'covers';
}

/** The rider's settled throw while it decides, claims and is doubted, by turn and re-throw; null while none lies still on show. */
export const throwKey = (v: PonyView): string | null =>
  v.phase.kind !== 'rethrow-throw' && DICE_PHASES.has(v.phase.kind) ? `${v.round}:${v.turn}:${v.flags.rethrows}` : null;

/** The dice of the throw that came to rest between two views, in the throw's order: all five, those re-thrown, or none. */
export function thrownSince(before: PonyView | null, v: PonyView): readonly number[] {
  if (!before || v.phase.kind !== 'decide') return [];
  return before.phase.kind === 'throw' ? [0, 1, 2, 3, 4] : before.phase.kind === 'rethrow-throw' ? before.phase.dice : [];
}

/** A die's tile word: rolling, picked to throw again, open, or under the cup (lifted after a doubt). A die this seat cannot see reads as under the cup, not rolling. */
export function tileWord(v: PonyView, i: number, picked: boolean): 'rolling' | 're-throw' | 'open' | 'cup lifted' | 'under cup' {
  if (rolling(v).includes(i) && v.dice[i]?.face !== null) return 'rolling';
  if (picked) return 're-throw';
  if (v.dice[i]?.where === 'open') return 'open';
  return v.revealed ? 'cup lifted' : 'under cup';
}

/** The board cursor's words (issue 25: messages, the view formats them). */
export const CURSOR_WORDS = {
  dice: /*i18n*/ { id: 'pony-express.cursor.dice', message: 'The dice: {faces}.' },
  underCup: /*i18n*/ { id: 'pony-express.cursor.under-cup', message: 'under the cup' },
  nothing: /*i18n*/ { id: 'pony-express.cursor.nothing', message: 'Nothing to choose on the board now.' },
  start: /*i18n*/ { id: 'pony-express.cursor.start', message: 'Your five dice: press an arrow key to walk them, Enter picks one to throw again.' },
  picked: /*i18n*/ { id: 'pony-express.cursor.picked', message: 'Die {n}: {face}, picked to throw again (Enter keeps it).' },
  kept: /*i18n*/ { id: 'pony-express.cursor.kept', message: 'Die {n}: {face}, kept (Enter picks it to throw again).' },
} as const;

/** The board cursor's words: the die under it while the rider picks dice, else what the dice show. */
export function cursorSaid(v: PonyView, deciding: boolean, cursor: number | null, picked: readonly number[]): Message {
  const face = (i: number): MessageValue => v.dice[i]?.face ?? message(CURSOR_WORDS.underCup.id);
  if (!deciding) return v.dice.length === 5 ? message(CURSOR_WORDS.dice.id, { faces: listMessage(v.dice.map((_, i) => face(i))) }) : message(CURSOR_WORDS.nothing.id);
  if (cursor === null) return message(CURSOR_WORDS.start.id);
  return message(picked.includes(cursor) ? CURSOR_WORDS.picked.id : CURSOR_WORDS.kept.id, { n: cursor + 1, face: face(cursor) });
}
