import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/driver.ts';
import type { PhysicsPort } from '../../src/core/physics-port.ts';
import { flickSeed, throwSeed } from '../../src/core/derive.ts';
import { replay } from '../../src/core/replay.ts';
import { sampledPhysicsPort } from '../../src/core/sampled-port.ts';
import { toyPig, type ToyState } from './fixtures/toy-pig.ts';

const bots = [{ kind: 'bot' as const, level: 'easy' as const }, { kind: 'bot' as const, level: 'hard' as const }];
const roll = () => ({ type: 'roll' as const });

describe('headless driver', () => {
  it('plays a game to the end and records a log that replays to the same state', () => {
    const out = playGame({ module: toyPig, seats: bots, seed: 31, port: sampledPhysicsPort() });
    expect(out.finished).toBe(true);
    expect(out.error).toBeNull();
    expect(out.violations).toEqual([]);
    expect(out.result?.ranking.flat().sort()).toEqual([0, 1]);
    const again = replay(toyPig, out.record);
    expect(again.ok && again.state).toEqual(out.state);
    expect(out.record.seats).toEqual(bots);
  });

  it('is deterministic for a seed', () => {
    const a = playGame({ module: toyPig, seats: bots, seed: 32, port: sampledPhysicsPort() });
    const b = playGame({ module: toyPig, seats: bots, seed: 32, port: sampledPhysicsPort() });
    expect(b.record).toEqual(a.record);
  });

  it('hands the port the derived request of every throw and flick and records only the choice it reports', () => {
    const calls: string[] = [];
    const port: PhysicsPort = {
      real: false,
      throwDice: ({ kinds, area, seed, performer }) => {
        calls.push(`throw ${kinds.join('+')} in ${area} by a ${performer}, seed ${seed === throwSeed(1, 1)}`);
        return { choice: { kind: 'throw' }, faces: [3, 3], rethrows: [{ die: 0, reason: 'cocked', attempt: 1, init: { position: { x: 0, y: 0, z: 0 }, rotation: { x: 0, y: 0, z: 0, w: 1 }, linvel: { x: 0, y: 0, z: 0 }, angvel: { x: 0, y: 0, z: 0 } } }] };
      },
      flick: ({ setup, from, seed }, level) => {
        calls.push(`flick ${level} at ${setup.figures.map((f) => f.id).join(',')} from ${from.x},${from.z}, seed ${seed === flickSeed(1, 2)}`);
        return { choice: { kind: 'flick', angle: 0, power: 0.5 }, outcome: { kind: 'flick', touched: [], fallen: [], offBoard: [], bystandersHit: ['sheriff'], dieRest: from, dieOffTable: false } };
      },
    };
    // Seat 0 rolls once (double 3 → flick → sheriff falls → turn passes); then stop via maxInputs.
    const out = playGame({ module: toyPig, seats: bots, seed: 1, port, maxInputs: 3, chooser: () => roll() });
    expect(calls).toEqual(['throw d6+d6 in tray by a bot, seed true', 'flick easy at bandit,sheriff from 0,10, seed true']);
    expect(out.record.inputs[1]?.physics).toEqual({ kind: 'throw' });
    expect(out.record.inputs[2]?.physics).toEqual({ kind: 'flick', angle: 0, power: 0.5 });
    expect(out.rethrows).toBe(1);
    expect(out.error?.message).toMatch(/no end after 3 inputs/);
  });

  it('reports a bot move the rules reject, with its index, and stops', () => {
    const out = playGame({ module: toyPig, seats: bots, seed: 2, port: sampledPhysicsPort(), chooser: (_m, s: ToyState) => (s.pot > 0 ? ({ type: 'fly' } as never) : roll()) });
    expect(out.error?.message).toMatch(/rejected/);
    expect(out.record.inputs.length).toBe(out.error?.index);
    expect(out.finished).toBe(false);
  });

  it('reports broken invariants after the input that broke them', () => {
    const leaky = { ...toyPig, invariants: (s: ToyState) => (s.pot > 10 ? ['pot too large'] : []) };
    const out = playGame({ module: leaky, seats: bots, seed: 3, port: sampledPhysicsPort(), chooser: () => roll() , maxInputs: 400 });
    expect(out.violations.length).toBeGreaterThan(0);
    const first = out.violations[0]!;
    const before = replay(toyPig, out.record, { upTo: first.index });
    const after = replay(toyPig, out.record, { upTo: first.index + 1 });
    expect(before.ok && before.state.pot).toBeLessThanOrEqual(10);
    expect(after.ok && after.state.pot).toBeGreaterThan(10);
  });

  it('refuses human seats and bad set-ups with an error instead of throwing', () => {
    expect(playGame({ module: toyPig, seats: [{ kind: 'human' }, bots[0]!], seed: 1, port: sampledPhysicsPort() }).error?.message).toMatch(/human/);
    expect(playGame({ module: toyPig, seats: [bots[0]!], seed: 1, port: sampledPhysicsPort() }).error?.message).toMatch(/2–3 players/);
    const throwing = { ...toyPig, apply: () => { throw new Error('kaboom'); } };
    expect(playGame({ module: throwing, seats: bots, seed: 1, port: sampledPhysicsPort() }).error?.message).toMatch(/kaboom/);
  });
});
