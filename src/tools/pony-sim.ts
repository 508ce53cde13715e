// A physics-free bot tournament for quick measurements: dice faces come from
// a seeded generator and flicks from the bots' `sampleFlick` fit; decisions
// from the heuristic policy in bot.ts. (The engine's sim, src/tools/sim.ts,
// plays the search bot with real physics.)
//
//   npx tsx src/tools/pony-sim.ts --games 200 --seed 5000 --levels hard,easy [--length short]

import { pathToFileURL } from 'node:url';
import type { Options, Seat } from '../core/contract.ts';
import { POKER_FACES } from '../core/dice-kinds.ts';
import { randomFromSeed } from '../core/rng.ts';
import { choosePonyAction, sampleFlick, type BotLevel } from '../games/pony-express/bot.ts';
import { shows } from '../games/pony-express/rules/combos.ts';
import { ponyExpress } from '../games/pony-express/index.ts';
import { whoMayDoubt } from '../games/pony-express/rules/turn-facts.ts';
import type { PonyState } from '../games/pony-express/types.ts';

/** What one level did over a tournament. */
export interface LevelTally {
  wins: number;
  claims: number;
  bluffs: number;
  /** Claims made while some rider could doubt them, and the bluffs among those. */
  checkable: number;
  checkableBluffs: number;
  asked: number;
  doubts: number;
  doubtsRight: number;
}

export interface SimGame {
  winner: Seat | null;
  steps: number;
  rounds: number;
  violations: string[];
  state: PonyState;
}

const tally = (): LevelTally => ({ wins: 0, claims: 0, bluffs: 0, checkable: 0, checkableBluffs: 0, asked: 0, doubts: 0, doubtsRight: 0 });

export function playBotGame(
  seed: number,
  levels: BotLevel[],
  tallies?: Record<BotLevel, LevelTally>,
  maxSteps = 20000,
  options: Options = {},
): SimGame {
  const random = randomFromSeed(seed);
  let s = ponyExpress.setup({ seed, players: levels.length, options });
  const violations: string[] = [];
  let steps = 0;
  for (; steps < maxSteps; steps++) {
    const aw = ponyExpress.awaiting(s);
    if (aw.kind === 'end') break;
    let input;
    if (aw.kind === 'decision') {
      const level = levels[aw.seat]!;
      const action = choosePonyAction(s, aw.seat, level, random);
      const t = tallies?.[level];
      const faces = s.dice.map((d) => d.face);
      if (t && action.type === 'claim' && action.combo !== 'nothing') {
        const bluff = !shows(faces, action.combo);
        const checkable = !s.flags.swornWord && whoMayDoubt(s) !== null;
        t.claims += 1;
        if (bluff) t.bluffs += 1;
        if (checkable) t.checkable += 1;
        if (checkable && bluff) t.checkableBluffs += 1;
      }
      if (t && s.phase.kind === 'challenge') {
        t.asked += 1;
        if (action.type === 'doubt') {
          t.doubts += 1;
          if (!shows(faces, s.phase.claim)) t.doubtsRight += 1;
        }
      }
      input = { kind: 'action' as const, seat: aw.seat, action };
    } else if (aw.kind === 'throw') {
      input = { kind: 'dice' as const, faces: aw.dice.map(() => POKER_FACES[Math.floor(random() * 6)]!) };
    } else input = sampleFlick(s, aw, random);
    const r = ponyExpress.apply(s, input);
    if (!r.ok) {
      violations.push(`step ${steps}: ${r.error.code} ${r.error.message}`);
      break;
    }
    s = r.state;
    violations.push(...ponyExpress.invariants(s));
  }
  if (tallies && s.winner !== null) tallies[levels[s.winner]!].wins += 1;
  return { winner: s.winner, steps, rounds: s.round, violations, state: s };
}

/** Play `games` games, rotating the levels over the seats. */
export function tournament(games: number, seed: number, levels: BotLevel[], options: Options = {}) {
  const tallies: Record<BotLevel, LevelTally> = { easy: tally(), hard: tally() };
  let errors = 0;
  let rounds = 0;
  for (let g = 0; g < games; g++) {
    const seats = levels.map((_, i) => levels[(i + g) % levels.length]!);
    const game = playBotGame(seed + g, seats, tallies, 20000, options);
    if (game.violations.length > 0) errors += 1;
    rounds += game.rounds;
  }
  return { games, levels, errors, meanRounds: Math.round((rounds / games) * 10) / 10, tallies };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string, fallback: string): string => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
  };
  const levels = arg('levels', 'hard,easy').split(',') as BotLevel[];
  if (!levels.every((l) => l === 'easy' || l === 'hard')) throw new Error('--levels takes easy and hard, e.g. hard,easy');
  const out = tournament(Number(arg('games', '200')), Number(arg('seed', '5000')), levels, { length: arg('length', 'standard') });
  console.log(JSON.stringify(out));
  process.exit(out.errors > 0 ? 1 : 0);
}
