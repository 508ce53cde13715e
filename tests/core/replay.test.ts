import { describe, expect, it } from 'vitest';
import type { FlickOutcome } from '../../src/core/contract.ts';
import type { GameRecord } from '../../src/core/log.ts';
import { replay, resimulate, type PhysicsRunner } from '../../src/core/replay.ts';
import { playGame } from '../../src/core/driver.ts';
import { sampledPhysicsPort } from '../../src/core/sampled-port.ts';
import { toyPig, type ToyAction } from './fixtures/toy-pig.ts';
import { toyRecord } from './helpers.ts';
import { throwSeed } from '../../src/core/derive.ts';

describe('replay', () => {
  it('rebuilds the final state of a played game from its record', () => {
    const out = playGame({ module: toyPig, seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], seed: 11, port: sampledPhysicsPort() });
    expect(out.finished).toBe(true);
    const res = replay(toyPig, out.record);
    expect(res.ok && res.state).toEqual(out.state);
  });

  it('stops at the first input that no longer applies, with its index and the last good state', () => {
    const rec = toyRecord(12);
    const broken: GameRecord<ToyAction> = { ...rec, inputs: rec.inputs.slice() };
    const i = broken.inputs.findIndex((e) => e.input.kind === 'dice');
    broken.inputs[i] = { input: { kind: 'dice', faces: [7, 2] } };
    const res = replay(toyPig, broken);
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.index).toBe(i);
      expect(res.error.code).toBe('bad-face');
      const upTo = replay(toyPig, rec, { upTo: i });
      expect(res.state).toEqual(upTo.ok && upTo.state);
    }
  });

  it('refuses a record of another game or with a player count the game does not take', () => {
    const rec = toyRecord(13);
    const other = replay(toyPig, { ...rec, moduleId: 'gambler' });
    expect(!other.ok && other.error.code).toBe('wrong-game');
    const crowd = replay(toyPig, { ...rec, seats: [...rec.seats, ...rec.seats] });
    expect(!crowd.ok && crowd.error.code).toBe('players');
  });

  it('reports every state to onState, in order', () => {
    const rec = toyRecord(14);
    const seen: number[] = [];
    replay(toyPig, rec, { onState: (_s, i) => seen.push(i) });
    expect(seen).toEqual(rec.inputs.map((_, i) => i));
  });
});

describe('re-simulation', () => {
  const flickOutcome: FlickOutcome = { kind: 'flick', touched: ['bandit'], fallen: ['bandit'], offBoard: [], bystandersHit: [], dieRest: { x: 1, z: 2 }, dieOffTable: false };
  const record: GameRecord<ToyAction> = {
    moduleId: 'toy-pig', moduleVersion: 3, seed: 1, seats: [{ kind: 'human' }, { kind: 'human' }], options: {},
    inputs: [
      { input: { kind: 'action', seat: 0, action: { type: 'roll' } } },
      { input: { kind: 'dice', faces: [3, 3] }, physics: { kind: 'throw' } },
      { input: flickOutcome, physics: { kind: 'flick', angle: 0, power: 0.5 } },
    ],
  };
  const seen: string[] = [];
  const runner = (faces: number[], fallen: string[], version = 1): PhysicsRunner => ({
    version,
    throwDice: (request) => {
      seen.push(`throw ${request.kinds.join('+')} seed ${request.seed}`);
      return { faces };
    },
    flick: (request) => {
      seen.push(`flick at ${request.setup.figures.map((f) => f.id).join(',')} from ${request.from.x},${request.from.z}`);
      return { ...flickOutcome, fallen: fallen.slice(), touched: ['bandit'] };
    },
  });

  it('accepts results that physics reproduces, performing what the game asked for at each point', () => {
    seen.length = 0;
    expect(resimulate(toyPig, record, runner([3, 3], ['bandit']))).toEqual({ ok: true, checked: 2, unchecked: 0 });
    expect(seen).toEqual([`throw d6+d6 seed ${throwSeed(1, 1)}`, 'flick at bandit,sheriff from 0,10']);
  });

  it('names the first throw or flick that comes out differently', () => {
    const t = resimulate(toyPig, record, runner([3, 4], ['bandit']));
    expect(!t.ok && t.index).toBe(1);
    const f = resimulate(toyPig, record, runner([3, 3], []));
    expect(!f.ok && f.index).toBe(2);
    expect(!f.ok && f.message).toMatch(/fallen/);
  });

  it('counts physical results recorded without a choice as unchecked', () => {
    const typed = { ...record, inputs: record.inputs.map((e) => ({ input: e.input })) };
    expect(resimulate(toyPig, typed, runner([], []))).toEqual({ ok: true, checked: 0, unchecked: 2 });
  });

  it('refuses to compare a record made under other physics, naming both versions (absent = version 1)', () => {
    const other = resimulate(toyPig, record, runner([3, 3], ['bandit'], 2));
    expect(other.ok).toBe(false);
    expect(!other.ok && other.index).toBe(-1);
    expect(!other.ok && other.message).toMatch(/version 1.*version 2/);
    expect(resimulate(toyPig, { ...record, physicsVersion: 2 }, runner([3, 3], ['bandit'], 2))).toEqual({ ok: true, checked: 2, unchecked: 0 });
    // Nothing physical to re-simulate: no version question.
    const plain = { ...record, inputs: record.inputs.slice(0, 1) };
    expect(resimulate(toyPig, plain, runner([], [], 2))).toEqual({ ok: true, checked: 0, unchecked: 0 });
  });
});
