// The keys every game with a target cursor shares (Main Street, Silver Creek
// County): the arrow keys walk the cursor over the lit targets or options,
// back (← ↑) and on (→ ↓), and Enter acts on the one under it. A game's own
// key handler asks this first and then reads its own keys.

export interface CursorControls {
  moveCursor(step: -1 | 1): void;
  enter(): void;
}

/** True when the key was a cursor key (and was handled). */
export function handleCursorKey(key: string, c: CursorControls): boolean {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      c.moveCursor(-1);
      return true;
    case 'ArrowRight':
    case 'ArrowDown':
      c.moveCursor(1);
      return true;
    case 'Enter':
      c.enter();
      return true;
    default:
      return false;
  }
}
