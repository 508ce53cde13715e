// Silver Creek County's keys as rows (scene/kit/keymap.ts): the same rows take
// the presses and print the help's key table. The arrow keys walk a cursor
// over the lit targets and Enter acts on it, P passes (or declines to build),
// W takes the Sheriff's white cowboy in hand, 1–7 choose a character, Esc
// drops a half-made choice (and goes on to the session HUD, which closes its
// overlays). Space, U and ? are the session's shared keys (rows that explain).
import { ARROWS, arrowDir, pressKey, type KeyMap } from '../../../../scene/kit/index.ts';
import type { CarsonController } from './controller.ts';

export interface KeyContext {
  controller: CarsonController;
  inReplay(): boolean;
}

export const CARSON_KEY_ROWS: KeyMap<KeyContext> = [
  { keys: ARROWS, label: '← → ↑ ↓', does: 'move the cursor over the lit squares, parcels and cards', run: ({ controller: c }, key) => c.picking.move(arrowDir(key)!) },
  { keys: ['Enter'], does: 'act on the target under the cursor', run: ({ controller: c }) => c.picking.enter() },
  { keys: ['p'], label: 'P', does: 'pass (no more cowboys this turn), or do not build', name: 'pass', run: ({ controller: c }) => c.pass() },
  { keys: ['w'], label: 'W', does: 'the Sheriff: place the white cowboy next', name: 'white', run: ({ controller: c }) => c.toggleWhite() },
  { keys: ['1', '2', '3', '4', '5', '6', '7'], label: '1–7', does: 'choose that character', run: ({ controller: c }, key) => c.character(Number(key)) },
  { keys: ['Space'], does: 'throw the dice (or drag them and let go)' },
  { keys: ['u'], label: 'U', does: 'undo an unconfirmed decision' },
  { keys: ['Escape'], label: 'Esc', does: 'drop a half-made choice', run: ({ controller: c }) => (c.picking.cancel(), false) },
  { keys: ['?'], does: 'these rules' },
];

/** A key press for the county (none during a replay); true when it was ours. */
export function handleCarsonKey(e: Pick<KeyboardEvent, 'key'>, ctx: KeyContext): boolean {
  return !ctx.inReplay() && pressKey(CARSON_KEY_ROWS, ctx, e.key);
}
