// Mail Run's keys as rows (scene/kit/keymap.ts): the same rows take the
// presses and print the help's key table. Space throws, Ctrl+Z undoes and ?
// opens the help as the session's shared keys (their rows only explain).
// While the dice are to be picked, the arrow keys walk them and Enter picks
// the one under the cursor: the board cursor's keys, which the board cursor
// strip names (so they are left out of the table).
import { ARROWS, arrowDir, type KeyMap } from '../../../../scene/kit/index.ts';
import type { PonyController } from './controller.ts';

/** Only while the dice are to be picked (else the key is left to others). */
const whileDeciding = (run: (c: PonyController, key: string) => void) => (c: PonyController, key: string) => (c.deciding() ? run(c, key) : false);

export const PONY_KEYS: KeyMap<PonyController> = [
  { keys: ['Space'], does: 'throw the dice waiting on the table (or drag them and let go)' },
  { keys: ['1', '2', '3', '4', '5'], label: '1 – 5', does: 'pick or unpick a die for the re-throw (or click the die or its tile)', run: whileDeciding((c, key) => c.picking.toggle(Number(key) - 1)) },
  { keys: ['c'], label: 'C', does: 're-throw the picked dice under the cup (kept dice go open)', name: 'cup', run: whileDeciding((c) => void c.rethrow('cup')) },
  { keys: ['o'], label: 'O', does: 're-throw the picked dice openly (kept dice stay hidden)', name: 'open', run: whileDeciding((c) => void c.rethrow('open')) },
  { keys: ['b', 'd'], label: 'B / D', does: 'believe / doubt a claim when you may doubt', run: (c, key) => c.actType(key.toLowerCase() === 'b' ? 'believe' : 'doubt') },
  { keys: ['t'], label: 'T', does: 'take the train at a station', run: (c) => c.actType('take-train') },
  { keys: [], label: 'Drag the die', does: 'flick in a duel or at the Indians: pull back and let go (or ←/→ aim, ↑/↓ power, Enter)' },
  { keys: ['Control+z'], label: 'Ctrl+Z', does: 'take back your last decision while it is not confirmed' },
  { keys: ['?'], does: 'this help' },
];

/** The board cursor's keys over the dice (the kit's walk over the lit dice): in the map's order of rows, not in the help's table. */
const CURSOR: KeyMap<PonyController> = [
  { keys: ARROWS, does: 'the previous or next die', run: whileDeciding((c, key) => c.picking.move(arrowDir(key)!)) },
  { keys: ['Enter'], does: 'pick the die under the cursor', run: whileDeciding((c) => c.picking.enter()) },
];

/** Every key the table takes, the cursor's first. */
export const PONY_KEY_MAP: KeyMap<PonyController> = [...CURSOR, ...PONY_KEYS];
