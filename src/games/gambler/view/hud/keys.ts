// The keyboard: everything but the keys every game shares (Space throws and
// U / Ctrl+Z undo in the session HUD) and Tab (focus moves as in any page).
// Returns true when the key was ours.
import type { GamblerController } from './controller.ts';

export interface KeyContext {
  controller: GamblerController;
  undo(): void;
  inReplay(): boolean;
}

export function handleGamblerKey(e: Pick<KeyboardEvent, 'key' | 'shiftKey'>, ctx: KeyContext): boolean {
  const c = ctx.controller;
  if (ctx.inReplay()) return false;
  if (/^[1-9]$/.test(e.key)) {
    const die = Number(e.key) - 1;
    const v = c.current();
    if (v?.turn?.faces?.[die] == null) {
      c.pick.setState({ hint: `There is no die ${e.key} to pick.` });
      return true;
    }
    c.select(die);
    return true;
  }
  switch (e.key) {
    // Tab is left to the browser: it moves the focus to the row buttons, Stop, the menu.
    case '[':
    case ']':
      if (!c.current()?.turn?.faces) return false;
      c.cycleDie(e.key === '[' ? -1 : 1);
      return true;
    // Arrows walk the rows the picked die fits; with no die picked they pick one first.
    case 'ArrowLeft':
    case 'ArrowUp':
      if (c.pick.getState().die === null) c.cycleDie(-1);
      else c.cycleRow(-1);
      return true;
    case 'ArrowRight':
    case 'ArrowDown':
      if (c.pick.getState().die === null) c.cycleDie(1);
      else c.cycleRow(1);
      return true;
    case 'Enter':
      c.placeChosen();
      return true;
    case 's':
    case 'S':
      c.stop();
      return true;
    case 'r':
    case 'R':
      c.rethrow();
      return true;
    case 'Escape':
      c.select(null);
      return false; // the session HUD also closes its overlays on Escape
    default:
      return false;
  }
}
