// Main Street's keys (U undo and Space throw are the session HUD's): the
// arrow keys walk a cursor over the turn panel's options, Enter does the one
// under it, 1–5 choose the kind of meeple to place, ? opens the rules.
import { MEEPLE_KINDS } from '../../index.ts';
import type { StreetController } from './controller.ts';
import { handleCursorKey } from '../../../../ui/hud/cursor-keys.ts';

export interface KeyContext {
  controller: StreetController;
  inReplay(): boolean;
}

export function handleStreetKey(e: Pick<KeyboardEvent, 'key'>, ctx: KeyContext): boolean {
  const c = ctx.controller;
  if (ctx.inReplay()) return false;
  if (handleCursorKey(e.key, c)) return true;
  const n = Number(e.key);
  const kind = Number.isInteger(n) && n >= 1 ? MEEPLE_KINDS[n - 1] : undefined;
  if (kind && c.handKinds().includes(kind)) {
    c.chooseKind(kind);
    return true;
  }
  return false;
}
