// The scene worker's session (src/scene/worker/worker-session.ts) against a
// real Tableau Gulch session across a MessageChannel, no worker and no
// canvas: the mirror holds the page's state (game state, view, stage: all
// plain data that crosses), the rules' reads are answered there from the
// mirrored state as the page would answer them, and a throw the scene makes
// reaches the page's session, whose answer comes back as state.
import { describe, expect, it } from 'vitest';
import { human, noBot, pagePorts, sceneActionsOf } from './worker-pair.ts';
import { newRecord } from '../../src/core/log.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { SessionState } from '../../src/store/session/types.ts';
import { gambler, type GamblerAction } from '../../src/games/gambler/index.ts';
import { publishStore } from '../../src/store/mirror/publish.ts';
import { mirrorStore } from '../../src/store/mirror/mirror.ts';
import { workerSession } from '../../src/scene/worker/worker-session.ts';
import { renderModeOf } from '../../src/rooms/render-mode.ts';
import { WORKER_ROOMS } from '../../src/scene/worker/rooms.ts';
import { createPicking } from '../../src/scene/kit/picking.ts';
import { PICKING_CALLS, onPickings, pickingName } from '../../src/scene/kit/picking-link.ts';
import { GAMBLER_PICKING } from '../../src/games/gambler/view/hud/controller.ts';
import { dieTarget } from '../../src/games/gambler/pick-targets.ts';


function pageAndWorker() {
  const page = createSessionStore({ module: gambler, record: newRecord<GamblerAction>('gambler', gambler.version, 7, [human, human]), bot: noBot, games: [gambler], storage: null, wait: () => Promise.resolve() });
  page.actions.start();
  const { pagePort, workerPort } = pagePorts();
  publishStore('session', page.store, pagePort, { actions: sceneActionsOf(page) });
  const mirror = mirrorStore<SessionState>('session', workerPort, null as unknown as SessionState);
  return { page, mirror, worker: workerSession(gambler, mirror, workerPort), pagePort };
}

const settle = () => new Promise((r) => setTimeout(r, 30));

describe('the scene worker’s session', () => {
  it('holds the page’s session state, equal and plain', async () => {
    const { page, mirror, worker } = pageAndWorker();
    await mirror.ready;
    expect(worker.store.getState()).toEqual(page.store.getState());
    expect(worker.store.getState().live).not.toBe(page.store.getState().live);
    expect(worker.store.getState().live.awaiting).toMatchObject({ kind: 'throw', seat: 0 });
    expect(worker.module).toBe(gambler);
  });

  it('answers the rules’ reads from the mirrored state as the page does', async () => {
    const { page, mirror, worker } = pageAndWorker();
    await mirror.ready;
    expect(worker.actions.view()).toEqual(page.actions.view());
    expect(worker.actions.view(1)).toEqual(page.actions.view(1));
    expect(worker.actions.legalActions()).toEqual(page.actions.legalActions());
    expect(worker.actions.result()).toEqual(page.actions.result());
  });

  it('sends a throw to the page’s session and follows its answer', async () => {
    const { page, mirror, worker } = pageAndWorker();
    await mirror.ready;
    expect(worker.store.getState().stage?.kind).toBe('throw');
    expect((worker.store.getState().stage as { spec: unknown }).spec).toBeNull();
    expect(worker.actions.throwDice()).toEqual({ ok: true });
    await settle();
    const spec = (page.store.getState().stage as { spec: unknown }).spec;
    expect(spec).not.toBeNull();
    expect((worker.store.getState().stage as { spec: unknown }).spec).toEqual(spec);
    // The scene reports the dice at rest: the page's record grows, the mirror follows.
    const id = page.store.getState().stage!.id;
    worker.actions.settled(id, { kind: 'dice', faces: [2, 3, 3, 2, 4] });
    await settle();
    expect(page.store.getState().record.inputs).toHaveLength(1);
    expect(worker.store.getState().record).toEqual(page.store.getState().record);
    expect(worker.store.getState().live.awaiting.kind).toBe('decision');
    expect(worker.actions.legalActions()).toEqual(page.actions.legalActions());
  });

  it('refuses what only the page does, by name', async () => {
    const { mirror, worker } = pageAndWorker();
    await mirror.ready;
    expect(() => worker.actions.exportSave()).toThrow('session.actions.exportSave runs on the page, not in the scene worker');
  });
});

describe('a board’s picking in the worker', () => {
  it('shows the page’s picking and sends it the board’s clicks', async () => {
    const { page, mirror, worker, pagePort } = pageAndWorker();
    await mirror.ready;
    // The page's controller (the HUD's) is made first, then published as the worker canvas does.
    const onPage = createPicking(page, GAMBLER_PICKING);
    onPickings(page, (p, i) => publishStore(pickingName(i), p.store, pagePort, { actions: Object.fromEntries(PICKING_CALLS.map((n) => [n, (p as unknown as Record<string, (...a: unknown[]) => unknown>)[n]!])) }));
    const inWorker = createPicking(worker, GAMBLER_PICKING);
    page.actions.throwDice();
    page.actions.settled(page.store.getState().stage!.id, { kind: 'dice', faces: [2, 3, 3, 2, 4] });
    await settle();
    expect(worker.store.getState().live.awaiting.kind).toBe('decision');
    // A click on die 1 on the board in the worker picks it on the page, and the board shows the page's pick.
    inWorker.click(dieTarget(0), 'mouse');
    await settle();
    expect(onPage.store.getState().picked).toEqual([dieTarget(0)]);
    expect(inWorker.store.getState().picked).toEqual([dieTarget(0)]);
    // The boxes it lights are the page's, read from the mirrored state.
    expect(inWorker.lit()).toEqual(onPage.lit());
    // Finishing the path there places the die on the page's session; the worker follows.
    const box = inWorker.lit().find((t) => t !== dieTarget(0))!;
    inWorker.click(box, 'mouse');
    await settle();
    expect(page.store.getState().record.inputs).toHaveLength(2);
    expect(worker.store.getState().record.inputs).toHaveLength(2);
    expect(inWorker.store.getState().picked).toEqual([]);
  });
});

describe('?render= with the rooms the worker draws', () => {
  const ctx = { workerRooms: WORKER_ROOMS, canWorker: true, event: false, preferWorker: true };
  it('draws each of them in the worker by default and on the page when asked', () => {
    for (const game of WORKER_ROOMS) {
      expect(renderModeOf(new URLSearchParams(''), game, ctx)).toEqual({ ok: true, mode: 'worker', asked: false });
      expect(renderModeOf(new URLSearchParams('render=page'), game, ctx)).toEqual({ ok: true, mode: 'page', asked: true });
    }
  });
});
