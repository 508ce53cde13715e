// Verifying a save before it is played on (issue 12, items 5–6; issue 22):
// every recorded throw and flick, re-derived from the game and re-simulated
// with real Rapier, must land as recorded; edited dice (checksum recomputed)
// are refused; another physics version or results without their choice load
// only as unverified; a file bigger than any game is refused with a message.
// The forgeries of issue 22 are in save-forgeries.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/driver.ts';
import type { GameRecord } from '../../src/core/log.ts';
import { serializeSave } from '../../src/core/save.ts';
import { loadGame } from '../../src/games/registry.ts';
import type { AnyGameModule } from '../../src/core/contract.ts';
import { initPhysics } from '../../src/physics/rapier.ts';
import { PHYSICS_VERSION } from '../../src/physics/version.ts';
import { rapierPort, rapierRunner } from '../../src/tools/physics-port.ts';
import { MAX_SAVE_CHARS, verifySave } from '../../src/store/session/save-verify.ts';

let record: GameRecord;
let gambler: AnyGameModule;
const check = (text: unknown, onProgress?: (done: number, total: number) => void) => verifySave(text, rapierRunner, onProgress, [gambler]);
beforeAll(async () => {
  await initPhysics();
  gambler = await loadGame('gambler');
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
    const v = check(serializeSave(record), (done, total) => seen.push([done, total]));
    expect(v).toMatchObject({ kind: 'verified', checked: throws() });
    expect(seen.at(-1)).toEqual([throws(), throws()]);
    expect(seen.every(([d], i) => i === 0 || d >= seen[i - 1]![0])).toBe(true);
  });

  it('refuses edited dice (6 6 6 6 6 with the checksum recomputed) and names the move', () => {
    const i = record.inputs.findIndex((e) => e.physics?.kind === 'throw');
    const text = edited((r) => {
      r.inputs = r.inputs.slice(0, i + 1); // cut after it: the rules alone would refuse the next move
      const input = r.inputs[i]!.input as { faces: unknown[] };
      input.faces = input.faces.map((f) => (f === 6 ? 5 : 6));
    });
    const v = check(text);
    expect(v.kind).toBe('refused');
    expect(v.message).toMatch(new RegExp(`move ${i + 1} is not what the game could have played there \\(throw ${i + 1} re-simulated to`));
    expect(v.message).not.toMatch(/\.\./);
  });

  it('refuses a throw start written into the file: starts are derived, never read', () => {
    const i = record.inputs.findIndex((e) => e.physics?.kind === 'throw');
    const text = edited((r) => {
      (r.inputs[i]!.physics as unknown as Record<string, unknown>).spec = { kinds: ['poker'], dice: [], seed: 1 };
    });
    expect(check(text)).toMatchObject({ kind: 'refused', message: expect.stringMatching(/unknown field "spec"/) });
  });

  it('loads another physics version, or results without initial conditions, only as unverified', () => {
    const other = check(edited((r) => (r.physicsVersion = PHYSICS_VERSION - 1)));
    expect(other).toMatchObject({ kind: 'unverified' });
    expect(other.message).toMatch(new RegExp(`physics version ${PHYSICS_VERSION - 1} .* version ${PHYSICS_VERSION}`));
    const stripped = check(edited((r) => r.inputs.forEach((e) => delete e.physics)));
    expect(stripped).toMatchObject({ kind: 'unverified' });
    expect(stripped.message).toMatch(/carry no record of how they were made/);
    const one = check(edited((r) => delete r.inputs.find((e) => e.physics)!.physics));
    expect(one).toMatchObject({ kind: 'unverified', checked: throws() - 1 });
  });

  it('refuses a file bigger than any game, and junk, with a message', () => {
    const big = check('x'.repeat(MAX_SAVE_CHARS + 1));
    expect(big).toMatchObject({ kind: 'refused', message: expect.stringMatching(/4\.0 MB; a save is far smaller/) });
    expect(check('{').kind).toBe('refused');
    // Unreadable files get the file reader's words, as loading always said them.
    const text = serializeSave(record);
    expect(check(text.slice(0, text.length - 40)).message).toMatch(/cut short/);
    expect(check('not json').message).toMatch(/damaged: it is not valid JSON/);
    // Not JSON with a stray bracket (a picture, a note) is damaged, not "cut short".
    expect(check('\u0089PNG\r\n{ IHDR [').message).toMatch(/damaged: it is not valid JSON/);
    expect(check('Dear diary, today I won {').message).toMatch(/damaged: it is not valid JSON/);
    expect(check('{"record":{"inputs":[{"input":{"kind":"dice","faces":[6]},"physics":{"kind":"throw","spec":"junk"}}],"physicsVersion":' + PHYSICS_VERSION + '}}').kind).toBe('refused');
    expect(check(undefined).kind).toBe('refused');
  });
});
