// The page's canvas claims the finger moves it forwards to the scene worker
// (issue 26, session 40). A finger that leaves the canvas while still moving
// (a two-finger turn of the table, a swipe) makes Chromium start a fling,
// though nothing scrolls there (touch-action: none); the browser ends the fling
// on the page's next frame. Drawn on the page the table gives it that frame at
// once; drawn in the worker, the page has nothing new to draw, the fling lives
// on, and the next tap (Reset view in the HUD a moment later) is taken as the
// touch that stops it: pointer and touch events, no click. Measured in headless
// Chromium: a tap right after a swipe lost its click 13 times in 16 over a
// worker's canvas, never over a canvas the page draws, and never once the
// canvas cancelled its touch moves (the browser then starts no scroll and no
// fling for that finger). The canvas never scrolls or zooms the page anyway,
// so cancelling its moves takes nothing from the player; a tap on the table
// (no move) keeps its click.

/** Cancels `canvas`'s cancelable touch moves; returns the stop. */
export function claimTouchMoves(canvas: HTMLElement): () => void {
  const claim = (event: TouchEvent) => {
    // A move already sent as uncancelable cannot be claimed (and saying so would be a console warning).
    if (event.cancelable) event.preventDefault();
  };
  canvas.addEventListener('touchmove', claim, { passive: false });
  return () => canvas.removeEventListener('touchmove', claim);
}
