// Bench: records prove their game, with real Rapier (the property test,
// tests/core/record-derivation.test.ts, runs the same checks on a fake
// physics). For a few random-move bot games of every registered game, played
// with the Rapier port (seeded throws, aimed flicks): every recorded throw and
// flick must re-derive and re-simulate to its result, and every single-field
// edit (a face, a drag on a bot's throw, a flick's aim, power or outcome, a
// swap of two physical inputs) must be refused. `recordEditsPassed` must be 0;
// `recordCheckMsPerInput` is what the save checker costs per physical input.
// Default export for the bench runner; run alone with `npx tsx src/tools/bench/records.ts`.
import { pathToFileURL } from 'node:url';
import { playGame } from '../../core/driver.ts';
import { resimulate } from '../../core/replay.ts';
import { randomFromSeed } from '../../core/rng.ts';
import { loadGames } from '../../games/registry.ts';
import type { AnyGameModule } from '../../core/contract.ts';
import { initPhysics } from '../../physics/rapier.ts';
import { rapierPort, rapierRunner } from '../physics-port.ts';
import { physicalRequests, singleFieldEdits } from '../record-edits.ts';

const GAMES_PER_GAME = 2;
const MAX_INPUTS = 150;

const randomChooser = (m: AnyGameModule, s: unknown, _seat: number, _level: string, seed: number) => {
  const legal = m.legalActions(s) as unknown[];
  return legal[Math.floor(randomFromSeed(seed)() * legal.length)];
};

export default async function benchRecords(): Promise<Record<string, number | string>> {
  await initPhysics();
  let games = 0;
  let physical = 0;
  let notRederived = 0;
  let edits = 0;
  let passed = 0;
  let checkMs = 0;
  const problems: string[] = [];
  for (const game of await loadGames()) {
    const seats = Array.from({ length: game.minPlayers }, () => ({ kind: 'bot' as const, level: 'easy' as const }));
    for (let g = 0; g < GAMES_PER_GAME; g++) {
      const seed = 500 + g;
      const { record } = playGame({ module: game, seats, seed, port: rapierPort(), chooser: randomChooser as never, maxInputs: MAX_INPUTS });
      games++;
      const t0 = performance.now();
      const ok = resimulate(game, record, rapierRunner);
      checkMs += performance.now() - t0;
      const n = record.inputs.filter((e) => e.input.kind !== 'action').length;
      physical += n;
      if (!ok.ok || ok.checked !== n) {
        notRederived++;
        problems.push(`${game.id} seed ${seed}: ${ok.ok ? `${ok.checked} of ${n} checked` : ok.message}`);
      }
      for (const edit of singleFieldEdits(record, physicalRequests(game, record), randomFromSeed(900 + g))) {
        edits++;
        if (resimulate(game, edit.record, rapierRunner).ok) {
          passed++;
          problems.push(`${game.id} seed ${seed}: the ${edit.what} passed`);
        }
      }
    }
  }
  for (const p of problems.slice(0, 5)) console.error(p);
  return {
    recordGames: games,
    recordInputsRederived: physical,
    recordGamesNotRederived: notRederived,
    recordEditsRefused: edits - passed,
    recordEditsPassed: passed,
    recordCheckMsPerInput: Number((checkMs / Math.max(1, physical)).toFixed(2)),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await benchRecords()));
}
