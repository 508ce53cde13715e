// Hard against easy over many games with the engine's driver and sampled
// dice (no physics: the rules only read the faces). Two players: seats
// alternate every game; more players: levels alternate round the table and
// rotate by one seat each game. One line per game, a JSON summary last.
//
//   npx tsx src/games/main-street/scripts/measure-bots.ts --games 200 --players 2 --seed 1 [--options length=short,showdown=flick] [--from 0]

import { playGame } from '../../../core/driver.ts';
import { sampledPhysicsPort } from '../../../core/sampled-port.ts';
import type { BotLevel, SeatConfig } from '../../../core/log.ts';
import { mainStreet } from '../index.ts';
import type { MainStreetState } from '../types.ts';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const games = Number(arg('games', '200'));
const from = Number(arg('from', '0'));
const players = Number(arg('players', '2'));
const seed0 = Number(arg('seed', '1'));
const options = Object.fromEntries(
  arg('options', '')
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split('=') as [string, string]),
);

const port = sampledPhysicsPort();
const summary = { games: 0, finished: 0, problems: 0, hardWins: 0, easyWins: 0, shared: 0, decisions: 0, botMs: 0, turns: 0, cpuMs: 0, hardPoints: 0, easyPoints: 0, hardSeats: 0, easySeats: 0 };
for (let g = from; g < from + games; g++) {
  const levels: BotLevel[] = Array.from({ length: players }, (_, seat) => ((seat + g) % 2 === 0 ? 'hard' : 'easy'));
  const seats: SeatConfig[] = levels.map((level) => ({ kind: 'bot', level }));
  const cpu0 = process.cpuUsage();
  const out = playGame({ module: mainStreet, seats, seed: seed0 * 100_003 + g, options, port });
  summary.cpuMs += process.cpuUsage(cpu0).user / 1000;
  summary.games += 1;
  summary.botMs += out.botMs;
  summary.decisions += out.record.inputs.filter((e) => e.input.kind === 'action').length;
  if (!out.finished || out.error || out.violations.length > 0 || !out.result) {
    summary.problems += 1;
    console.log(`game ${g}: PROBLEM ${JSON.stringify(out.error)} ${JSON.stringify(out.violations.slice(0, 2))}`);
    continue;
  }
  summary.finished += 1;
  summary.turns += (out.state as MainStreetState).turns;
  out.result.scores.forEach((points, seat) => {
    if (levels[seat] === 'hard') {
      summary.hardPoints += points;
      summary.hardSeats += 1;
    } else {
      summary.easyPoints += points;
      summary.easySeats += 1;
    }
  });
  const top = out.result.ranking[0]!;
  const topLevels = new Set(top.map((seat) => levels[seat]));
  if (topLevels.size > 1) summary.shared += 1;
  else if (topLevels.has('hard')) summary.hardWins += 1;
  else summary.easyWins += 1;
  console.log(`game ${g}: ${levels.join(',')} scores ${out.result.scores.join(' ')} first ${top.map((s) => `${s}(${levels[s]})`).join('+')}`);
}
console.log(
  JSON.stringify({
    ...summary,
    players,
    options,
    hardShare: summary.hardWins / Math.max(1, summary.finished),
    // Mean final score of a hard seat and of an easy seat.
    hardMean: summary.hardPoints / Math.max(1, summary.hardSeats),
    easyMean: summary.easyPoints / Math.max(1, summary.easySeats),
    meanTurns: summary.turns / Math.max(1, summary.finished),
    msPerDecision: summary.botMs / Math.max(1, summary.decisions),
    cpuMsPerGame: summary.cpuMs / Math.max(1, summary.games),
  }),
);
