// The session store driven without a browser: a fake bot, known faces fed in
// where the scene would report settled dice, an in-memory localStorage.
import { describe, expect, it } from 'vitest';
import { toyPig, type ToyAction, type ToyState } from '../core/fixtures/toy-pig.ts';
import { newRecord, type SeatConfig } from '../../src/core/log.ts';
import { mixSeed } from '../../src/core/rng.ts';
import { serializeSave } from '../../src/core/save.ts';
import { throwFromGesture, throwFromSeed } from '../../src/physics/throw-input.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { BotPort, ChooseRequest } from '../../src/store/session/bot-port.ts';
import { autosaveKey, readAutosave } from '../../src/store/session/autosave.ts';
import type { Stage } from '../../src/store/session/types.ts';

const human: SeatConfig = { kind: 'human' };
const easy: SeatConfig = { kind: 'bot', level: 'easy' };

/** A bot that always banks when it can, else rolls; it records what it was asked. */
function fakeBot() {
  const asked: ChooseRequest[] = [];
  const port: BotPort = {
    choose: async (req) => {
      asked.push(req);
      const actions = toyPig.legalActions(req.state as ToyState);
      return actions.find((a) => a.type === 'bank') ?? actions[0];
    },
    aim: async (req) => ({ from: req.from, angle: 0, power: 0.4 }),
    dispose: () => undefined,
  };
  return { port, asked };
}

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const flush = async () => {
  for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0));
};

function session(seats: SeatConfig[], seed = 11, storage = memoryStorage()) {
  const bot = fakeBot();
  const s = createSessionStore({
    module: toyPig,
    record: newRecord<ToyAction>('toy-pig', toyPig.version, seed, seats, { target: 20 }),
    bot: bot.port,
    games: [toyPig],
    storage,
    wait: () => Promise.resolve(),
  });
  s.actions.start();
  return { ...s, bot, storage };
}

const stageOf = (s: ReturnType<typeof session>): Stage => {
  const st = s.store.getState().stage;
  if (!st) throw new Error('no stage');
  return st;
};

