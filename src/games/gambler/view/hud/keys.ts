// Tableau Gulch's keys as rows (scene/kit/keymap.ts): the same rows take the
// presses and print the help's key table. Space throws and U / Ctrl+Z undo as
// the session's shared keys, ? opens the help (their rows only explain), and
// Tab is left to the browser (focus moves to the row buttons, Stop, the menu).
import { ARROWS, pressKey, keyWords, type KeyMap } from '../../../../scene/kit/index.ts';
import { KEY_WORDS } from '../../help.ts';
import type { GamblerController } from './controller.ts';

export interface KeyContext {
  controller: GamblerController;
  undo(): void;
  inReplay(): boolean;
}

/** A digit picks that die of the throw, or says there is none. */
function pickDie({ controller: c }: KeyContext, key: string): void {
  const die = Number(key) - 1;
  if (c.current()?.turn?.faces?.[die] == null) c.pick.setState({ hint: `There is no die ${key} to pick.` });
  else c.select(die);
}

/** Arrows walk the rows the picked die fits; with no die picked they pick one first. */
function walk({ controller: c }: KeyContext, key: string): void {
  const step = key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 1;
  if (c.pick.getState().die === null) c.cycleDie(step);
  else c.cycleRow(step);
}

export const GAMBLER_KEY_ROWS: KeyMap<KeyContext> = [
  { keys: ['Space'], ...keyWords(KEY_WORDS.throw) },
  { keys: ['1', '2', '3', '4', '5', '6', '7', '8', '9'], ...keyWords(KEY_WORDS.die), run: pickDie },
  { keys: [']', '['], ...keyWords(KEY_WORDS.nextDie), run: ({ controller: c }, key) => (c.current()?.turn?.faces ? c.cycleDie(key === '[' ? -1 : 1) : false) },
  { keys: ARROWS, ...keyWords(KEY_WORDS.rows), run: walk },
  { keys: ['Enter'], ...keyWords(KEY_WORDS.place), run: ({ controller: c }) => c.placeChosen() },
  { keys: ['s'], ...keyWords(KEY_WORDS.stop), name: 'stop', run: ({ controller: c }) => void c.stop() },
  { keys: ['r'], ...keyWords(KEY_WORDS.rethrow), name: 'rethrow', run: ({ controller: c }) => void c.rethrow() },
  { keys: ['u'], ...keyWords(KEY_WORDS.undo) },
  { keys: ['Escape'], ...keyWords(KEY_WORDS.escape), run: ({ controller: c }) => (c.select(null), false) },
  { keys: ['?'], ...keyWords(KEY_WORDS.help) },
];

/** A key press for the table (none during a replay); true when it was ours. */
export function handleGamblerKey(e: Pick<KeyboardEvent, 'key' | 'shiftKey'>, ctx: KeyContext): boolean {
  return !ctx.inReplay() && pressKey(GAMBLER_KEY_ROWS, ctx, e.key);
}
