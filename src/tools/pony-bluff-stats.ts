// Pony express: how often the bots bluff and doubt, by level (the closing
// figures for the balance). Plays all-bot games through the engine's driver
// with sampled physical outcomes and counts, from the full state the driver
// sees (the bots never do), each claim as honest or a bluff and each doubt as
// right or wrong. Also, per claimed combination: how often the doubter (by its
// level) doubted it, and how many of those claims came from five hidden dice
// (where a big claim is almost never true).
//   npx tsx src/tools/pony-bluff-stats.ts [games] [seed]
import { playGame } from '../core/driver.ts';
import { sampledPhysicsPort } from '../core/sampled-port.ts';
import type { BotLevel } from '../core/log.ts';
import { ponyExpress } from '../games/pony-express/index.ts';
import { shows } from '../games/pony-express/rules/combos.ts';
import type { PonyState, PonyAction } from '../games/pony-express/types.ts';

const games = Number(process.argv[2] ?? 20);
const seed0 = Number(process.argv[3] ?? 1);
if (!Number.isInteger(games) || games < 1 || !Number.isInteger(seed0)) {
  console.error('usage: pony-bluff-stats.ts [games ≥ 1] [integer seed]');
  process.exit(2);
}

type Tally = { claims: number; bluffs: number; asked: number; doubts: number; doubtsRight: number; wins: number };
const tally: Record<BotLevel, Tally> = {
  easy: { claims: 0, bluffs: 0, asked: 0, doubts: 0, doubtsRight: 0, wins: 0 },
  heuristic: { claims: 0, bluffs: 0, asked: 0, doubts: 0, doubtsRight: 0, wins: 0 },
  hard: { claims: 0, bluffs: 0, asked: 0, doubts: 0, doubtsRight: 0, wins: 0 },
};
/** Per doubter level and claimed combination: [asked, doubted, of those asked: claims from five hidden dice, doubted among those]. */
const byClaim: Record<BotLevel, Record<string, [number, number, number, number]>> = { easy: {}, heuristic: {}, hard: {} };

for (let g = 0; g < games; g++) {
  const levels: BotLevel[] = g % 2 === 0 ? ['hard', 'easy'] : ['easy', 'hard'];
  let before: PonyState | null = null;
  const out = playGame<PonyState, PonyAction>({
    module: ponyExpress,
    seats: levels.map((level) => ({ kind: 'bot' as const, level })),
    seed: seed0 + g,
    port: sampledPhysicsPort(),
    onInput: (entry, state) => {
      const input = entry.input;
      if (input.kind === 'action' && before) {
        const level = levels[input.seat] as BotLevel;
        const action = input.action;
        if (action.type === 'claim' && action.combo !== 'nothing') {
          tally[level].claims++;
          if (!shows(before.dice.map((d) => d.face), action.combo)) tally[level].bluffs++;
        }
        if ((action.type === 'doubt' || action.type === 'believe') && before.phase.kind === 'challenge') {
          const phase = before.phase;
          tally[level].asked++;
          const row = (byClaim[level][phase.claim] ??= [0, 0, 0, 0]);
          const allHidden = before.dice.every((d) => d.where === 'cup');
          row[0]++;
          if (allHidden) row[2]++;
          if (action.type === 'doubt') {
            row[1]++;
            if (allHidden) row[3]++;
            tally[level].doubts++;
            if (!shows(before.dice.map((d) => d.face), phase.claim)) tally[level].doubtsRight++;
          }
        }
      }
      before = state;
    },
  });
  const winner = out.state?.winner ?? null;
  if (winner !== null) tally[levels[winner]!].wins++;
}

const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);
for (const level of ['easy', 'hard'] as const) {
  const t = tally[level];
  console.log(
    JSON.stringify({ level, wins: t.wins, claims: t.claims, bluffRate: pct(t.bluffs, t.claims), askedToDoubt: t.asked, doubtRate: pct(t.doubts, t.asked), doubtsRight: pct(t.doubtsRight, t.doubts) }),
  );
  const rows = Object.entries(byClaim[level]).map(([claim, [asked, doubted, hid, hidDoubted]]) => `${claim} ${doubted}/${asked} (five hidden ${hidDoubted}/${hid})`);
  console.log(`  ${level} as doubter, doubted/asked per claim: ${rows.join('; ')}`);
}
