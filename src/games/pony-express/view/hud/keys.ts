// The keyboard (Space throws and Ctrl+Z undoes in the shared session HUD):
// 1–5 pick dice for a re-throw, C / O re-throw under the cup / openly,
// B / D believe or doubt, T take the train, ? opens the help; while the
// dice are to be picked the arrow keys walk them and Enter picks the one under
// the cursor (the shared cursor keys). Returns true when the key was ours.
import type { PonyAction } from '../../types.ts';
import type { PonyController } from './controller.ts';
import { handleCursorKey } from '../../../../ui/hud/cursor-keys.ts';

export interface KeyContext {
  controller: PonyController;
  /** The legal moves of the seat on screen (empty when it is not its turn). */
  legal(): PonyAction[];
  mine(): boolean;
}

export function handlePonyKey(key: string, ctx: KeyContext): boolean {
  const c = ctx.controller;
  if (c.deciding() && handleCursorKey(key, c)) return true;
  if (/^[1-5]$/.test(key)) {
    if (!c.deciding()) return false;
    c.toggle(Number(key) - 1);
    return true;
  }
  const k = key.toLowerCase();
  if (k === 'c' || k === 'o') {
    if (!c.deciding()) return false;
    c.rethrow(k === 'c' ? 'cup' : 'open');
    return true;
  }
  const byKey: Record<string, PonyAction['type']> = { b: 'believe', d: 'doubt', t: 'take-train' };
  const type = byKey[k];
  if (!type || !ctx.mine()) return false;
  const action = ctx.legal().find((a) => a.type === type);
  if (!action) return false;
  c.act(action);
  return true;
}
