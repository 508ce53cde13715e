// Shared helpers for browser specs.

/** Waits until `fn` (evaluated in the page) returns a truthy value; returns it. */
export async function until(page, fn, arg, { timeoutMs = 60_000, what = 'condition' } = {}) {
  const started = Date.now();
  for (;;) {
    const value = await page.evaluate(fn, arg).catch(() => undefined);
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await page.waitForTimeout(200);
  }
}

/** Opens a room URL and waits for window.tabletop.ready(). */
/** The ids of the games the lobby opens, in lobby order: read from the page (the registry's list), never a copy of it. */
export async function lobbyGames(page, baseUrl) {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { name: 'Frontier Table' }).waitFor();
  return page.evaluate(() => [...document.querySelectorAll('[data-testid^="game-"] a[href]')].map((a) => new URL(a.href).searchParams.get('game')));
}

export async function openRoom(page, url, timeoutMs = 90_000) {
  await page.goto(url);
  return tabletopReady(page, timeoutMs);
}

/**
 * The page's window.tabletop.ready(), once window.tabletop exists: main.ts installs
 * it only after the page's language has loaded, so right after goto it may not yet.
 */
export async function tabletopReady(page, timeoutMs = 90_000) {
  await page.waitForFunction(() => window.tabletop !== undefined, null, { timeout: timeoutMs });
  return page.evaluate(() => window.tabletop.ready());
}

/**
 * Number of distinct colours (16 levels per channel) in a screenshot of the
 * element; a blank or black canvas gives 1–3.
 */
export async function colourSpread(page, selector) {
  const png = await page.locator(selector).first().screenshot();
  return page.evaluate(async (b64) => {
    // Decoded from bytes, not a data: URL, which the page's Content-Security-Policy (img-src 'self') refuses.
    const img = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0))], { type: 'image/png' }));
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 53) seen.add(((d[i] >> 4) << 8) | ((d[i + 1] >> 4) << 4) | (d[i + 2] >> 4));
    return seen.size;
  }, png.toString('base64'));
}

/**
 * Whether the scene has no frame left to draw (window.tabletop.sceneAtRest, src/scene/at-rest-probe.ts): no glide,
 * roll or drag under way. True where a page offers no scene.
 */
export const sceneAtRest = (page) =>
  page.evaluate(() => (window.tabletop.methods().includes('sceneAtRest') ? window.tabletop.sceneAtRest() : true)).catch(() => false);

/**
 * Reads screen points (`read` runs in the page and returns { points: [{x, y}…] } or an array) until
 * three readings 250 ms apart agree within half a pixel with the scene at rest: a room's opening camera
 * glide may still be moving them, and on a busy machine the glide lasts longer in wall time than the
 * spec's first look. Two equal readings were once enough; with the scene in the worker the page's points
 * are those of the worker's last frame (probe-mirror.ts), and a busy machine may draw no frame between
 * readings while the camera still glides: at rest, no frame is owed.
 */
export async function steadyPoints(page, read, arg, what = 'points') {
  const flat = (r) => (Array.isArray(r) ? r : Object.values(r).filter(Array.isArray).flat());
  let last = null;
  let agreed = 0;
  for (let i = 0; i < 60; i++) {
    const now = await page.evaluate(read, arg);
    const a = flat(now);
    const same = last && a.length === last.length && a.every((p, k) => Math.hypot(p.x - last[k].x, p.y - last[k].y) < 0.5);
    agreed = same && (await sceneAtRest(page)) ? agreed + 1 : 0;
    if (agreed >= 2) return now;
    last = a;
    await page.waitForTimeout(250);
  }
  throw new Error(`${what}: the camera never held still`);
}

/**
 * A real mouse drag with intermediate moves, `ms` long. The events carry their intended times (the
 * browser's input timestamps, which the page reads as event.timeStamp), so a page slowed by a busy
 * machine still sees a drag of that speed (a throw's release speed is measured from them; too slow a
 * drag is refused as dice let go at rest).
 */
export async function drag(page, from, to, { steps = 12, ms = 240 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const t0 = Date.now() / 1000;
  const at = (x, y, type, dt, extra = {}) => cdp.send('Input.dispatchMouseEvent', { type, x, y, timestamp: t0 + dt / 1000, button: 'left', ...extra });
  await at(from.x, from.y, 'mouseMoved', 0, { button: 'none' });
  await at(from.x, from.y, 'mousePressed', 1, { buttons: 1, clickCount: 1 });
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    await at(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t, 'mouseMoved', 1 + ms * t, { buttons: 1 });
    await page.waitForTimeout(ms / steps);
  }
  await at(to.x, to.y, 'mouseReleased', 2 + ms, { buttons: 0, clickCount: 1 });
  await cdp.detach();
  // Playwright's own mouse stays where the drag ended.
  await page.mouse.move(to.x, to.y);
}

