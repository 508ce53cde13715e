// Gold in the Rivers' hard bot: the heuristic's move is the plan it must beat,
// playouts end when the rival's turn is confirmed, the pick is always legal,
// and it sees the last reveal the heuristic hands the rival.
import { describe, expect, it } from 'vitest';
import { choose } from '../../../src/core/bot/choose.ts';
import { playGame, sampledPhysicsPort } from '../../../src/core/index.ts';
import { randomFromSeed } from '../../../src/core/rng.ts';
import { goldRiversHorizon, goldRiversPlans } from '../../../src/games/gold-rivers/hard.ts';
import { goldRiversHeuristic } from '../../../src/games/gold-rivers/heuristic.ts';
import { goldRivers, type GoldRiversAction, type GoldRiversState, type Marker } from '../../../src/games/gold-rivers/index.ts';
import { act, fresh, L, withMarkers } from './helpers.ts';

/** A position on a thrown 3 with revealed gold about, burying allowed (shovels in hand, turn 5). */
function midGame(): GoldRiversState {
  const changes: Record<number, Marker> = {};
  for (const site of [3, 4, 10, 17, 18, 33, 40, 41, 60, 61, 70]) changes[site] = 'open';
  return { ...withMarkers(changes, { number: 3, turn: 0 }), turnNumber: 5 };
}

// The end of a game (board 1, found in a heuristic game): F6 and H4 lie revealed,
// F7, G5, G6 face down, all five in river 5; F6, F7, G6 make mountain 5, G5 and
// H4 mountain 12. Free choice for the mountains, 42 gold against 44.
const F6 = 45;
const F7 = 46;
const G5 = 55;
const G6 = 56;
const H4 = 64;
function lastReveals(): GoldRiversState {
  const markers: Marker[] = fresh().markers.map((_, site) => (site === F6 || site === H4 ? 'open' : site === F7 || site === G5 || site === G6 ? 'hidden' : 'cleared'));
  const s = withMarkers(Object.fromEntries(markers.map((m, site) => [site, m])), { number: null, turn: 0 });
  return { ...s, gold: [42, 44], shovels: [4, 0], turnNumber: 49 };
}

/** Every reply of the rival (free choice: no throw) from `s` after the mountains' `move`, played to the end by the heuristic: the winners. */
function winnersAfter(s: GoldRiversState, move: GoldRiversAction): number[] {
  const rival = act(act(s, move), { type: 'confirm' });
  expect(rival.phase.kind === 'choose' && rival.phase.number === null).toBe(true);
  return goldRivers.legalActions(rival).map((reply) => {
    let t = act(act(rival, reply), { type: 'confirm' });
    while (t.phase.kind !== 'over') {
      const pick = goldRiversHeuristic(t, t.turn, goldRivers.legalActions(t), () => 0.5).action;
      t = act(act(t, pick), { type: 'confirm' });
    }
    return goldRivers.result(t)!.ranking[0]![0]!;
  });
}

describe('Gold in the Rivers hard', () => {
  it("weighs the heuristic's move first, then the next best rows and a burial, all legal and distinct", () => {
    const s = midGame();
    const legal = goldRivers.legalActions(s);
    const plans = goldRiversPlans(s, 0, legal, randomFromSeed(1));
    expect(plans[0]!.actions).toEqual([goldRiversHeuristic(s, 0, legal, randomFromSeed(1)).action]);
    expect(plans.length).toBeGreaterThan(2);
    expect(plans.length).toBeLessThanOrEqual(10);
    expect(plans.some((p) => p.actions[0]!.type === 'bury')).toBe(true);
    for (const p of plans) expect(legal).toContainEqual(p.actions[0]);
    expect(new Set(plans.map((p) => JSON.stringify(p.actions))).size).toBe(plans.length);
  });

  it("a playout runs through the rival's turn, the seat's next and the rival's after", () => {
    const start = midGame();
    const mine = act(start, goldRivers.legalActions(start)[0]!);
    expect(goldRiversHorizon(start, mine)).toBe(false);
    const rivalThrows = act(mine, { type: 'confirm' });
    expect(rivalThrows.turn).toBe(1);
    expect(goldRiversHorizon(start, rivalThrows)).toBe(false);
    expect(goldRiversHorizon(start, { ...rivalThrows, turn: 0, turnNumber: start.turnNumber + 2 })).toBe(false);
    expect(goldRiversHorizon(start, { ...rivalThrows, turn: 0, turnNumber: start.turnNumber + 4 })).toBe(true);
    expect(goldRiversHorizon(start, { ...start, phase: { kind: 'over' } })).toBe(true);
  });

  it('searches with playouts and picks a legal move, the same for the same seed', () => {
    const s = midGame();
    const a = choose(goldRivers, s, 0, 'hard', 3, { budget: { iterations: 28 } });
    expect(a.how).toBe('search');
    expect(goldRivers.legalActions(s)).toContainEqual(a.action);
    expect(choose(goldRivers, s, 0, 'hard', 3, { budget: { iterations: 28 } }).action).toEqual(a.action);
  });

  it('keeps the last reveal from the rival where the heuristic hands it over', () => {
    const s = lastReveals();
    const heuristic = choose(goldRivers, s, 0, 'heuristic', 1).action;
    const hard = choose(goldRivers, s, 0, 'hard', 1).action;
    // The heuristic completes mountain 5 now (three gold, 45 to 44) and leaves G5 alone face down ...
    expect(heuristic).toEqual({ type: 'reveal', first: G6, last: F7 });
    expect([L.mountainOf[F6], L.mountainOf[F7], L.mountainOf[G6], L.riverOf[G5]]).toEqual([5, 5, 5, 5]);
    // ... so the rival reveals it, completes river 5 and takes G5 and H4: the rivers win 46 to 45.
    expect(winnersAfter(s, heuristic)).toEqual([1]);
    // Hard reveals G6 alone: whichever marker the rival reveals, the mountains take the last one.
    expect(hard).toEqual({ type: 'reveal', first: G6, last: G6 });
    expect(new Set(winnersAfter(s, hard))).toEqual(new Set([0]));
  });

  it('plays whole games against the heuristic without an illegal move or a broken invariant', () => {
    for (const seed of [21, 22]) {
      const out = playGame({
        module: goldRivers,
        seats: seed % 2 ? [{ kind: 'bot', level: 'hard' }, { kind: 'bot', level: 'heuristic' }] : [{ kind: 'bot', level: 'heuristic' }, { kind: 'bot', level: 'hard' }],
        seed,
        port: sampledPhysicsPort(),
      });
      expect(out.error).toBeNull();
      expect(out.violations).toEqual([]);
      expect(out.finished).toBe(true);
    }
  });
});
