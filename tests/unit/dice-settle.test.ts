// Settle detection: calm means slow (or asleep); settled means calm for a run of steps.
import { describe, expect, it } from 'vitest';
import { isCalm, SettleTracker, SETTLE } from '../../src/physics/index.ts';

const still = { linvel: { x: 0, y: 0, z: 0 }, angvel: { x: 0, y: 0, z: 0 }, sleeping: false };

describe('isCalm', () => {
  it('a body at rest is calm', () => expect(isCalm(still)).toBe(true));
  it('moving faster than the linear threshold is not calm', () => {
    expect(isCalm({ ...still, linvel: { x: SETTLE.linear * 0.8, y: 0, z: SETTLE.linear * 0.8 } })).toBe(false);
    expect(isCalm({ ...still, linvel: { x: 0, y: -SETTLE.linear * 0.9, z: 0 } })).toBe(true);
  });
  it('spinning faster than the angular threshold is not calm', () => {
    expect(isCalm({ ...still, angvel: { x: 0, y: SETTLE.angular * 1.01, z: 0 } })).toBe(false);
  });
  it('a sleeping body is calm whatever its last velocity', () => {
    expect(isCalm({ linvel: { x: 50, y: 0, z: 0 }, angvel: { x: 0, y: 0, z: 0 }, sleeping: true })).toBe(true);
  });
});

describe('SettleTracker', () => {
  it('settles a die only after the full run of calm steps', () => {
    const t = new SettleTracker(1, 5);
    for (let i = 0; i < 4; i++) t.observe(0, true);
    expect(t.settled(0)).toBe(false);
    t.observe(0, true);
    expect(t.settled(0)).toBe(true);
  });
  it('one restless step restarts the count', () => {
    const t = new SettleTracker(1, 3);
    t.observe(0, true);
    t.observe(0, true);
    t.observe(0, false);
    t.observe(0, true);
    t.observe(0, true);
    expect(t.settled(0)).toBe(false);
    t.observe(0, true);
    expect(t.settled(0)).toBe(true);
  });
  it('all dice must settle; reset starts a die afresh', () => {
    const t = new SettleTracker(2, 2);
    t.observe(0, true);
    t.observe(0, true);
    t.observe(1, true);
    expect(t.allSettled([0, 1])).toBe(false);
    expect(t.allSettled([0])).toBe(true);
    t.observe(1, true);
    expect(t.allSettled([0, 1])).toBe(true);
    t.reset(0);
    expect(t.allSettled([0, 1])).toBe(false);
  });
});
