// The real port: a toy game through headless Rapier records every throw's and
// flick's choice so that re-deriving and re-simulating the record gives the
// same faces and outcomes.
import { beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/driver.ts';
import { resimulate } from '../../src/core/replay.ts';
import { parseSave, serializeSave } from '../../src/core/save.ts';
import { initPhysics } from '../../src/physics/index.ts';
import { rapierPort, rapierRunner } from '../../src/tools/physics-port.ts';
import { toyPig } from './fixtures/toy-pig.ts';
import { PHYSICS_VERSION } from '../../src/physics/version.ts';

beforeAll(async () => {
  await initPhysics();
});

describe('Rapier physics port', () => {
  it('plays a toy game whose throws and flicks re-simulate identically, and whose save loads', () => {
    let flicks = 0;
    let throws = 0;
    for (const seed of [40, 41, 42]) {
      const out = playGame({ module: toyPig, seats: [{ kind: 'bot', level: 'hard' }, { kind: 'bot', level: 'easy' }], seed, port: rapierPort() });
      expect(out.finished, out.error?.message).toBe(true);
      expect(out.record.physicsVersion).toBe(PHYSICS_VERSION);
      for (const e of out.record.inputs) {
        if (e.input.kind === 'action') expect(e.physics).toBeUndefined();
        else expect(e.physics?.kind).toBe(e.input.kind === 'dice' ? 'throw' : 'flick');
        if (e.input.kind === 'dice') throws++;
        if (e.input.kind === 'flick') flicks++;
      }
      expect(resimulate(toyPig, out.record, rapierRunner)).toEqual({ ok: true, checked: out.record.inputs.filter((e) => e.physics).length, unchecked: 0 });
      const loaded = parseSave(serializeSave(out.record), [toyPig]);
      expect(loaded.ok && loaded.state).toEqual(out.state);
    }
    expect(throws).toBeGreaterThan(3);
    expect(flicks).toBeGreaterThan(0);
  });

  it('notices a recorded face that physics does not reproduce', () => {
    const out = playGame({ module: toyPig, seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], seed: 43, port: rapierPort() });
    const i = out.record.inputs.findIndex((e) => e.input.kind === 'dice');
    const inputs = out.record.inputs.slice();
    const entry = inputs[i]!;
    if (entry.input.kind !== 'dice') throw new Error('expected dice');
    const faces = entry.input.faces.map((f) => (f === 6 ? 5 : 6));
    inputs[i] = { ...entry, input: { kind: 'dice', faces } };
    const r = resimulate(toyPig, { ...out.record, inputs }, rapierRunner);
    expect(!r.ok && r.index).toBe(i);
  });
});
