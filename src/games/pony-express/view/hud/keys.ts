// Mail Run's keys as rows (scene/kit/keymap.ts): the same rows take the
// presses and print the help's key table. Space throws, Ctrl+Z undoes and ?
// opens the help as the session's shared keys (their rows only explain).
// While the dice are to be picked, the arrow keys walk them and Enter picks
// the one under the cursor: the board cursor's keys, which the board cursor
// strip names (so they are left out of the table).
import { pressKey, keyWords, type KeyMap } from '../../../../scene/kit/index.ts';
import { KEY_WORDS } from '../../help.ts';
import type { PonyAction } from '../../types.ts';
import type { PonyController } from './controller.ts';

export interface KeyContext {
  controller: PonyController;
  /** The legal moves of the seat on screen (empty when it is not its turn). */
  legal(): PonyAction[];
  mine(): boolean;
}

/** B, D, T: the legal move of that kind, when the seat on screen may make it. */
const decide = (type: PonyAction['type']) => (ctx: KeyContext) => {
  const action = ctx.mine() ? ctx.legal().find((a) => a.type === type) : undefined;
  if (!action) return false;
  ctx.controller.act(action);
  return true;
};

/** Only while the dice are to be picked. */
const whileDeciding = (run: (c: PonyController, key: string) => void) => ({ controller: c }: KeyContext, key: string) => (c.deciding() ? run(c, key) : false);

export const PONY_KEYS: KeyMap<KeyContext> = [
  { keys: ['Space'], ...keyWords(KEY_WORDS.throw) },
  { keys: ['1', '2', '3', '4', '5'], ...keyWords(KEY_WORDS.pick), run: whileDeciding((c, key) => c.toggle(Number(key) - 1)) },
  { keys: ['c'], ...keyWords(KEY_WORDS.cup), name: 'cup', run: whileDeciding((c) => void c.rethrow('cup')) },
  { keys: ['o'], ...keyWords(KEY_WORDS.open), name: 'open', run: whileDeciding((c) => void c.rethrow('open')) },
  { keys: ['b', 'd'], ...keyWords(KEY_WORDS.believe), run: (ctx, key) => decide(key.toLowerCase() === 'b' ? 'believe' : 'doubt')(ctx) },
  { keys: ['t'], ...keyWords(KEY_WORDS.train), run: decide('take-train') },
  { keys: [], ...keyWords(KEY_WORDS.flick) },
  { keys: ['Control+z'], ...keyWords(KEY_WORDS.undo) },
  { keys: ['?'], ...keyWords(KEY_WORDS.help) },
];

/** The board cursor's keys over the dice: in the map's order of rows, not in the help's table. */
const CURSOR: KeyMap<KeyContext> = [
  { keys: ['ArrowLeft', 'ArrowUp'], does: 'the previous die', run: whileDeciding((c) => c.moveCursor(-1)) },
  { keys: ['ArrowRight', 'ArrowDown'], does: 'the next die', run: whileDeciding((c) => c.moveCursor(1)) },
  { keys: ['Enter'], does: 'pick the die under the cursor', run: whileDeciding((c) => c.enter()) },
];

/** A key press for the table; true when it was ours. */
export function handlePonyKey(key: string, ctx: KeyContext): boolean {
  return pressKey(CURSOR, ctx, key) || pressKey(PONY_KEYS, ctx, key);
}
