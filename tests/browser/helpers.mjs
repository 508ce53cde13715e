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
export async function openRoom(page, url, timeoutMs = 90_000) {
  await page.goto(url);
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
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
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

/** A real mouse drag with intermediate moves, `ms` long. */
export async function drag(page, from, to, { steps = 12, ms = 240 } = {}) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    await page.mouse.move(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
    await page.waitForTimeout(ms / steps);
  }
  await page.mouse.up();
}
