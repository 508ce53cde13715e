// A physics-free bot game for quick measurements: dice faces come from a
// seeded generator and flicks from the bots' `sampleFlick` fit. The real sims
// (src/tools) throw and flick through the physics instead.

import type { Seat } from '../../core/contract.ts';
import { POKER_FACES } from '../../core/dice-kinds.ts';
import { randomFromSeed } from '../../core/rng.ts';
import { choosePonyAction, sampleFlick, type BotLevel } from './bot.ts';
import { ponyExpress } from './index.ts';
import type { PonyState } from './types.ts';

export interface SimGame {
  winner: Seat | null;
  steps: number;
  rounds: number;
  violations: string[];
  state: PonyState;
}

export function playBotGame(seed: number, levels: BotLevel[], maxSteps = 20000): SimGame {
  const random = randomFromSeed(seed);
  let s = ponyExpress.setup({ seed, players: levels.length });
  const violations: string[] = [];
  let steps = 0;
  for (; steps < maxSteps; steps++) {
    const aw = ponyExpress.awaiting(s);
    if (aw.kind === 'end') break;
    const input =
      aw.kind === 'decision'
        ? { kind: 'action' as const, seat: aw.seat, action: choosePonyAction(s, aw.seat, levels[aw.seat]!, random) }
        : aw.kind === 'throw'
          ? { kind: 'dice' as const, faces: aw.dice.map(() => POKER_FACES[Math.floor(random() * 6)]!) }
          : sampleFlick(s, aw, random);
    const r = ponyExpress.apply(s, input);
    if (!r.ok) {
      violations.push(`step ${steps}: ${r.error.code} ${r.error.message}`);
      break;
    }
    s = r.state;
    violations.push(...ponyExpress.invariants(s));
  }
  return { winner: s.winner, steps, rounds: s.round, violations, state: s };
}
