// A 19.9 MB autosave (issue 22): the room opens on it without parsing it on
// the page's thread (the checker's worker refuses it as far bigger than any
// game, and it is set aside with that reason). Prints the page's long tasks
// while the room opens, next to the same figure for a small damaged autosave:
// a measure for the report, not a timed test. Runs on an older build too
// (BROWSER_DIST=<its dist>) for the figure before.
import { until } from './helpers.mjs';

/** Writes `text` as the gambler autosave in IndexedDB (where game rooms keep it). */
const putAutosave = (page, text) =>
  page.evaluate(async (t) => {
    const db = await new Promise((resolve, reject) => {
      const r = indexedDB.open('frontier-table', 1);
      r.onupgradeneeded = () => r.result.createObjectStore('autosaves');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    await new Promise((resolve, reject) => {
      const tx = db.transaction('autosaves', 'readwrite');
      tx.objectStore('autosaves').put(t, 'frontier-table:autosave:gambler');
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    localStorage.removeItem('frontier-table:autosave:gambler');
  }, text);

/** Opens the game link on the autosave `text`; returns the long tasks (ms) until the set-aside notice shows. */
async function openOn(page, baseUrl, url, text) {
  await page.goto(`${baseUrl}/`);
  await putAutosave(page, text);
  await page.goto(url);
  await page.getByTestId('save-set-aside').first().waitFor({ timeout: 150_000 });
  return page.evaluate(() => window.__longTasks);
}

const sum = (tasks) => `${tasks.length} long tasks, ${Math.round(tasks.reduce((a, b) => a + b, 0))} ms in all, longest ${Math.round(Math.max(0, ...tasks))} ms`;

export default async function bigAutosave({ page, baseUrl, assert, step }) {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
  });
  const url = `${baseUrl}/?game=gambler&seats=bot:easy,bot:easy&seed=5`;
  // A real game's record to grow: the bots' first moves.
  await page.goto(url);
  await until(page, () => window.tabletop?.methods().includes('log') && window.tabletop.log().physical >= 2, null, { timeoutMs: 150_000, what: 'two throws' });
  const real = await page.evaluate(() => JSON.parse(JSON.stringify(window.tabletop.record())));
  const big = { ...real, inputs: [] };
  const batch = JSON.stringify(real.inputs).length;
  for (let i = Math.ceil(19.9e6 / batch); i > 0; i--) big.inputs.push(...real.inputs);
  const text = JSON.stringify({ format: 'frontier-table-save', formatVersion: 1, moduleId: real.moduleId, moduleVersion: real.moduleVersion, checksum: '0', record: big });

  const small = await openOn(page, baseUrl, url, '{"format":"frontier-table-save","formatVers');
  step(`small damaged autosave: ${sum(small)}`);
  const huge = await openOn(page, baseUrl, url, text);
  step(`${(text.length / 1e6).toFixed(1)} MB autosave: ${sum(huge)}`);
  assert.match(await page.getByTestId('save-set-aside').first().textContent(), /could not be resumed/);
}
