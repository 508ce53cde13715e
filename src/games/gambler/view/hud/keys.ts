// Tableau Gulch's keys as rows (scene/kit/keymap.ts): the same rows take the
// presses and print the help's key table. Space throws and U / Ctrl+Z undo as
// the session's shared keys, ? opens the help (their rows only explain), and
// Tab is left to the browser (focus moves to the row buttons, Stop, the menu).
import { ARROWS, arrowDir, type KeyMap } from '../../../../scene/kit/index.ts';
import type { GamblerController } from './controller.ts';

export const GAMBLER_KEY_ROWS: KeyMap<GamblerController> = [
  { keys: ['Space'], does: 'throw the dice (when a throw is due)' },
  { keys: ['1', '2', '3', '4', '5', '6', '7', '8', '9'], label: '1–5', does: 'pick that die of the throw', run: (c, key) => c.pickDie(Number(key) - 1) },
  { keys: ARROWS, label: '← → ↑ ↓', does: 'walk the dice that fit; once one is picked, the boxes it fits', run: (c, key) => c.picking.move(arrowDir(key)!) },
  { keys: ['Enter'], does: 'pick the die under the cursor, then place it in the box under the cursor', run: (c) => c.picking.enter() },
  { keys: [], label: 'Tab', does: 'move between the row buttons, Stop and the menu' },
  { keys: ['s'], label: 'S', does: 'stop (unplaced dice go back to your supply)', name: 'stop', run: (c) => c.stop() },
  { keys: ['r'], label: 'R', does: 'throw your unplaced dice again', name: 'rethrow', run: (c) => c.rethrow() },
  { keys: ['u'], label: 'U or Ctrl+Z', does: 'undo your last placement (not a throw)' },
  { keys: ['Escape'], label: 'Esc', does: 'drop the pick / close this help', run: (c) => (c.picking.cancel(), false) },
  { keys: ['?'], does: 'this help' },
];