/**
 * Starts keeping, in the page, the canvas picture of each new frame drawn while the next
 * stage of `kind` ('flick' or 'throw') moves; saveFlightFrame writes one of them.
 * Why not page.screenshot: it waits for a fresh frame, which at the low render quality of
 * headless Chromium takes seconds, so the die has landed before the picture is taken. The
 * canvas keeps its drawing buffer (preserveDrawingBuffer), so toDataURL inside the page's
 * frame loop reads each drawn frame as it is. The DOM panels are not in these pictures.
 */
export async function recordFlight(page, kind = 'flick', max = 30) {
  if ((await page.locator('canvas[data-render="worker"]').count()) > 0) return recordWorkerFlight(page, kind, max);
  await page.evaluate(([kind, max]) => {
    const canvas = document.querySelector('canvas');
    if (window.__flightFrames) window.__flightFrames.done = true; // an earlier recording that never saw its flight stops
    const rec = { id: null, frames: [], done: false };
    window.__flightFrames = rec;
    const frame = () => {
      const st = window.tabletop.status().stage;
      if (st?.kind === kind && st.moving && (rec.id === null || rec.id === st.id)) {
        rec.id = st.id;
        const url = canvas.toDataURL('image/png');
        if (rec.frames.length < max && url !== rec.frames.at(-1)) rec.frames.push(url);
      } else if (rec.id !== null) rec.done = true;
      if (!rec.done) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, [kind, max]);
}

/**
 * recordFlight for a room drawn in the scene worker (?render=worker, issue 26): the page's canvas was handed
 * over, so it has no picture to read (toDataURL refuses a transferred canvas). The frames come from the
 * browser's screencast instead (DevTools' Page.startScreencast: each frame the compositor makes, the worker's
 * canvas in it), cut to the canvas's box in the page (with the HUD's panels over it: the screencast is
 * what the screen shows); kept while the stage moves, in the same
 * window.__flightFrames that saveFlightFrame reads. Stops by itself once the flight is over.
 */
async function recordWorkerFlight(page, kind, max) {
  await page.evaluate(() => {
    if (window.__flightFrames) window.__flightFrames.done = true;
    window.__flightFrames = { id: null, frames: [], done: false };
  });
  const cdp = await page.context().newCDPSession(page);
  let queue = Promise.resolve();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    cdp.send('Page.stopScreencast').catch(() => undefined).then(() => cdp.detach().catch(() => undefined));
  };
  cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
    cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
    queue = queue.then(async () => {
      if (stopped) return;
      const going = await page.evaluate(async ([kind, max, data]) => {
        const rec = window.__flightFrames;
        if (rec.done) return false;
        const st = window.tabletop.status().stage;
        if (!(st?.kind === kind && st.moving && (rec.id === null || rec.id === st.id))) {
          if (rec.id !== null) rec.done = true;
          return !rec.done;
        }
        rec.id = st.id;
        if (rec.frames.length >= max) return true;
        // The screencast is the whole viewport: the canvas's box of it, as the page's own recording gives.
        const img = await createImageBitmap(new Blob([Uint8Array.from(atob(data), (ch) => ch.charCodeAt(0))], { type: 'image/png' }));
        const canvas = document.querySelector('canvas');
        const r = canvas.getBoundingClientRect();
        const scale = img.width / innerWidth;
        const c = document.createElement('canvas');
        c.width = Math.round(r.width * scale);
        c.height = Math.round(r.height * scale);
        c.getContext('2d').drawImage(img, r.left * scale, r.top * scale, r.width * scale, r.height * scale, 0, 0, c.width, c.height);
        const url = c.toDataURL('image/png');
        if (url !== rec.frames.at(-1)) rec.frames.push(url);
        return true;
      }, [kind, max, data]).catch(() => false);
      if (!going) stop();
    });
  });
  await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
}

/**
 * Waits for the recorded flight to end and writes the frame that has most pixels unlike both
 * the first (the die still at rest) and the last (landed) frame: the die in the air, away from
 * where it starts and ends; to tests/browser/screenshots/<name>.png. Returns { frames, index,
 * transit (that pixel count, 0 when fewer than 3 frames were drawn), path }.
 */
