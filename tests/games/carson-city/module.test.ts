// Seeded playouts with every invariant checked (money, cowboys, buildings,
// markers, houses, mountains, roads), and short bot-vs-bot games through the
// driver. The engine's conformance suite runs on this module, as on every
// registered game, in tests/core/conformance.test.ts.
import { describe, expect, it } from 'vitest';
import { playGame, type Chooser } from '../../../src/core/driver.ts';
import { samplePhysical } from '../../../src/core/outcome-model.ts';
import { randomFromSeed } from '../../../src/core/rng.ts';
import { sampledPhysicsPort } from '../../../src/core/sampled-port.ts';
import { chooseAction } from '../../../src/core/bot/choose.ts';
import { REFERENCE } from '../../../src/games/carson-city/help.ts';
import { SQUARES } from '../../../src/games/carson-city/data.ts';
import type { CarsonAction, CarsonState } from '../../../src/games/carson-city/types.ts';
import { game } from './support.ts';

describe('seeded random playouts', () => {
  for (const [seed, players] of [
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
  ] as const) {
    it(`seed ${seed}, ${players} players: random legal inputs end the game with every invariant holding`, () => {
      const random = randomFromSeed(seed * 31);
      let s = game.setup({ seed, players });
      let steps = 0;
      while (game.awaiting(s).kind !== 'end') {
        const aw = game.awaiting(s);
        if (aw.kind === 'end') break;
        const acts = game.legalActions(s);
        const input =
          aw.kind === 'decision' ? { kind: 'action' as const, seat: aw.seat, action: acts[Math.floor(random() * acts.length)]! } : samplePhysical(game, s, aw, random);
        const r = game.apply(s, input);
        if (!r.ok) throw new Error(`${steps}: ${r.error.code}`);
        s = r.state;
        expect(game.invariants(s)).toEqual([]);
        if (++steps > 5000) throw new Error('no end');
      }
      const res = game.result(s)!;
      expect(res.ranking.flat().sort()).toEqual(Array.from({ length: players }, (_, i) => i));
      expect(s.turn).toBe(4);
    });
  }
});

describe('bot-vs-bot games through the driver', () => {
  const cheap: Chooser<CarsonState, CarsonAction> = (module, state, seat, level, seed, players) =>
    chooseAction(module, state, seat, level, seed, { players, budget: { iterations: 12, rolloutDepth: 12, timeCapMs: Infinity } });

  it('five players, short game: bots finish cleanly with invariants holding after every input', () => {
    const out = playGame({
      module: game,
      seats: Array.from({ length: 5 }, (_, i) => ({ kind: 'bot' as const, level: i % 2 ? 'hard' as const : 'easy' as const })),
      seed: 5,
      options: { length: 'short' },
      port: sampledPhysicsPort(),
      chooser: cheap,
    });
    expect(out.error).toBe(null);
    expect(out.violations).toEqual([]);
    expect(out.finished).toBe(true);
    expect(out.result!.scores.some((x) => x > 0)).toBe(true);
  });

  it('two players, standard game: bots build and score', () => {
    const out = playGame({
      module: game,
      seats: [
        { kind: 'bot', level: 'hard' },
        { kind: 'bot', level: 'easy' },
      ],
      seed: 2,
      port: sampledPhysicsPort(),
      chooser: cheap,
    });
    expect(out.error).toBe(null);
    expect(out.violations).toEqual([]);
    expect(out.finished).toBe(true);
    expect(out.state!.map.some((c) => c.piece !== null && c.piece !== 'house' && c.piece !== 'mountain')).toBe(true);
  });
});

describe('the in-game reference', () => {
  it('lists the resolution order and every building’s income', () => {
    expect(REFERENCE.resolution.map((r) => r.name)[0]).toBe('Wages');
    expect(REFERENCE.buildings).toHaveLength(8);
    expect(REFERENCE.characters.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(SQUARES).toHaveLength(21);
  });
});
