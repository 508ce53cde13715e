// Pony express: how often the bots bluff and doubt, by level (the closing
// figures for the balance). Plays all-bot games through the engine's driver
// with sampled physical outcomes and counts, from the full state the driver
// sees (the bots never do), each claim as honest or a bluff and each doubt as
// right or wrong.
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

type Tally = { claims: number; bluffs: number; asked: number; doubts: number; doubtsRight: number };
const tally: Record<BotLevel, Tally> = {
  easy: { claims: 0, bluffs: 0, asked: 0, doubts: 0, doubtsRight: 0 },
  hard: { claims: 0, bluffs: 0, asked: 0, doubts: 0, doubtsRight: 0 },
};

for (let g = 0; g < games; g++) {
  const levels: BotLevel[] = g % 2 === 0 ? ['hard', 'easy'] : ['easy', 'hard'];
  let before: PonyState | null = null;
  playGame<PonyState, PonyAction>({
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
        if (action.type === 'doubt' || action.type === 'believe') {
          tally[level].asked++;
          if (action.type === 'doubt') {
            tally[level].doubts++;
            const phase = before.phase;
            if (phase.kind === 'challenge' && !shows(before.dice.map((d) => d.face), phase.claim)) tally[level].doubtsRight++;
          }
        }
      }
      before = state;
    },
  });
}

const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);
for (const level of ['easy', 'hard'] as const) {
  const t = tally[level];
  console.log(
    JSON.stringify({ level, claims: t.claims, bluffRate: pct(t.bluffs, t.claims), askedToDoubt: t.asked, doubtRate: pct(t.doubts, t.asked), doubtsRight: pct(t.doubtsRight, t.doubts) }),
  );
}
