// A turn: reveal a straight gap-free row of exactly the number, or bury with a
// shovel; complete regions are cleared (mover first); the mover confirms.
import { describe, expect, it } from 'vitest';
import { newRecord, undoLast, type GameRecord } from '../../../src/core/index.ts';
import {
  goldRivers,
  legalFirstMarkers,
  legalLastMarkers,
  rowBetween,
  type GoldRiversAction,
  type GoldRiversState,
} from '../../../src/games/gold-rivers/index.ts';
import { act, at, atThrow, fresh, L, must, refused, withMarkers } from './helpers.ts';

const threw = (faces: number[]): GoldRiversState => must(atThrow(fresh(), 'one-to-five'), { kind: 'dice', faces });
const openSites = (s: GoldRiversState): number[] => s.markers.flatMap((m, i) => (m === 'open' ? [i] : []));

describe('revealing a row', () => {
  it('reveals exactly the thrown number of markers in a straight row, in each of the three directions', () => {
    const s = threw([0, 2, 1]);
    for (const [a, b] of [
      [at(-1, 0), at(1, 0)],
      [at(0, -1), at(0, 1)],
      [at(-1, 1), at(1, -1)],
    ] as const) {
      const after = act(s, { type: 'reveal', first: a, last: b });
      expect(openSites(after).length).toBe(3);
      expect(openSites(after)).toContain(at(0, 0));
      expect(after.phase.kind).toBe('confirm');
    }
  });

  it('the first and the last marker may be picked in either order', () => {
    const s = threw([0, 2, 1]);
    expect(act(s, { type: 'reveal', first: at(3, -1), last: at(1, -1) }).markers).toEqual(
      act(s, { type: 'reveal', first: at(1, -1), last: at(3, -1) }).markers,
    );
  });

  it('a one reveals a single marker (first = last)', () => {
    const after = act(threw([0, 0, 1]), { type: 'reveal', first: at(2, 2), last: at(2, 2) });
    expect(openSites(after)).toEqual([at(2, 2)]);
  });

  it('refuses sites that are not on one straight line', () => {
    const s = threw([0, 2, 1]);
    expect(refused(s, { type: 'reveal', first: at(0, 0), last: at(1, 1) })).toBe('not-a-row');
    expect(refused(s, { type: 'reveal', first: at(0, 0), last: at(2, 1) })).toBe('not-a-row');
  });

  it('refuses a row of another length than the number', () => {
    const s = threw([0, 2, 1]);
    expect(refused(s, { type: 'reveal', first: at(0, 0), last: at(3, 0) })).toBe('wrong-count');
    expect(refused(s, { type: 'reveal', first: at(0, 0), last: at(0, 0) })).toBe('wrong-count');
  });

  it('revealed gold interrupts a row', () => {
    const s = withMarkers({ [at(0, 0)]: 'open' }, { number: 3 });
    expect(refused(s, { type: 'reveal', first: at(-1, 0), last: at(1, 0) })).toBe('not-face-down');
    expect(refused(s, { type: 'reveal', first: at(0, 0), last: at(0, 2) })).toBe('not-face-down');
  });

  it('a cleared site interrupts a row (a gap)', () => {
    const s = withMarkers({ [at(0, 0)]: 'cleared' }, { number: 3 });
    expect(refused(s, { type: 'reveal', first: at(1, -1), last: at(-1, 1) })).toBe('not-face-down');
    // the same length beside the gap is fine
    expect(act(s, { type: 'reveal', first: at(1, 0), last: at(3, 0) }).phase.kind).toBe('confirm');
  });

  it('refuses sites off the field and malformed actions', () => {
    const s = threw([0, 2, 1]);
    expect(refused(s, { type: 'reveal', first: 91, last: 91 })).toBe('no-such-site');
    expect(refused(s, { type: 'reveal', first: 1.5, last: 2 } as GoldRiversAction)).toBe('no-such-site');
    expect(refused(s, { type: 'dig' } as unknown as GoldRiversAction)).toBe('illegal-action');
  });

  it('lights up the first markers of legal rows, and the last markers for a first one', () => {
    const s = threw([0, 2, 1]);
    expect(legalLastMarkers(s, at(0, 0))).toEqual([at(0, -2), at(2, -2), at(-2, 0), at(2, 0), at(-2, 2), at(0, 2)].sort((a, b) => a - b));
    expect(legalFirstMarkers(s).length).toBe(91);
    // revealed gold in the centre: no row of three may start on it or pass it
    const t = withMarkers({ [at(0, 0)]: 'open' }, { number: 3 });
    expect(legalFirstMarkers(t)).not.toContain(at(0, 0));
    expect(legalLastMarkers(t, at(1, 0))).not.toContain(at(-1, 0));
    for (const a of goldRivers.legalActions(t)) {
      if (a.type === 'reveal') expect(rowBetween(L, a.first, a.last)).not.toContain(at(0, 0));
    }
  });

  it('a turn is decided, then confirmed: nothing else is accepted in between', () => {
    const s = act(threw([0, 2, 1]), { type: 'reveal', first: at(-1, 0), last: at(1, 0) });
    expect(refused(s, { type: 'reveal', first: at(3, 0), last: at(5, 0) })).toBe('must-confirm');
    expect(goldRivers.legalActions(s)).toEqual([{ type: 'confirm' }]);
    expect(refused(threw([0, 2, 1]), { type: 'confirm' })).toBe('nothing-to-confirm');
    const next = act(s, { type: 'confirm' });
    expect(next.turn).toBe(1);
    expect(next.turnNumber).toBe(2);
    expect(next.phase.kind).toBe('throw');
  });
});

