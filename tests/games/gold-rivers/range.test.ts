// The range of the number, decided before each turn from the face-down markers,
// and the discs thrown for it.
import { describe, expect, it } from 'vitest';
import { goldRivers, rangeOf } from '../../../src/games/gold-rivers/index.ts';
import { act, at, atThrow, fresh, hiddenOnly, L, line, must, withMarkers } from './helpers.ts';

const rangeWith = (hidden: number[]) => rangeOf(L, withMarkers(hiddenOnly(hidden), { base: 'cleared' }).markers);

describe('the range', () => {
  it('is 1–5 on the full field', () => {
    const r = rangeOf(L, fresh().markers);
    expect(r.range).toBe('one-to-five');
    // 47 rows of five per direction on a field of six per edge
    expect(r.rows.five).toBe(141);
  });

  it('one row of five alone is not enough for 1–5: it holds two rows of four, so 1–4', () => {
    const r = rangeWith(line(-5, 0, 1, 0, 5));
    expect(r.rows).toEqual({ five: 1, four: 2, three: 3 });
    expect(r.range).toBe('one-to-four');
  });

  it('overlapping rows count: a straight run of six face-down markers is two rows of five, so 1–5', () => {
    const r = rangeWith(line(-5, 0, 1, 0, 6));
    expect(r.rows.five).toBe(2);
    expect(r.range).toBe('one-to-five');
  });

  it('two rows of five that cross in one marker give 1–5', () => {
    const across = line(-2, 0, 1, 0, 5); // (-2,0) .. (2,0)
    const down = line(0, -2, 0, 1, 5); // (0,-2) .. (0,2), shares (0,0)
    expect(rangeWith([...new Set([...across, ...down])]).range).toBe('one-to-five');
  });

  it('rows count in all three directions', () => {
    for (const [dq, dr, q, r] of [
      [1, 0, -5, 1],
      [0, 1, 1, -5],
      [1, -1, -4, 5],
    ] as const) {
      expect(rangeWith(line(q, r, dq, dr, 6)).range).toBe('one-to-five');
      expect(rangeWith(line(q, r, dq, dr, 5)).range).toBe('one-to-four');
      expect(rangeWith(line(q, r, dq, dr, 4)).range).toBe('one-to-three');
    }
  });

  it('one row of four is one row of four and two of three: 1–3', () => {
    const r = rangeWith(line(0, -5, 0, 1, 4));
    expect(r.rows).toEqual({ five: 0, four: 1, three: 2 });
    expect(r.range).toBe('one-to-three');
  });

  it('two separate rows of four give 1–4', () => {
    expect(rangeWith([...line(-5, 0, 1, 0, 4), ...line(-5, 2, 1, 0, 4)]).range).toBe('one-to-four');
  });

  it('one row of three gives free choice; two give 1–3', () => {
    expect(rangeWith(line(-5, 0, 1, 0, 3)).range).toBe('free');
    expect(rangeWith([...line(-5, 0, 1, 0, 3), ...line(-5, 3, 1, 0, 3)]).range).toBe('one-to-three');
  });

  it('a gap breaks a row: revealed gold or a cleared site between face-down markers', () => {
    const row = line(-5, 0, 1, 0, 7);
    // hidden, hidden, hidden, open, hidden, hidden, hidden: two rows of three, none of four
    const s = withMarkers({ ...hiddenOnly(row), [row[3]!]: 'open' }, { base: 'cleared' });
    expect(rangeOf(L, s.markers).rows).toEqual({ five: 0, four: 0, three: 2 });
    expect(rangeOf(L, s.markers).range).toBe('one-to-three');
  });

  it('scattered single markers leave free choice', () => {
    expect(rangeWith([at(-5, 0), at(-3, 0), at(0, 0), at(2, 2)]).range).toBe('free');
  });

  it('burial lengthens a row and widens the range again', () => {
    const row = line(-5, 0, 1, 0, 6);
    // four face-down, one revealed, one face-down: only 1–3 ...
    const s = withMarkers({ ...hiddenOnly(row), [row[4]!]: 'open' }, { base: 'cleared', number: 2 });
    expect(rangeOf(L, s.markers).range).toBe('one-to-three');
    // ... bury the revealed one and confirm: the next turn's range is 1–5
    const next = act(act(s, { type: 'bury', site: row[4]! }), { type: 'confirm' });
    expect(next.phase).toMatchObject({ kind: 'throw', range: 'one-to-five' });
    expect(next.turn).toBe(1);
  });
});

describe('the discs thrown for each range', () => {
  const discs = (range: 'one-to-five' | 'one-to-four' | 'one-to-three') => {
    const aw = goldRivers.awaiting(atThrow(fresh(), range));
    if (aw.kind !== 'throw') throw new Error('no throw');
    expect(aw.area).toBe('tray');
    expect(aw.hidden).toBe(false);
    return aw.dice;
  };

  it('1–5: all three discs 0|1, 0|2 and 1|2', () => expect(discs('one-to-five')).toEqual(['disc01', 'disc02', 'disc12']));
  it('1–4: the 0|2 and 1|2 discs (ours)', () => expect(discs('one-to-four')).toEqual(['disc02', 'disc12']));
  it('1–3: the 0|1 and 1|2 discs (ours)', () => expect(discs('one-to-three')).toEqual(['disc01', 'disc12']));

  it('free choice throws nothing: the turn starts with the decision', () => {
    // two rows of three (1–3); revealing one end of one leaves a single row of three
    const a = line(-5, 0, 1, 0, 3);
    const b = line(-5, 3, 1, 0, 3);
    const s = withMarkers(hiddenOnly([...a, ...b]), { base: 'cleared', number: 1 });
    const next = act(s, { type: 'reveal', first: a[0]!, last: a[0]! });
    const after = act(next, { type: 'confirm' });
    expect(goldRivers.awaiting(after).kind).toBe('decision');
    expect(after.phase).toMatchObject({ kind: 'choose', range: 'free', number: null });
  });

  it('the number is the sum of the faces; a disc on its edge arrives as its larger face and simply adds', () => {
    // physics reads an edge-standing disc as its larger value: 0|1 on edge -> 1, 0|2 -> 2, 1|2 -> 2
    for (const [faces, n] of [
      [[1, 2, 2], 5],
      [[0, 0, 1], 1],
      [[1, 0, 2], 3],
    ] as const) {
      const s = must(atThrow(fresh(), 'one-to-five'), { kind: 'dice', faces: [...faces] });
      expect(s.phase).toMatchObject({ kind: 'choose', number: n, faces });
    }
    expect(must(atThrow(fresh(), 'one-to-four'), { kind: 'dice', faces: [2, 2] }).phase).toMatchObject({ number: 4 });
    expect(must(atThrow(fresh(), 'one-to-three'), { kind: 'dice', faces: [1, 2] }).phase).toMatchObject({ number: 3 });
  });

  it('a face a disc cannot show is refused', () => {
    const res = goldRivers.apply(atThrow(fresh(), 'one-to-four'), { kind: 'dice', faces: [1, 2] });
    expect(res.ok).toBe(false);
  });
});
