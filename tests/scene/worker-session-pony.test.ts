// Mail Run drawn in the scene worker (`?render=worker`, issue 26), against a
// real session across a MessageChannel, no worker and no canvas: a card kept
// and the dice picked for a re-throw on the worker's side (its controller's
// picking mirrors the page's, picking-link.ts), the throw under the cup made
// and settled from the worker, a claim that lands on the Indians, and their
// flick aimed, settled and staged in the worker: the page's session hears the
// outcome, and the page's copy of the flick staging (which draws the caption)
// holds the worker's caption in the game's words.
import { publishSession } from '../../src/scene/worker/session-link.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { human, noBot, pagePorts } from './worker-pair.ts';
import { newRecord } from '../../src/core/log.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { SessionState } from '../../src/store/session/types.ts';
import { ponyExpress, type PonyAction } from '../../src/games/pony-express/index.ts';
import { mirrorStore } from '../../src/store/mirror/mirror.ts';
import { workerSession } from '../../src/scene/worker/worker-session.ts';
import { createController } from '../../src/games/pony-express/view/hud/controller.ts';
import { flickStagingOf } from '../../src/scene/session/flick-staging.ts';
import { WORKER_ROOMS, loadWorkerBoard } from '../../src/scene/worker/rooms.ts';
import type { PonySession } from '../../src/games/pony-express/view/session.ts';
import { ponyFlickCaption } from '../../src/games/pony-express/view/board/flick-caption.ts';
import { figurePaint } from '../../src/games/pony-express/colours.ts';
import { holdSettledFlick } from '../../src/scene/session/flick-hold.ts';
import { captionText } from '../../src/scene/session/flick-caption.ts';
import { FlickRun } from '../../src/physics/flick/run.ts';
import { initPhysics } from '../../src/physics/rapier.ts';
import type { FaceValue } from '../../src/physics/dice-kinds.ts';

async function pageAndWorker() {
  const page = createSessionStore({ module: ponyExpress, record: newRecord<PonyAction>('pony-express', ponyExpress.version, 11, [human, human]), bot: noBot, games: [ponyExpress], storage: null, wait: () => Promise.resolve() }) as PonySession;
  page.actions.start();
  const { pagePort, workerPort } = pagePorts();
  const onPage = createController(page);
  publishSession(page, pagePort);
  const mirror = mirrorStore<SessionState>('session', workerPort, null as unknown as SessionState);
  const worker = workerSession(ponyExpress, mirror, workerPort) as unknown as PonySession;
  await mirror.ready;
  return { page, onPage, worker, inWorker: createController(worker) };
}

const settle = () => new Promise((r) => setTimeout(r, 30));
const FIVE_ACES: FaceValue[] = ['A', 'A', 'A', 'A', 'A'];

/** Plays on from the page's side (the HUD's buttons, the device passed on) until a flick is awaited; throws go from the worker, all aces. */
async function untilFlick(page: PonySession, worker: PonySession): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const st = page.store.getState();
    const aw = st.live.awaiting;
    if (aw.kind === 'flick') return;
    if (st.handoff !== null) page.actions.confirmHandoff();
    else if (aw.kind === 'decision') {
      // Claim five of a kind (honest: all aces), believe it, ride on: the riders meet on the track for a duel.
      const legal = page.actions.legalActions();
      page.actions.act(legal.find((a) => a.type === 'claim' && a.combo === 'five') ?? legal.find((a) => a.type === 'believe') ?? legal.find((a) => a.type === 'ride') ?? legal[0]!);
    } else if (aw.kind === 'throw') {
      expect(worker.actions.throwDice()).toEqual({ ok: true });
      await settle();
      const stage = page.store.getState().stage!;
      expect(stage.spec).not.toBeNull();
      worker.actions.settled(stage.id, { kind: 'dice', faces: FIVE_ACES });
    } else throw new Error(`unexpected awaiting ${aw.kind}`);
    await settle();
  }
  throw new Error('no flick came up');
}

beforeAll(() => initPhysics());

