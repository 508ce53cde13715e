// Property (issue 22): for random bot games of every registered game, every
// recorded throw and flick is re-derived from the game (derive.ts) and
// re-simulates to its recorded result, and every single-field edit of the
// record is refused: a throw's faces, a drag added to a bot's throw, a flick's
// aim, power or outcome, and any swap of two physical inputs that differ.
// Physics is fake-physics.ts (a pure function of request and choice), so 200
// games per game stay quick; `npm run bench` runs the same check with Rapier.
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../src/core/contract.ts';
import { playGame } from '../../src/core/driver.ts';
import type { GameRecord, LogEntry } from '../../src/core/log.ts';
import { replay, resimulate } from '../../src/core/replay.ts';
import { FACES } from '../../src/core/dice-kinds.ts';
import { deriveRequest, type FlickRequest, type PhysicalRequest, type ThrowRequest } from '../../src/core/derive.ts';
import { randomFromSeed } from '../../src/core/rng.ts';
import { loadGames } from '../../src/games/registry.ts';
import { fakePort, fakeRunner } from './fixtures/fake-physics.ts';

const GAMES_PER_GAME = Number(process.env.DERIVE_GAMES ?? 200);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModule = GameModule<any, any>;

const randomChooser = (m: AnyModule, s: unknown, _seat: number, _level: string, seed: number) => {
  const legal = m.legalActions(s) as unknown[];
  return legal[Math.floor(randomFromSeed(seed)() * legal.length)];
};

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** One single-field edit of the record: its name and the edited copy. */
type Edit = { what: string; record: GameRecord };

function edits(record: GameRecord, requests: Map<number, PhysicalRequest>, random: () => number): Edit[] {
  const pick = <T>(xs: T[]): T | undefined => xs[Math.floor(random() * xs.length)];
  const at = (i: number, change: (e: LogEntry) => void): GameRecord => {
    const r = copy(record);
    change(r.inputs[i]!);
    return r;
  };
  const out: Edit[] = [];
  const throws = record.inputs.flatMap((e, i) => (e.input.kind === 'dice' ? [i] : []));
  const flicks = record.inputs.flatMap((e, i) => (e.input.kind === 'flick' ? [i] : []));
  const t = pick(throws);
  if (t !== undefined) {
    const kinds = (requests.get(t) as ThrowRequest).kinds;
    const die = Math.floor(random() * kinds.length);
    out.push({
      what: `throw ${t + 1}: die ${die + 1}'s face`,
      record: at(t, (e) => {
        const faces = (e.input as { faces: (string | number)[] }).faces;
        const all = FACES[kinds[die]!] as readonly (string | number)[];
        faces[die] = all[(all.indexOf(faces[die]!) + 1) % all.length]!;
      }),
    });
    out.push({ what: `throw ${t + 1}: a drag on a bot's throw`, record: at(t, (e) => (e.physics = { kind: 'throw', gesture: { from: { x: 0, z: 20 }, to: { x: 9, z: 18 }, durationMs: 80 } })) });
  }
  const f = pick(flicks);
  if (f !== undefined) {
    out.push({ what: `flick ${f + 1}: its aim`, record: at(f, (e) => ((e.physics as { angle: number }).angle += 0.01)) });
    out.push({ what: `flick ${f + 1}: its power`, record: at(f, (e) => ((e.physics as { power: number }).power = Math.max(0.05, (e.physics as { power: number }).power - 0.01))) });
    out.push({
      what: `flick ${f + 1}: its outcome`,
      record: at(f, (e) => {
        // The first figure of the flick falls where it stood, or stands where it fell.
        const o = e.input as { fallen: string[] };
        const id = (requests.get(f) as FlickRequest).setup.figures[0]?.id;
        if (id !== undefined) o.fallen = o.fallen.includes(id) ? o.fallen.filter((x) => x !== id) : [...o.fallen, id];
      }),
    });
  }
  const physical = [...throws, ...flicks];
  const pairs = physical.flatMap((a) => physical.filter((b) => b > a && JSON.stringify(record.inputs[a]) !== JSON.stringify(record.inputs[b])).map((b) => [a, b] as const));
  const pair = pick(pairs);
  if (pair) {
    const [a, b] = pair;
    const r = copy(record);
    [r.inputs[a], r.inputs[b]] = [r.inputs[b]!, r.inputs[a]!];
    out.push({ what: `swap of moves ${a + 1} and ${b + 1}`, record: r });
  }
  return out;
}

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
        // What each physical input was asked for, as the game says (for edits that stay well-formed).
        const requests = new Map<number, PhysicalRequest>();
        replay(game, record, { before: (state, i) => void (record.inputs[i]!.input.kind !== 'action' && requests.set(i, deriveRequest(game.awaiting(state), record, i)!)) });
        const ok = resimulate(game, record, fakeRunner);
        const physical = record.inputs.filter((e) => e.input.kind !== 'action').length;
        expect(ok, `game ${g}: ${JSON.stringify(ok)}`).toEqual({ ok: true, checked: physical, unchecked: 0 });
        tally.inputs += record.inputs.length;
        tally.physical += physical;
        for (const edit of edits(record, requests, randomFromSeed(9000 + g))) {
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
