// Property (issue 22): for random bot games of every registered game, every
// recorded throw and flick is re-derived from the game (derive.ts) and
// re-simulates to its recorded result, and every single-field edit of the
// record is refused: a throw's faces, a drag added to a bot's throw, a flick's
// aim, power or outcome, and any swap of two physical inputs that differ.
// Physics is fake-physics.ts (a pure function of request and choice), so 200
// games per game stay quick; `npm run bench` runs the same check with Rapier.
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/core/contract.ts';
import { playGame } from '../../src/core/driver.ts';
import { resimulate } from '../../src/core/replay.ts';
import { physicalRequests, singleFieldEdits } from '../../src/tools/record-edits.ts';
import { randomFromSeed } from '../../src/core/rng.ts';
import { loadGames } from '../../src/games/registry.ts';
import { fakePort, fakeRunner } from './fixtures/fake-physics.ts';

const GAMES_PER_GAME = Number(process.env.DERIVE_GAMES ?? 200);

const randomChooser = (m: AnyGameModule, s: unknown, _seat: number, _level: string, seed: number) => {
  const legal = m.legalActions(s) as unknown[];
  return legal[Math.floor(randomFromSeed(seed)() * legal.length)];
};

describe('every recorded input re-derives, every single-field edit is refused', async () => {
  const games = await loadGames();
  for (const game of games) {
    it(`${game.title}: ${GAMES_PER_GAME} random bot games`, () => {
      const seats = Array.from({ length: game.minPlayers }, () => ({ kind: 'bot' as const, level: 'easy' as const }));
      const tally = { inputs: 0, physical: 0, edits: 0 };
      for (let g = 0; g < GAMES_PER_GAME; g++) {
        const out = playGame({ module: game, seats, seed: 7000 + g, port: fakePort(), chooser: randomChooser as never, maxInputs: 1500 });
        expect(out.error && !/no end after/.test(out.error.message) ? out.error.message : null, `game ${g}`).toBeNull();
        const record = out.record;
        const requests = physicalRequests(game, record);
        const ok = resimulate(game, record, fakeRunner);
        const physical = record.inputs.filter((e) => e.input.kind !== 'action').length;
        expect(ok, `game ${g}: ${JSON.stringify(ok)}`).toEqual({ ok: true, checked: physical, unchecked: 0 });
        tally.inputs += record.inputs.length;
        tally.physical += physical;
        for (const edit of singleFieldEdits(record, requests, randomFromSeed(9000 + g))) {
          const r = resimulate(game, edit.record, fakeRunner);
          expect(r.ok, `game ${g} (seed ${7000 + g}): the ${edit.what} passed`).toBe(false);
          tally.edits++;
        }
      }
      expect(tally.physical, 'the games threw and flicked').toBeGreaterThan(GAMES_PER_GAME);
      expect(tally.edits).toBeGreaterThan(GAMES_PER_GAME * 2);
    }, 600_000);
  }
});
