// Clearing complete regions: the owner takes the gold left there, the mover's
// regions first, a cleared site never pays twice; and the end of the game.
import { describe, expect, it } from 'vitest';
import { randomFromSeed } from '../../../src/core/index.ts';
import { goldRivers, type GoldRiversState, type Marker } from '../../../src/games/gold-rivers/index.ts';
import { act, at, fresh, L, must } from './helpers.ts';
import { withMarkers } from './helpers.ts';

const X = at(0, 0);
const M = L.mountainSites[L.mountainOf[X]!]!;
const R = L.riverSites[L.riverOf[X]!]!;
const union = [...new Set([...M, ...R])];

/** Every site of X's mountain and X's river revealed except X itself; the rest face down. */
function lastMarkerOfBoth(turn: 0 | 1): GoldRiversState {
  const changes: Record<number, Marker> = {};
  for (const s of union) if (s !== X) changes[s] = 'open';
  return withMarkers(changes, { number: 1, turn });
}

describe('clearing complete regions', () => {
  it('the site lies in one mountain and one river that overlap but differ', () => {
    expect(M).toContain(X);
    expect(R).toContain(X);
    expect(M.join()).not.toBe(R.join());
  });

  it('the mover (player 1, mountains) clears first: the shared gold goes to the mountain, the river gets the rest', () => {
    const after = act(lastMarkerOfBoth(0), { type: 'reveal', first: X, last: X });
    const both = M.filter((s) => R.includes(s));
    expect(after.gold).toEqual([M.length, R.length - both.length]);
    if (after.phase.kind !== 'confirm') throw new Error('no confirm');
    expect(after.phase.clearings.map((c) => [c.kind, c.seat, c.sites.length])).toEqual([
      ['mountain', 0, M.length],
      ['river', 1, R.length - both.length],
    ]);
    for (const s of M) expect(after.takenBy[s]).toBe(0);
    for (const s of R.filter((x) => !M.includes(x))) expect(after.takenBy[s]).toBe(1);
    expect(goldRivers.invariants(after).filter((x) => x.includes('gold'))).toEqual([]);
  });

  it('when player 2 moves, the rivers clear first', () => {
    const after = act(lastMarkerOfBoth(1), { type: 'reveal', first: X, last: X });
    const both = M.filter((s) => R.includes(s));
    expect(after.gold).toEqual([M.length - both.length, R.length]);
    if (after.phase.kind !== 'confirm') throw new Error('no confirm');
    expect(after.phase.clearings[0]).toMatchObject({ kind: 'river', seat: 1 });
  });

  it('the same gold never counts twice: total gold equals the cleared sites', () => {
    const after = act(lastMarkerOfBoth(0), { type: 'reveal', first: X, last: X });
    const cleared = after.markers.filter((m) => m === 'cleared').length;
    expect(after.gold[0] + after.gold[1]).toBe(cleared);
    expect(cleared).toBe(union.length);
    // a later clearing of a region whose sites were taken already pays nothing for them
    const next = act(after, { type: 'confirm' });
    expect(next.gold).toEqual(after.gold);
  });

  it("completing the opponent's region gives the opponent its gold", () => {
    // the river is revealed but for X; the mountain keeps face-down markers outside the river
    expect(M.some((m) => !R.includes(m))).toBe(true);
    const changes: Record<number, Marker> = {};
    for (const s of R) if (s !== X) changes[s] = 'open';
    const after = act(withMarkers(changes, { number: 1, turn: 0 }), { type: 'reveal', first: X, last: X });
    expect(after.gold).toEqual([0, R.length]);
    expect(after.markers[X]).toBe('cleared');
    expect(after.takenBy[X]).toBe(1);
  });

  it('a region with face-down markers left is not cleared', () => {
    const after = act(withMarkers({ [M.find((s) => s !== X)!]: 'open' }, { number: 1 }), { type: 'reveal', first: X, last: X });
    expect(after.gold).toEqual([0, 0]);
    if (after.phase.kind === 'confirm') expect(after.phase.clearings).toEqual([]);
  });
});

describe('the end', () => {
  /** A whole game of uniformly random legal moves (seeded), every state kept. */
  function randomGame(seed: number, length: 'standard' | 'short' = 'standard'): GoldRiversState[] {
    const random = randomFromSeed(seed);
    let s = goldRivers.setup({ seed, players: 2, options: { length } });
    const states = [s];
    for (let i = 0; i < 5000 && goldRivers.awaiting(s).kind !== 'end'; i++) {
      const aw = goldRivers.awaiting(s);
      if (aw.kind === 'throw') {
        const faces = aw.dice.map((k) => (k === 'disc01' ? [0, 1] : k === 'disc02' ? [0, 2] : [1, 2])[Math.floor(random() * 2)]!);
        s = must(s, { kind: 'dice', faces });
      } else if (aw.kind === 'decision') {
        const acts = goldRivers.legalActions(s);
        s = must(s, { kind: 'action', seat: aw.seat, action: acts[Math.floor(random() * acts.length)]! });
      }
      states.push(s);
    }
    return states;
  }

  it('comes when every marker is cleared and the last move is confirmed; more gold wins', () => {
    for (const seed of [1, 2, 3]) {
      const states = randomGame(seed);
      const last = states[states.length - 1]!;
      expect(goldRivers.awaiting(last).kind).toBe('end');
      expect(last.markers.every((m) => m === 'cleared')).toBe(true);
      const beforeLast = states[states.length - 2]!;
      expect(beforeLast.phase.kind).toBe('confirm');
      expect(beforeLast.markers.every((m) => m === 'cleared')).toBe(true);
      expect(goldRivers.result(beforeLast)).toBeNull();
      const result = goldRivers.result(last)!;
      expect(result.scores[0]! + result.scores[1]!).toBe(91);
      const w = result.ranking[0]![0]!;
      expect(result.scores[w]).toBeGreaterThan(result.scores[1 - w]!);
      expect(goldRivers.legalActions(last)).toEqual([]);
      expect(goldRivers.apply(last, { kind: 'action', seat: 0, action: { type: 'confirm' } })).toMatchObject({ ok: false, error: { code: 'game-over' } });
      for (const s of states) expect(goldRivers.invariants(s)).toEqual([]);
    }
  });

  it('the short game ends the same way on 61 sites', () => {
    const states = randomGame(4, 'short');
    const result = goldRivers.result(states[states.length - 1]!)!;
    expect(result.scores[0]! + result.scores[1]!).toBe(61);
  });

  it('a tie goes to player 2 (ours; cannot happen with an odd number of markers)', () => {
    const s = fresh();
    const over: GoldRiversState = { ...s, markers: s.markers.map(() => 'cleared'), gold: [45, 45], phase: { kind: 'over' } };
    expect(goldRivers.result(over)!.ranking).toEqual([[1], [0]]);
    expect(goldRivers.result({ ...over, gold: [46, 45] })!.ranking).toEqual([[0], [1]]);
  });
});
