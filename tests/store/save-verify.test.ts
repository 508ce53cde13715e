// Verifying a save before it is played on (issue 12, items 5–6): every
// recorded throw and flick re-simulated with real Rapier must land as
// recorded; edited dice (checksum recomputed) are refused; another physics
// version or results without initial conditions load only as unverified; a
// file bigger than any game is refused with a message.
import { beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/driver.ts';
import type { GameRecord } from '../../src/core/log.ts';
import { serializeSave } from '../../src/core/save.ts';
import { loadGame } from '../../src/games/registry.ts';
import { initPhysics } from '../../src/physics/rapier.ts';
import { PHYSICS_VERSION } from '../../src/physics/version.ts';
import { rapierPort, rapierRunner } from '../../src/tools/physics-port.ts';
import { MAX_SAVE_CHARS, verifySave } from '../../src/store/session/save-verify.ts';

let record: GameRecord;
beforeAll(async () => {
  await initPhysics();
  const gambler = await loadGame('gambler');
  // A short real game: the first legal move every time, real Rapier throws (their specs recorded).
  const out = playGame({ module: gambler, seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], seed: 5, port: rapierPort(), chooser: (m, s) => m.legalActions(s)[0], maxInputs: 40 });
  record = out.record;
});

const throws = () => record.inputs.filter((e) => e.physics?.kind === 'throw').length;
const edited = (edit: (r: GameRecord) => void): string => {
  const r = JSON.parse(JSON.stringify(record)) as GameRecord;
  edit(r);
  return serializeSave(r); // checksum recomputed: FNV-1a is no signature
};

describe('verifying a save to play on', () => {
  it('passes a real game: every throw re-simulates as recorded, with progress up to the end', () => {
    expect(record.physicsVersion).toBe(PHYSICS_VERSION);
    expect(throws()).toBeGreaterThan(3);
    const seen: [number, number][] = [];
    const v = verifySave(serializeSave(record), rapierRunner, (done, total) => seen.push([done, total]));
    expect(v).toMatchObject({ kind: 'verified', checked: throws() });
    expect(seen.at(-1)).toEqual([throws(), throws()]);
    expect(seen.every(([d], i) => i === 0 || d >= seen[i - 1]![0])).toBe(true);
  });

  it('refuses edited dice (6 6 6 6 6 with the checksum recomputed) and names the move', () => {
    const i = record.inputs.findIndex((e) => e.physics?.kind === 'throw');
    const text = edited((r) => {
      const input = r.inputs[i]!.input as { faces: unknown[] };
      input.faces = input.faces.map((f) => (f === 6 ? 5 : 6));
    });
    const v = verifySave(text, rapierRunner);
    expect(v.kind).toBe('refused');
    expect(v.message).toMatch(new RegExp(`move ${i + 1} does not re-simulate`));
  });

  it('refuses an edited throw spec too (the faces no longer follow from it)', () => {
    const i = record.inputs.findIndex((e) => e.physics?.kind === 'throw');
    const text = edited((r) => {
      const p = r.inputs[i]!.physics as { spec: { dice: { linvel: { x: number } }[] } };
      p.spec.dice[0]!.linvel.x += 40;
    });
    expect(verifySave(text, rapierRunner).kind).toBe('refused');
  });

  it('loads another physics version, or results without initial conditions, only as unverified', () => {
    const other = verifySave(edited((r) => (r.physicsVersion = PHYSICS_VERSION - 1)), rapierRunner);
    expect(other).toMatchObject({ kind: 'unverified' });
    expect(other.message).toMatch(new RegExp(`physics version ${PHYSICS_VERSION - 1} .* version ${PHYSICS_VERSION}`));
    const stripped = verifySave(edited((r) => r.inputs.forEach((e) => delete e.physics)), rapierRunner);
    expect(stripped).toMatchObject({ kind: 'unverified' });
    expect(stripped.message).toMatch(/carry no initial conditions/);
    const one = verifySave(edited((r) => delete r.inputs.find((e) => e.physics)!.physics), rapierRunner);
    expect(one).toMatchObject({ kind: 'unverified', checked: throws() - 1 });
  });

  it('refuses a file bigger than any game, and junk, with a message', () => {
    const big = verifySave('x'.repeat(MAX_SAVE_CHARS + 1), rapierRunner);
    expect(big).toMatchObject({ kind: 'refused', message: expect.stringMatching(/4\.0 MB; a save is far smaller/) });
    expect(verifySave('{', rapierRunner).kind).toBe('refused');
    // Unreadable files get the file reader's words, as loading always said them.
    const text = serializeSave(record);
    expect(verifySave(text.slice(0, text.length - 40), rapierRunner).message).toMatch(/cut short/);
    expect(verifySave('not json', rapierRunner).message).toMatch(/damaged: it is not valid JSON/);
    expect(verifySave('{"record":{"inputs":[{"input":{"kind":"dice","faces":[6]},"physics":{"kind":"throw","spec":"junk"}}],"physicsVersion":' + PHYSICS_VERSION + '}}', rapierRunner).kind).toBe('refused');
    expect(verifySave(undefined, rapierRunner).kind).toBe('refused');
  });
});