describe('free choice', () => {
  const free = () => withMarkers({}, { number: null });

  it('reveals one marker or two neighbours, nothing longer', () => {
    expect(openSites(act(free(), { type: 'reveal', first: at(0, 0), last: at(0, 0) }))).toEqual([at(0, 0)]);
    expect(openSites(act(free(), { type: 'reveal', first: at(0, 0), last: at(0, 1) })).length).toBe(2);
    expect(refused(free(), { type: 'reveal', first: at(0, 0), last: at(0, 2) })).toBe('not-adjacent');
  });

  it('does not allow burying', () => {
    const s = withMarkers({ [at(0, 0)]: 'open' }, { number: null });
    expect(refused(s, { type: 'bury', site: at(0, 0) })).toBe('no-burying');
    expect(goldRivers.legalActions(s).some((a) => a.type === 'bury')).toBe(false);
  });
});

describe('shovels', () => {
  const withGold = (turn: 0 | 1 = 0) => withMarkers({ [at(0, 0)]: 'open', [at(3, 1)]: 'open' }, { number: 2, turn });

  it('each player starts with two', () => expect(fresh().shovels).toEqual([2, 2]));

  it('burying turns a revealed marker face down and hands a shovel to the opponent', () => {
    const after = act(withGold(), { type: 'bury', site: at(0, 0) });
    expect(after.markers[at(0, 0)]).toBe('hidden');
    expect(after.shovels).toEqual([1, 3]);
    expect(after.phase).toMatchObject({ kind: 'confirm', move: { type: 'bury', site: at(0, 0) } });
  });

  it('without a shovel there is no burying', () => {
    const s = { ...withGold(), shovels: [0, 4] as [number, number] };
    expect(refused(s, { type: 'bury', site: at(0, 0) })).toBe('no-shovel');
    expect(goldRivers.legalActions(s).some((a) => a.type === 'bury')).toBe(false);
  });

  it('only revealed gold can be buried', () => {
    const s = withMarkers({ [at(0, 0)]: 'open', [at(5, -5)]: 'cleared' }, { number: 2 });
    expect(refused(s, { type: 'bury', site: at(1, 0) })).toBe('not-open');
    expect(refused(s, { type: 'bury', site: at(5, -5) })).toBe('not-open');
  });

  it('the shovel received can be used on the next turn', () => {
    let s = act(withGold(0), { type: 'bury', site: at(0, 0) });
    s = act(s, { type: 'confirm' });
    s = must(s, { kind: 'dice', faces: [0, 0, 1] });
    s = act(s, { type: 'bury', site: at(3, 1) });
    expect(s.shovels).toEqual([2, 2]);
  });

  it('burying ends after the turn cap (ours: turn 120 on the standard field)', () => {
    expect(act({ ...withGold(), turnNumber: 120 }, { type: 'bury', site: at(0, 0) }).shovels).toEqual([1, 3]);
    expect(refused({ ...withGold(), turnNumber: 121 }, { type: 'bury', site: at(0, 0) })).toBe('no-burying');
  });
});

describe('undo before confirming', () => {
  /** A record of the real flow: player 1 reveals three and confirms, player 2 throws a one. */
  function record(): { rec: GameRecord<GoldRiversAction>; state: GoldRiversState } {
    const rec = newRecord<GoldRiversAction>('gold-rivers', goldRivers.version, 1, [{ kind: 'human' }, { kind: 'human' }], { board: 1 });
    let state = goldRivers.setup({ seed: 1, players: 2, options: { board: 1 } });
    const push = (input: GameRecord<GoldRiversAction>['inputs'][number]['input']) => {
      state = must(state, input);
      rec.inputs.push({ input });
    };
    push({ kind: 'dice', faces: [0, 2, 1] });
    push({ kind: 'action', seat: 0, action: { type: 'reveal', first: at(-1, 0), last: at(1, 0) } });
    push({ kind: 'action', seat: 0, action: { type: 'confirm' } });
    push({ kind: 'dice', faces: [0, 0, 1] });
    return { rec, state };
  }

  it('a burial and its shovel are taken back together; a confirmed move is not', () => {
    const { rec, state } = record();
    expect(openSites(state)).toHaveLength(3);
    const buried = must(state, { kind: 'action', seat: 1, action: { type: 'bury', site: at(0, 0) } });
    expect(buried.shovels).toEqual([3, 1]);
    const withBury = { ...rec, inputs: [...rec.inputs, { input: { kind: 'action' as const, seat: 1, action: { type: 'bury' as const, site: at(0, 0) } } }] };
    const undone = undoLast(goldRivers, withBury, 1);
    expect(undone.ok).toBe(true);
    if (undone.ok) expect(undone.record.inputs.length).toBe(rec.inputs.length);
    // the thrown discs are never taken back, nor player 1's confirmed move
    expect(undoLast(goldRivers, rec, 1)).toMatchObject({ ok: false, error: { code: 'physical' } });
    const confirmed = { ...rec, inputs: rec.inputs.slice(0, 3) };
    expect(undoLast(goldRivers, confirmed, 0)).toMatchObject({ ok: false, error: { code: 'confirmed' } });
    const unconfirmed = { ...rec, inputs: rec.inputs.slice(0, 2) };
    expect(undoLast(goldRivers, unconfirmed, 0).ok).toBe(true);
  });

  it('only the confirmation confirms', () => {
    const s = threw([0, 2, 1]);
    expect(goldRivers.isConfirming!(s, { type: 'reveal', first: at(-1, 0), last: at(1, 0) })).toBe(false);
    expect(goldRivers.isConfirming!(s, { type: 'bury', site: 0 })).toBe(false);
    expect(goldRivers.isConfirming!(s, { type: 'confirm' })).toBe(true);
  });
});
