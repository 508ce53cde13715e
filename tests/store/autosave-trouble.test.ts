// Autosave trouble (issue 12, items 2–4), with fake storages: a resume that
// fails is set aside with its reason (kept for download) and the link opens a
// new game, never a crash loop; a corrupt autosave says so; a storage that
// fails gives one lasting warning (not a notice per move) and the whole game
// stays downloadable; IndexedDB's late write failures reach the same warning.
import { describe, expect, it } from 'vitest';
import { toyPig, type ToyAction } from '../core/fixtures/toy-pig.ts';
import { appendEntry, newRecord, type SeatConfig } from '../../src/core/log.ts';
import { fnv1a } from '../../src/core/hash.ts';
import { parseSave, serializeSave } from '../../src/core/save.ts';
import { autosaveKey, readSetAsides, setAsideKey, type StorageLike } from '../../src/store/session/autosave.ts';
import { cachedStorage } from '../../src/store/session/autosave-store.ts';
import { chooseStart as choose, type SaveCheck } from '../../src/store/session/start.ts';
import { verifySave } from '../../src/store/session/save-verify.ts';
import { rapierRunner } from '../../src/tools/physics-port.ts';
import { createSessionStore } from '../../src/store/session/store.ts';

function memoryStorage(limit = Infinity) {
  const data = new Map<string, string>();
  return {
    data,
    full: false,
    getItem: (k: string) => data.get(k) ?? null,
    setItem(k: string, v: string) {
      if (this.full || v.length > limit) throw Object.assign(new Error('quota exceeded'), { name: 'QuotaExceededError' });
      data.set(k, v);
    },
    removeItem: (k: string) => void data.delete(k),
  };
}
const q = (s: string) => new URLSearchParams(s);
const games = [toyPig];
const seed = () => 1234;
const seats: SeatConfig[] = [{ kind: 'human' }, { kind: 'bot', level: 'hard' }];
const check: SaveCheck = async (text) => verifySave(text, rapierRunner);
const chooseStart = (m: typeof toyPig, params: URLSearchParams, storage: StorageLike | null, g: typeof games, s: () => number) => choose(m, params, storage, g, s, check);

function savedRecord(seedNo = 7) {
  let record = newRecord<ToyAction>('toy-pig', toyPig.version, seedNo, seats, { target: 20 });
  record = appendEntry(record, { input: { kind: 'action', seat: 0, action: { type: 'roll' } } });
  return appendEntry(record, { input: { kind: 'dice', faces: [3, 4] } });
}

/** The save with an object as seat 1's name and a valid checksum (it crashed the page when drawn). */
function objectNameSave(): string {
  const file = JSON.parse(serializeSave(savedRecord())) as { record: { seats: Record<string, unknown>[] }; checksum: string };
  file.record.seats[0]!['name'] = { $$typeof: 'react.element', props: {} };
  file.checksum = fnv1a(JSON.stringify(file.record));
  return JSON.stringify(file);
}

function session(storage: StorageLike) {
  const s = createSessionStore({
    module: toyPig,
    record: newRecord<ToyAction>('toy-pig', toyPig.version, 11, seats, { target: 20 }),
    bot: { choose: async () => ({ type: 'roll' }), aim: async (r) => ({ from: r.from, angle: 0, power: 0.4 }), dispose: () => undefined },
    games,
    storage,
    wait: () => Promise.resolve(),
  });
  s.actions.start();
  return s;
}

/** Plays the human seat's roll and its throw: two inputs, two autosaves. */
function playTurn(s: ReturnType<typeof session>) {
  expect(s.actions.act({ type: 'roll' }).ok).toBe(true);
  expect(s.actions.throwDice().ok).toBe(true);
  const stage = s.store.getState().stage!;
  s.actions.settled(stage.id, { kind: 'dice', faces: [3, 4] });
}

