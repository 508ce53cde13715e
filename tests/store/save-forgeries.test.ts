// A record proves its game (issue 22): each forgery that passed the save
// checker as "verified" while records stored start states is refused now that
// a record keeps only choices and every throw and flick is re-derived from the
// game, the seed and its place in the log. Real Rapier, small games.
import { beforeAll, describe, expect, it } from 'vitest';
import { deriveRequest, throwSeed, type FlickRequest } from '../../src/core/derive.ts';
import { playGame } from '../../src/core/driver.ts';
import type { FlickChoice, GameRecord, LogEntry } from '../../src/core/log.ts';
import { replay, type PhysicsRunner } from '../../src/core/replay.ts';
import { sampledPhysicsPort } from '../../src/core/sampled-port.ts';
import { fnv1a } from '../../src/core/hash.ts';
import { serializeSave } from '../../src/core/save.ts';
import { randomFromSeed } from '../../src/core/rng.ts';
import { loadGame } from '../../src/games/registry.ts';
import type { AnyGameModule } from '../../src/core/contract.ts';
import { initPhysics } from '../../src/physics/rapier.ts';
import { simulateFlick, simulateThrow, throwFromSeed } from '../../src/physics/index.ts';
import { flickSpecOf } from '../../src/physics/start-of.ts';
import type { BodyInit, FigureSpot } from '../../src/physics/types.ts';
import { PHYSICS_VERSION } from '../../src/physics/version.ts';
import { rapierPort, rapierRunner } from '../../src/tools/physics-port.ts';
import { verifySave } from '../../src/store/session/save-verify.ts';
import { toyPig } from '../core/fixtures/toy-pig.ts';

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
/** A save as anyone can write one: FNV-1a recomputed, it is no signature. */
const forged = (record: GameRecord, formatVersion = 2): string =>
  JSON.stringify({ format: 'frontier-table-save', formatVersion, moduleId: record.moduleId, moduleVersion: record.moduleVersion, checksum: fnv1a(JSON.stringify(record)), record });
const cheap = (m: AnyGameModule, s: unknown, _seat: number, _level: string, seed: number) => {
  const legal = m.legalActions(s) as unknown[];
  return legal[Math.floor(randomFromSeed(seed)() * legal.length)];
};

/** Two human seats of the toy game: seat 0 rolls, then throws two d6 (input 1). */
function toyStart(): GameRecord {
  return {
    moduleId: toyPig.id, moduleVersion: toyPig.version, seed: 21, seats: [{ kind: 'human' }, { kind: 'human' }], options: {},
    physicsVersion: PHYSICS_VERSION,
    inputs: [{ input: { kind: 'action', seat: 0, action: { type: 'roll' } } }],
  };
}

/** Dice lying still just above the tray, each turned to show 6 (face 6 is local −y: half a turn about x). */
function laidAtRest(n: number): BodyInit[] {
  return Array.from({ length: n }, (_, i) => ({
    position: { x: -6 + 4 * i, y: 1.2, z: 24 },
    rotation: { x: 1, y: 0, z: 0, w: 0 },
    linvel: { x: 0, y: 0, z: 0 },
    angvel: { x: 0, y: 0, z: 0 },
  }));
}

beforeAll(async () => {
  await initPhysics();
});

