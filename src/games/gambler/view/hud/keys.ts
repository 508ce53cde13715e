// Tableau Gulch's keys as rows (scene/kit/keymap.ts): the same rows take the
// presses and print the help's key table. Space throws and U / Ctrl+Z undo as
// the session's shared keys, ? opens the help (their rows only explain), and
// Tab is left to the browser (focus moves to the row buttons, Stop, the menu).
import { ARROWS, arrowDir, keyWords, type KeyMap } from '../../../../scene/kit/keymap.ts';
import { KEY_WORDS } from '../../help.ts';
import type { GamblerController } from './controller.ts';

export const GAMBLER_KEY_ROWS: KeyMap<GamblerController> = [
  { keys: ['Space'], ...keyWords(KEY_WORDS.throw) },
  { keys: ['1', '2', '3', '4', '5', '6', '7', '8', '9'], ...keyWords(KEY_WORDS.die), run: (c, key) => c.pickDie(Number(key) - 1) },
  { keys: ARROWS, ...keyWords(KEY_WORDS.walk), run: (c, key) => c.picking.move(arrowDir(key)!) },
  { keys: ['Enter'], ...keyWords(KEY_WORDS.enter), run: (c) => c.picking.enter() },
  { keys: [], ...keyWords(KEY_WORDS.tab) },
  { keys: ['s'], ...keyWords(KEY_WORDS.stop), name: 'stop', run: (c) => c.stop() },
  { keys: ['r'], ...keyWords(KEY_WORDS.rethrow), name: 'rethrow', run: (c) => c.rethrow() },
  { keys: ['u'], ...keyWords(KEY_WORDS.undo) },
  { keys: ['Escape'], ...keyWords(KEY_WORDS.escape), run: (c) => (c.picking.cancel(), false) },
  { keys: ['?'], ...keyWords(KEY_WORDS.help) },
];
