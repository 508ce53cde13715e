// What the first-throw and event-start benches share: the script they put in
// the page to catch the first frame that takes a throw, and their median.
import { join } from 'node:path';
import { build } from 'vite';

/**
 * Installed before the page's own scripts run (Playwright injects it, the page's
 * CSP does not apply). Every frame tries the human's (seat 0's) first move: a
 * throw where the game waits for one, else its first legal decision (Mail Run
 * opens with a card, Main Street with a sow) or a flick; a refusal rejects at
 * once (the session checks before it waits for anything), so a call still
 * pending after the microtasks of that frame was accepted. Nothing is tried
 * while another seat is to move. window.__firstThrow resolves with that frame's
 * absolute time (ms since the epoch: performance.timeOrigin + the frame's time),
 * so it compares across pages. window.__tableShown resolves the same way with
 * the first frame in which the room's table is shown and its session answers
 * (whoever is to move): in a room whose first shown turn is a bot's the two
 * differ by that bot's turn (Main Street's opening awning, a setup choice, is
 * made while the table loads since session 42: the two are equal there).
 * window.__tableOnScreen resolves with the time that frame was presented (on
 * the screen, not only begun): a one-character mark with Element Timing is
 * put in that frame, and its entry's renderTime is the frame's presentation.
 * Under SwiftShader the GPU work queued by then (the scene's first draw, the
 * HUD's raster) lands between the two, 0.1–0.6 s here (session 41). Plain
 * JavaScript text: tsx would wrap a function's inner functions in a helper the
 * page does not have.
 */
export const WATCH_FIRST_THROW = `
let tableShown = null;
window.__tableShown = new Promise((resolve) => { tableShown = resolve; });
let tableOnScreen = null;
window.__tableOnScreen = new Promise((resolve) => { tableOnScreen = resolve; });
let markPut = false;
const putScreenMark = () => {
  if (markPut) return;
  markPut = true;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.identifier === 'table-shown') tableOnScreen(performance.timeOrigin + (e.renderTime || e.loadTime));
  }).observe({ type: 'element', buffered: true });
  const mark = document.createElement('span');
  mark.setAttribute('elementtiming', 'table-shown');
  mark.setAttribute('aria-hidden', 'true');
  mark.textContent = '.';
  mark.style.cssText = 'position:fixed;left:0;bottom:0;font:6px sans-serif;color:#777;pointer-events:none;z-index:2147483647';
  document.body.append(mark);
};
window.__firstThrow = new Promise((resolve) => {
  const tick = (frameTime) => {
    const api = window.tabletop;
    if (!api || !api.methods || !api.methods().includes('throwDice')) {
      requestAnimationFrame(tick);
      return;
    }
    tableShown(performance.timeOrigin + frameTime);
    putScreenMark();
    const awaiting = api.awaiting();
    let tried = null;
    if (awaiting.kind === 'throw' || awaiting.kind === 'end') tried = api.throwDice();
    else if (awaiting.seat === 0 && awaiting.kind === 'decision') tried = api.act(api.legalActions()[0]);
    else if (awaiting.seat === 0 && awaiting.kind === 'flick') tried = api.flick({ angle: 0, power: 0.6 });
    if (!tried) {
      requestAnimationFrame(tick);
      return;
    }
    let refused = false;
    tried.catch(() => { refused = true; });
    setTimeout(() => (refused ? requestAnimationFrame(tick) : resolve(performance.timeOrigin + frameTime)), 0);
  };
  requestAnimationFrame(tick);
});`;

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** The production app built into `outDir` (dist/ is left alone). */
export async function buildApp(root: string, outDir: string): Promise<void> {
  await build({ root: join(root, 'src'), configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}