describe('Mail Run in the scene worker', () => {
  it('is a room the worker draws, its riders in their seats’ colours when flicked', async () => {
    expect(WORKER_ROOMS).toContain('pony-express');
    const parts = await loadWorkerBoard('pony-express');
    expect(parts.Board.name).toBe('PonyBoard');
    expect(parts.figurePaint?.({ id: 'rider-1', model: 'rider', x: 0, z: 0, role: 'target', owner: 1 })).toBe(figurePaint({ id: 'rider-1', model: 'rider', x: 0, z: 0, role: 'target', owner: 1 }));
  });

  it('keeps a card and picks dice on the worker’s side; the page’s session and HUD follow', async () => {
    const { page, onPage, worker, inWorker } = await pageAndWorker();
    expect(worker.store.getState()).toEqual(page.store.getState());
    page.actions.confirmHandoff();
    await settle();
    const keep = worker.actions.legalActions()[0]!;
    expect(keep.type).toBe('keep-card');
    inWorker.act(keep); // sent to the page's picking: its answer is the page's
    await settle();
    expect(page.store.getState().record.inputs).toHaveLength(1);
    // Seat 1 keeps, seat 0 rides and throws from the worker; its dice are picked on the worker's board.
    page.actions.confirmHandoff();
    page.actions.act(page.actions.legalActions()[0]!);
    page.actions.confirmHandoff();
    await settle();
    page.actions.act({ type: 'ride' });
    await settle();
    worker.actions.throwDice();
    await settle();
    worker.actions.settled(page.store.getState().stage!.id, { kind: 'dice', faces: ['A', 'K', 'Q', 'J', '10'] as FaceValue[] });
    await settle();
    expect(page.actions.view(0).phase.kind).toBe('decide');
    inWorker.picking.toggle(1);
    inWorker.picking.toggle(2);
    await settle();
    expect(onPage.picking.store.getState().selected).toEqual([1, 2]);
    expect(inWorker.picking.store.getState().selected).toEqual([1, 2]);
    // The re-throw the HUD's button makes on the page goes to the session.
    expect(onPage.rethrow('cup')).toBe(true);
    await settle();
    expect(page.store.getState().live.awaiting).toMatchObject({ kind: 'throw', seat: 0 });
    expect(worker.store.getState().record).toEqual(page.store.getState().record);
  });

  it('aims a flick in the worker, runs it there and stages its caption, which the page shows before its session hears the outcome', async () => {
    const { page, worker } = await pageAndWorker();
    await untilFlick(page, worker);
    const aw = page.store.getState().live.awaiting;
    if (aw.kind !== 'flick') throw new Error('a flick is awaited');
    const shooter = aw.seat;
    if (page.store.getState().handoff !== null) page.actions.confirmHandoff();
    await settle();
    // The worker's board registers Mail Run's captioner in the worker; the page's caption reads the page's staging.
    const inWorker = flickStagingOf(worker);
    const onPage = flickStagingOf(page);
    inWorker.setState({ captioner: (facts) => ponyFlickCaption(facts, worker.store.getState().live.state) });

    // The aim's release (pointer or keys) in the worker: the spec is the page's session's, mirrored back.
    expect(worker.actions.flick({ angle: 0, power: 0.6 })).toEqual({ ok: true });
    await settle();
    const stage = worker.store.getState().stage;
    if (stage?.kind !== 'flick' || !stage.spec) throw new Error('the flick has its spec in the worker');
    expect(page.store.getState().stage).toEqual(stage);
    // The worker's physics runs it to rest, as its FlickLayer does.
    const run = new FlickRun(stage.setup, stage.spec);
    while (!run.done) run.step();
    const { outcome } = run.result();
    const figures = run.figurePoses();
    run.free();
    const hold = holdSettledFlick(worker, inWorker, stage.id, stage.setup, outcome, figures);
    expect(hold).toBeGreaterThanOrEqual(2000);
    await settle();
    // The caption the page draws is the worker's, in Mail Run's words; the rules have not heard the flick yet.
    const held = onPage.getState().held;
    expect(held?.stageId).toBe(stage.id);
    expect(held?.caption).toEqual(ponyFlickCaption({ setup: stage.setup, outcome, seat: shooter, purpose: aw.purpose }, page.store.getState().live.state));
    expect(captionText(held!.caption)).toMatch(/knocked|misses|hit/);
    expect(onPage.getState().captioner).toBeNull();
    const inputs = page.store.getState().record.inputs.length;
    expect(page.store.getState().live.awaiting.kind).toBe('flick');

    // After the hold the worker's layer tells the session: the page applies the outcome, the worker follows.
    worker.actions.settled(stage.id, outcome);
    await settle();
    expect(page.store.getState().record.inputs).toHaveLength(inputs + 1);
    expect(page.store.getState().record.inputs.at(-1)?.input).toEqual(outcome);
    expect(worker.store.getState().record).toEqual(page.store.getState().record);
  });
});
