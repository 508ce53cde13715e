// Silver Creek County's keys as rows (scene/kit/keymap.ts): the same rows take
// the presses and print the help's key table. The arrow keys walk a cursor
// over the lit targets and Enter acts on it, P passes (or declines to build),
// W takes the Sheriff's white cowboy in hand, 1–7 choose a character, Esc
// drops a half-made choice (and goes on to the session HUD, which closes its
// overlays). Space, U and ? are the session's shared keys (rows that explain).
// The HUD binds them with useKeyMap, which leaves them off in a replay.
import { ARROWS, arrowDir, keyWords, type KeyMap } from '../../../../scene/kit/keymap.ts';
import { KEY_WORDS } from '../../help.ts';
import type { CarsonController } from './controller.ts';

export const CARSON_KEY_ROWS: KeyMap<CarsonController> = [
  { keys: ARROWS, ...keyWords(KEY_WORDS.arrows), run: (c, key) => c.picking.move(arrowDir(key)!) },
  { keys: ['Enter'], ...keyWords(KEY_WORDS.enter), run: (c) => c.picking.enter() },
  { keys: ['p'], ...keyWords(KEY_WORDS.pass), name: 'pass', run: (c) => c.pass() },
  { keys: ['w'], ...keyWords(KEY_WORDS.white), name: 'white', run: (c) => c.toggleWhite() },
  { keys: ['1', '2', '3', '4', '5', '6', '7'], ...keyWords(KEY_WORDS.character), run: (c, key) => c.character(Number(key)) },
  { keys: ['Space'], ...keyWords(KEY_WORDS.throw) },
  { keys: ['u'], ...keyWords(KEY_WORDS.undo) },
  { keys: ['Escape'], ...keyWords(KEY_WORDS.escape), run: (c) => (c.picking.cancel(), false) },
  { keys: ['?'], ...keyWords(KEY_WORDS.help) },
];
