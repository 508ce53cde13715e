// The touch that leaves an attract loop brings only the start screen: the
// rest of its gesture (the lift and the click the browser makes of it) is
// swallowed however late the page handles it, and a tap after it is the
// page's again (issue 21, item 5).
import { describe, expect, it } from 'vitest';
import { CLICK_AFTER_LIFT_MS, swallowGesture } from '../../src/event/swallow-gesture.ts';

/** An event that happened at `at` ms (its time stamp), whatever the clock says when it is handled. */
const input = (type: string, at: number): Event => {
  const e = new Event(type, { cancelable: true });
  Object.defineProperty(e, 'timeStamp', { value: at });
  return e;
};

/** Dispatches `e` on a target where `swallow` listens; returns whether a later listener (the page) saw it. */
function reaches(target: EventTarget, e: Event): boolean {
  let seen = false;
  const page = () => (seen = true);
  target.addEventListener(e.type, page);
  target.dispatchEvent(e);
  target.removeEventListener(e.type, page);
  return seen && !e.defaultPrevented;
}

describe('the gesture that left the attract loop', () => {
  it('swallows its lift and the click of the lift, even when they are handled long after', () => {
    const target = new EventTarget();
    swallowGesture(input('pointerdown', 1000), target);
    // A finger held for two seconds: everything until the lift is the same gesture.
    expect(reaches(target, input('mousedown', 1001))).toBe(false);
    expect(reaches(target, input('pointerup', 3000))).toBe(false);
    expect(reaches(target, input('touchend', 3000))).toBe(false);
    // The click comes with the lift's time stamp, whenever the busy page gets to it.
    expect(reaches(target, input('mouseup', 3001))).toBe(false);
    expect(reaches(target, input('click', 3001))).toBe(false);
  });

  it('lets the next tap through: the visitor choosing a card', () => {
    const target = new EventTarget();
    swallowGesture(input('pointerdown', 1000), target);
    expect(reaches(target, input('pointerup', 1080))).toBe(false);
    expect(reaches(target, input('click', 1080))).toBe(false);
    const later = 1080 + CLICK_AFTER_LIFT_MS + 200;
    expect(reaches(target, input('pointerup', later))).toBe(true);
    expect(reaches(target, input('click', later))).toBe(true);
  });

  it('has nothing to swallow after a key or a wheel, and stops when the loop is left otherwise', () => {
    const target = new EventTarget();
    swallowGesture(input('keydown', 1000), target);
    expect(reaches(target, input('click', 1001))).toBe(true);
    const stop = swallowGesture(input('touchstart', 2000), target);
    stop();
    expect(reaches(target, input('click', 2050))).toBe(true);
  });
});
