// The heuristic level of every registered game: whole games through the
// engine's driver (sampled physics), the heuristic in one seat and uniformly
// random legal moves in the others, so it meets positions a sensible
// opponent would never lead to. The driver refuses any illegal move, and
// choose() refuses a heuristic pick outside the legal list. A few games per
// game keep this quick; `npm run bench -- bots` plays 1,000 per game.
import { describe, expect, it } from 'vitest';
import { choose } from '../../src/core/bot/choose.ts';
import { pickBest } from '../../src/core/bot/heuristic.ts';
import type { Chooser } from '../../src/core/driver.ts';
import { playGame } from '../../src/core/driver.ts';
import { randomFromSeed } from '../../src/core/rng.ts';
import { sampledPhysicsPort } from '../../src/core/sampled-port.ts';
import { samplePhysical } from '../../src/core/outcome-model.ts';
import { loadGames } from '../../src/games/registry.ts';

const GAMES = await loadGames();

describe('heuristic bots', () => {
  for (const module of GAMES) {
    it(`${module.id}: plays whole games with legal moves only, each with a reason`, () => {
      expect(module.bot?.heuristic, 'a hand-written heuristic').toBeTypeOf('function');
      for (const [players, seed] of [
        [module.minPlayers, 11],
        [module.maxPlayers, 12],
      ] as const) {
        const reasons: string[] = [];
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const chooser: Chooser<any, any> = (m, state, seat, _level, botSeed, n) => {
          if (seat !== 0) {
            const legal = m.legalActions(state);
            return legal[Math.floor(randomFromSeed(botSeed)() * legal.length)];
          }
          const c = choose(m, state, seat, 'heuristic', botSeed, { players: n });
          reasons.push(c.why);
          return c.action;
        };
        const out = playGame({
          module,
          seats: Array.from({ length: players }, () => ({ kind: 'bot', level: 'heuristic' })),
          seed,
          port: sampledPhysicsPort(),
          chooser,
        });
        expect(out.error, `${players} players`).toBeNull();
        expect(out.finished).toBe(true);
        expect(reasons.length).toBeGreaterThan(0);
        for (const r of reasons) expect(r.trim().length).toBeGreaterThan(0);
      }
    });
  }

  it('pickBest plays the highest score and names the runner-up', () => {
    const pick = pickBest([
      { action: 'a', score: 1, label: 'A' },
      { action: 'b', score: 3, label: 'B' },
      { action: 'c', score: 2, label: 'C' },
    ]);
    expect(pick.action).toBe('b');
    expect(pick.why).toMatch(/3\.00.*2\.00 for C/);
    expect(() => pickBest([])).toThrow(/no move/);
  });
});

describe('a search bot out of time', () => {
  it('plays the best move found so far, a legal one, at once', () => {
    const module = GAMES.find((g) => g.id === 'gold-rivers')!;
    let s = module.setup({ seed: 5, players: 2, options: {} });
    const random = randomFromSeed(5);
    // Some turns in, where there are many rows to weigh.
    for (let i = 0, decided = 0; decided < 6; i++) {
      const aw = module.awaiting(s);
      if (aw.kind === 'end') throw new Error('ended too soon');
      const legal = module.legalActions(s);
      if (aw.kind === 'decision') decided++;
      const r = module.apply(s, aw.kind === 'decision' ? { kind: 'action', seat: aw.seat, action: legal[Math.floor(random() * legal.length)] } : samplePhysical(module, s, aw, random));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    while (module.awaiting(s).kind !== 'decision' || module.legalActions(s).length < 2) {
      const aw = module.awaiting(s);
      const legal = module.legalActions(s);
      const r = module.apply(s, aw.kind === 'decision' ? { kind: 'action', seat: aw.seat, action: legal[0] } : samplePhysical(module, s, aw as never, random));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const aw = module.awaiting(s) as { seat: number };
    const c = choose(module, s, aw.seat, 'hard', 3, { players: 2, budget: { timeCapMs: 0 } });
    expect(c.how).toBe('search');
    // Gold in the Rivers' hard weighs plans (rollouts.ts): the clock is read every round
    // (one playout per plan), and out of time it stops after the two rounds it always plays.
    expect(c.stats!.root.length).toBeGreaterThan(1);
    expect(c.stats!.iterations).toBeLessThanOrEqual(2 * c.stats!.root.length);
    expect(module.legalActions(s).map((a) => JSON.stringify(a))).toContain(JSON.stringify(c.action));
  });
});

