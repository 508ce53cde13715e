// Main Street's keys as rows (scene/kit/keymap.ts): the same rows take the
// presses and print the help's key table. The arrow keys walk the kit's
// cursor over the lit places, Enter does the move of the one under it, 1–5
// choose the kind of meeple to place; Tab, Space, U and ? are the browser's
// and the session's (their rows only explain).
import { ARROWS, arrowDir, keyWords, type KeyMap } from '../../../../scene/kit/keymap.ts';
import { KEY_WORDS } from '../../help.ts';
import { MEEPLE_KINDS } from '../../index.ts';
import type { StreetController } from './controller.ts';

/** A digit chooses that kind, when one is in hand. */
function chooseKind(c: StreetController, key: string): boolean {
  const kind = MEEPLE_KINDS[Number(key) - 1];
  if (!kind || !c.handKinds().includes(kind)) return false;
  c.chooseKind(kind);
  return true;
}

export const STREET_KEYS: KeyMap<StreetController> = [
  { keys: [], ...keyWords(KEY_WORDS.click), short: /*i18n*/ { id: 'main-street.keys.short.click', message: 'Click a lit place' } },
  { keys: ARROWS, ...keyWords(KEY_WORDS.arrows), short: /*i18n*/ { id: 'main-street.keys.short.arrows', message: 'Arrows + Enter' }, run: (c, key) => c.picking.move(arrowDir(key)!) },
  { keys: ['Enter'], ...keyWords(KEY_WORDS.enter), run: (c) => c.picking.enter() },
  { keys: ['Tab'], ...keyWords(KEY_WORDS.tab) },
  { keys: ['1', '2', '3', '4', '5'], ...keyWords(KEY_WORDS.kind), short: /*i18n*/ { id: 'main-street.keys.short.kind', message: '1–5 kind' }, run: chooseKind },
  { keys: ['Space'], ...keyWords(KEY_WORDS.throw) },
  { keys: ['u'], ...keyWords(KEY_WORDS.undo), short: /*i18n*/ { id: 'main-street.keys.short.undo', message: 'U undoes' } },
  { keys: ['?'], ...keyWords(KEY_WORDS.help) },
];
