// session.actions.open(), called while the table loads, opens the game as far as nothing could be missed behind
// the loading screen: the bots' setup choices that come first (the module's inSetup: Main Street's first awnings)
// are made without their thinking pause, a human's opening turn with nothing to announce is set, so the table's
// first frame draws them; a bot's real opening turn is only asked for, and shown after start() with the usual
// pause (issue 26). Main Street's cases use its real rules: the seed's setup has the last seat hang its first
// awning first and the starting seat last.
import { describe, expect, it } from 'vitest';
import { toyPig, type ToyAction, type ToyState } from '../core/fixtures/toy-pig.ts';
import { newRecord, type SeatConfig } from '../../src/core/log.ts';
import type { GameModule } from '../../src/core/contract.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { BotPort, ChooseRequest } from '../../src/store/session/bot-port.ts';
import { mainStreet, type MainStreetState } from '../../src/games/main-street/index.ts';

const human: SeatConfig = { kind: 'human' };
const easy: SeatConfig = { kind: 'bot', level: 'easy' };

const flush = async () => {
  for (let i = 0; i < 6; i++) await new Promise((r) => setTimeout(r, 0));
};

/** A bot whose answers (the first legal move) come when the test says; it records what it was asked. */
function heldBot<S, A, V>(module: GameModule<S, A, V>, fail = false) {
  const asked: ChooseRequest[] = [];
  const answers: (() => void)[] = [];
  const port: BotPort = {
    choose: (req) => {
      asked.push(req);
      return new Promise((resolve, reject) => answers.push(() => (fail ? reject(new Error('worker gone')) : resolve(module.legalActions(req.state as S)[0]))));
    },
    aim: async (req) => ({ from: req.from, angle: 0, power: 0.4 }),
    dispose: () => undefined,
  };
  return { port, asked, answer: () => answers.shift()?.() };
}

/** A session whose thinking pauses end when the test says (`state`: a position to start from instead of the setup). */
function session<S, A, V>(module: GameModule<S, A, V>, seats: SeatConfig[], bot: BotPort, state?: S) {
  const pauses: (() => void)[] = [];
  const record = newRecord(module.id, module.version, 2, seats, module.id === 'toy-pig' ? { target: 20 } : {});
  const s = createSessionStore({ module, record, ...(state !== undefined ? { state } : {}), bot, games: [module], wait: () => new Promise<void>((r) => pauses.push(r)) });
  return { ...s, pauses, endPause: () => pauses.shift()?.() };
}

const phase = (s: { store: { getState(): { live: { state: unknown } } } }) => (s.store.getState().live.state as MainStreetState).phase;