describe('forged throw starts', () => {
  it('laid-at-rest dice showing 6: physics would confirm them, but a save cannot hold a start any more', () => {
    const laid = { kinds: ['d6', 'd6'] as ('d6')[], dice: laidAtRest(2), seed: throwSeed(21, 1), area: 'tray' as const };
    // The forgery the old checker took: its start re-simulates to exactly what it claims.
    expect(simulateThrow(laid).faces).toEqual([6, 6]);
    const record = toyStart();
    // Format 1, as the forger wrote it (start state in the file): refused by version, in a sentence.
    const old = { ...copy(record), inputs: [...record.inputs, { input: { kind: 'dice', faces: [6, 6] }, physics: { kind: 'throw', spec: laid, rethrows: [] } }] };
    const v1 = verifySave(forged(old as GameRecord, 1), rapierRunner, undefined, [toyPig]);
    expect(v1).toMatchObject({ kind: 'refused', message: expect.stringMatching(/file format 1, which recorded where each throw started/) });
    // The same start in a format-2 record is a field the format does not have.
    const v2 = verifySave(forged(old as GameRecord), rapierRunner, undefined, [toyPig]);
    expect(v2).toMatchObject({ kind: 'refused', message: expect.stringMatching(/move 2's physics has an unknown field "spec"/) });
  });

  it('claimed 6 6 on a seeded throw: the derived throw lands otherwise, so the save is refused', () => {
    const record = toyStart();
    const real = simulateThrow(throwFromSeed(['d6', 'd6'], throwSeed(21, 1), 'tray')).faces;
    const claim = real[0] === 6 && real[1] === 6 ? [5, 5] : [6, 6];
    record.inputs.push({ input: { kind: 'dice', faces: claim }, physics: { kind: 'throw' } });
    const v = verifySave(forged(record), rapierRunner, undefined, [toyPig]);
    expect(v).toMatchObject({ kind: 'refused', message: expect.stringMatching(/move 2 is not what the game could have played there \(throw 2 re-simulated to/) });
  });

  it('a drag too weak to throw (dice let go at rest) is refused in a record', () => {
    const record = toyStart();
    record.inputs.push({ input: { kind: 'dice', faces: [6, 6] }, physics: { kind: 'throw', gesture: { from: { x: 0, z: 24 }, to: { x: 0.05, z: 24 }, durationMs: 400 } } });
    const v = verifySave(forged(record), rapierRunner, undefined, [toyPig]);
    expect(v).toMatchObject({ kind: 'refused', message: expect.stringMatching(/too slow to throw the dice/) });
    expect(v.message).not.toMatch(/\.\./);
  });
});

describe('chosen seeds and drags on a bot throw', () => {
  let record: GameRecord;
  let game: AnyGameModule;
  beforeAll(async () => {
    game = await loadGame('gambler');
    record = playGame({ module: game, seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], seed: 5, port: rapierPort(), chooser: (m, s) => m.legalActions(s)[0], maxInputs: 12 }).record;
  });

  it('the real game verifies', () => {
    expect(verifySave(serializeSave(record), rapierRunner, undefined, [game])).toMatchObject({ kind: 'verified' });
  });

  it("a bot's throw recorded from another seed is refused", () => {
    const i = record.inputs.findIndex((e) => e.input.kind === 'dice');
    const before = replay(game, { ...record, inputs: record.inputs.slice(0, i) });
    if (!before.ok) throw new Error('prefix must replay');
    const request = deriveRequest(game.awaiting(before.state), record, i);
    if (request?.kind !== 'throw') throw new Error('expected a throw');
    // The first other seed whose throw lands differently: what a forger picking seeds would record.
    const recorded = JSON.stringify((record.inputs[i]!.input as { faces: unknown }).faces);
    let other = request.seed;
    let faces: unknown[] = [];
    for (let s = 1; JSON.stringify(faces) === recorded || faces.length === 0; s++) {
      other = (request.seed + s) >>> 0;
      faces = simulateThrow(throwFromSeed(request.kinds, other, request.area)).faces;
    }
    // Cut after the throw: a forger re-plays what follows (here the rules alone would refuse a later move).
    const edited = { ...copy(record), inputs: copy(record.inputs.slice(0, i + 1)) };
    edited.inputs[i] = { input: { kind: 'dice', faces } as LogEntry['input'], physics: { kind: 'throw' } };
    expect(replay(game, edited).ok, 'the forged record still replays by the rules').toBe(true);
    expect(verifySave(forged(edited), rapierRunner, undefined, [game])).toMatchObject({ kind: 'refused', message: expect.stringMatching(new RegExp(`move ${i + 1} is not what`)) });
    // Naming the seed in the file is no way around it: the format has no such field.
    const named = copy(record);
    named.inputs[i]!.physics = { kind: 'throw', seed: other } as never;
    expect(verifySave(forged(named), rapierRunner, undefined, [game]).message).toMatch(/unknown field "seed"/);
  });

  it("a drag on a bot's throw is refused: bots throw from the seed", () => {
    const i = record.inputs.findIndex((e) => e.input.kind === 'dice');
    const edited = copy(record);
    edited.inputs[i]!.physics = { kind: 'throw', gesture: { from: { x: 0, z: 20 }, to: { x: 10, z: 20 }, durationMs: 80 } };
    expect(verifySave(forged(edited), rapierRunner, undefined, [game]).message).toMatch(/seat \d is a bot: it throws from the game's seed, never by a drag/);
  });
});

describe('moved flick figures (Mail Run)', () => {
  let game: AnyGameModule;
  let record: GameRecord;
  let request: FlickRequest;
  beforeAll(async () => {
    game = await loadGame('pony-express');
    // Random legal play with sampled dice up to the first flick (earlier results carry no choice: unchecked).
    for (let seed = 1; ; seed++) {
      let flickAt = -1;
      const out = playGame({
        module: game, seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], seed, port: sampledPhysicsPort(), chooser: cheap as never, maxInputs: 600,
        onInput: (e, _s, index) => {
          if (flickAt < 0 && e.input.kind === 'flick') flickAt = index;
        },
      });
      if (flickAt < 0) continue;
      const prefix = { ...out.record, physicsVersion: PHYSICS_VERSION, inputs: out.record.inputs.slice(0, flickAt) };
      const at = replay(game, prefix);
      if (!at.ok) throw new Error('prefix must replay');
      request = deriveRequest(game.awaiting(at.state), prefix, flickAt) as FlickRequest;
      if (request.setup.figures.filter((f) => f.role === 'target').length === 0) continue;
      // A human aim straight at the first target, flicked with real Rapier.
      const target = request.setup.figures.find((f) => f.role === 'target')!;
      const choice: FlickChoice = { kind: 'flick', angle: Math.atan2(target.x - request.from.x, -(target.z - request.from.z)), power: 0.7 };
      const outcome = simulateFlick(request.setup, flickSpecOf(request, choice)).outcome;
      record = { ...prefix, inputs: [...prefix.inputs, { input: outcome, physics: choice }] };
      break;
    }
  }, 60_000);

  it('the real flick re-derives and loads (the typed-in earlier results leave it unverified, not refused)', () => {
    expect(verifySave(forged(record), rapierRunner, undefined, [game])).toMatchObject({ kind: 'unverified', checked: 1 });
  });

  it('targets moved next to the die fall, but the save cannot say where figures stood, and their fall is refused', () => {
    const last = record.inputs.length - 1;
    const choice = record.inputs[last]!.physics as FlickChoice;
    // The old forgery: the targets laid in the die's path, right in front of it.
    const dir = { x: Math.sin(choice.angle), z: -Math.cos(choice.angle) };
    let k = 0;
    const moved: FigureSpot[] = request.setup.figures.map((f) =>
      f.role === 'target' ? { ...f, x: request.from.x + dir.x * (6 + 4 * k), z: request.from.z + dir.z * (6 + 4 * k++) } : f,
    );
    const cheat = simulateFlick({ ...request.setup, figures: moved }, flickSpecOf(request, choice)).outcome;
    const targets = request.setup.figures.filter((f) => f.role === 'target').map((f) => f.id);
    expect(targets.some((id) => cheat.fallen.includes(id))).toBe(true);
    const edited = copy(record);
    edited.inputs[last] = { input: cheat, physics: choice };
    const v = verifySave(forged(edited), rapierRunner, undefined, [game]);
    expect(v.kind).toBe('refused');
    expect(v.message).toMatch(new RegExp(`move ${last + 1} is not what the game could have played there \\(flick ${last + 1} re-simulated differently`));
    // Figures in the file are a field the format does not have.
    const withSetup = copy(record);
    (withSetup.inputs[last]!.physics as unknown as Record<string, unknown>).setup = { figures: moved, die: request.setup.die };
    expect(verifySave(forged(withSetup), rapierRunner, undefined, [game]).message).toMatch(/unknown field "setup"/);
  });
});

describe('reordered throws (Silver Creek County)', () => {
  it('swapping two recorded throws is refused', async () => {
    const game = await loadGame('carson-city');
    // Two throws that landed differently, swapped in a save cut after the later one; the first such swap
    // the rules still accept move by move (so only the re-derivation can tell), and one they do not.
    // Set-up is one throw now, so a game needs duels or extra throws to offer both: the first seed that does.
    const swapsOf = (record: GameRecord) => {
      const throws = record.inputs.flatMap((e, i) => (e.input.kind === 'dice' ? [i] : []));
      const faces = (i: number) => JSON.stringify((record.inputs[i]!.input as { faces: unknown }).faces);
      return throws.flatMap((a) => throws.filter((b) => b > a && faces(a) !== faces(b)).map((b) => [a, b] as const)).map(([a, b]) => {
        const swapped = { ...copy(record), inputs: copy(record.inputs.slice(0, b + 1)) };
        [swapped.inputs[a], swapped.inputs[b]] = [swapped.inputs[b]!, swapped.inputs[a]!];
        return { a, swapped, rulesAccept: replay(game, swapped).ok };
      });
    };
    let record: GameRecord | undefined;
    let swaps: ReturnType<typeof swapsOf> = [];
    for (let seed = 1; seed <= 12 && !(swaps.some((x) => x.rulesAccept) && swaps.some((x) => !x.rulesAccept)); seed++) {
      record = playGame({ module: game, seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], seed, port: rapierPort(), chooser: cheap as never, maxInputs: 240 }).record;
      swaps = swapsOf(record);
    }
    expect(verifySave(serializeSave(record!), rapierRunner, undefined, [game])).toMatchObject({ kind: 'verified' });
    const quiet = swaps.find((x) => x.rulesAccept);
    const loud = swaps.find((x) => !x.rulesAccept);
    expect(quiet, 'a swap the rules accept').toBeDefined();
    expect(loud, 'a swap the rules refuse').toBeDefined();
    const v = verifySave(forged(quiet!.swapped), rapierRunner, undefined, [game]);
    expect(v).toMatchObject({ kind: 'refused', message: expect.stringMatching(new RegExp(`move ${quiet!.a + 1} is not what the game could have played there`)) });
    expect(verifySave(forged(loud!.swapped), rapierRunner, undefined, [game]).kind).toBe('refused');
  }, 60_000);
});

describe('old saves and missing rules', () => {
  it('a format-1 save is refused with a sentence naming its version', () => {
    const v = verifySave(forged(toyStart(), 1), rapierRunner, undefined, [toyPig]);
    expect(v).toMatchObject({ kind: 'refused', message: expect.stringMatching(/^This save uses file format 1, .* this version reads format 2 only, and the save is not loaded\.$/) });
  });

  it('without the rules nothing can be re-derived: a readable save is only unverified', () => {
    const v = verifySave(forged(toyStart()), rapierRunner);
    expect(v).toMatchObject({ kind: 'unverified', message: expect.stringMatching(/rules to re-derive/) });
  });

  it('a runner is asked for what the game derived, never for what the file says', () => {
    const asked: string[] = [];
    const spy: PhysicsRunner = {
      version: PHYSICS_VERSION,
      throwDice: (r) => (asked.push(`${r.kinds.join('+')} ${r.area} ${r.seed} ${r.performer}`), { faces: [2, 3] }),
      flick: () => {
        throw new Error('no flick here');
      },
    };
    const record = toyStart();
    record.inputs.push({ input: { kind: 'dice', faces: [2, 3] }, physics: { kind: 'throw' } });
    expect(verifySave(forged(record), spy, undefined, [toyPig])).toMatchObject({ kind: 'verified', checked: 1 });
    expect(asked).toEqual([`d6+d6 tray ${throwSeed(21, 1)} human`]);
  });
});
