// How long a hard decision takes: hard against hard over a few games with
// sampled disc faces, CPU time of every decision with more than one legal move
// (confirmations are instant). Prints median, 95th percentile and maximum.
//
//   npx tsx src/games/gold-rivers/scripts/time-decisions.ts --games 3 --seed 1

import { cpuUsage } from 'node:process';
import { chooseAction } from '../../../core/bot/choose.ts';
import { playGame } from '../../../core/driver.ts';
import { sampledPhysicsPort } from '../../../core/sampled-port.ts';
import { goldRivers } from '../index.ts';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const games = Number(arg('games', '3'));
const seed0 = Number(arg('seed', '1'));
const ms: number[] = [];
for (let g = 0; g < games; g++) {
  playGame({
    module: goldRivers,
    seats: [{ kind: 'bot', level: 'hard' }, { kind: 'bot', level: 'hard' }],
    seed: seed0 + g,
    port: sampledPhysicsPort(),
    chooser: (m, s, seat, level, seed, players) => {
      const many = m.legalActions(s).length > 1;
      const t0 = cpuUsage();
      const a = chooseAction(m, s, seat, level, seed, { players, budget: { timeCapMs: Number.POSITIVE_INFINITY } });
      const t = cpuUsage(t0);
      if (many) ms.push((t.user + t.system) / 1000);
      return a;
    },
  });
}
ms.sort((a, b) => a - b);
const q = (p: number): number => Number(ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(1));
console.log(JSON.stringify({ game: 'gold-rivers', level: 'hard', games, decisions: ms.length, cpuMsMedian: q(0.5), cpuMsP95: q(0.95), cpuMsMax: q(1) }));
