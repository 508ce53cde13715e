// Gold in the Rivers drawn in the scene worker (`?render=worker`, issue 26),
// against a real session across a MessageChannel, no worker and no canvas:
// the discs' throw goes to the page's session and its settle comes back, the
// discs that stood on their edge reach the page's controller (its HUD) from
// the session even though the board that read them is the worker's, and a
// row picked on the worker's board (its picking mirrors the page's,
// picking-link.ts) is revealed and confirmed in the page's session.
import { publishSession } from '../../src/scene/worker/session-link.ts';
import { describe, expect, it } from 'vitest';
import { human, noBot, pagePorts } from './worker-pair.ts';
import { newRecord } from '../../src/core/log.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { SessionState } from '../../src/store/session/types.ts';
import { goldRivers, type GoldRiversAction, type GoldRiversView } from '../../src/games/gold-rivers/index.ts';
import { mirrorStore } from '../../src/store/mirror/mirror.ts';
import { workerSession } from '../../src/scene/worker/worker-session.ts';
import { createController } from '../../src/games/gold-rivers/view/hud/controller.ts';
import { goldPicks } from '../../src/games/gold-rivers/view/hud/picks-probe.ts';
import { FACES } from '../../src/physics/dice-kinds.ts';
import { WORKER_ROOMS, loadWorkerRoom } from '../../src/scene/worker/rooms.ts';
import type { GoldSession } from '../../src/games/gold-rivers/view/session.ts';


/** The page's session and controller (the HUD's, made first), published as the worker canvas does, and the worker's. */
async function pageAndWorker() {
  const page = createSessionStore({ module: goldRivers, record: newRecord<GoldRiversAction>('gold-rivers', goldRivers.version, 11, [human, human]), bot: noBot, games: [goldRivers], storage: null, wait: () => Promise.resolve() }) as GoldSession;
  page.actions.start();
  const { pagePort, workerPort } = pagePorts();
  const onPage = createController(page);
  publishSession(page, pagePort);
  const mirror = mirrorStore<SessionState>('session', workerPort, null as unknown as SessionState);
  const worker = workerSession(goldRivers, mirror, workerPort) as unknown as GoldSession;
  // The worker's board (and its controller) is drawn once the mirror holds the page's state.
  await mirror.ready;
  return { page, onPage, mirror, worker, inWorker: createController(worker) };
}

const settle = () => new Promise((r) => setTimeout(r, 30));

/** Throws the discs from the worker and settles them there, each showing its larger side, disc 2 on its edge. */
async function throwAndSettle(page: GoldSession, worker: GoldSession): Promise<GoldRiversView> {
  expect(worker.actions.throwDice()).toEqual({ ok: true });
  await settle();
  const stage = page.store.getState().stage as { id: number; spec: { kinds: (keyof typeof FACES)[] } | null };
  expect(stage.spec).not.toBeNull();
  expect((worker.store.getState().stage as { spec: unknown }).spec).toEqual(stage.spec);
  const faces = stage.spec!.kinds.map((k) => FACES[k][1]!);
  worker.actions.settled(stage.id, { kind: 'dice', faces }, [], [1]);
  await settle();
  return page.actions.view(0);
}

describe('Gold in the Rivers in the scene worker', () => {
  it('is a room the worker draws; a room it does not is refused by name', async () => {
    expect(WORKER_ROOMS).toContain('gold-rivers');
    await expect(loadWorkerRoom('no-such-game', '/assets/no-such-game.js', 'http://localhost/')).rejects.toThrow(`the scene worker cannot draw "no-such-game" yet; it draws ${WORKER_ROOMS.join(', ')}`);
  });

  it('throws the discs from the worker and follows the page’s settle, the edge included', async () => {
    const { page, onPage, worker, inWorker } = await pageAndWorker();
    expect(worker.store.getState()).toEqual(page.store.getState());
    expect(worker.store.getState().live.awaiting).toMatchObject({ kind: 'throw', seat: 0 });
    const v = await throwAndSettle(page, worker);
    expect(v.phase).toBe('choose');
    expect(page.store.getState().record.inputs).toHaveLength(1);
    expect(worker.store.getState().record).toEqual(page.store.getState().record);
    expect(worker.actions.legalActions()).toEqual(page.actions.legalActions());
    // Disc 2 stood on its edge: the page's HUD knows it from the session, the board's own reading aside.
    const edges = v.faces.map((_, i) => i === 1);
    expect(onPage.edges.getState().edges).toEqual(edges);
    expect(inWorker.edges.getState().edges).toEqual(edges);
    expect(goldPicks(onPage).edges).toEqual(edges);
  });

  it('reveals a row picked on the worker’s board and confirms it in the page’s session', async () => {
    const { page, onPage, worker, inWorker } = await pageAndWorker();
    const v = await throwAndSettle(page, worker);
    const [first, last] = v.number === 1 ? [v.legalFirst[0]!, null] : v.rowEnds[0]!;
    // The board's click in the worker picks on the page; the worker's board shows the page's pick.
    inWorker.picking.click(first, 'mouse');
    await settle();
    if (last !== null && last !== first) {
      expect(goldPicks(onPage).first).toBe(first);
      expect(goldPicks(inWorker).first).toBe(first);
      expect(inWorker.picking.lit()).toEqual(onPage.picking.lit());
      expect(inWorker.picking.lit()).toContain(last);
      inWorker.picking.click(last, 'mouse');
      await settle();
    }
    expect(page.actions.view(0).phase).toBe('confirm');
    expect(worker.actions.view(0).phase).toBe('confirm');
    expect(page.store.getState().record.inputs).toHaveLength(2);
    // Confirm, as the HUD's C would on the page: the turn passes, and the worker follows.
    onPage.confirm();
    await settle();
    expect(page.actions.view(0).turn).toBe(1);
    expect(worker.actions.view(0).turn).toBe(1);
    expect(worker.store.getState().record).toEqual(page.store.getState().record);
    expect(goldPicks(inWorker).first).toBeNull();
  });
});
