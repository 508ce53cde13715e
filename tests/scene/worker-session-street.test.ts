// Main Street drawn in the scene worker (`?render=worker`, issue 26), against
// a real session across a MessageChannel, no worker and no canvas: the first
// awnings, a take and a sow picked on the worker's board land in the page's
// session (picking-link.ts); the kind of meeple to place, chosen by the HUD's
// keys on the page, reaches the board's lit spaces; and the board's probe
// answer, which only the scene can project (it crosses as every board's does,
// worker-probes.test.ts), reads on the page with the page's kind laid over it.
import { publishSession } from '../../src/scene/worker/session-link.ts';
import { describe, expect, it } from 'vitest';
import { human, noBot, pagePorts } from './worker-pair.ts';
import { newRecord } from '../../src/core/log.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { SessionState } from '../../src/store/session/types.ts';
import { mainStreet, type MainStreetAction } from '../../src/games/main-street/index.ts';
import { mirrorStore } from '../../src/store/mirror/mirror.ts';
import { workerSession } from '../../src/scene/worker/worker-session.ts';
import { createController } from '../../src/games/main-street/view/hud/controller.ts';
import type { StreetPoints } from '../../src/games/main-street/view/board/probe-types.ts';
import { registerStreetPageProbe } from '../../src/games/main-street/view/hud/page-probe.ts';
import { withOverlay } from '../../src/scene/worker/probe-overlay.ts';
import type { StreetSession } from '../../src/games/main-street/view/session.ts';

/** The page's session and controller (the HUD's, made first), linked as the worker canvas links them, and the worker's. */
async function pageAndWorker() {
  const page = createSessionStore({ module: mainStreet, record: newRecord<MainStreetAction>('main-street', mainStreet.version, 7, [human, human]), bot: noBot, games: [mainStreet], storage: null, wait: () => Promise.resolve() }) as StreetSession;
  page.actions.start();
  const { pagePort, workerPort } = pagePorts();
  const onPage = createController(page);
  publishSession(page, pagePort);
  const mirror = mirrorStore<SessionState>('session', workerPort, null as unknown as SessionState);
  const worker = workerSession(mainStreet, mirror, workerPort) as unknown as StreetSession;
  await mirror.ready;
  // The worker's board makes its controller once the mirror holds the page's state.
  return { page, onPage, worker, inWorker: createController(worker) };
}

const settle = () => new Promise((r) => setTimeout(r, 30));

const phase = (s: StreetSession) => s.store.getState().live.state.phase.kind;

describe('Main Street in the scene worker', () => {
  it('puts up the first awnings, takes and sows from the worker’s picking, in the page’s session', async () => {
    const { page, onPage, worker, inWorker } = await pageAndWorker();
    // Both seats' first awnings, clicked on the worker's board.
    for (let i = 0; i < 2; i++) {
      expect(phase(worker)).toBe('first-awning');
      const lit = inWorker.picking.lit();
      expect(lit.length).toBeGreaterThan(0);
      expect(lit).toEqual(onPage.picking.lit());
      inWorker.picking.click(lit[0]!, 'mouse');
      await settle();
      expect(page.store.getState().record.inputs).toHaveLength(i + 1);
    }
    // Take the meeples of a building: then sow them one by one onto lit spaces.
    expect(phase(page)).toBe('choose-location');
    const from = inWorker.picking.lit().find((t) => t.startsWith('b'))!;
    inWorker.picking.click(from, 'mouse');
    await settle();
    expect(phase(page)).toBe('sow');
    // The seat's hand holds more than one kind here (seed 7): the HUD's choice of the second lights the same spaces in the board.
    const kinds = onPage.handKinds();
    expect(kinds.length).toBeGreaterThan(1);
    onPage.chooseKind(kinds[1]!);
    await settle();
    expect(inWorker.placingKind()).toBe(kinds[1]);
    const spaces = inWorker.picking.lit();
    expect(spaces).toEqual(onPage.picking.lit());
    expect(spaces.length).toBeGreaterThan(0);
    expect(spaces.every((t) => t.startsWith('s'))).toBe(true);
    const before = page.store.getState().record.inputs.length;
    inWorker.picking.click(spaces[0]!, 'mouse');
    await settle();
    const made = page.store.getState().record.inputs.slice(before);
    expect(made).toHaveLength(1);
    expect(made[0]!.input).toMatchObject({ kind: 'action', action: { type: 'place', space: Number(spaces[0]!.slice(1)), meeple: kinds[1] } });
    expect(worker.store.getState().record).toEqual(page.store.getState().record);
  });

  it('follows the HUD’s kind to place in the board, and the page reads the board’s probe answer with its own kind', async () => {
    const { onPage, inWorker } = await pageAndWorker();
    await settle();
    onPage.chooseKind('miner');
    await settle();
    expect(inWorker.kind.getState().kind).toBe('miner');
    // The board's answer is the scene's (screen points), as the worker last posted it; the kind to place is the page's own.
    const stop = registerStreetPageProbe(onPage);
    const fromWorker: StreetPoints = { buildings: [{ building: 0, target: 'b0', x: 10, y: 20 }], spaces: [], saloon: { target: 'saloon', x: 1, y: 2 }, jail: { target: 'jail', x: 3, y: 4 }, waiting: [], resting: [], kind: 'builder', settled: { input: 0, faces: [4] } };
    expect(withOverlay('streetPoints', fromWorker)).toEqual({ ...fromWorker, kind: 'miner' });
    stop();
    expect(withOverlay('streetPoints', fromWorker)).toEqual(fromWorker);
  });
});
