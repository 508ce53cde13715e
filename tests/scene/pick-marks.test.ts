// The kit's pick marks (src/scene/kit/pick-marks.ts): each lit target gets a
// mark in its group, toned by the pick (cursor over hover over legal; a begun
// path's steps picked), a target placed nowhere gets nothing, and every placed
// target gives a tap point (its own where the game names one).
import { describe, expect, it } from 'vitest';
import { pickMarks, type PickSpot } from '../../src/scene/kit/pick-marks.ts';

type G = 'ring' | 'frame';
const spotOf = (t: string): PickSpot<G> | null => {
  if (t.startsWith('r')) return { x: Number(t.slice(1)), y: 1, z: 0, group: 'ring' };
  if (t.startsWith('f')) return { x: Number(t.slice(1)), y: 2, z: 5, group: 'frame', tap: { x: Number(t.slice(1)), y: 3, z: 5 } };
  if (t.startsWith('c')) return { x: 9, y: 0, z: 9, group: null };
  return null;
};

describe('pick marks', () => {
  it('tones each lit target by the pick and groups it by its kind of mark', () => {
    const { marks } = pickMarks(['r1', 'r2', 'f3', 'f4'], { cursor: 'f3', hovered: 'r2', picked: [] }, spotOf, ['ring', 'frame']);
    expect(marks.ring).toEqual([
      { x: 1, y: 1, z: 0, tone: 'legal' },
      { x: 2, y: 1, z: 0, tone: 'hover' },
    ]);
    expect(marks.frame.map((m) => m.tone)).toEqual(['chosen', 'legal']);
  });

  it('the cursor wins over the pointer on one target, and a path begun shows its steps picked', () => {
    const { marks } = pickMarks(['r2'], { cursor: 'r2', hovered: 'r2', picked: ['r1'] }, spotOf, ['ring', 'frame']);
    expect(marks.ring.map((m) => [m.x, m.tone])).toEqual([
      [1, 'picked'],
      [2, 'chosen'],
    ]);
  });

  it('taps every placed target, at its own tap point if it has one, and marks none of those placed nowhere', () => {
    const { marks, taps } = pickMarks(['r1', 'f2', 'c7', 'x'], { cursor: null, hovered: null, picked: [] }, spotOf, ['ring', 'frame']);
    expect(taps).toEqual([
      { x: 1, y: 1, z: 0 },
      { x: 2, y: 3, z: 5 },
      { x: 9, y: 0, z: 9 },
    ]);
    expect(marks.ring.length + marks.frame.length).toBe(2);
  });

  it('a target with no tap (null) is marked but not framed for a finger', () => {
    const hidden = (t: string): PickSpot<G> | null => (t === 'r1' ? { ...spotOf(t)!, tap: null } : spotOf(t));
    const { marks, taps } = pickMarks(['r1', 'r2'], { cursor: null, hovered: null, picked: [] }, hidden, ['ring', 'frame']);
    expect(marks.ring.map((m) => m.x)).toEqual([1, 2]);
    expect(taps).toEqual([{ x: 2, y: 1, z: 0 }]);
  });
});
