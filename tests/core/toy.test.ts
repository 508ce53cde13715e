// The toy fixture itself must follow its own rules, or engine tests prove nothing.
import { describe, expect, it } from 'vitest';
import { toyPig, type ToyState } from './fixtures/toy-pig.ts';

const start = (): ToyState => toyPig.setup({ seed: 5, players: 2 });
const act = (s: ToyState, type: 'roll' | 'bank'): ToyState => {
  const r = toyPig.apply(s, { kind: 'action', seat: s.turn, action: { type } });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
const dice = (s: ToyState, faces: number[]): ToyState => {
  const r = toyPig.apply(s, { kind: 'dice', faces });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

describe('Bandit Pig fixture', () => {
  it('a 1 loses the pot and passes the turn', () => {
    let s = dice(act(start(), 'roll'), [4, 5]);
    expect(s.pot).toBe(9);
    s = dice(act(s, 'roll'), [1, 6]);
    expect(s.pot).toBe(0);
    expect(s.turn).toBe(1);
  });

  it('a double asks for a flick; the bandit falling adds 3, the sheriff falling loses the pot', () => {
    const s = dice(act(start(), 'roll'), [3, 3]);
    expect(toyPig.awaiting(s).kind).toBe('flick');
    const base = { kind: 'flick' as const, touched: [], offBoard: [], dieRest: { x: 0, z: 0 }, dieOffTable: false };
    const hit = toyPig.apply(s, { ...base, fallen: ['bandit'], bystandersHit: [] });
    expect(hit.ok && hit.state.pot).toBe(9);
    const oops = toyPig.apply(s, { ...base, fallen: ['sheriff'], bystandersHit: ['sheriff'] });
    expect(oops.ok && oops.state.pot).toBe(0);
    expect(oops.ok && oops.state.turn).toBe(1);
  });

  it('banking to the target ends the game; bounty cards count in the result', () => {
    let s: ToyState = { ...start(), scores: [18, 4], pot: 5, cards: [0, 3], deck: [0, 1, 1, 2, 2, 3] };
    s = act(s, 'bank');
    expect(toyPig.awaiting(s).kind).toBe('end');
    expect(toyPig.result(s)?.scores).toEqual([23, 7]);
    expect(toyPig.result(s)?.ranking).toEqual([[0], [1]]);
  });

  it('banking below the target swaps the bounty with the deck top and passes the turn', () => {
    let s: ToyState = { ...start(), pot: 5, cards: [0, 3], deck: [2, 0, 1, 1, 2, 3] };
    s = act(s, 'bank');
    expect(s.cards).toEqual([2, 3]);
    expect(s.deck).toEqual([0, 1, 1, 2, 3, 0]);
    expect(s.turn).toBe(1);
    expect(toyPig.invariants(s)).toEqual([]);
  });

  it('hides other seats\u2019 bounties and the deck', () => {
    const s = start();
    const v = toyPig.view(s, 0) as { cards: (number | null)[]; deck?: unknown };
    expect(v.cards[0]).toBe(s.cards[0]);
    expect(v.cards[1]).toBeNull();
    expect(v.deck).toBeUndefined();
  });
});
