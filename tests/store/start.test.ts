// Which game a room opens: new from the link, the autosave on ?resume=1 or on
// the same link (a reload), never a damaged or finished one.
import { describe, expect, it } from 'vitest';
import { toyPig, type ToyAction } from '../core/fixtures/toy-pig.ts';
import { newRecord, appendEntry } from '../../src/core/log.ts';
import { serializeSave } from '../../src/core/save.ts';
import { autosaveKey, writeAutosave, type StorageLike } from '../../src/store/session/autosave.ts';
import { chooseStart as choose, type SaveCheck } from '../../src/store/session/start.ts';
import { verifySave } from '../../src/store/session/save-verify.ts';
import { rapierRunner } from '../../src/tools/physics-port.ts';
import { PHYSICS_VERSION } from '../../src/physics/version.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}
const q = (s: string) => new URLSearchParams(s);
const games = [toyPig];
const seed = () => 1234;
/** The room's check, in this thread: the toy's throws carry no initial conditions, so its saves load as unverified. */
const check: SaveCheck = async (text) => verifySave(text, rapierRunner);
const chooseStart = (m: typeof toyPig, params: URLSearchParams, storage: StorageLike | null, g: typeof games, s: () => number) => choose(m, params, storage, g, s, check);

function savedGame(storage: ReturnType<typeof memoryStorage>, seedNo = 7) {
  let record = newRecord<ToyAction>('toy-pig', toyPig.version, seedNo, [{ kind: 'human' }, { kind: 'bot', level: 'hard' }], { target: 20 });
  record = appendEntry(record, { input: { kind: 'action', seat: 0, action: { type: 'roll' } } });
  record = appendEntry(record, { input: { kind: 'dice', faces: [3, 4] } });
  expect(writeAutosave(storage, record)).toBeNull();
  return record;
}

describe('choosing the game a room opens', () => {
  it('starts a new game from the link when nothing is saved', async () => {
    const start = await chooseStart(toyPig, q('seats=human,bot:hard'), memoryStorage(), games, seed);
    expect('record' in start && start.record).toMatchObject({ seed: 1234, inputs: [], seats: [{ kind: 'human' }, { kind: 'bot', level: 'hard' }] });
    // The record says which dice physics its throws will be simulated with.
    expect('record' in start && start.record.physicsVersion).toBe(PHYSICS_VERSION);
    expect('resumed' in start && start.resumed).toBe(false);
  });

  it('resumes the autosave on ?resume=1', async () => {
    const storage = memoryStorage();
    const record = savedGame(storage);
    const start = await chooseStart(toyPig, q('resume=1'), storage, games, seed);
    expect('record' in start && start.record).toEqual(record);
    expect('state' in start && (start.state as { pot: number }).pot).toBe(7);
  });

  it('resumes when the link names the saved set-up (a reload), else starts anew', async () => {
    const storage = memoryStorage();
    const record = savedGame(storage, 7);
    const same = await chooseStart(toyPig, q('seats=human,bot:hard&seed=7'), storage, games, seed);
    expect('resumed' in same && same.resumed).toBe(true);
    expect('record' in same && same.record).toEqual(record);
    const other = await chooseStart(toyPig, q('seats=human,bot:easy&seed=7'), storage, games, seed);
    expect('resumed' in other && other.resumed).toBe(false);
    const noSeed = await chooseStart(toyPig, q('seats=human,bot:hard'), storage, games, seed);
    expect('resumed' in noSeed && noSeed.resumed).toBe(false);
  });

  it('says so when there is nothing to resume; a damaged slot is set aside with its reason and a new game starts', async () => {
    expect(await chooseStart(toyPig, q('resume=1'), memoryStorage(), games, seed)).toEqual({ error: 'There is no saved game of Bandit Pig (test fixture) to resume.' });
    const storage = memoryStorage();
    const good = serializeSave(savedGame(storage));
    storage.data.set(autosaveKey('toy-pig'), good.slice(0, good.length / 2));
    const cut = await chooseStart(toyPig, q('resume=1'), storage, games, seed);
    expect('setAside' in cut && cut.setAside?.reason).toMatch(/could not be resumed: .*cut short/);
    expect('record' in cut && cut.record.inputs).toEqual([]);
    storage.data.set(autosaveKey('toy-pig'), good.replace(`"moduleVersion":${toyPig.version}`, '"moduleVersion":1'));
    const old = await chooseStart(toyPig, q('resume=1'), storage, games, seed);
    expect('setAside' in old && old.setAside?.reason).toMatch(/rules version 1/);
  });

  it('passes bad link parameters through as the message', async () => {
    expect(await chooseStart(toyPig, q('seats=human,bot&seed=x'), memoryStorage(), games, seed)).toMatchObject({ error: expect.stringMatching(/seed must be a whole number/) });
  });

  it('survives a storage that throws', async () => {
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => undefined };
    const start = await chooseStart(toyPig, q('seats=bot,bot&seed=2'), broken, games, seed);
    expect('record' in start).toBe(true);
    if ('record' in start) expect(writeAutosave(broken, start.record)).toMatch(/Autosave failed: quota/);
  });
});
