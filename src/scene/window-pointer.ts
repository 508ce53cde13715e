// A press followed across the whole window (it may leave the canvas while held):
// moves, and its end by release or cancel (a finger taken by the system).
// Returns the unsubscribe, for an effect's cleanup.
export function followWindowPointer(move: (e: PointerEvent) => void, end: (e: PointerEvent) => void): () => void {
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', end);
  window.addEventListener('pointercancel', end);
  return () => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', end);
    window.removeEventListener('pointercancel', end);
  };
}
