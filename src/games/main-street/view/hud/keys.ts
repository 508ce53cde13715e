// Main Street's keys as rows (scene/kit/keymap.ts): the same rows take the
// presses and print the help's key table. The arrow keys walk the kit's
// cursor over the lit places, Enter does the move of the one under it, 1–5
// choose the kind of meeple to place; Tab, Space, U and ? are the browser's
// and the session's (their rows only explain).
import { ARROWS, arrowDir, type KeyMap } from '../../../../scene/kit/index.ts';
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
  { keys: [], label: 'Click / tap', does: 'do the move of a lit place (on a touch screen the first tap names it, the second does it)', short: 'Click a lit place' },
  { keys: ARROWS, label: 'Arrows', does: 'walk over the lit places', short: 'Arrows + Enter', run: (c, key) => c.picking.move(arrowDir(key)!) },
  { keys: ['Enter'], does: 'do the move of the place under the cursor', run: (c) => c.picking.enter() },
  { keys: ['Tab'], does: 'reach the buttons; Enter presses the focused one' },
  { keys: ['1', '2', '3', '4', '5'], label: '1–5', does: 'choose builder, miner, robber, deputy or madame to place next', short: '1–5 kind', run: chooseKind },
  { keys: ['Space'], does: 'throw the showdown die' },
  { keys: ['u'], label: 'U', does: 'undo', short: 'U undoes' },
  { keys: ['?'], does: 'these rules' },
];
