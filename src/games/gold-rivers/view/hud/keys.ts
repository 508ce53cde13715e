// Gold in the Rivers' keys as rows (scene/kit/keymap.ts): the same rows take
// the presses, print the help's key table and the hint line under the turn
// panel. Space throws and U undoes as the session's shared keys (their rows
// only explain); Esc is passed on too, so the session HUD closes its overlays.
import { ARROWS, arrowDir, keyWords, type KeyMap } from '../../../../scene/kit/keymap.ts';
import { KEY_WORDS } from '../../help.ts';
import type { GoldController } from './controller.ts';

export const GOLD_KEYS: KeyMap<GoldController> = [
  { keys: ['Space'], ...keyWords(KEY_WORDS.throw) },
  { keys: [], ...keyWords(KEY_WORDS.click) },
  { keys: [], ...keyWords(KEY_WORDS.hover) },
  { keys: ARROWS, ...keyWords(KEY_WORDS.arrows), short: /*i18n*/ { id: 'gold-rivers.keys.short.arrows', message: 'Arrows move' }, run: (c, key) => c.picking.move(arrowDir(key)!) },
  { keys: ['Enter'], ...keyWords(KEY_WORDS.enter), short: /*i18n*/ { id: 'gold-rivers.keys.short.enter', message: 'Enter picks' }, run: (c) => c.enter() },
  { keys: ['Escape'], ...keyWords(KEY_WORDS.cancel), short: /*i18n*/ { id: 'gold-rivers.keys.short.cancel', message: 'Esc drops' }, name: 'cancel', run: (c) => (c.picking.cancel(), false) },
  { keys: ['b'], ...keyWords(KEY_WORDS.bury), short: /*i18n*/ { id: 'gold-rivers.keys.short.bury', message: 'B buries' }, name: 'bury', run: (c) => c.bury() },
  { keys: ['c'], ...keyWords(KEY_WORDS.confirm), short: /*i18n*/ { id: 'gold-rivers.keys.short.confirm', message: 'C confirms' }, name: 'confirm', run: (c) => c.confirm() },
  { keys: ['u'], ...keyWords(KEY_WORDS.undo), short: /*i18n*/ { id: 'gold-rivers.keys.short.undo', message: 'U undoes' }, name: 'undo' },
];
