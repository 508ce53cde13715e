// Mail Run's keys as rows (scene/kit/keymap.ts): the same rows take the
// presses and print the help's key table. Space throws, Ctrl+Z undoes and ?
// opens the help as the session's shared keys (their rows only explain).
// While the dice are to be picked, the arrow keys walk them and Enter picks
// the one under the cursor: the board cursor's keys, which the board cursor
// strip names (so they are left out of the table).
import { ARROWS, arrowDir, keyWords, type KeyMap } from '../../../../scene/kit/keymap.ts';
import { KEY_WORDS } from '../../help.ts';
import type { PonyController } from './controller.ts';

/** Only while the dice are to be picked (else the key is left to others). */
const whileDeciding = (run: (c: PonyController, key: string) => void) => (c: PonyController, key: string) => (c.deciding() ? run(c, key) : false);

export const PONY_KEYS: KeyMap<PonyController> = [
  { keys: ['Space'], ...keyWords(KEY_WORDS.throw) },
  { keys: ['1', '2', '3', '4', '5'], ...keyWords(KEY_WORDS.pick), run: whileDeciding((c, key) => c.picking.toggle(Number(key) - 1)) },
  { keys: ['c'], ...keyWords(KEY_WORDS.cup), name: 'cup', run: whileDeciding((c) => void c.rethrow('cup')) },
  { keys: ['o'], ...keyWords(KEY_WORDS.open), name: 'open', run: whileDeciding((c) => void c.rethrow('open')) },
  { keys: ['b', 'd'], ...keyWords(KEY_WORDS.believe), run: (c, key) => c.actType(key.toLowerCase() === 'b' ? 'believe' : 'doubt') },
  { keys: ['t'], ...keyWords(KEY_WORDS.train), run: (c) => c.actType('take-train') },
  { keys: [], ...keyWords(KEY_WORDS.flick) },
  { keys: ['Control+z'], ...keyWords(KEY_WORDS.undo) },
  { keys: ['?'], ...keyWords(KEY_WORDS.help) },
];

/** The board cursor's keys over the dice (the kit's walk over the lit dice): in the map's order of rows, not in the help's table. */
const CURSOR: KeyMap<PonyController> = [
  { keys: ARROWS, label: '← → ↑ ↓', does: /*i18n*/ { id: 'pony-express.keys.cursor.arrows', message: 'the previous or next die' }, run: whileDeciding((c, key) => c.picking.move(arrowDir(key)!)) },
  { keys: ['Enter'], does: /*i18n*/ { id: 'pony-express.keys.cursor.enter', message: 'pick the die under the cursor' }, run: whileDeciding((c) => c.picking.enter()) },
];

/** Every key the table takes, the cursor's first. */
export const PONY_KEY_MAP: KeyMap<PonyController> = [...CURSOR, ...PONY_KEYS];
