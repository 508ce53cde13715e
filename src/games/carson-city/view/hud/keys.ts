// The keyboard (Space throws, U undoes and ? opens the rules: the session
// HUD's shared keys): the arrow keys walk a cursor over the lit targets and
// Enter acts on it, P passes (or declines to build), W takes the Sheriff's
// white cowboy in hand, 1–7 choose a character, Esc drops a half-made choice.
import type { CarsonController } from './controller.ts';
import { handleCursorKey } from '../../../../ui/hud/cursor-keys.ts';

export interface KeyContext {
  controller: CarsonController;
  inReplay(): boolean;
}

export function handleCarsonKey(e: Pick<KeyboardEvent, 'key'>, ctx: KeyContext): boolean {
  const c = ctx.controller;
  if (ctx.inReplay()) return false;
  if (handleCursorKey(e.key, c)) return true;
  switch (e.key) {
    case 'p':
    case 'P':
      c.pass();
      return true;
    case 'w':
    case 'W':
      c.toggleWhite();
      return true;
    case 'Escape':
      c.cancel();
      return false; // the session HUD closes its overlays on Escape too
    default: {
      const n = Number(e.key);
      return Number.isInteger(n) && n >= 1 && n <= 7 ? c.character(n) : false;
    }
  }
}
