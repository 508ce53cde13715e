// The dice ledger's store side: the device's stored ledger (a damaged one set
// aside with a notice, nothing else in storage touched), a game's ledger read
// from the session (re-throws the session saw, written back after each throw),
// the dice table's, and the replay of a line with real Rapier: the throw
// re-built from its stored inputs comes to the recorded faces; a throw of
// another physics version says it cannot be replayed.
import { beforeAll, describe, expect, it } from 'vitest';
import { toyPig, type ToyAction, type ToyState } from '../core/fixtures/toy-pig.ts';
import { newRecord, type SeatConfig } from '../../src/core/log.ts';
import { playGame } from '../../src/core/driver.ts';
import { rowsOfRecord } from '../../src/core/ledger/rows.ts';
import { parseLedger, playRows } from '../../src/core/ledger/stored.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { BotPort } from '../../src/store/session/bot-port.ts';
import { LEDGER_KEY, ledgerSetAsideKey, readDeviceLedger } from '../../src/store/ledger/device-storage.ts';
import { createGameLedger, createTableLedger } from '../../src/store/ledger/source.ts';
import { replayPlan, replayVerdict } from '../../src/store/ledger/replay-plan.ts';
import { formatMessage } from '../../src/i18n/format-message.ts';
import { createDiceTableStore } from '../../src/store/dice-table.ts';
import { initPhysics } from '../../src/physics/rapier.ts';
import { simulateThrow } from '../../src/physics/dice-run.ts';
import { PHYSICS_VERSION } from '../../src/physics/version.ts';
import { rapierPort } from '../../src/tools/physics-port.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map<string, string>(Object.entries(initial));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}
const flush = async () => {
  for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0));
};

describe('the device ledger in storage', () => {
  it('sets a damaged ledger aside, as it was, with a notice, starts afresh and touches no other key', () => {
    const storage = memoryStorage({ [LEDGER_KEY]: '{"format":"frontier-table-ledger","version":1,"plays":[{"key":', 'frontier-table:autosave:gambler': 'SAVE' });
    const read = readDeviceLedger(storage, 1234);
    expect(read.notice).toMatch(/damaged \(it is not readable JSON\)\. It was set aside under .*set-aside:1234.* a new ledger started; nothing else was changed/);
    expect(read.ledger.plays).toEqual([]);
    expect(storage.data.get(ledgerSetAsideKey(1234))).toBe('{"format":"frontier-table-ledger","version":1,"plays":[{"key":');
    expect(parseLedger(storage.data.get(LEDGER_KEY)!).ok).toBe(true);
    expect(storage.data.get('frontier-table:autosave:gambler')).toBe('SAVE');
    expect([...storage.data.keys()].sort()).toEqual([LEDGER_KEY, ledgerSetAsideKey(1234), 'frontier-table:autosave:gambler'].sort());
    expect(readDeviceLedger(storage).notice).toBeNull();
  });

  it('a damaged ledger that cannot be set aside is left as it was, and nothing is written over it', () => {
    const storage = { ...memoryStorage({ [LEDGER_KEY]: 'junk' }), setItem: () => { throw new Error('quota'); } };
    const read = readDeviceLedger(storage);
    expect(read.writable).toBe(false);
    expect(read.notice).toMatch(/could not be set aside/);
    expect(storage.data.get(LEDGER_KEY)).toBe('junk');
  });
});

const human: SeatConfig = { kind: 'human' };
const easy: SeatConfig = { kind: 'bot', level: 'easy' };
const bot: BotPort = {
  choose: async (req) => toyPig.legalActions(req.state as ToyState).find((a) => a.type === 'bank') ?? toyPig.legalActions(req.state as ToyState)[0],
  aim: async (req) => ({ from: req.from, angle: 0, power: 0.4 }),
  dispose: () => undefined,
};

describe("a game's ledger", () => {
  it('reads the record, keeps the re-throws and edge landings the table saw, and stores the play after each throw', async () => {
    const storage = memoryStorage();
    const s = createSessionStore({ module: toyPig, record: newRecord<ToyAction>('toy-pig', toyPig.version, 11, [human, easy], { target: 20 }, PHYSICS_VERSION), bot, games: [toyPig], storage, wait: () => Promise.resolve() });
    s.actions.start();
    const ledger = createGameLedger(s, storage);
    expect(ledger.rows('here')).toEqual([]);
    s.actions.act({ type: 'roll' });
    s.actions.throwDice();
    const stage = s.store.getState().stage!;
    s.actions.settled(stage.id, { kind: 'dice', faces: [3, 4] }, [{ die: 1, reason: 'cocked', attempt: 1, init: { position: { x: 0, y: 5, z: 27 }, rotation: { x: 0, y: 0, z: 0, w: 1 }, linvel: { x: 0, y: 0, z: 0 }, angvel: { x: 0, y: 0, z: 0 } } }], [0]);
    await flush();
    const rows = ledger.rows('here');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ index: 1, seat: 0, faces: [3, 4], kinds: ['d6', 'd6'], rethrows: [{ die: 1, reason: 'cocked' }], edges: [0], inputs: { physicsVersion: PHYSICS_VERSION } });
    // No second copy of the truth: the line is the record's input.
    expect(rows[0]!.faces).toEqual((s.store.getState().record.inputs[1]!.input as { faces: number[] }).faces);
    const stored = parseLedger(storage.data.get(LEDGER_KEY)!);
    expect(stored.ok && stored.ledger.plays.map((p) => [p.game, p.lines.length, playRows(p)[0]!.rethrows])).toEqual([['toy-pig', 1, [{ die: 1, reason: 'cocked' }]]]);
    // A later visit (the session saw nothing yet) still knows the re-throw, from the device.
    const again = createSessionStore({ module: toyPig, record: s.store.getState().record, bot, games: [toyPig], storage: memoryStorage(), wait: () => Promise.resolve() });
    expect(createGameLedger(again, storage).rows('here')[0]!).toMatchObject({ rethrows: [{ die: 1, reason: 'cocked' }], edges: [0] });
    expect(createGameLedger(again, storage).rows('device')).toHaveLength(1);
    ledger.dispose();
    s.actions.dispose();
  });
});

