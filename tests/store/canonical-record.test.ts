// The session records the canonical action (issue 12, item 1): the matching
// entry of legalActions, never the caller's object. Junk fields, circular
// references, BigInts, 60 MB strings and 100,000-deep fields hung on a legal
// action cannot reach the record or the autosave.
import { describe, expect, it } from 'vitest';
import { toyPig, type ToyAction, type ToyState } from '../core/fixtures/toy-pig.ts';
import { newRecord, type SeatConfig } from '../../src/core/log.ts';
import { parseSave, serializeSave } from '../../src/core/save.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { BotPort } from '../../src/store/session/bot-port.ts';
import { autosaveKey } from '../../src/store/session/autosave.ts';

const human: SeatConfig = { kind: 'human' };
const easy: SeatConfig = { kind: 'bot', level: 'easy' };

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

function session(seats: SeatConfig[], bot?: BotPort) {
  const storage = memoryStorage();
  const s = createSessionStore({
    module: toyPig,
    record: newRecord<ToyAction>('toy-pig', toyPig.version, 11, seats, { target: 20 }),
    bot: bot ?? { choose: async () => ({ type: 'roll' }), aim: async (r) => ({ from: r.from, angle: 0, power: 0.4 }), dispose: () => undefined },
    games: [toyPig],
    storage,
    wait: () => Promise.resolve(),
  });
  s.actions.start();
  return { ...s, storage };
}

/** A legal action carrying `junk`, through the same door window.tabletop.act uses. */
const actWith = (s: ReturnType<typeof session>, extra: Record<string, unknown>) => s.actions.act({ type: 'roll', ...extra } as unknown as ToyAction);

function expectCanonical(s: ReturnType<typeof session>) {
  const rec = s.store.getState().record;
  expect(rec.inputs).toHaveLength(1);
  expect(rec.inputs[0]).toEqual({ input: { kind: 'action', seat: 0, action: { type: 'roll' } } });
  expect(Object.keys((rec.inputs[0]!.input as { action: object }).action)).toEqual(['type']);
  const saved = s.storage.data.get(autosaveKey('toy-pig'));
  expect(saved, 'the autosave was written').toBeDefined();
  expect(saved!.length).toBeLessThan(2_000);
  const back = parseSave(saved, [toyPig]);
  expect(back.ok && back.record.inputs.length).toBe(1);
  expect(s.store.getState().notices).toEqual([]);
}

describe('the record holds the canonical action', () => {
  it('drops a junk field', () => {
    const s = session([human, easy]);
    expect(actWith(s, { junk: 'x' }).ok).toBe(true);
    expectCanonical(s);
  });

  it('a 60 MB string never reaches the autosave (a reload loses no move)', () => {
    const s = session([human, easy]);
    expect(actWith(s, { note: 'x'.repeat(60 * 1024 * 1024) }).ok).toBe(true);
    expectCanonical(s);
  });

  it('a circular reference or a BigInt leaves the record serialisable', () => {
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    const a = session([human, easy]);
    expect(actWith(a, { loop: circular }).ok).toBe(true);
    expectCanonical(a);
    expect(() => serializeSave(a.store.getState().record)).not.toThrow();
    const b = session([human, easy]);
    expect(actWith(b, { n: 10n }).ok).toBe(true);
    expectCanonical(b);
  });

  it('a 100,000-deep field does not grow the autosave', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const s = session([human, easy]);
    expect(actWith(s, { deep }).ok).toBe(true);
    expectCanonical(s);
  });

  it("the record is a copy: changing the caller's object afterwards changes nothing", () => {
    const s = session([human, easy]);
    const mine = { type: 'roll' } as { type: string };
    s.actions.act(mine as ToyAction);
    mine.type = 'bank';
    expect(s.store.getState().record.inputs[0]!.input).toEqual({ kind: 'action', seat: 0, action: { type: 'roll' } });
    expect(s.store.getState().record.inputs[0]!.input).not.toHaveProperty('action', mine);
  });

  it('refuses what matches no legal action, with the rules\' error when they have one, and records nothing', () => {
    const s = session([human, easy]);
    expect(s.actions.act({ type: 'bank' })).toMatchObject({ ok: false, error: { code: 'empty-pot' } });
    expect(s.actions.act({ type: 'fly' } as unknown as ToyAction)).toMatchObject({ ok: false });
    expect(s.actions.act({ type: 'roll' }, '0' as unknown as number)).toMatchObject({ ok: false, error: { code: 'wrong-seat' } });
    expect(s.actions.act(null as unknown as ToyAction)).toMatchObject({ ok: false });
    expect(s.store.getState().record.inputs).toHaveLength(0);
    expect(s.storage.data.size).toBe(0);
  });

  it("a bot's reply (structured-cloned from the worker, junk and all) is recorded canonically too", async () => {
    const bot: BotPort = {
      choose: async (req) => ({ ...toyPig.legalActions(req.state as ToyState)[0]!, junk: 'from the worker' }),
      aim: async (r) => ({ from: r.from, angle: 0, power: 0.4 }),
      dispose: () => undefined,
    };
    const s = session([easy, easy], bot);
    for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0));
    const first = s.store.getState().record.inputs[0];
    expect(first).toEqual({ input: { kind: 'action', seat: 0, action: { type: 'roll' } } });
  });
});
