// The search bot's hooks, and whole bot-vs-bot games through the engine's driver.
import { describe, expect, it } from 'vitest';
import { chooseAction, playGame, sampledPhysicsPort, type SeatConfig } from '../../../src/core/index.ts';
import { candidateActions, evaluate, expectedLead, scoreActions } from '../../../src/games/gold-rivers/bot.ts';
import { goldRivers, type GoldRiversState, type Marker } from '../../../src/games/gold-rivers/index.ts';
import { at, fresh, L, must, withMarkers } from './helpers.ts';

describe('the bot hooks', () => {
  it('keep a non-empty subset of the legal moves', () => {
    const s = must({ ...fresh(), phase: { kind: 'throw', range: 'one-to-five', rows: { five: 141, four: 174, three: 207 } } }, { kind: 'dice', faces: [0, 2, 1] });
    const legal = goldRivers.legalActions(s);
    const kept = candidateActions(s, legal);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(legal.length);
    for (const a of kept) expect(legal).toContainEqual(a);
  });

  it('score first the reveal that clears its own region with gold in it', () => {
    // X's mountain is revealed but for X: revealing X gives player 1 that gold
    const X = at(0, 0);
    const M = L.mountainSites[L.mountainOf[X]!]!;
    const changes: Record<number, Marker> = {};
    for (const s of M) if (s !== X) changes[s] = 'open';
    const s = withMarkers(changes, { number: 1, turn: 0 });
    const best = scoreActions(s, goldRivers.legalActions(s))[0]!;
    expect(best.action).toEqual({ type: 'reveal', first: X, last: X });
  });

  it('value gold in hand, and revealed gold by the race of its two regions', () => {
    const s = fresh();
    expect(evaluate(s)[0]).toBeCloseTo(0.5, 5);
    const ahead: GoldRiversState = { ...s, gold: [5, 0], markers: s.markers.map((m, i) => (i < 5 ? 'cleared' : m)), takenBy: s.takenBy.map((t, i) => (i < 5 ? 0 : t)) };
    expect(evaluate(ahead)[0]).toBeGreaterThan(0.6);
    expect(expectedLead(ahead)).toBeCloseTo(5, 5);
  });

  it('decide within the budget and pick a legal move at both levels', () => {
    const s = must({ ...fresh(), phase: { kind: 'throw', range: 'one-to-five', rows: { five: 141, four: 174, three: 207 } } }, { kind: 'dice', faces: [1, 2, 1] });
    const legal = goldRivers.legalActions(s);
    for (const level of ['easy', 'hard'] as const) {
      const a = chooseAction(goldRivers, s, 0, level, 7, { budget: { iterations: level === 'hard' ? 60 : 16 } });
      expect(legal).toContainEqual(a);
    }
  });
});

describe('bot-vs-bot games', () => {
  it('end with every invariant holding: 91 markers conserved, gold totals add up', () => {
    for (const seed of [11, 12]) {
      const seats: SeatConfig[] = [
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'hard' },
      ];
      const out = playGame({
        module: goldRivers,
        seats,
        seed,
        port: sampledPhysicsPort(),
        // the real search bot at a small budget keeps the test quick
        chooser: (m, s, seat, level, sd, players) => chooseAction(m, s, seat, level, sd, { players, budget: { iterations: level === 'hard' ? 40 : 12 } }),
      });
      expect(out.error).toBeNull();
      expect(out.violations).toEqual([]);
      expect(out.finished).toBe(true);
      const end = out.state!;
      expect(end.markers.length).toBe(91);
      expect(end.markers.every((m) => m === 'cleared')).toBe(true);
      expect(end.gold[0] + end.gold[1]).toBe(91);
      expect(end.shovels[0] + end.shovels[1]).toBe(4);
      expect(out.result!.scores).toEqual([end.gold[0], end.gold[1]]);
    }
  });

  it('end on the short field too', () => {
    const out = playGame({
      module: goldRivers,
      seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }],
      seed: 5,
      options: { length: 'short' },
      port: sampledPhysicsPort(),
    });
    expect(out.finished).toBe(true);
    expect(out.violations).toEqual([]);
    expect(out.state!.gold[0] + out.state!.gold[1]).toBe(61);
  });
});
