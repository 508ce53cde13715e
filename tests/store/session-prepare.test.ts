// A bot that opens the game is asked for its move while the table loads (session.actions.prepare()), and the
// move is shown only after start(), after the usual thinking pause: the room's first turn waits for the pause,
// not also for the bot worker.
import { describe, expect, it } from 'vitest';
import { toyPig, type ToyAction, type ToyState } from '../core/fixtures/toy-pig.ts';
import { newRecord, type SeatConfig } from '../../src/core/log.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { BotPort, ChooseRequest } from '../../src/store/session/bot-port.ts';

const human: SeatConfig = { kind: 'human' };
const easy: SeatConfig = { kind: 'bot', level: 'easy' };

const flush = async () => {
  for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0));
};

/** A bot whose answers come when the test says; it records what it was asked. */
function heldBot(fail = false) {
  const asked: ChooseRequest[] = [];
  const answers: (() => void)[] = [];
  const port: BotPort = {
    choose: (req) => {
      asked.push(req);
      return new Promise((resolve, reject) =>
        answers.push(() => (fail ? reject(new Error('worker gone')) : resolve(toyPig.legalActions(req.state as ToyState)[0]))),
      );
    },
    aim: async (req) => ({ from: req.from, angle: 0, power: 0.4 }),
    dispose: () => undefined,
  };
  return { port, asked, answer: () => answers.shift()?.() };
}

/** A session whose thinking pauses end when the test says (`throwing`: seat 0's turn begins at its throw). */
function session(seats: SeatConfig[], bot: BotPort, throwing = false) {
  const pauses: (() => void)[] = [];
  const record = newRecord<ToyAction>('toy-pig', toyPig.version, 2, seats, { target: 20 });
  const s = createSessionStore({
    module: toyPig,
    record,
    ...(throwing ? { state: { ...toyPig.setup({ seed: record.seed, players: seats.length, options: record.options }), phase: 'throw' as const } } : {}),
    bot,
    games: [toyPig],
    wait: () => new Promise<void>((r) => pauses.push(r)),
  });
  return { ...s, endPause: () => pauses.shift()?.() };
}

describe('session.actions.prepare', () => {
  it('asks the opening bot at once, shows nothing before start, and start() uses that answer after the pause', async () => {
    const bot = heldBot();
    const s = session([easy, human], bot.port);
    const opening = toyPig.legalActions(s.store.getState().live.state as ToyState)[0];
    s.actions.prepare();
    expect(bot.asked).toHaveLength(1);
    expect(bot.asked[0]).toMatchObject({ seat: 0, level: 'easy', moduleId: 'toy-pig' });
    bot.answer();
    await flush();
    expect(s.store.getState().record.inputs).toHaveLength(0);
    expect(s.store.getState().thinking).toBeNull();

    s.actions.start();
    await flush();
    // Thinking, not asked again, and the move waits for the pause.
    expect(bot.asked).toHaveLength(1);
    expect(s.store.getState().thinking).toBe(0);
    expect(s.store.getState().record.inputs).toHaveLength(0);
    s.endPause();
    await flush();
    expect(s.store.getState().record.inputs[0]?.input).toEqual({ kind: 'action', seat: 0, action: opening });
  });

  it('asks nothing when the first turn is a human one', () => {
    const bot = heldBot();
    const s = session([human, easy], bot.port);
    s.actions.prepare();
    s.actions.prepare();
    expect(bot.asked).toHaveLength(0);
  });

  it('asks once however often it is called', () => {
    const bot = heldBot();
    const s = session([easy, human], bot.port);
    s.actions.prepare();
    s.actions.prepare();
    expect(bot.asked).toHaveLength(1);
  });

  it('meets a prepared answer that failed when the turn comes: the first legal move, said', async () => {
    const bot = heldBot(true);
    const s = session([easy, human], bot.port);
    s.actions.prepare();
    bot.answer();
    await flush();
    s.actions.start();
    s.endPause();
    await flush();
    const st = s.store.getState();
    expect(st.record.inputs[0]?.input).toEqual({ kind: 'action', seat: 0, action: { type: 'roll' } });
    expect(st.notices.some((n) => n.tone === 'warn' && /could not decide \(worker gone\)/.test(n.text))).toBe(true);
  });
});

describe('session.actions.startIfHumanOpens', () => {
  it("starts a human's opening turn before the table is drawn, so its first frame shows it, and says so", () => {
    const bot = heldBot();
    const s = session([human, easy], bot.port, true);
    const before = s.store.getState();
    expect(before.live.awaiting).toMatchObject({ kind: 'throw', seat: 0 });
    expect(before.stage).toBeNull();
    expect(s.actions.startIfHumanOpens()).toBe(true);
    const after = s.store.getState();
    // The turn as start() would set it: seat 0 sees its table, the game's first physical request is staged.
    expect(after.viewer).toBe(0);
    expect(after.thinking).toBeNull();
    expect(after.stage).toMatchObject({ kind: 'throw', mode: 'live', seat: 0, spec: null });
    expect(after.record.inputs).toHaveLength(0);
    expect(bot.asked).toHaveLength(0);
  });

  it("leaves a bot's opening to start(), after the table shows (its move must not happen behind the loading screen)", async () => {
    const bot = heldBot();
    const s = session([easy, human], bot.port, true);
    expect(s.actions.startIfHumanOpens()).toBe(false);
    await flush();
    expect(s.store.getState().thinking).toBeNull();
    expect(s.store.getState().stage).toBeNull();
    expect(bot.asked).toHaveLength(0);
  });
});
