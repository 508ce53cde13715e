// Accidents that skipped a check or lost a game (issue 22), each reproduced:
// an edited autosave resumed unchecked, the unverified mark dropped by an undo
// and a reload, the live record handed out by tabletop.record(), two hasty
// reloads setting a healthy autosave aside, and a full storage whose notice
// understated the loss and blinked on every move. (Two tabs of one game: the
// browser spec tabs.spec.mjs.)
import { beforeAll, describe, expect, it } from 'vitest';
import { toyPig, type ToyAction } from '../core/fixtures/toy-pig.ts';
import { playGame } from '../../src/core/driver.ts';
import { appendEntry, newRecord, type GameRecord, type SeatConfig } from '../../src/core/log.ts';
import { parseSave, serializeSave } from '../../src/core/save.ts';
import type { GameModule } from '../../src/core/contract.ts';
import { loadGame } from '../../src/games/registry.ts';
import { initPhysics } from '../../src/physics/rapier.ts';
import { rapierPort, rapierRunner } from '../../src/tools/physics-port.ts';
import { autosaveKey, readSetAsides, setAsideAutosave, writeAutosave, type StorageLike } from '../../src/store/session/autosave.ts';
import { gameQuery, seatName } from '../../src/store/session/game-params.ts';
import { cachedStorage } from '../../src/store/session/autosave-store.ts';
import { reloadLoss } from '../../src/store/session/save-health.ts';
import { verifySave } from '../../src/store/session/save-verify.ts';
import { chooseStart, openFailed, type SaveCheck } from '../../src/store/session/start.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import { registerSessionAutomation } from '../../src/ui/session/session-automation.ts';
import { tabletop } from '../../src/ui/automation.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}
const q = (s: string) => new URLSearchParams(s);
const seed = () => 1234;
/** The room's check (verifyInWorker), in this thread. */
/** The rules the check reads saves with (the room hands its own game's to the worker). */
const checkedGames: GameModule<unknown, unknown, unknown>[] = [toyPig as GameModule<unknown, unknown, unknown>];
const check: SaveCheck = async (text) => verifySave(text, rapierRunner, undefined, checkedGames);
const bot = { choose: async () => ({ type: 'roll' }), aim: async (r: { from: { x: number; z: number } }) => ({ from: r.from, angle: 0, power: 0.4 }), dispose: () => undefined };
const toySeats: SeatConfig[] = [{ kind: 'human' }, { kind: 'bot', level: 'hard' }];

/** A toy game whose throws carry no initial conditions (an unverifiable save), ending on an undoable roll. */
function unverifiableRecord(): GameRecord {
  let r = newRecord<ToyAction>('toy-pig', toyPig.version, 7, toySeats, { target: 20 });
  r = appendEntry(r, { input: { kind: 'action', seat: 0, action: { type: 'roll' } } });
  r = appendEntry(r, { input: { kind: 'dice', faces: [3, 4] } });
  return appendEntry(r, { input: { kind: 'action', seat: 0, action: { type: 'roll' } } });
}

function toySession(storage: StorageLike | null, record: GameRecord, state?: unknown, storedMoves = 0) {
  const s = createSessionStore({ module: toyPig, record, state: state as never, bot, games: [toyPig], storage, storedMoves, wait: () => Promise.resolve() });
  s.actions.start();
  return s;
}

describe('an autosave is checked like a file', () => {
  let gambler: GameModule<unknown, unknown, unknown>;
  let record: GameRecord;
  beforeAll(async () => {
    await initPhysics();
    gambler = (await loadGame('gambler')) as GameModule<unknown, unknown, unknown>;
    checkedGames.push(gambler);
    const options = Object.fromEntries(gambler.options.map((o) => [o.id, o.choices[0]!]));
    const out = playGame({ module: gambler, seats: [{ kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }], seed: 5, options, port: rapierPort(), chooser: (m, s) => m.legalActions(s)[0], maxInputs: 30 });
    record = out.record;
  });

  it('an edited autosave (faces 6 6 6 6 6, checksum recomputed) is refused on resume and set aside with the reason', async () => {
    const storage = memoryStorage();
    const i = record.inputs.findIndex((e) => e.physics?.kind === 'throw');
    // The game up to that throw, its faces edited: the rules accept any faces, only the physics can tell.
    const edited = { ...(JSON.parse(JSON.stringify(record)) as GameRecord), inputs: [] as GameRecord['inputs'] };
    edited.inputs = (JSON.parse(JSON.stringify(record)) as GameRecord).inputs.slice(0, i + 1);
    const input = edited.inputs[i]!.input as { faces: unknown[] };
    input.faces = input.faces.map((f) => (f === 6 ? 5 : 6));
    const text = serializeSave(edited); // a valid checksum: FNV-1a is no signature
    expect(parseSave(text, [gambler]).ok).toBe(true);
    storage.data.set(autosaveKey('gambler'), text);
    const start = await chooseStart(gambler, q(gameQuery('gambler', record, gambler)), storage, [gambler], seed, check);
    expect('resumed' in start && start.resumed).toBe(false);
    expect('setAside' in start && start.setAside?.reason).toMatch(new RegExp(`could not be resumed: This save was changed: move ${i + 1} is not what the game could have played there`));
    expect(readSetAsides(storage, 'gambler').map((a) => a.text)).toEqual([text]);
    // The untouched game resumes, verified.
    storage.data.set(autosaveKey('gambler'), serializeSave(record));
    const good = await chooseStart(gambler, q(gameQuery('gambler', record, gambler)), storage, [gambler], seed, check);
    expect('verdict' in good && good.resumed && good.verdict?.kind).toBe('verified');
  });
});