export async function saveFlightFrame(page, name, timeoutMs = 60_000) {
  await page.waitForFunction(() => window.__flightFrames?.done, null, { timeout: timeoutMs });
  const { frames, index, transit, url } = await page.evaluate(async () => {
    const f = window.__flightFrames.frames;
    const pixels = async (src) => {
      // From the data URL's bytes: the page's Content-Security-Policy refuses data: images.
      const bytes = Uint8Array.from(atob(src.slice(src.indexOf(',') + 1)), (ch) => ch.charCodeAt(0));
      const img = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      return g.getImageData(0, 0, c.width, c.height).data;
    };
    const unlike = (a, b, i) => Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]) > 60;
    let best = { index: f.length - 1, transit: 0 };
    if (f.length >= 3) {
      const first = await pixels(f[0]);
      const last = await pixels(f[f.length - 1]);
      for (let k = 1; k < f.length - 1; k++) {
        const d = await pixels(f[k]);
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (unlike(d, first, i) && unlike(d, last, i)) n++;
        if (n > best.transit) best = { index: k, transit: n };
      }
    }
    return { frames: f.length, ...best, url: f[best.index] ?? '' };
  });
  const prefix = 'data:image/png;base64,';
  if (!url.startsWith(prefix)) throw new Error(`saveFlightFrame ${name}: no frame was drawn in flight`);
  const { writeFile } = await import('node:fs/promises');
  const path = new URL(`./screenshots/${name}.png`, import.meta.url).pathname;
  await writeFile(path, Buffer.from(url.slice(prefix.length), 'base64'));
  return { frames, index, transit, path };
}

/**
 * Starts keeping, in the page, where each throw outcome line shows and where the dice tray lies on the page
 * (window.tabletop.trayBox()) a moment after it appears and again later (a phone's camera glides to the decision).
 * checkOutcomesClear reads them. Call it once the room is open, before the throws.
 */
export async function watchOutcomes(page) {
  await page.evaluate(() => {
    window.__outcomeBoxes = [];
    const seen = new Set();
    const box = (r) => ({ x: r.left, y: r.top, width: r.width, height: r.height });
    const sample = (el) => {
      if (!el.isConnected || !window.tabletop?.trayBox) return;
      // The board window: the part of the screen left for the board (a phone's, above or beside the dock; else the canvas).
      const win = window.tabletop.decisionTargets().window;
      window.__outcomeBoxes.push({ text: el.textContent, outcome: box(el.getBoundingClientRect()), tray: window.tabletop.trayBox(), win, view: [innerWidth, innerHeight] });
    };
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="throw-outcome"]');
      if (!el || seen.has(el.dataset.since)) return;
      seen.add(el.dataset.since);
      // A moment after it shows (the dock's new height has reached the board window and the camera), and later.
      setTimeout(() => sample(el), 500);
      setTimeout(() => sample(el), 1200);
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Every outcome line seen since watchOutcomes lay clear of the tray's box on the page: of the part of it the
 * board window shows (on a phone the camera may frame a decision elsewhere, the tray partly under the dock,
 * which is no board; that the dock leaves the decision's targets free the spacing check measures).
 */
export async function checkOutcomesClear(page, assert, step, where) {
  const seen = await until(page, () => (window.__outcomeBoxes?.length ? window.__outcomeBoxes : null), null, { timeoutMs: 30_000, what: `${where}: an outcome line` });
  for (const { text, outcome: o, tray: t, win, view: [w, h] } of seen) {
    const tx0 = Math.max(t.x, win.x, 0), ty0 = Math.max(t.y, win.y, 0);
    const tx1 = Math.min(t.x + t.width, win.x + win.width, w), ty1 = Math.min(t.y + t.height, win.y + win.height, h);
    if (tx1 - tx0 <= 1 || ty1 - ty0 <= 1) continue; // no tray in view to cover
    const across = Math.min(o.x + o.width, tx1) - Math.max(o.x, tx0);
    const down = Math.min(o.y + o.height, ty1) - Math.max(o.y, ty0);
    assert.ok(across <= 1 || down <= 1, `${where}: the outcome line "${text}" (${Math.round(o.x)},${Math.round(o.y)} ${Math.round(o.width)}×${Math.round(o.height)}) lies clear of the tray (${Math.round(t.x)},${Math.round(t.y)} ${Math.round(t.width)}×${Math.round(t.height)}) in the board window (${Math.round(win.x)},${Math.round(win.y)} ${Math.round(win.width)}×${Math.round(win.height)}) at ${w}×${h}`);
  }
  step(`${where}: ${seen.length} outcome line sightings, none over the tray in view`);
}
