// The flick layer drawn in the scene worker (issue 26): the worker's FlickLayer
// stages a settled flick in its session's staging, and the page, which draws
// the caption (DOM), follows it as a shared store written by the scene
// (flick-staging.ts, shared-stores.ts). The board's captioner is a function
// and stays on its side; each side's staging is still one per session.
import { describe, expect, it } from 'vitest';
import { pagePorts } from './worker-pair.ts';
import { flickStagingOf } from '../../src/scene/session/flick-staging.ts';
import { linkSharedStores, workerSharedStoreLink } from '../../src/scene/kit/shared-store-links.ts';
import type { FlickCaption } from '../../src/scene/session/flick-caption.ts';

const settle = () => new Promise((r) => setTimeout(r, 30));
const caption: FlickCaption = { lines: [{ who: 'Rider 2 (red) knocked over', meaning: 'Rider 1 wins the duel', tone: 'good' }] };

describe('the flick staging across the scene worker', () => {
  it('reaches the page as the worker stages it, its captioner left in the worker', async () => {
    const { pagePort, workerPort } = pagePorts();
    const page = {};
    const worker = { sharedStoreLink: workerSharedStoreLink(workerPort) };
    const stop = linkSharedStores(page, pagePort);
    // The page mounts its caption first (WorkerRoomCanvas); the worker's FlickLayer and board ask later.
    const onPage = flickStagingOf(page);
    const inWorker = flickStagingOf(worker);
    expect(flickStagingOf(worker)).toBe(inWorker);
    const captioner = () => caption;
    inWorker.setState({ captioner });
    await settle();
    expect(onPage.getState().captioner).toBeNull();

    const fallen = [{ id: 'rider-2', model: 'rider' as const, owner: 1, pose: { position: { x: 1, y: 0.5, z: -3 }, rotation: { x: 0.7, y: 0, z: 0, w: 0.7 } } }];
    inWorker.setState({ held: { stageId: 4, caption, since: 1000, until: 3600 }, fallen });
    await settle();
    expect(onPage.getState().held).toEqual({ stageId: 4, caption, since: 1000, until: 3600 });
    expect(onPage.getState().fallen).toEqual(fallen);
    expect(inWorker.getState().captioner).toBe(captioner);

    // The next stage takes the caption away in the worker; the page's goes with it.
    inWorker.setState({ held: null });
    await settle();
    expect(onPage.getState().held).toBeNull();
    stop();
  });

  it('stays a plain store on the page when no worker draws the room', () => {
    const page = {};
    const s = flickStagingOf(page);
    s.setState({ captioner: () => caption });
    expect(flickStagingOf(page).getState().captioner?.({} as never)).toBe(caption);
  });
});
