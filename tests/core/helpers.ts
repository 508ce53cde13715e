// Shared helpers for the engine tests: quick records of toy games.
import { playGame } from '../../src/core/driver.ts';
import type { GameRecord } from '../../src/core/log.ts';
import { sampledPhysicsPort } from '../../src/core/sampled-port.ts';
import { toyPig, type ToyAction } from './fixtures/toy-pig.ts';

/** A finished toy game played by easy bots with sampled physics. */
export function toyRecord(seed: number, players = 2): GameRecord<ToyAction> {
  const out = playGame({
    module: toyPig,
    seats: Array.from({ length: players }, () => ({ kind: 'bot' as const, level: 'easy' as const })),
    seed,
    port: sampledPhysicsPort(),
  });
  if (!out.finished) throw new Error(`toy game ${seed} did not finish: ${out.error?.message}`);
  return out.record;
}
