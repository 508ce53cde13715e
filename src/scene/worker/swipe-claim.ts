// The page's canvas claims the finger moves it forwards to the scene worker
// (issue 26, session 40). Over the worker's canvas, a tap on the HUD just after
// a swipe on the table (Reset view a moment after a two-finger turn) got its
// pointer and touch events but no click. What it behaves like in headless
// Chromium: fingers that leave the canvas still moving start a fling, though
// nothing scrolls there (touch-action: none), and the next tap is taken as the
// touch that stops it (a tap that stops a fling is no click). The page ends the
// fling when it draws; drawn on the page the table draws at once, drawn in the
// worker the page has nothing new to draw. Measured on a bare page: 13 taps
// in 16 lost over a worker's canvas, none over a canvas the page draws every
// frame, none when the fingers rested before lifting or the tap came 150 ms
// later, none once the canvas cancelled its touch moves (no scroll, no fling
// for that finger); in the room, 26 in 60 before this, 0 in 24 after.
// The canvas never scrolls or zooms the page anyway, so cancelling its moves
// takes nothing from the player; a tap on the table (no move) keeps its click.

/** Cancels `canvas`'s cancelable touch moves; returns the stop. */
export function claimTouchMoves(canvas: HTMLElement): () => void {
  const claim = (event: TouchEvent) => {
    // A move already sent as uncancelable cannot be claimed (and trying would be a console warning).
    if (event.cancelable) event.preventDefault();
  };
  canvas.addEventListener('touchmove', claim, { passive: false });
  return () => canvas.removeEventListener('touchmove', claim);
}