describe('the unverified mark belongs to the record', () => {
  it('the unverified mark is not removed by undoing the last move and reloading', async () => {
    const storage = memoryStorage();
    expect(writeAutosave(storage, unverifiableRecord())).toBeNull();
    const first = await chooseStart(toyPig, q('seats=human,bot:hard&seed=7'), storage, [toyPig], seed, check);
    if (!('record' in first)) throw new Error(first.error);
    expect(first.verdict?.kind).toBe('unverified');
    const s = toySession(storage, first.record, first.state, first.record.inputs.length);
    expect(s.actions.undo().ok).toBe(true);
    expect(parseSave(storage.getItem(autosaveKey('toy-pig')), [toyPig]).ok && s.store.getState().record.inputs.length).toBe(2);
    // The reload checks the record again: its throw still carries no record of how it was made.
    const again = await chooseStart(toyPig, q('seats=human,bot:hard&seed=7'), storage, [toyPig], seed, check);
    expect('verdict' in again && again.verdict).toMatchObject({ kind: 'unverified', message: expect.stringMatching(/carry no record of how they were made/) });
  });

  it('a new game carries no mark', async () => {
    const start = await chooseStart(toyPig, q('seats=human,bot:hard&seed=7'), memoryStorage(), [toyPig], seed, check);
    expect('record' in start && start.verdict).toBeUndefined();
  });
});

describe('hooks hand out copies', () => {
  it('editing what tabletop.record() returns changes neither the live record nor the autosave', () => {
    const storage = memoryStorage();
    const s = toySession(storage, unverifiableRecord());
    const unregister = registerSessionAutomation(s);
    try {
      const got = (tabletop['record'] as () => GameRecord)();
      got.inputs.length = 0;
      got.seed = 99;
      (got.seats[0] as { name?: string }).name = 'Mallory';
      expect(s.store.getState().record.inputs).toHaveLength(3);
      expect(s.store.getState().record.seed).toBe(7);
      expect(s.store.getState().record.seats[0]).toEqual({ kind: 'human' });
      const view = (tabletop['view'] as () => { scores: number[] })();
      view.scores[0] = 500;
      expect((s.store.getState().live.state as { scores: number[] }).scores[0]).toBe(0);
      // The next autosave is the real game.
      expect(s.actions.undo().ok).toBe(true);
      const saved = parseSave(storage.getItem(autosaveKey('toy-pig')), [toyPig]);
      expect(saved.ok && [saved.record.seed, saved.record.inputs.length]).toEqual([7, 2]);
    } finally {
      unregister();
    }
  });
});