describe("open(): the bots' setup choices before the table's first frame", () => {
  it('makes each opening bot awning at once, then sets the human’s first awning; start() adds nothing', async () => {
    const bot = heldBot(mainStreet);
    const s = session(mainStreet, [human, easy, easy], bot.port);
    expect(phase(s)).toMatchObject({ kind: 'first-awning', order: [2, 1, 0], next: 0 });
    let opened = false;
    void s.actions.open().then(() => (opened = true));
    expect(bot.asked.map((r) => r.seat)).toEqual([2]);
    // Nothing shown under the loading screen while the bot decides (no thinking to watch).
    expect(s.store.getState().thinking).toBeNull();
    bot.answer();
    await flush();
    expect(bot.asked.map((r) => r.seat)).toEqual([2, 1]);
    expect(opened).toBe(false);
    bot.answer();
    await flush();
    expect(opened).toBe(true);
    const st = s.store.getState();
    // Two awnings hung, no thinking pause waited for, and seat 0's own first awning open before start().
    expect(st.record.inputs.map((e) => e.input.kind === 'action' && e.input.seat)).toEqual([2, 1]);
    expect(s.pauses).toHaveLength(0);
    expect(st.live.awaiting).toMatchObject({ kind: 'decision', seat: 0 });
    expect(st.thinking).toBeNull();
    expect(st.viewer).toBe(0);
    expect((st.live.state as MainStreetState).awnings.filter((a) => a !== null)).toHaveLength(2);
    expect(s.actions.act(s.actions.legalActions()[0]!)).toMatchObject({ ok: true });
    expect(s.store.getState().record.inputs).toHaveLength(3);
    s.actions.start();
    await flush();
    expect(bot.asked).toHaveLength(2);
    expect(s.store.getState().record.inputs).toHaveLength(3);
  });

  it('gives a bot’s setup choice its thinking pause once the table shows (after a human’s awning)', async () => {
    const bot = heldBot(mainStreet);
    // Order 2, 1, 0: bot 2 while the table loads, human 1, then bot 0 with the table on screen.
    const s = session(mainStreet, [easy, human, easy], bot.port);
    void s.actions.open();
    bot.answer();
    await flush();
    expect(s.store.getState().live.awaiting).toMatchObject({ kind: 'decision', seat: 1 });
    s.actions.start();
    expect(s.actions.act(s.actions.legalActions()[0]!)).toMatchObject({ ok: true });
    await flush();
    expect(bot.asked.map((r) => r.seat)).toEqual([2, 0]);
    bot.answer();
    await flush();
    expect(s.store.getState().thinking).toBe(0);
    expect(s.store.getState().record.inputs).toHaveLength(2);
    s.endPause();
    await flush();
    expect(s.store.getState().record.inputs).toHaveLength(3);
  });

  it('applies a setup answer that comes after start() without a pause, then goes on as usual', async () => {
    const bot = heldBot(mainStreet);
    const s = session(mainStreet, [human, easy], bot.port);
    let opened = false;
    void s.actions.open().then(() => (opened = true));
    s.actions.start();
    await flush();
    // start() ends the opening's wait: the room never waits for a bot's answer past the table, which says the
    // bot is deciding until it answers.
    expect(opened).toBe(true);
    expect(s.store.getState().thinking).toBe(1);
    bot.answer();
    await flush();
    expect(s.pauses).toHaveLength(0);
    expect(s.store.getState().record.inputs).toHaveLength(1);
    expect(s.store.getState().live.awaiting).toMatchObject({ kind: 'decision', seat: 0 });
    expect(s.store.getState().thinking).toBeNull();
  });

  it('holds a seat that must be announced (the pass-the-device screen) for start()', async () => {
    const bot = heldBot(mainStreet);
    // Two humans share the device: seat 1's first awning is announced (Main Street hides nothing: a banner, not
    // the wall), which the loading screen would hide.
    const s = session(mainStreet, [human, human, easy], bot.port);
    const opened = s.actions.open();
    bot.answer();
    await opened;
    expect(s.store.getState().record.inputs).toHaveLength(1);
    expect(s.store.getState().live.awaiting).toMatchObject({ kind: 'decision', seat: 1 });
    expect(s.store.getState().turnBanner).toBeNull();
    expect(s.store.getState().viewer).toBeNull();
    s.actions.start();
    expect(s.store.getState().turnBanner).toMatchObject({ seat: 1 });
    expect(s.store.getState().viewer).toBe(1);
  });

  it('meets a failed setup answer with the first legal move, said', async () => {
    const bot = heldBot(mainStreet, true);
    const s = session(mainStreet, [human, easy], bot.port);
    void s.actions.open();
    bot.answer();
    await flush();
    const st = s.store.getState();
    expect(st.record.inputs[0]?.input).toEqual({ kind: 'action', seat: 1, action: mainStreet.legalActions(mainStreet.setup({ seed: 2, players: 2 }))[0] });
    expect(st.notices.some((n) => n.tone === 'warn' && /worker gone/.test(n.text))).toBe(true);
  });

  it('treats a module whose inSetup throws as one without setup (the bot’s turn waits for the table)', async () => {
    const bot = heldBot(mainStreet);
    const broken = { ...mainStreet, inSetup: () => { throw new Error('boom'); } } as typeof mainStreet;
    const s = session(broken, [human, easy], bot.port);
    await s.actions.open();
    bot.answer();
    await flush();
    expect(s.store.getState().record.inputs).toHaveLength(0);
    expect(s.store.getState().thinking).toBeNull();
  });
});

describe("open(): a bot's real opening turn", () => {
  it('asks the opening bot at once, shows nothing before start, and start() uses that answer after the pause', async () => {
    const bot = heldBot(toyPig);
    const s = session(toyPig, [easy, human], bot.port);
    const opening = toyPig.legalActions(s.store.getState().live.state as ToyState)[0];
    // Held at once: the promise does not wait for the answer.
    await s.actions.open();
    await s.actions.open();
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

  it('meets a prepared answer that failed when the turn comes: the first legal move, said', async () => {
    const bot = heldBot(toyPig, true);
    const s = session(toyPig, [easy, human], bot.port);
    await s.actions.open();
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

describe("open(): a human's opening turn", () => {
  const throwing = (seats: SeatConfig[]): ToyState => ({ ...toyPig.setup({ seed: 2, players: seats.length, options: { target: 20 } }), phase: 'throw' });

  it('is set before the table is drawn, so its first frame shows it; start() keeps that stage', () => {
    const bot = heldBot(toyPig);
    const seats = [human, easy];
    const s = session(toyPig, seats, bot.port, throwing(seats));
    expect(s.store.getState().stage).toBeNull();
    void s.actions.open();
    const after = s.store.getState();
    // The turn as start() would set it: seat 0 sees its table, the game's first physical request is staged.
    expect(after.viewer).toBe(0);
    expect(after.thinking).toBeNull();
    expect(after.stage).toMatchObject({ kind: 'throw', mode: 'live', seat: 0, spec: null });
    s.actions.start();
    expect(s.store.getState().stage).toBe(after.stage);
    expect(bot.asked).toHaveLength(0);
  });

  it('starts as before without open() (start() alone), and an open() after start() changes nothing', () => {
    const bot = heldBot(toyPig);
    const seats = [human, easy];
    const s = session(toyPig, seats, bot.port, throwing(seats));
    s.actions.start();
    const stage = s.store.getState().stage;
    expect(stage).toMatchObject({ kind: 'throw', seat: 0 });
    // An open() after start() does nothing: the turn is not set again.
    void s.actions.open();
    expect(s.store.getState().stage).toBe(stage);
  });
});

// Keeps the action type in use (the toy's moves are what its bot answers).
export type { ToyAction };
