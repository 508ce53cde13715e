// Silver Creek County drawn in the scene worker (`?render=worker`, issue 26),
// against a real session across a MessageChannel, no worker and no canvas:
// the setup's throws go from the worker to the page's session and their
// settles come back; a parcel picked on the worker's board is claimed in the
// page's session (picking-link.ts); and the stores the HUD and the board
// share (shared-stores.ts) follow their writer: the white-cowboy toggle from
// the page's keys to the board's lit places, the resolution tour from the
// board's clock to the HUD.
import { publishSession } from '../../src/scene/worker/session-link.ts';
import { describe, expect, it } from 'vitest';
import { human, noBot, pagePorts } from './worker-pair.ts';
import { newRecord } from '../../src/core/log.ts';
import { createSessionStore } from '../../src/store/session/store.ts';
import type { SessionState } from '../../src/store/session/types.ts';
import { carsonCity, type CarsonAction } from '../../src/games/carson-city/index.ts';
import { mirrorStore } from '../../src/store/mirror/mirror.ts';
import { workerSession } from '../../src/scene/worker/worker-session.ts';
import { createController } from '../../src/games/carson-city/view/hud/controller.ts';
import { tourFor } from '../../src/games/carson-city/view/board/tour-store.ts';
import type { CarsonSession } from '../../src/games/carson-city/view/session.ts';
import { CENTRE_FACES, MOUNTAIN_FACES } from '../games/carson-city/support.ts';


/** The page's session, controller and tour (the HUD's, made first), linked as the worker canvas links them, and the worker's. */
async function pageAndWorker() {
  const page = createSessionStore({ module: carsonCity, record: newRecord<CarsonAction>('carson-city', carsonCity.version, 7, [human, human]), bot: noBot, games: [carsonCity], storage: null, wait: () => Promise.resolve() }) as CarsonSession;
  page.actions.start();
  const { pagePort, workerPort } = pagePorts();
  const onPage = createController(page);
  const pageTour = tourFor(page);
  publishSession(page, pagePort);
  const mirror = mirrorStore<SessionState>('session', workerPort, null as unknown as SessionState);
  const worker = workerSession(carsonCity, mirror, workerPort) as unknown as CarsonSession;
  await mirror.ready;
  // The worker's board makes its controller and tour once the mirror holds the page's state.
  return { page, onPage, pageTour, worker, inWorker: createController(worker), workerTour: tourFor(worker) };
}

const settle = () => new Promise((r) => setTimeout(r, 30));

/** The setup's two throws (the town centre, the nine mountains), thrown and settled from the worker. */
async function throwSetup(page: CarsonSession, worker: CarsonSession) {
  for (const faces of [[...CENTRE_FACES], MOUNTAIN_FACES.flat()]) {
    expect(worker.store.getState().live.awaiting.kind).toBe('throw');
    expect(worker.actions.throwDice()).toEqual({ ok: true });
    await settle();
    const stage = page.store.getState().stage!;
    expect((worker.store.getState().stage as { spec: unknown }).spec).toEqual((stage as { spec: unknown }).spec);
    worker.actions.settled(stage.id, { kind: 'dice', faces });
    await settle();
  }
}

describe('Silver Creek County in the scene worker', () => {
  it('throws the setup from the worker and claims a parcel picked on the worker’s board', async () => {
    const { page, onPage, worker, inWorker } = await pageAndWorker();
    await throwSetup(page, worker);
    expect(page.store.getState().record.inputs).toHaveLength(2);
    expect(worker.store.getState().record).toEqual(page.store.getState().record);
    expect(worker.store.getState().live.awaiting.kind).toBe('decision');
    expect(worker.actions.legalActions()).toEqual(page.actions.legalActions());
    const lit = inWorker.picking.lit();
    expect(lit.length).toBeGreaterThan(0);
    expect(lit).toEqual(onPage.picking.lit());
    inWorker.picking.click(lit[0]!, 'mouse');
    await settle();
    expect(page.store.getState().record.inputs).toHaveLength(3);
    expect(worker.store.getState().record).toEqual(page.store.getState().record);
  });

  it('follows the HUD’s white-cowboy toggle in the board and the board’s tour in the HUD', async () => {
    const { onPage, inWorker, pageTour, workerTour } = await pageAndWorker();
    await settle();
    onPage.ui.setState({ white: true });
    await settle();
    expect(inWorker.ui.getState().white).toBe(true);
    // The tour is the board's: its clock runs in the worker and the HUD's line reads the page's copy.
    workerTour.setState({ shown: 3, lastIncome: { caption: { id: 'x', message: 'Paid at Wages' } as never, paid: [{ seat: 1, amount: 4 }] } });
    await settle();
    expect(pageTour.getState().shown).toBe(3);
    expect(pageTour.getState().lastIncome?.paid).toEqual([{ seat: 1, amount: 4 }]);
  });
});
