// The gallery bot aims off the page: the store sends the bot worker the same
// request the game rooms send (setup, start spot, level, seed), flicks what it
// answers, and when the worker fails, throws or never answers it aims here
// with the same aimFlick, says so, and never hangs. The worker's own message
// handler (src/store/bot.worker.ts, run here in Node) answers with exactly
// aimFlick's spec for the request.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { FlickOutcome } from '../../src/core/contract.ts';
import { aimFlick } from '../../src/physics/flick/aim.ts';
import { initPhysics } from '../../src/physics/rapier.ts';
import type { FlickSpec } from '../../src/physics/types.ts';
import { botAimSeed, createGalleryStore, standingSetup, type FlickAimer, type GalleryStore } from '../../src/rooms/shooting-gallery/store.ts';
import { workerAimer } from '../../src/rooms/shooting-gallery/worker-aim.ts';
import type { AimRequest, BotPort } from '../../src/store/session/bot-port.ts';
import type { AimMessage, AimReply } from '../../src/store/session/worker-bot.ts';

const noOutcome: FlickOutcome = { kind: 'flick', touched: [], fallen: [], offBoard: [], bystandersHit: [], dieRest: { x: 0, z: 0 }, dieOffTable: false };
const pose = { position: { x: 0, y: 0.8, z: 0 }, rotation: { x: 0, y: 0, z: 0, w: 1 } };

/** Plays the bot's flick to the end as the scene would (the flight settles with no figure down). */
async function playBot(g: GalleryStore, level: 'easy' | 'hard') {
  const pending = g.actions.botFlick(level);
  for (let i = 0; i < 200 && !g.store.getState().flight; i++) await new Promise((r) => setTimeout(r, 25));
  const flight = g.store.getState().flight;
  if (!flight) throw new Error(`no flight; bot ${JSON.stringify(g.store.getState().bot)}`);
  g.actions.settled(flight.id, noOutcome, pose, []);
  return pending;
}

/** What aimFlick gives on this thread for a request: the result every path must match. */
const aimedHere = (r: AimRequest): FlickSpec => aimFlick({ ...r.setup, from: r.from }, r.level, r.seed);

// The real worker module, loaded in Node: `self` is the global scope, as in a
// worker (Rapier's glue looks things up on it too), with a postMessage that
// records the replies.
const replies: AimReply[] = [];
let post: (data: unknown) => void = () => undefined;
beforeAll(async () => {
  await initPhysics();
  vi.stubGlobal('postMessage', (reply: AimReply) => replies.push(reply));
  vi.stubGlobal('self', globalThis);
  // A worker's own address (the worker imports rules from same-origin addresses only).
  vi.stubGlobal('location', new URL('http://127.0.0.1:4173/assets/bot.worker.js'));
  await import('../../src/store/bot.worker.ts');
  const onmessage = (globalThis as unknown as { onmessage: (e: { data: unknown }) => void }).onmessage;
  post = (data) => onmessage({ data: structuredClone(data) });
});
afterAll(() => vi.unstubAllGlobals());

