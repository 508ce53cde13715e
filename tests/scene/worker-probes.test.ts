// The boards' probes across the scene worker (issue 26): registered in the
// worker (probe-relay.ts), answered on the page's window.tabletop
// (probe-mirror.ts) through a real MessageChannel. Two copies of the
// automation registry stand for the worker's and the page's (one each side,
// as in the browser), so the page's answers can only come through the channel.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageToScene, SceneToPage } from '../../src/scene/worker/protocol.ts';
import type * as AutomationModule from '../../src/ui/automation.ts';
import type * as RelayModule from '../../src/scene/worker/probe-relay.ts';
import type * as MirrorModule from '../../src/scene/worker/probe-mirror.ts';
import type * as OverlayModule from '../../src/scene/worker/probe-overlay.ts';

type Automation = typeof AutomationModule;
type Relay = typeof RelayModule;
type Mirror = typeof MirrorModule;
type Overlay = typeof OverlayModule;

let worker: { automation: Automation; relay: Relay };
let page: { automation: Automation; mirror: Mirror; overlay: Overlay };
let channel: MessageChannel;
const flush = () => new Promise((r) => setTimeout(r, 20));

beforeEach(async () => {
  vi.resetModules();
  worker = { automation: await import('../../src/ui/automation.ts'), relay: await import('../../src/scene/worker/probe-relay.ts') };
  vi.resetModules();
  page = { automation: await import('../../src/ui/automation.ts'), mirror: await import('../../src/scene/worker/probe-mirror.ts'), overlay: await import('../../src/scene/worker/probe-overlay.ts') };
  channel = new MessageChannel();
});
afterEach(() => {
  channel.port1.close();
  channel.port2.close();
});

/** The worker's relay on port2 and the page's mirror on port1, wired as scene.worker.tsx and WorkerRoomCanvas.tsx wire them. */
function link(streaming: boolean) {
  const relay = worker.relay.probeRelay((m: SceneToPage) => channel.port2.postMessage(m), streaming);
  channel.port2.onmessage = (e: MessageEvent<PageToScene>) => {
    if (e.data.kind === 'scene.probe.watch') relay.watch();
    if (e.data.kind === 'scene.probe.ask') relay.ask(e.data.id, e.data.name);
  };
  const mirror = page.mirror.probeMirror((m: PageToScene) => channel.port1.postMessage(m), streaming);
  channel.port1.onmessage = (e: MessageEvent<SceneToPage>) => mirror.receive(e.data);
  return { relay, mirror };
}

const call = (name: string): unknown => (page.automation.tabletop[name] as () => unknown)();

describe('board probes from the scene worker', () => {
  it('answers a streamed probe on the page at once with the worker’s last value, and follows its changes', async () => {
    let x = 10;
    worker.automation.registerAutomation({ goldPoints: () => ({ sites: [{ site: 0, x, y: 5 }], first: null }) });
    const { relay } = link(true);
    expect(page.automation.tabletop.methods()).not.toContain('goldPoints');
    relay.tick();
    await flush();
    expect(page.automation.tabletop.methods()).toContain('goldPoints');
    expect(call('goldPoints')).toEqual({ sites: [{ site: 0, x: 10, y: 5 }], first: null });
    x = 42;
    relay.tick();
    await flush();
    expect(call('goldPoints')).toEqual({ sites: [{ site: 0, x: 42, y: 5 }], first: null });
  });

  it('lays the page’s own parts over the worker’s value', async () => {
    worker.automation.registerAutomation({ goldPoints: () => ({ sites: [], first: null, cursor: 3 }) });
    const { relay } = link(true);
    relay.tick();
    await flush();
    const stop = page.overlay.overlayProbe('goldPoints', () => ({ first: 7 }));
    expect(call('goldPoints')).toEqual({ sites: [], first: 7, cursor: 3 });
    stop();
    expect(call('goldPoints')).toEqual({ sites: [], first: null, cursor: 3 });
  });

  it('runs a costly probe only when asked and answers with a promise', async () => {
    let runs = 0;
    worker.automation.registerAutomation({ drawCalls: () => ({ calls: ++runs }) });
    const { relay } = link(true);
    relay.tick();
    relay.tick();
    await flush();
    expect(runs).toBe(0);
    await expect(call('drawCalls')).resolves.toEqual({ calls: 1 });
  });

  it('passes on what a probe threw, naming it', async () => {
    worker.automation.registerAutomation({ carsonPoints: () => { throw new Error('no camera yet'); } });
    const { relay } = link(true);
    relay.tick();
    await flush();
    expect(() => call('carsonPoints')).toThrow('tabletop.carsonPoints (in the scene worker): no camera yet');
  });

  it('takes a probe off the page when the worker’s board takes it away; the page’s own methods stay the page’s', async () => {
    page.automation.registerAutomation({ goldPicks: () => 'page' });
    const unregister = worker.automation.registerAutomation({ gamblerPoints: () => ({ dice: [] }), goldPicks: () => 'worker' });
    const { relay } = link(true);
    relay.tick();
    await flush();
    expect(call('goldPicks')).toBe('page');
    expect(page.automation.tabletop.methods()).toContain('gamblerPoints');
    unregister();
    relay.tick();
    await flush();
    expect(page.automation.tabletop.methods()).not.toContain('gamblerPoints');
    expect(call('goldPicks')).toBe('page');
  });

  it('without streaming, offers the names, and the first call starts the stream and says to call again', async () => {
    let ticks = 0;
    worker.automation.registerAutomation({ gamblerPoints: () => ({ n: ++ticks }) });
    const { relay } = link(false);
    relay.tick();
    await flush();
    expect(ticks).toBe(0);
    expect(page.automation.tabletop.methods()).toContain('gamblerPoints');
    expect(() => call('gamblerPoints')).toThrow(/has not reported it yet; call again/);
    await flush();
    relay.tick();
    await flush();
    expect(call('gamblerPoints')).toEqual({ n: 1 });
  });
});
