import { describe, expect, it } from 'vitest';
import { choose, chooseAction } from '../../src/core/bot/choose.ts';
import { handleBotRequest } from '../../src/core/bot/worker-protocol.ts';
import { rewardFromResult } from '../../src/core/bot/reward.ts';
import { playGame } from '../../src/core/driver.ts';
import type { BotLevel } from '../../src/core/log.ts';
import { sampledPhysicsPort } from '../../src/core/sampled-port.ts';
import { toyPig, type ToyState } from './fixtures/toy-pig.ts';

const start = (over: Partial<ToyState> = {}): ToyState => ({ ...toyPig.setup({ seed: 3, players: 2 }), ...over });

describe('search bot', () => {
  it('is deterministic for a seed', () => {
    const s = start({ scores: [9, 12], pot: 7 });
    for (const level of ['easy', 'hard'] as const) {
      const a = choose(toyPig, s, 0, level, 99);
      const b = choose(toyPig, s, 0, level, 99);
      expect(b.action).toEqual(a.action);
      expect(b.stats).toEqual(a.stats);
    }
  });

  it('banks the pot when banking wins the game outright', () => {
    // 18 + 6 reaches the target of 20; the opponent cannot catch up with any bounty.
    const s = start({ scores: [18, 0], pot: 6 });
    for (const seed of [1, 2, 3, 4, 5]) expect(chooseAction(toyPig, s, 0, 'hard', seed)).toEqual({ type: 'bank' });
  });

  it('keeps rolling a small pot early on (banking 2 points wastes the turn)', () => {
    const s = start({ scores: [0, 0], pot: 2 });
    for (const seed of [1, 2, 3]) expect(chooseAction(toyPig, s, 0, 'hard', seed)).toEqual({ type: 'roll' });
  });

  it('answers at once when only one action is legal', () => {
    const c = choose(toyPig, start(), 0, 'hard', 1);
    expect(c.how).toBe('only');
    expect(c.action).toEqual({ type: 'roll' });
  });

  it('determinizes what the seat cannot see on every iteration, for its own seat', () => {
    const seats: number[] = [];
    const spy = { ...toyPig, bot: { ...toyPig.bot!, determinize: (s: ToyState, seat: number, r: () => number) => (seats.push(seat), toyPig.bot!.determinize!(s, seat, r)) } };
    const c = choose(spy, start({ pot: 5 }), 0, 'hard', 4);
    expect(c.stats?.iterations).toBeGreaterThan(0);
    expect(seats.length).toBe(c.stats?.iterations);
    expect(new Set(seats)).toEqual(new Set([0]));
  });

  it('takes per-game budget overrides per level', () => {
    const small = { ...toyPig, bot: { ...toyPig.bot!, budgets: { hard: { iterations: 16 } } } };
    const c = choose(small, start({ scores: [9, 12], pot: 7 }), 0, 'hard', 5);
    expect(c.stats!.iterations).toBeLessThanOrEqual(16);
    const reckless = { ...toyPig, bot: { ...toyPig.bot!, budgets: { easy: { epsilon: 1 } } } };
    expect(choose(reckless, start({ pot: 7 }), 0, 'easy', 5).how).toBe('random');
    expect(choose(toyPig, start({ pot: 7 }), 0, 'hard', 5, { budget: { iterations: 40 } }).stats!.iterations).toBeLessThanOrEqual(40);
  });

  it('does not hang on a game that awaits physics forever after a move', () => {
    const endless = { ...toyPig, apply: (st: ToyState, input: Parameters<typeof toyPig.apply>[1]) => (input.kind === 'dice' ? { ok: true as const, state: st } : toyPig.apply(st, input)) };
    const c = choose(endless, start({ pot: 5 }), 0, 'hard', 1, { budget: { iterations: 20 } });
    expect(['roll', 'bank']).toContain(c.action.type);
  });

  it('refuses to act for a seat that has no decision', () => {
    const throwing = start({ phase: 'throw' });
    expect(() => chooseAction(toyPig, throwing, 0, 'hard', 1)).toThrow(/no decision/);
    expect(() => chooseAction(toyPig, start({ pot: 4 }), 1, 'hard', 1)).toThrow(/no decision/);
  });

  it('hard beats easy on the toy game over games with seats alternated', () => {
    const wins: Record<BotLevel, number> = { easy: 0, heuristic: 0, hard: 0 };
    for (let g = 0; g < 60; g++) {
      const levels: BotLevel[] = g % 2 === 0 ? ['hard', 'easy'] : ['easy', 'hard'];
      const out = playGame({ module: toyPig, seats: levels.map((level) => ({ kind: 'bot', level })), seed: 500 + g, port: sampledPhysicsPort() });
      const top = out.result!.ranking[0]!;
      if (top.length === 1) wins[levels[top[0]!]!]++;
    }
    expect(wins.hard).toBeGreaterThan(wins.easy);
  });
});

describe('rewards', () => {
  it('give the win (shared on ties) and a little for rank', () => {
    expect(rewardFromResult({ scores: [5, 9], ranking: [[1], [0]], summary: '', breakdown: [] }, 2)).toEqual([0, 1]);
    expect(rewardFromResult({ scores: [5, 5], ranking: [[0, 1]], summary: '', breakdown: [] }, 2)).toEqual([0.5, 0.5]);
    const three = rewardFromResult({ scores: [1, 2, 3], ranking: [[2], [1], [0]], summary: '', breakdown: [] }, 3);
    expect(three[2]).toBe(1);
    expect(three[1]).toBeGreaterThan(three[0]!);
    expect(three[1]).toBeLessThan(0.5);
  });
});

describe('worker protocol', () => {
  const lookup = (id: string) => (id === 'toy-pig' ? toyPig : undefined);
  const base = { type: 'choose', id: 7, moduleId: 'toy-pig', state: start({ scores: [18, 0], pot: 6 }), seat: 0, level: 'hard', seed: 3, players: 2 };

  it('answers a request with the chosen action and echoes its id', () => {
    const r = handleBotRequest(JSON.parse(JSON.stringify(base)), lookup);
    expect(r).toMatchObject({ type: 'chosen', id: 7, action: { type: 'bank' } });
  });

  it('turns bad requests into error replies instead of throwing', () => {
    const bad: unknown[] = [null, 'hi', { ...base, type: 'dance' }, { ...base, moduleId: 'nope' }, { ...base, level: 'godlike' }, { ...base, seat: -1 }, { ...base, seed: Number.NaN }, { ...base, players: 0 }, { ...base, seat: 1 }, { ...base, state: { garbage: true } }];
    for (const msg of bad) {
      const r = handleBotRequest(msg, lookup);
      expect(r.type, JSON.stringify(msg)).toBe('error');
    }
    expect(handleBotRequest({ ...base, level: 'godlike' }, lookup)).toMatchObject({ id: 7, message: expect.stringMatching(/level/) });
  });
});
