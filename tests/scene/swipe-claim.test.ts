// The worker canvas's touch moves are cancelled (src/scene/worker/swipe-claim.ts), so a swipe on the table
// starts no fling that eats the HUD's next tap; a move the browser sent as uncancelable is left alone.
import { describe, expect, it } from 'vitest';
import { claimTouchMoves } from '../../src/scene/worker/swipe-claim.ts';

const canvasLike = () => new EventTarget() as unknown as HTMLElement;
const move = (cancelable: boolean) => new Event('touchmove', { cancelable });

describe('claimTouchMoves', () => {
  it('cancels a cancelable touch move on the canvas, and only touch moves', () => {
    const canvas = canvasLike();
    claimTouchMoves(canvas);
    const m = move(true);
    canvas.dispatchEvent(m);
    expect(m.defaultPrevented).toBe(true);
    const down = new Event('touchstart', { cancelable: true });
    canvas.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(false);
  });
  it('leaves an uncancelable move alone', () => {
    const canvas = canvasLike();
    claimTouchMoves(canvas);
    const m = move(false);
    let seen = false;
    canvas.addEventListener('touchmove', () => (seen = true));
    canvas.dispatchEvent(m);
    expect(seen).toBe(true);
    expect(m.defaultPrevented).toBe(false);
  });
  it('stops claiming once stopped', () => {
    const canvas = canvasLike();
    const stop = claimTouchMoves(canvas);
    stop();
    const m = move(true);
    canvas.dispatchEvent(m);
    expect(m.defaultPrevented).toBe(false);
  });
});