/** An aimer that goes through the worker's message handler, as the browser's port does (structured clones both ways). */
const workerHandlerAimer: FlickAimer = async (request) => {
  const id = replies.length + 1000;
  const message: AimMessage = { type: 'aim', id, ...request };
  post(message);
  for (let i = 0; i < 400; i++) {
    const reply = replies.find((r) => r.id === id);
    if (reply) {
      if (reply.type === 'error') throw new Error(reply.message);
      return structuredClone(reply.spec);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the worker handler never answered');
};

describe('the bot worker answers an aim with aimFlick’s own spec', () => {
  test('for gallery line-ups, both levels', async () => {
    for (const seed of [4, 21]) {
      const g = createGalleryStore(seed);
      const round = g.store.getState().round;
      for (const level of ['easy', 'hard'] as const) {
        const request: AimRequest = { setup: standingSetup(round), from: round.layout.from, level, seed: botAimSeed(round, level) };
        expect(await workerHandlerAimer(request)).toEqual(aimedHere(request));
      }
    }
  });

  test('a bad request comes back as an error reply, not a dead worker', async () => {
    const g = createGalleryStore(4);
    const round = g.store.getState().round;
    const bad = { setup: { ...standingSetup(round), figures: [{ id: 'x', model: 'indian', role: 'target', x: Number.NaN, z: 0 }] }, from: round.layout.from, level: 'easy' as const, seed: 1 };
    await expect(workerHandlerAimer(bad as AimRequest)).rejects.toThrow('setup.figures[0].x must be a finite number, got NaN');
  });
});

describe('the gallery store with a bot aimer', () => {
  test('sends the request the game rooms send and flicks exactly the worker’s answer', async () => {
    const asked: AimRequest[] = [];
    const g = createGalleryStore(21, {
      aimer: (r) => {
        asked.push(structuredClone(r));
        return workerHandlerAimer(r);
      },
    });
    const round = g.store.getState().round;
    const pending = playBot(g, 'hard');
    expect(g.store.getState().bot).toEqual({ level: 'hard', aim: null, on: 'worker' });
    const shot = await pending;
    const expected: AimRequest = { setup: standingSetup(round), from: round.layout.from, level: 'hard', seed: botAimSeed(round, 'hard') };
    expect(asked).toEqual([expected]);
    expect(shot.spec).toEqual(aimedHere(expected));
    expect(shot.aimed).toEqual({ request: expected, on: 'worker' });
    expect(shot.source).toBe('bot-hard');
    expect(g.store.getState()).toMatchObject({ bot: null, botNotice: null });
  });

  test('a failing worker: the bot aims here with the same result and the notice says why', async () => {
    const g = createGalleryStore(21, { aimer: () => Promise.reject(new Error('the bot worker failed: boom')) });
    const pending = playBot(g, 'hard');
    await vi.waitFor(() => expect(g.store.getState().bot?.on).toBe('page'));
    expect(g.store.getState().botNotice).toBe('The bot worker failed: boom. The bot aims on this page instead, so the view may pause for a moment while it does.');
    const shot = await pending;
    expect(shot.aimed?.on).toBe('page');
    expect(shot.spec).toEqual(aimedHere(shot.aimed?.request as AimRequest));
    // The notice stays up: the next bot flick goes the same way.
    expect(g.store.getState().botNotice).toMatch(/boom/);
  });

  test('an aimer that throws at once, or a worker that never answers, falls back too', async () => {
    const thrower = createGalleryStore(5, {
      aimer: () => {
        throw new Error('no Worker here');
      },
    });
    const thrown = await playBot(thrower, 'easy');
    expect(thrown.aimed?.on).toBe('page');
    expect(thrower.store.getState().botNotice).toMatch(/^The bot worker failed: no Worker here\. The bot aims on this page instead/);

    const silent = createGalleryStore(5, { aimer: () => new Promise<FlickSpec>(() => undefined), aimTimeoutMs: 60 });
    const late = await playBot(silent, 'easy');
    expect(silent.store.getState().botNotice).toMatch(/^The bot worker did not answer within 0 s\. The bot aims on this page/);
    expect(late.spec).toEqual(thrown.spec);
  });

  test('the notice clears once the worker answers again', async () => {
    let failing = true;
    const g = createGalleryStore(5, { aimer: (r) => (failing ? Promise.reject(new Error('down')) : workerHandlerAimer(r)) });
    await playBot(g, 'easy');
    expect(g.store.getState().botNotice).toMatch(/down/);
    failing = false;
    const second = await playBot(g, 'easy');
    expect(second.aimed?.on).toBe('worker');
    expect(g.store.getState().botNotice).toBeNull();
  });

  test('closing the room while the bot aims stops it: no flight, the bot idle, the promise rejects', async () => {
    let answer: (spec: FlickSpec) => void = () => undefined;
    const g = createGalleryStore(5, { aimer: () => new Promise<FlickSpec>((resolve) => (answer = resolve)) });
    const pending = g.actions.botFlick('easy');
    g.actions.close();
    answer({ from: g.store.getState().round.layout.from, angle: 0, power: 0.5 });
    await expect(pending).rejects.toThrow(/closed/);
    expect(g.store.getState()).toMatchObject({ flight: null, bot: null });
  });
});

describe('workerAimer', () => {
  const request = (): AimRequest => {
    const round = createGalleryStore(4).store.getState().round;
    return { setup: standingSetup(round), from: round.layout.from, level: 'easy', seed: 9 };
  };

  test('opens one port on the first aim, reuses it, and disposes it with the room', async () => {
    const disposed: number[] = [];
    let opened = 0;
    const open = (): BotPort => {
      const n = ++opened;
      return { choose: () => Promise.reject(new Error('unused')), aim: workerHandlerAimer, dispose: () => disposed.push(n) };
    };
    const aimer = workerAimer(open);
    expect(opened).toBe(0);
    const r = request();
    expect(await aimer.aim(r)).toEqual(aimedHere(r));
    await aimer.aim(r);
    expect(opened).toBe(1);
    aimer.dispose();
    expect(disposed).toEqual([1]);
  });

  test('a worker that cannot start rejects with a clear message (the store then aims here)', async () => {
    const aimer = workerAimer(() => {
      throw new Error('Worker is not defined');
    });
    await expect(aimer.aim(request())).rejects.toThrow('the bot worker could not start: Worker is not defined');
  });
});