describe('a resume that fails is set aside, never a locked link', () => {
  it('an autosave with an object as a seat name is set aside with the reason; the link opens a new game', async () => {
    const storage = memoryStorage();
    const bad = objectNameSave();
    storage.data.set(autosaveKey('toy-pig'), bad);
    const start = await chooseStart(toyPig, q('seats=human,bot:hard&seed=7'), storage, games, seed);
    expect('record' in start && start.resumed).toBe(false);
    expect('setAside' in start && start.setAside?.reason).toMatch(/could not be resumed: .*seat 1's name is not text/);
    expect('setAside' in start && start.setAside?.text).toBe(bad);
    // The slot is free and the damaged text is kept for download.
    expect(storage.data.has(autosaveKey('toy-pig'))).toBe(false);
    expect(readSetAsides(storage, 'toy-pig')).toEqual([{ reason: expect.stringMatching(/seat 1's name/), text: bad, at: expect.any(Number) }]);
    // ?resume=1 on the same bad slot: a new game too, not an error page.
    storage.data.set(autosaveKey('toy-pig'), bad);
    const resumed = await chooseStart(toyPig, q('resume=1'), storage, games, seed);
    expect('record' in resumed && resumed.record.inputs).toEqual([]);
    expect('setAside' in resumed && resumed.setAside).toBeTruthy();
  });

  it('a corrupt autosave says so (it silently started a new game before)', async () => {
    const storage = memoryStorage();
    storage.data.set(autosaveKey('toy-pig'), '{"format":"frontier-table-save", garbage');
    const start = await chooseStart(toyPig, q('seats=human,bot:hard&seed=7'), storage, games, seed);
    expect('setAside' in start && start.setAside?.reason).toMatch(/could not be resumed: The save file is (damaged|cut short)/);
  });

  it('a set-aside save too big for the storage stays downloadable while the page is open', async () => {
    const storage = memoryStorage(80_000);
    const bad = '{"format":"frontier-table-save","x":"' + 'y'.repeat(90_000) + '"';
    storage.data.set(autosaveKey('toy-pig'), bad);
    await chooseStart(toyPig, q('seats=human,bot:hard&seed=7'), storage, games, seed);
    expect(storage.data.has(setAsideKey('toy-pig'))).toBe(false);
    expect(readSetAsides(storage, 'toy-pig').map((a) => a.text)).toEqual([bad]);
    // The session offers it, and dropping it forgets it.
    const s = session(storage);
    expect(s.saves.store.getState().setAside.map((a) => a.text)).toEqual([bad]);
    s.saves.dropSetAside(bad);
    expect(readSetAsides(storage, 'toy-pig')).toEqual([]);
  });
});

describe('a storage that fails', () => {
  it('gives one lasting warning, not a notice per move, and the game stays downloadable', async () => {
    const storage = memoryStorage();
    const s = session(storage);
    playTurn(s);
    expect(s.saves.store.getState().failing).toBeNull();
    storage.full = true;
    for (let i = 0; i < 3; i++) playTurn(s);
    const health = s.saves.store.getState();
    expect(health.failing).toMatch(/Autosave failed: quota exceeded/);
    // The storage still holds the game at its first turn (two inputs): a reload would go back there.
    expect(health.storedMoves).toBe(2);
    expect(s.store.getState().notices.filter((n) => /Autosave/.test(n.text))).toEqual([]);
    // The download holds every move; the stale slot is two inputs in.
    const download = parseSave(s.actions.exportSave(), games);
    expect(download.ok && download.record.inputs.length).toBe(8);
    // Saving works again: the warning goes.
    storage.full = false;
    playTurn(s);
    expect(s.saves.store.getState().failing).toBeNull();
  });

  it("IndexedDB's late write failures reach the same warning once the mirror cannot hold the game either; the mirror never keeps a stale copy", async () => {
    let refuse = false;
    const mirror = memoryStorage(12_000);
    const storage = cachedStorage(new Map(), {
      put: () => (refuse ? Promise.reject(Object.assign(new Error('x'), { name: 'QuotaExceededError' })) : Promise.resolve()),
      remove: () => Promise.resolve(),
    }, mirror);
    const s = session(storage);
    playTurn(s);
    await new Promise((r) => setImmediate(r));
    expect(s.saves.store.getState().failing).toBeNull();
    expect(mirror.data.has(autosaveKey('toy-pig'))).toBe(true);
    refuse = true;
    playTurn(s);
    playTurn(s);
    await new Promise((r) => setImmediate(r));
    // The mirror holds the refused text: the next load reads it, nothing is lost yet.
    expect(s.saves.store.getState().failing).toBeNull();
    expect(mirror.data.get(autosaveKey('toy-pig'))).toBe(storage.getItem(autosaveKey('toy-pig')));
    // The cache still holds the latest game (a reload in this page would resume it).
    expect(parseSave(storage.getItem(autosaveKey('toy-pig')), games).ok).toBe(true);
    // A mirror too small for the record drops its old copy instead of keeping it; then the failure shows.
    // (Records hold only choices now, so a game grows slowly: play on until it outgrows the mirror.)
    for (let i = 0; i < 400 && storage.getItem(autosaveKey('toy-pig'))!.length <= 12_000; i++) playTurn(s);
    await new Promise((r) => setImmediate(r));
    expect(storage.getItem(autosaveKey('toy-pig'))!.length).toBeGreaterThan(12_000);
    expect(s.saves.store.getState().failing).toBe('Autosave failed: the browser storage is full');
    expect(mirror.data.has(autosaveKey('toy-pig'))).toBe(false);
  });
});
