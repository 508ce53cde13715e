// The keyboard: everything but the throw (Space is the session HUD's).
// Arrow keys move a cursor over the sites, Enter picks the site under it
// (or confirms a made move), Esc drops the pick, B buries, C confirms, U
// undoes. Returns true when the key was ours.
import type { GoldController } from './controller.ts';

export interface KeyContext {
  controller: GoldController;
  inReplay(): boolean;
}

export function handleGoldKey(e: Pick<KeyboardEvent, 'key'>, ctx: KeyContext): boolean {
  const c = ctx.controller;
  if (ctx.inReplay()) return false;
  switch (e.key) {
    case 'ArrowLeft':
      c.moveCursor(-1, 0);
      return true;
    case 'ArrowRight':
      c.moveCursor(1, 0);
      return true;
    case 'ArrowUp':
      c.moveCursor(0, -1);
      return true;
    case 'ArrowDown':
      c.moveCursor(0, 1);
      return true;
    case 'Enter':
      c.enter();
      return true;
    case 'Escape':
      c.cancel();
      return false; // the session HUD also closes its overlays on Escape
    case 'b':
    case 'B':
      c.bury();
      return true;
    case 'c':
    case 'C':
      c.confirm();
      return true;
    case 'u':
    case 'U':
      c.undo();
      return true;
    default:
      return false;
  }
}
