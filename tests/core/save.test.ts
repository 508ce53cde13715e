import { describe, expect, it } from 'vitest';
import { fnv1a } from '../../src/core/hash.ts';
import { parseSave, serializeSave, SAVE_FORMAT, type SaveErrorCode } from '../../src/core/save.ts';
import { toyPig } from './fixtures/toy-pig.ts';
import { toyRecord } from './helpers.ts';
import { replay } from '../../src/core/replay.ts';

const games = [toyPig];
const record = toyRecord(21);
const text = serializeSave(record);

const codeOf = (t: unknown): SaveErrorCode | 'ok' => {
  const r = parseSave(t, games);
  return r.ok ? 'ok' : r.error.code;
};

/** A save whose header is edited and whose checksum is recomputed (so only the edit is wrong). */
function edited(edit: (file: Record<string, unknown>) => void): string {
  const file = JSON.parse(text) as Record<string, unknown>;
  edit(file);
  file['checksum'] = fnv1a(JSON.stringify(file['record']));
  return JSON.stringify(file);
}

describe('save files', () => {
  it('round-trip a game: same record, same state as the game in progress', () => {
    const r = parseSave(text, games);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.record).toEqual(record);
      expect(r.module).toBe(toyPig);
      const direct = replay(toyPig, record);
      expect(r.state).toEqual(direct.ok && direct.state);
    }
    // a lookup function works as well as a list
    expect(parseSave(text, (id) => (id === 'toy-pig' ? toyPig : undefined)).ok).toBe(true);
  });

  it('refuses an empty file', () => {
    expect(codeOf('')).toBe('empty');
    expect(codeOf('   \n')).toBe('empty');
    expect(codeOf(undefined)).toBe('empty');
  });

  it('tells a truncated file from a corrupt one', () => {
    for (const cut of [10, Math.floor(text.length / 2), text.length - 1]) expect(codeOf(text.slice(0, cut))).toBe('truncated');
    expect(codeOf(text.replace('{', '{]'))).toBe('corrupt');
    expect(codeOf('not json at all')).toBe('corrupt');
    expect(codeOf(text + '}')).toBe('corrupt');
  });

  it('refuses foreign JSON', () => {
    expect(codeOf('{"hello":"world"}')).toBe('foreign');
    expect(codeOf('[1,2,3]')).toBe('foreign');
    expect(codeOf('42')).toBe('foreign');
    expect(codeOf(JSON.stringify({ format: 'someone-else', record }))).toBe('foreign');
  });

  it('refuses a game we do not have and another file format version', () => {
    expect(codeOf(edited((f) => (f['moduleId'] = 'poker-night')))).toBe('unknown-game');
    expect(codeOf(edited((f) => (f['formatVersion'] = 99)))).toBe('format-version');
  });

  it('refuses a save from an older rules version with a message naming both versions', () => {
    const old = edited((f) => {
      f['moduleVersion'] = 2;
      (f['record'] as Record<string, unknown>)['moduleVersion'] = 2;
    });
    const r = parseSave(old, games);
    expect(!r.ok && r.error.code).toBe('old-version');
    expect(!r.ok && r.error.message).toMatch(/version 2.*version 3/);
  });

  it('detects an edited record through the checksum', () => {
    const file = JSON.parse(text) as { record: { seed: number } };
    file.record.seed += 1;
    expect(codeOf(JSON.stringify(file))).toBe('checksum');
  });

  it('refuses records of the wrong shape even with a valid checksum', () => {
    expect(codeOf(edited((f) => ((f['record'] as Record<string, unknown>)['seats'] = [{ kind: 'robot' }])))).toBe('invalid');
    expect(codeOf(edited((f) => ((f['record'] as Record<string, unknown>)['inputs'] = 'lots')))).toBe('invalid');
    expect(codeOf(edited((f) => ((f['record'] as Record<string, unknown>)['moduleId'] = 'gambler')))).toBe('invalid');
  });

  it('keeps the physics version a record was made with, and refuses a nonsensical one', () => {
    const made = { ...toyRecord(21), physicsVersion: 2 };
    const loaded = parseSave(serializeSave(made), [toyPig]);
    expect(loaded.ok && loaded.record.physicsVersion).toBe(2);
    // Saves from before versions were kept have none: they still load.
    const { physicsVersion: _, ...old } = made;
    expect(parseSave(serializeSave(old), [toyPig]).ok).toBe(true);
    for (const bad of [0, 1.5, '2', null]) {
      expect(codeOf(edited((f) => ((f['record'] as Record<string, unknown>)['physicsVersion'] = bad)))).toBe('invalid');
    }
  });

  it('refuses inputs that no longer replay and says which move', () => {
    const bad = edited((f) => {
      const inputs = (f['record'] as { inputs: { input: unknown }[] }).inputs;
      inputs[3] = { input: { kind: 'dice', faces: [9, 9] } };
    });
    const r = parseSave(bad, games);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('replay');
      expect(r.error.index).toBe(3);
      expect(r.error.message).toMatch(/Move 4/);
    }
  });

  it('never throws, whatever it is given', () => {
    const junk: unknown[] = [null, 17, {}, '{"format":"' + SAVE_FORMAT + '"}', '{"format":"' + SAVE_FORMAT + '","formatVersion":1,"moduleId":{}}', text.replace(/"faces":\[\d,\d\]/, '"faces":null')];
    for (const j of junk) expect(() => parseSave(j, games)).not.toThrow();
    // a module whose setup throws is reported, not thrown
    const broken = { ...toyPig, setup: () => { throw new Error('boom'); } };
    const r = parseSave(text, [broken]);
    expect(!r.ok && r.error.code).toBe('replay');
  });
});
