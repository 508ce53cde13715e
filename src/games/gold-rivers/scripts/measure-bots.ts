// Hard against easy over many games, seats alternated, with the engine's
// driver and sampled disc faces (no physics: the rules only read the faces).
// Prints one line per game and a summary line last.
//
//   npx tsx src/games/gold-rivers/scripts/measure-bots.ts --games 200 --seed 1 [--length short]

import { playGame } from '../../../core/driver.ts';
import { sampledPhysicsPort } from '../../../core/sampled-port.ts';
import type { SeatConfig } from '../../../core/log.ts';
import { goldRivers } from '../index.ts';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const games = Number(arg('games', '200'));
const seed0 = Number(arg('seed', '1'));
const length = arg('length', 'standard');
const quiet = process.argv.includes('--quiet');

const port = sampledPhysicsPort();
let hardWins = 0;
let finished = 0;
let problems = 0;
let decisions = 0;
let botMs = 0;
let turns = 0;
let burials = 0;
const started = performance.now();
for (let g = 0; g < games; g++) {
  const hardSeat = g % 2;
  const seats: SeatConfig[] = [0, 1].map((s) => ({ kind: 'bot', level: s === hardSeat ? 'hard' : 'easy' }));
  const out = playGame({ module: goldRivers, seats, seed: seed0 + g, options: { length }, port });
  if (!out.finished || out.error || out.violations.length > 0) {
    problems++;
    console.log(`game ${g} seed ${seed0 + g}: problem ${JSON.stringify(out.error ?? out.violations.slice(0, 2))}`);
    continue;
  }
  finished++;
  const winner = out.result!.ranking[0]![0]!;
  if (winner === hardSeat) hardWins++;
  const actions = out.record.inputs.filter((e) => e.input.kind === 'action').length;
  decisions += actions;
  botMs += out.botMs;
  turns += out.state!.turnNumber;
  burials += out.state!.log.filter((line) => line.includes(' buries ')).length;
  if (!quiet) {
    console.log(
      `game ${g} seed ${seed0 + g}: hard is player ${hardSeat + 1}, gold ${out.result!.scores.join(':')}, ` +
        `${winner === hardSeat ? 'hard' : 'easy'} wins, ${out.state!.turnNumber} turns, ${(out.botMs / actions).toFixed(1)} ms/decision`,
    );
  }
}
console.log(
  JSON.stringify({
    game: 'gold-rivers',
    length,
    games,
    finished,
    problems,
    hardWins,
    hardWinRate: finished ? Number((hardWins / finished).toFixed(3)) : 0,
    meanTurns: finished ? Number((turns / finished).toFixed(1)) : 0,
    meanBurials: finished ? Number((burials / finished).toFixed(2)) : 0,
    botMsPerDecision: decisions ? Number((botMs / decisions).toFixed(2)) : 0,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  }),
);