describe('reloads', () => {
  it('two hasty reloads (a resume cut short twice) resume the game, never set it aside', async () => {
    const storage = memoryStorage();
    const record = unverifiableRecord();
    expect(writeAutosave(storage, record)).toBeNull();
    // Each reload comes before the session starts (about 300 ms into a resume).
    for (let reload = 0; reload < 3; reload++) {
      const start = await chooseStart(toyPig, q('seats=human,bot:hard&seed=7'), storage, [toyPig], seed, check);
      expect('resumed' in start && start.resumed).toBe(true);
      expect('record' in start && start.record.inputs).toHaveLength(3);
      expect('setAside' in start && start.setAside).toBeFalsy();
    }
    expect(readSetAsides(storage, 'toy-pig')).toEqual([]);
  });

  it('a save that really failed to open is set aside with the failure, and set-aside saves are kept until dismissed', async () => {
    const storage = memoryStorage();
    const first = serializeSave(unverifiableRecord());
    storage.data.set(autosaveKey('toy-pig'), first);
    openFailed(storage, toyPig.title, 'toy-pig', 'Bandit Pig could not start: the board threw');
    expect(storage.data.has(autosaveKey('toy-pig'))).toBe(false);
    // A second bad autosave joins the list; the first is not overwritten.
    storage.data.set(autosaveKey('toy-pig'), 'garbage');
    expect(setAsideAutosave(storage, 'toy-pig', 'damaged', Date.now() + 1)).not.toBeNull();
    const list = readSetAsides(storage, 'toy-pig');
    expect(list.map((a) => a.text)).toEqual(['garbage', first]);
    expect(list[1]!.reason).toMatch(/did not open \(Bandit Pig could not start: the board threw\)/);
    // The next load opens a new game and offers both; dismissing one keeps the other.
    const start = await chooseStart(toyPig, q('seats=human,bot:hard&seed=7'), storage, [toyPig], seed, check);
    expect('resumed' in start && start.resumed).toBe(false);
    const s = toySession(storage, newRecord<ToyAction>('toy-pig', toyPig.version, 7, toySeats, { target: 20 }));
    expect(s.saves.store.getState().setAside).toHaveLength(2);
    s.saves.dropSetAside('garbage');
    expect(readSetAsides(storage, 'toy-pig').map((a) => a.text)).toEqual([first]);
    expect(s.saves.store.getState().setAside.map((a) => a.text)).toEqual([first]);
  });
});

describe('storage full', () => {
  it('storage full: the notice says a reload loses every move, stays on every move without blinking, and goes once saving works', async () => {
    let full = true;
    const storage = cachedStorage(new Map(), {
      put: () => (full ? Promise.reject(Object.assign(new Error('x'), { name: 'QuotaExceededError' })) : Promise.resolve()),
      remove: () => Promise.resolve(),
    });
    const s = toySession(storage, newRecord<ToyAction>('toy-pig', toyPig.version, 11, toySeats, { target: 20 }));
    const seen: (string | null)[] = [];
    s.saves.store.subscribe((h) => seen.push(h.failing));
    const flush = () => new Promise((r) => setImmediate(r));
    for (let turn = 0; turn < 13; turn++) {
      expect(s.actions.act({ type: 'roll' }).ok).toBe(true);
      await flush();
      expect(s.actions.throwDice().ok).toBe(true);
      s.actions.settled(s.store.getState().stage!.id, { kind: 'dice', faces: [3, 4] });
      await flush();
    }
    const moves = s.store.getState().record.inputs.length;
    expect(moves).toBe(26);
    const health = s.saves.store.getState();
    expect(health.failing).toBe('Autosave failed: the browser storage is full');
    expect(seen.every((f) => f !== null)).toBe(true); // never cleared between moves
    expect(health.storedMoves).toBe(0);
    expect(reloadLoss(moves, health.storedMoves)).toBe('A reload now would start a new game: all 26 moves of this one would be lost.');
    full = false;
    expect(s.actions.act({ type: 'bank' }).ok).toBe(true);
    await flush();
    expect(s.saves.store.getState()).toMatchObject({ failing: null, storedMoves: 27 });
    expect(reloadLoss(30, 27)).toBe('A reload now would go back to move 27: the last 3 moves would be lost.');
  });
});

describe('seat names cannot spoof the seat bar', () => {
  const withName = (name: string) => {
    const r = unverifiableRecord();
    return serializeSave({ ...r, seats: [{ kind: 'human', name }, r.seats[1]!] });
  };
  it('a name with a right-to-left override, or ending in "· bot, hard", is refused; the seat bar strips controls', () => {
    const rtl = parseSave(withName('Ann\u202Edrah ,tob · '), [toyPig]);
    expect(!rtl.ok && rtl.error.message).toMatch(/seat 1's name holds invisible or direction characters/);
    const label = parseSave(withName('Player 2 · bot, hard'), [toyPig]);
    expect(!label.ok && label.error.message).toMatch(/seat 1's name imitates a seat label/);
    expect(parseSave(withName('Annie Oakley'), [toyPig]).ok).toBe(true);
    expect(seatName([{ kind: 'human', name: '\u2067Ann\u2069\u200B' }], 0)).toBe('Ann');
    expect(seatName([{ kind: 'bot', level: 'hard', name: '\u202E' }], 0, 'Rider')).toBe('Rider 1 · bot, hard');
  });
});