describe('session store', () => {
  it('applies a human decision and returns the seat view', () => {
    const s = session([human, easy]);
    expect(s.actions.legalActions()).toEqual([{ type: 'roll' }]);
    const res = s.actions.act({ type: 'roll' });
    expect(res.ok).toBe(true);
    if (res.ok) expect((res.view as { phase: string }).phase).toBe('throw');
    expect(s.store.getState().record.inputs).toHaveLength(1);
    const stage = stageOf(s);
    expect(stage).toMatchObject({ kind: 'throw', performer: 'human', seat: 0, spec: null, seed: mixSeed(11, 1, 0xd1ce) });
  });

  it('refuses an illegal decision with the rule error and changes nothing', () => {
    const s = session([human, easy]);
    const before = s.store.getState();
    const res = s.actions.act({ type: 'bank' });
    expect(res).toEqual({ ok: false, error: { code: 'empty-pot', message: 'There is nothing to bank.' } });
    const after = s.store.getState();
    expect(after.record).toBe(before.record);
    expect(after.live.state).toBe(before.live.state);
    expect(after.lastError?.code).toBe('empty-pot');
    expect(s.storage.data.size).toBe(0);
  });

  it('refuses a decision during a throw, for a bot seat, and a stale settle', async () => {
    const s = session([human, easy]);
    s.actions.act({ type: 'roll' });
    expect(s.actions.act({ type: 'roll' })).toMatchObject({ ok: false, error: { code: 'awaiting-throw' } });
    expect(s.actions.act({ type: 'roll' }, 1)).toMatchObject({ ok: false, error: { code: 'bot-seat' } });
    const stage = stageOf(s);
    s.actions.settled(stage.id + 99, { kind: 'dice', faces: [3, 4] });
    expect(s.store.getState().record.inputs).toHaveLength(1);
  });

  it('turns a human throw into a recorded input with its choice (the seeded throw: no drag) and faces', () => {
    const s = session([human, easy]);
    s.actions.act({ type: 'roll' });
    expect(s.actions.throwDice().ok).toBe(true);
    const stage = stageOf(s);
    expect(stage.spec).toEqual(throwFromSeed(['d6', 'd6'], stage.seed, 'tray'));
    expect(s.actions.throwDice()).toMatchObject({ ok: false, error: { code: 'in-motion' } });
    s.actions.settled(stage.id, { kind: 'dice', faces: [3, 4] });
    const rec = s.store.getState().record;
    expect(rec.inputs[1]).toEqual({ input: { kind: 'dice', faces: [3, 4] }, physics: { kind: 'throw' } });
    expect((s.store.getState().live.state as ToyState).pot).toBe(7);
  });

  it('refuses a drag too weak to throw (dice let go at rest) and says why; a real drag throws and the record keeps it', () => {
    const s = session([human, easy]);
    s.actions.act({ type: 'roll' });
    const laid = s.actions.throwDice({ from: { x: 0, z: 24 }, to: { x: 0.2, z: 24 }, durationMs: 300 });
    expect(laid).toMatchObject({ ok: false, error: { code: 'bad-throw', message: expect.stringMatching(/too slow to throw the dice/) } });
    expect(s.store.getState().lastError?.message).toMatch(/too slow to throw/);
    expect(stageOf(s).spec).toBeNull();
    const drag = { from: { x: 0, z: 24 }, to: { x: 12, z: 20 }, durationMs: 90, junk: 'x' };
    expect(s.actions.throwDice(drag).ok).toBe(true);
    expect(s.store.getState().lastError).toBeNull();
    const stage = stageOf(s);
    expect(stage.spec).toEqual(throwFromGesture(['d6', 'd6'], drag, stage.seed, 'tray'));
    s.actions.settled(stage.id, { kind: 'dice', faces: [3, 4] });
    expect(s.store.getState().record.inputs[1]).toEqual({ input: { kind: 'dice', faces: [3, 4] }, physics: { kind: 'throw', gesture: { from: { x: 0, z: 24 }, to: { x: 12, z: 20 }, durationMs: 90 } } });
  });

  it('lets bots play with seeds derived from the game seed and the input index', async () => {
    const s = session([easy, easy], 5);
    // Input 0: seat 0 decides (roll).
    await flush();
    expect(s.bot.asked[0]).toMatchObject({ seat: 0, level: 'easy', seed: mixSeed(5, 0, 0xb07), players: 2 });
    // Input 1: the bot throws; the scene would run the spec; we report faces.
    await flush();
    let stage = stageOf(s);
    expect(stage).toMatchObject({ kind: 'throw', performer: 'bot', seat: 0 });
    expect(stage.spec).toEqual(throwFromSeed(['d6', 'd6'], mixSeed(5, 1, 0xd1ce), 'tray'));
    s.actions.settled(stage.id, { kind: 'dice', faces: [2, 5] });
    // Input 2: the bot banks 7, the turn passes to seat 1.
    await flush();
    const st = s.store.getState();
    expect(st.record.inputs.slice(0, 3).map((e) => e.input.kind)).toEqual(['action', 'dice', 'action']);
    expect((st.live.state as ToyState).scores[0]).toBe(7);
    expect(st.viewer).toBeNull(); // all bots: the screen is a spectator's
    // Input 3: seat 1 decides with its own seed, then throws.
    expect(s.bot.asked[2]).toMatchObject({ seat: 1, seed: mixSeed(5, 3, 0xb07) });
    await flush();
    stage = stageOf(s);
    expect(stage.seat).toBe(1);
  });

  it('plays a flick and records only its aim and power (figures and start are derived)', async () => {
    const s = session([human, easy]);
    s.actions.act({ type: 'roll' });
    s.actions.throwDice();
    s.actions.settled(stageOf(s).id, { kind: 'dice', faces: [4, 4] }); // a double earns a flick
    const stage = stageOf(s);
    expect(stage).toMatchObject({ kind: 'flick', performer: 'human', spec: null });
    expect(s.actions.flick({ angle: Number.NaN, power: 0.5 })).toMatchObject({ ok: false, error: { code: 'bad-flick' } });
    expect(s.actions.flick({ angle: 0.1, power: 0.5 }).ok).toBe(true);
    const outcome = { kind: 'flick' as const, touched: ['bandit'], fallen: ['bandit'], offBoard: [], bystandersHit: [], dieRest: { x: 0, z: -18 }, dieOffTable: false };
    s.actions.settled(stage.id, outcome);
    const last = s.store.getState().record.inputs.at(-1);
    expect(last?.physics).toEqual({ kind: 'flick', angle: 0.1, power: 0.5 });
    expect((s.store.getState().live.state as ToyState).pot).toBe(11);
  });

  it('undoes an unconfirmed decision but never a settled throw', () => {
    const s = session([human, easy]);
    s.actions.act({ type: 'roll' });
    expect(s.store.getState().canUndo).toBe(true);
    expect(s.actions.undo().ok).toBe(true);
    expect(s.store.getState().record.inputs).toHaveLength(0);
    expect(s.store.getState().live.awaiting.kind).toBe('decision');
    s.actions.act({ type: 'roll' });
    s.actions.throwDice();
    s.actions.settled(stageOf(s).id, { kind: 'dice', faces: [2, 3] });
    expect(s.store.getState().canUndo).toBe(false);
    expect(s.actions.undo()).toMatchObject({ ok: false, error: { code: 'physical' } });
    expect(s.store.getState().record.inputs).toHaveLength(2);
  });

  it('asks to pass the device between two human seats and refuses to act before', async () => {
    const s = session([human, human]);
    expect(s.store.getState().handoff).toBe(0);
    expect(s.actions.act({ type: 'roll' })).toMatchObject({ ok: false, error: { code: 'handoff' } });
    s.actions.confirmHandoff();
    expect(s.store.getState().viewer).toBe(0);
    s.actions.act({ type: 'roll' });
    expect(s.store.getState().handoff).toBeNull(); // same seat throws next
    s.actions.throwDice();
    s.actions.settled(stageOf(s).id, { kind: 'dice', faces: [1, 3] }); // a 1: the turn passes
    expect(s.store.getState().handoff).toBe(1);
    // Seat 0's secret bounty is on screen until seat 1 confirms; then seat 1's.
    expect((s.store.getState().live.view as { cards: (number | null)[] }).cards[1]).toBeNull();
    s.actions.confirmHandoff();
    const cards = (s.store.getState().live.view as { cards: (number | null)[] }).cards;
    expect(cards[0]).toBeNull();
    expect(cards[1]).not.toBeNull();
  });

  it('autosaves after every input and resumes from the slot', () => {
    const s = session([human, easy], 21);
    s.actions.act({ type: 'roll' });
    s.actions.throwDice();
    s.actions.settled(stageOf(s).id, { kind: 'dice', faces: [5, 6] });
    const saved = readAutosave(s.storage, 'toy-pig', [toyPig]);
    expect(saved?.ok).toBe(true);
    if (!saved?.ok) return;
    expect(saved.record).toEqual(s.store.getState().record);
    const resumed = createSessionStore({ module: toyPig, record: saved.record, state: saved.state, bot: fakeBot().port, games: [toyPig], storage: s.storage, wait: () => Promise.resolve() });
    resumed.actions.start();
    expect(resumed.store.getState().live.state).toEqual(s.store.getState().live.state);
    expect(resumed.actions.legalActions()).toEqual([{ type: 'roll' }, { type: 'bank' }]);
  });

  it('refuses corrupt, truncated, foreign and old-version saves without touching the game or its autosave', () => {
    const s = session([human, easy], 3);
    s.actions.act({ type: 'roll' });
    const record = s.store.getState().record;
    const slot = s.storage.data.get(autosaveKey('toy-pig'));
    const good = serializeSave(record);
    const cases: [unknown, string][] = [
      ['{"format":"frontier', 'truncated'],
      ['{{not json}}', 'corrupt'],
      ['{"hello":"world"}', 'foreign'],
      [good.replace(`"moduleVersion":${toyPig.version}`, '"moduleVersion":1').replace(`"moduleVersion":${toyPig.version}`, '"moduleVersion":1'), 'old-version'],
      ['', 'empty'],
      [42, 'empty'],
    ];
    for (const [text, code] of cases) {
      const res = s.actions.importSave(text);
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.code).toBe(code);
      expect(s.store.getState().record).toBe(record);
      expect(s.storage.data.get(autosaveKey('toy-pig'))).toBe(slot);
    }
  });

  it('loads a good save in place of the live game', () => {
    const a = session([human, easy], 8);
    a.actions.act({ type: 'roll' });
    a.actions.throwDice();
    a.actions.settled(stageOf(a).id, { kind: 'dice', faces: [6, 6] });
    const b = session([human, easy], 9);
    expect(b.actions.importSave(a.actions.exportSave()).ok).toBe(true);
    expect(b.store.getState().record).toEqual(a.store.getState().record);
    expect(b.store.getState().stage?.kind).toBe('flick');
  });

  it('replays a record, re-running recorded throws and warning when one comes out differently', () => {
    const s = session([human, easy], 4);
    s.actions.act({ type: 'roll' });
    s.actions.throwDice();
    const liveSpec = stageOf(s).spec;
    s.actions.settled(stageOf(s).id, { kind: 'dice', faces: [2, 3] });
    s.actions.act({ type: 'roll' });
    s.actions.throwDice();
    s.actions.settled(stageOf(s).id, { kind: 'dice', faces: [5, 6] });
    const live = s.store.getState().record;
    s.actions.startReplay();
    expect(s.store.getState().replay?.step).toBe(0);
    expect(s.actions.act({ type: 'roll' })).toMatchObject({ ok: false, error: { code: 'replay' } });
    s.actions.replayStep(1); // the decision: no physics
    expect(s.store.getState().replay?.step).toBe(1);
    s.actions.replayStep(1); // the throw: the scene re-runs the throw re-derived from the game (the live one)
    const stage = stageOf(s);
    expect(stage).toMatchObject({ mode: 'replay', kind: 'throw', spec: liveSpec });
    s.actions.settled(stage.id, { kind: 'dice', faces: [2, 3] });
    expect(s.store.getState().replay).toMatchObject({ step: 2, checked: 1, mismatches: [] });
    s.actions.replayStep(1);
    s.actions.replayStep(1);
    s.actions.settled(stageOf(s).id, { kind: 'dice', faces: [1, 1] }); // physics disagreeing with the log
    const rp = s.store.getState().replay!;
    expect(rp.step).toBe(4);
    expect(rp.mismatches).toHaveLength(1);
    expect((rp.shown.state as ToyState).pot).toBe(16); // the log decides: 5 + 6 on top of 5
    s.actions.replayStep(-1);
    expect(s.store.getState().replay?.step).toBe(3);
    s.actions.stopReplay();
    expect(s.store.getState().record).toBe(live);
    expect(s.store.getState().replay).toBeNull();
  });

  it('watches an imported save as a replay without replacing the live game', () => {
    const a = session([human, easy], 8);
    a.actions.act({ type: 'roll' });
    const b = session([human, easy], 9);
    const before = b.store.getState().record;
    expect(b.actions.importSave(a.actions.exportSave(), 'watch').ok).toBe(true);
    expect(b.store.getState().replay?.record.seed).toBe(8);
    expect(b.store.getState().record).toBe(before);
  });

  it('plays a bot game to the end with a fake table', async () => {
    const s = session([easy, easy], 99);
    for (let i = 0; i < 400 && s.store.getState().live.awaiting.kind !== 'end'; i++) {
      await flush();
      const st = s.store.getState().stage;
      if (st?.spec && st.kind === 'throw') s.actions.settled(st.id, { kind: 'dice', faces: [((i * 5) % 6) + 1, ((i * 3) % 6) + 1] });
      if (st?.spec && st.kind === 'flick') s.actions.settled(st.id, { kind: 'flick', touched: [], fallen: [], offBoard: [], bystandersHit: [], dieRest: { x: 0, z: 0 }, dieOffTable: false });
    }
    expect(s.actions.result()).not.toBeNull();
    expect(toyPig.invariants(s.store.getState().live.state as ToyState)).toEqual([]);
  });

  it('plays the first legal move and says so when the bot fails', async () => {
    const broken: BotPort = {
      choose: () => Promise.reject(new Error('worker gone')),
      aim: () => Promise.reject(new Error('worker gone')),
      dispose: () => undefined,
    };
    const s = createSessionStore({
      module: toyPig,
      record: newRecord<ToyAction>('toy-pig', toyPig.version, 2, [easy, human], { target: 20 }),
      bot: broken,
      games: [toyPig],
      wait: () => Promise.resolve(),
    });
    s.actions.start();
    await flush();
    const st = s.store.getState();
    expect(st.record.inputs[0]?.input).toEqual({ kind: 'action', seat: 0, action: { type: 'roll' } });
    expect(st.notices.some((n) => n.tone === 'warn' && /could not decide \(worker gone\)/.test(n.text))).toBe(true);
  });

  it('throws a bot throw again from the same derived seed when the physics fails (the record stays derivable)', async () => {
    const s = session([easy, human], 6);
    await flush();
    await flush();
    const first = stageOf(s);
    expect(first).toMatchObject({ kind: 'throw', performer: 'bot' });
    expect(first.spec).not.toBeNull();
    s.actions.stageFailed(first.id, 'world exploded');
    const again = stageOf(s);
    expect(again.id).toBe(first.id);
    expect(again.spec).not.toBeNull();
    expect(again.spec).toEqual(first.spec);
    expect(again.spec).toEqual(throwFromSeed(['d6', 'd6'], mixSeed(6, 1, 0xd1ce), 'tray'));
    expect(s.store.getState().notices.at(-1)?.text).toMatch(/world exploded/);
  });
});
