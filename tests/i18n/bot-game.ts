// One whole bot game for the language tests: easy bots with a fixed search
// (no time cap, so a loaded machine plays the same game), fair dice sampled,
// the short length; replayed to hand out every position before each input
// and the final one.
import { expect } from 'vitest';
import { chooseAction, playGame, replay, sampledPhysicsPort, type AnyGameModule } from '../../src/core/index.ts';

export function botGame(module: AnyGameModule, seed: number, players: number, options: Record<string, string> = {}): { states: unknown[]; final: unknown } {
  const game = playGame({
    module,
    seats: Array.from({ length: players }, () => ({ kind: 'bot' as const, level: 'easy' as const })),
    seed,
    options: { length: 'short', ...options },
    port: sampledPhysicsPort(),
    chooser: (m, s, seat, level, sd, n) => chooseAction(m, s, seat, level, sd, { players: n, budget: { iterations: 8, timeCapMs: Infinity } }),
  });
  expect(game.finished).toBe(true);
  const states: unknown[] = [];
  const done = replay(module, game.record, { before: (s) => void states.push(s) });
  expect(done.ok).toBe(true);
  return { states, final: done.ok ? done.state : null };
}
