// How every attract loop (a bots-only game, the gallery, the dice table) gives
// way to a visitor: the first touch, click, key or wheel anywhere stops it at
// once, and that input does nothing else (no orbit, no button or die under the
// caption, and the rest of its gesture no start card under the finger:
// swallow-gesture.ts); the start screen comes up, and left alone for the idle
// time it goes back to the loop. A mouse merely moving over the stand does not leave.
import { watchIdle, type IdleWatch } from './idle.ts';
import type { EventConfig } from './params.ts';
import { showStartCover } from './start-screen.ts';
import { swallowGesture } from './swallow-gesture.ts';

/**
 * The start screen a touch brought up goes back to the loop after the idle
 * time, but never sooner than this: whoever touched is reading the cards.
 */
export const START_COVER_MIN_IDLE_S = 20;
/** Inputs that leave the attract loop. */
const LEAVE_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * At the first leaving input: `stopLoop` (the loop's own timers, caption, table), then the start screen,
 * and `next` (the loop's next stop) once it has been left alone. Returns the end of it all: listeners,
 * start screen and idle watch go (the loop's own parts are the caller's to end).
 */
export function leaveOnFirstTouch(config: EventConfig, stopLoop: () => void, next: () => void): () => void {
  let cover: HTMLElement | null = null;
  let idle: IdleWatch | null = null;
  let endSwallow: (() => void) | null = null;
  const unlisten = () => {
    for (const type of LEAVE_EVENTS) window.removeEventListener(type, leave, { capture: true });
  };
  const leave = (e: Event) => {
    e.preventDefault();
    e.stopPropagation();
    unlisten();
    endSwallow = swallowGesture(e);
    stopLoop();
    cover = showStartCover(config);
    idle = watchIdle(Math.max(config.idleS, START_COVER_MIN_IDLE_S) * 1000, next);
  };
  for (const type of LEAVE_EVENTS) window.addEventListener(type, leave, { capture: true, passive: false });
  return () => {
    unlisten();
    endSwallow?.();
    idle?.stop();
    cover?.remove();
  };
}