describe('replaying a line (real Rapier)', () => {
  beforeAll(async () => {
    await initPhysics();
  });

  it('every throw of a bot game re-simulates from its stored inputs to the recorded faces', () => {
    const played = playGame({ module: toyPig, seats: [easy, easy], seed: 21, options: { target: 20 }, port: rapierPort(), maxInputs: 30 });
    const rows = rowsOfRecord(toyPig, played.record, { who: String, viewer: null });
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows.slice(0, 4)) {
      const plan = replayPlan(row);
      if (!plan.ok) throw new Error(formatMessage(plan.reason));
      const verdict = replayVerdict(plan.expected, simulateThrow(plan.spec).faces);
      expect(verdict.same).toBe(true);
      expect(formatMessage(verdict.text)).toBe('re-simulated: same faces');
    }
    const old = replayPlan({ ...rows[0]!, inputs: { ...rows[0]!.inputs!, physicsVersion: 1 } }, 2);
    const why = (plan: ReturnType<typeof replayPlan>) => (plan.ok ? 'ok' : formatMessage(plan.reason));
    expect(why(old)).toMatch(/made with dice physics version 1; this build simulates version 2.*cannot be replayed/);
    expect(why(replayPlan({ ...rows[0]!, faces: null }))).toMatch(/under a cup/);
    expect(why(replayPlan({ ...rows[0]!, inputs: null }))).toMatch(/entered, not thrown/);
    expect(replayVerdict([1, 2], [1, 3]).same).toBe(false);
  });

  it("the dice table's throws are lines with their seed and drag, kept on the device", () => {
    const storage = memoryStorage();
    const table = createDiceTableStore(5);
    const ledger = createTableLedger(table, storage, 77);
    const gesture = { from: { x: 0, z: 24 }, to: { x: 12, z: 10 }, durationMs: 90 };
    void table.actions.throwDice({ gesture, source: 'drag' });
    const rolling = table.store.getState().rolling!;
    table.actions.settled(rolling.id, simulateThrow(rolling.spec));
    const [row] = ledger.rows('here');
    expect(row).toMatchObject({ game: 'dice-table', gameKey: 'dice-table/77', who: 'You (a drag)', inputs: { gesture, seed: rolling.spec.seed } });
    const plan = replayPlan(row!);
    expect(plan.ok && replayVerdict(plan.expected, simulateThrow(plan.spec).faces).same).toBe(true);
    expect(createTableLedger(createDiceTableStore(1), storage, 78).rows('device')).toHaveLength(1);
  });

  it('two tabs writing one device ledger keep both plays: each write merges into what is stored then', () => {
    const storage = memoryStorage();
    const gesture = { from: { x: 0, z: 24 }, to: { x: 12, z: 10 }, durationMs: 90 };
    const throwOn = (table: ReturnType<typeof createDiceTableStore>) => {
      void table.actions.throwDice({ gesture, source: 'drag' });
      const rolling = table.store.getState().rolling!;
      table.actions.settled(rolling.id, simulateThrow(rolling.spec));
    };
    // Both "tabs" read the (empty) device ledger before either throws.
    const first = createDiceTableStore(5);
    const second = createDiceTableStore(6);
    const firstLedger = createTableLedger(first, storage, 101);
    createTableLedger(second, storage, 102);
    throwOn(first);
    throwOn(second);
    throwOn(first);
    const stored = parseLedger(storage.data.get(LEDGER_KEY)!);
    expect(stored.ok && stored.ledger.plays.map((p) => [p.key, p.lines.length]).sort()).toEqual([
      ['dice-table/101', 2],
      ['dice-table/102', 1],
    ]);
    // The first tab's device scope shows the second's play once it writes again.
    expect(firstLedger.rows('device').map((r) => r.gameKey).sort()).toEqual(['dice-table/101', 'dice-table/101', 'dice-table/102']);
  });
});
