import { describe, expect, it } from 'vitest';
import { STYLESHEET_PATIENCE_MS, switchOnStylesheets, type StylesheetClock, type StylesheetLink } from '../../src/ui/page-styles.ts';

/** A stylesheet link whose load the test decides: `arrive()` loads it, `fail()` fails it (each fires its listeners as the page would). */
function link(href: string, state: 'loading' | 'loaded' | 'failed' = 'loading') {
  const listeners: Record<string, (() => void)[]> = { load: [], error: [] };
  let sheet: object | null = state === 'loaded' ? {} : null;
  const el: StylesheetLink & { arrive(): void; fail(): void } = {
    media: 'print',
    href,
    get sheet() {
      return sheet;
    },
    addEventListener: (type, run) => listeners[type]!.push(run),
    arrive() {
      sheet = {};
      listeners.load!.splice(0).forEach((run) => run());
    },
    fail() {
      listeners.error!.splice(0).forEach((run) => run());
    },
  };
  return el;
}

/** A clock whose timers run when the test says; `fetched` lists the hrefs whose fetch has ended. */
function clock(fetched: string[] = []) {
  const timers: { at: number; run: () => void }[] = [];
  const warnings: string[] = [];
  let now = 0;
  const c: StylesheetClock = {
    fetched: (href) => fetched.includes(href),
    setTimeout: (run, ms) => timers.push({ at: now + ms, run }),
    warn: (m) => warnings.push(m),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const t of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(t), 1);
      t.run();
    }
  };
  return { clock: c, advance, warnings };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

describe('the page stylesheets switched on after the first paint', () => {
  it('switches every link on for the screen at once and waits until each has loaded', async () => {
    const a = link('/a.css');
    const b = link('/b.css');
    const { clock: c, warnings } = clock();
    const wait = switchOnStylesheets([a, b], c);
    expect([a.media, b.media]).toEqual(['all', 'all']);
    expect(await settled(wait)).toBe(false);
    a.arrive();
    expect(await settled(wait)).toBe(false);
    b.arrive();
    expect(await settled(wait)).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('does not wait for a link already loaded, nor when there are none (the dev server injects its styles)', async () => {
    const { clock: c } = clock();
    expect(await settled(switchOnStylesheets([link('/a.css', 'loaded')], c))).toBe(true);
    expect(await settled(switchOnStylesheets([], c))).toBe(true);
  });

  it('goes on without a link that fails, and says which', async () => {
    const a = link('/a.css');
    const { clock: c, advance, warnings } = clock();
    const wait = switchOnStylesheets([a], c);
    a.fail();
    expect(await settled(wait)).toBe(true);
    expect(warnings).toEqual([expect.stringContaining('/a.css did not load')]);
    // Said once: the patience's end after a failure says nothing more.
    advance(STYLESHEET_PATIENCE_MS);
    expect(warnings).toHaveLength(1);
  });

  it('goes on without a link that failed before it was switched on (its fetch has ended with no sheet)', async () => {
    const { clock: c, warnings } = clock(['/a.css']);
    expect(await settled(switchOnStylesheets([link('/a.css', 'failed')], c))).toBe(true);
    expect(warnings).toEqual([expect.stringContaining('/a.css did not load')]);
  });

  it('goes on after its patience when a link neither loads nor fails', async () => {
    const a = link('/a.css');
    const { clock: c, advance, warnings } = clock();
    const wait = switchOnStylesheets([a], c);
    advance(STYLESHEET_PATIENCE_MS - 1);
    expect(await settled(wait)).toBe(false);
    advance(1);
    expect(await settled(wait)).toBe(true);
    expect(warnings).toEqual([expect.stringContaining(`/a.css has not loaded after ${STYLESHEET_PATIENCE_MS} ms`)]);
  });
});
