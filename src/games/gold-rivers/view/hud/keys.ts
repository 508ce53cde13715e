// Gold in the Rivers' keys as rows (scene/kit/keymap.ts): the same rows take
// the presses, print the help's key table and the hint line under the turn
// panel. Space throws and U undoes as the session's shared keys (their rows
// only explain); Esc is passed on too, so the session HUD closes its overlays.
import { ARROWS, arrowDir, type KeyMap } from '../../../../scene/kit/index.ts';
import type { GoldController } from './controller.ts';

export const GOLD_KEYS: KeyMap<GoldController> = [
  { keys: ['Space'], does: 'throw the discs (or drag them and let go)' },
  { keys: [], label: 'Click / tap', does: 'pick the first, then the last marker of the row (one click for a one; in free choice the same marker again for one)' },
  { keys: [], label: 'Hover / long press', does: "light up and name the site's mountain and river" },
  { keys: ARROWS, label: 'Arrow keys', does: 'move the cursor over the sites', short: 'Arrows move', run: (c, key) => c.picking.move(arrowDir(key)!) },
  { keys: ['Enter'], does: 'pick the marker under the cursor; confirm a made move', short: 'Enter picks', run: (c) => c.enter() },
  { keys: ['Escape'], label: 'Esc', does: 'drop the pick', short: 'Esc drops', name: 'cancel', run: (c) => (c.picking.cancel(), false) },
  { keys: ['b'], label: 'B', does: 'bury the picked revealed marker', short: 'B buries', name: 'bury', run: (c) => c.bury() },
  { keys: ['c'], label: 'C', does: 'confirm the move', short: 'C confirms', name: 'confirm', run: (c) => c.confirm() },
  { keys: ['u'], label: 'U', does: 'undo the move before confirming', short: 'U undoes', name: 'undo' },
];
