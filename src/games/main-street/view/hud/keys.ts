// Main Street's keys as rows (scene/kit/keymap.ts): the same rows take the
// presses and print the help's key table. The arrow keys walk a cursor over
// the turn panel's options, Enter does the one under it, 1–5 choose the kind
// of meeple to place; Tab, Space, U and ? are the browser's and the session's
// (their rows only explain).
import { ARROWS, pressKey, keyWords, type KeyMap } from '../../../../scene/kit/index.ts';
import { KEY_WORDS } from '../../help.ts';
import { MEEPLE_KINDS } from '../../index.ts';
import type { StreetController } from './controller.ts';

export interface KeyContext {
  controller: StreetController;
  inReplay(): boolean;
}

/** A digit chooses that kind, when one is in hand. */
function chooseKind({ controller: c }: KeyContext, key: string): boolean {
  const kind = MEEPLE_KINDS[Number(key) - 1];
  if (!kind || !c.handKinds().includes(kind)) return false;
  c.chooseKind(kind);
  return true;
}

export const STREET_KEYS: KeyMap<KeyContext> = [
  { keys: ARROWS, ...keyWords(KEY_WORDS.arrows), run: ({ controller: c }, key) => c.moveCursor(key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 1) },
  { keys: ['Enter'], ...keyWords(KEY_WORDS.enter), run: ({ controller: c }) => c.enter() },
  { keys: ['Tab'], ...keyWords(KEY_WORDS.tab) },
  { keys: ['1', '2', '3', '4', '5'], ...keyWords(KEY_WORDS.kind), run: chooseKind },
  { keys: ['Space'], ...keyWords(KEY_WORDS.throw) },
  { keys: ['u'], ...keyWords(KEY_WORDS.undo) },
  { keys: ['?'], ...keyWords(KEY_WORDS.help) },
];

/** A key press for the street (none during a replay); true when it was ours. */
export function handleStreetKey(e: Pick<KeyboardEvent, 'key'>, ctx: KeyContext): boolean {
  return !ctx.inReplay() && pressKey(STREET_KEYS, ctx, e.key);
}
