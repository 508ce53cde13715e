// Hostile handling of the shell and the rooms (issue 12, items 7 and 8):
// - tabletop.ready() asked while a game room loads settles (rejects with the
//   lobby's message) when the room falls back to the lobby, instead of hanging;
// - bursts of scripted clicks on the gallery's bot and New round buttons raise
//   no uncaught error (the runner fails the spec on any page or console error);
// - WebGL context loss in a game room: a notice while lost, a full redraw when
//   the context comes back, a reload offer when it does not, and the reload
//   resumes the game from its autosave;
// - a damaged autosave opens a new game with the file set aside for download;
// - a save loaded to play on is re-derived and re-simulated in a worker: edited
//   dice refused, a start state in the file (dice laid at rest showing their
//   best face) refused, another physics version marked unverified, frames keep
//   coming meanwhile.
import { colourSpread, openRoom, until, tabletopReady } from './helpers.mjs';
import assert from 'node:assert/strict';

/** Keeps, from the first moment window.tabletop exists, what its ready() promise settles to. */
function watchEarlyReady() {
  let api;
  Object.defineProperty(window, 'tabletop', {
    configurable: true,
    get: () => api,
    set(value) {
      api = value;
      // main.ts opens the room right after installing window.tabletop, in the same task.
      queueMicrotask(() => {
        window.__earlyRoom = api.room();
        window.__earlyReady = null;
        api.ready().then(
          (room) => (window.__earlyReady = `resolved ${room}`),
          (e) => (window.__earlyReady = `rejected ${e.message}`),
        );
      });
    },
  });
}

/** The canvas's WebGL context loss extension, driven from the page or, for a canvas handed to the scene worker, in that worker. */
const loseContext = async (page, how) => {
  const drive = (how, canvas) => {
    // A lost context hands out no extensions: keep the one that lost it, to restore.
    if (how === 'lose') {
      const gl = canvas().getContext('webgl2') ?? canvas().getContext('webgl');
      self.__loseExt = gl.getExtension('WEBGL_lose_context');
      self.__loseExt.loseContext();
    } else self.__loseExt.restoreContext();
  };
  if ((await page.locator('canvas[data-render="worker"]').count()) > 0) {
    const worker = page.workers().find((w) => /scene/.test(w.url()));
    assert.ok(worker, `the scene worker is listed (${page.workers().map((w) => w.url()).join(', ')})`);
    return worker.evaluate(`(${drive})(${JSON.stringify(how)}, () => self.sceneCanvas)`);
  }
  return page.evaluate(`(${drive})(${JSON.stringify(how)}, () => document.querySelector('canvas'))`);
};

export default async function hostile({ page, baseUrl, assert, step, screenshot }) {
  // --- ready() while a room loads that then falls back to the lobby.
  const early = await page.context().newPage();
  await early.addInitScript(watchEarlyReady);
  await early.goto(`${baseUrl}/?game=gambler&seats=human,bot:easy&resume=1`);
  const settled = await until(early, () => window.__earlyReady, null, { timeoutMs: 90_000, what: 'ready() to settle after the fallback' });
  assert.equal(await early.evaluate(() => window.__earlyRoom), 'gambler', 'ready() was asked while the game room loaded');
  assert.match(settled, /^rejected The room 'gambler' did not open \(now 'lobby'\): There is no saved game/, settled);
  assert.equal(await tabletopReady(early), 'lobby', 'a fresh ready() gives the lobby');
  await early.close();
  step('ready() settles on a fallback');

  // --- Bursts of clicks on the gallery's bot and New round buttons.
  await openRoom(page, `${baseUrl}/?room=shooting-gallery&seed=7`, 150_000);
  const roundBefore = await page.evaluate(() => window.tabletop.score().round);
  // All clicks in one task: React has not redrawn the buttons disabled between them.
  const hint = await page.evaluate(async () => {
    const button = (id) => document.querySelector(`[data-testid="${id}"]`);
    for (let i = 0; i < 6; i++) {
      button('bot-easy').click();
      button('new-round').click();
      button('bot-hard').click();
      button('new-round').click();
    }
    // The refusals show as the hint (until the bot's flick starts and clears it).
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return button('hint').textContent;
  });
  assert.match(hint, /wait for the flick|bot is taking its flick/i, `the refused clicks say why (hint: ${hint})`);
  await until(page, () => !window.tabletop.isFlicking(), null, { timeoutMs: 120_000, what: 'the bot flick to end' });
  const score = await page.evaluate(() => window.tabletop.score());
  assert.equal(score.round, roundBefore, 'no new round started while the bot flicked');
  assert.equal(score.flicks, 1, 'one bot flick, not one per click');
  // After the flick, New round works again from the button.
  await page.getByTestId('new-round').click();
  assert.equal(await page.evaluate(() => window.tabletop.score().round), roundBefore + 1, 'New round works once the table is free');
  step('gallery click bursts');

  // --- WebGL context loss: a notice while lost, the whole table drawn again when it comes back.
  // The dice table at rest draws nothing until something moves: without the redraw on restore
  // it stayed blank (only the DOM panels over it, about half the colours).
  await openRoom(page, `${baseUrl}/?room=dice-table&seed=1`, 150_000);
  await page.waitForTimeout(1500);
  const before = await colourSpread(page, 'canvas');
  assert.ok(before > 12, `the table is drawn (${before} colours)`);
  const notice = page.getByTestId('context-notice');
  await loseContext(page, 'lose');
  await notice.waitFor({ timeout: 10_000 });
  assert.equal(await notice.getAttribute('data-state'), 'lost');
  assert.match(await notice.textContent(), /3D view was lost/);
  await loseContext(page, 'restore');
  await notice.waitFor({ state: 'detached', timeout: 10_000 });
  let after = 0;
  for (let i = 0; i < 10 && after < before * 0.9; i++) {
    await page.waitForTimeout(500);
    after = await colourSpread(page, 'canvas');
  }
  assert.ok(after >= before * 0.9, `the table is drawn again after the context came back (${after} colours, ${before} before)`);
  await screenshot('context-restored');
  step('context lost and restored');

  // --- Lost for good during a game: a reload is offered, and it resumes the game.
  await openRoom(page, `${baseUrl}/?game=gambler&seats=bot:easy,bot:easy&seed=5`, 150_000);
  await until(page, () => window.tabletop.methods().includes('log') && window.tabletop.log().inputs >= 3, null, { timeoutMs: 150_000, what: 'the bots to play three inputs' });
  const played = await page.evaluate(() => window.tabletop.record().inputs.map((e) => JSON.stringify(e.input)));
  await loseContext(page, 'lose');
  await page.getByTestId('context-reload').waitFor({ timeout: 20_000 });
  assert.equal(await notice.getAttribute('data-state'), 'gone');
  assert.match(await notice.textContent(), /did not come back.*Reload/s);
  await screenshot('context-gone');
  await page.getByTestId('context-reload').click();
  await page.waitForFunction(() => window.tabletop !== undefined && window.tabletop.room() === 'gambler', null, { timeout: 90_000 });
  await tabletopReady(page);
  await until(page, () => window.tabletop.methods().includes('log'), null, { timeoutMs: 90_000, what: 'the session after the reload' });
  const resumed = await page.evaluate(() => window.tabletop.record().inputs.map((e) => JSON.stringify(e.input)));
  assert.ok(resumed.length >= played.length, `the reload resumed the game (${resumed.length} inputs, ${played.length} before)`);
  assert.deepEqual(resumed.slice(0, played.length), played, 'with the same moves');
  assert.equal(await page.locator('[data-testid="context-notice"]').count(), 0, 'no notice after the reload');
  step('reload offered and resumed');

  await damagedAutosave({ page, baseUrl, assert });
  step('damaged autosave set aside');

  await checkedSaves({ page, baseUrl, assert, step });
}

/** A damaged autosave (an object as a seat name, checksum recomputed) opens a new game with the set-aside notice, not a crash. */
export async function damagedAutosave({ page, baseUrl, assert }) {
  await page.goto(`${baseUrl}/`);
  await page.evaluate(() => {
    localStorage.setItem('frontier-table:autosave:pony-express', '{"format":"frontier-table-save","formatVersion":2,"moduleId":"pony-express","record":');
  });
  await openRoom(page, `${baseUrl}/?game=pony-express&resume=1`, 150_000);
  const notice = page.getByTestId('save-set-aside');
  await notice.waitFor({ timeout: 30_000 });
  const said = await notice.textContent();
  assert.match(said, /could not be resumed: The save file is cut short.*set aside and a new game started/s);
  assert.doesNotMatch(said, /\.\./, `one full stop, never two: ${said}`);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), page.getByTestId('download-set-aside').click()]);
  assert.match(download.suggestedFilename(), /pony-express-damaged-autosave\.json/);
  await page.getByTestId('dismiss-set-aside').click();
  await notice.waitFor({ state: 'detached' });
  // The link is not locked: the slot now holds the new game.
  assert.equal(await page.evaluate(() => localStorage.getItem('frontier-table:set-aside:pony-express')), null);
}

/** FNV-1a as src/core/hash.ts computes it: anyone can recompute a save's checksum. */
function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}
const saveText = (record, formatVersion = 2) =>
  JSON.stringify({ format: 'frontier-table-save', formatVersion, moduleId: record.moduleId, moduleVersion: record.moduleVersion, checksum: fnv1a(JSON.stringify(record)), record });

/** Loads `text` through the game menu's file input (to play on) and returns the menu's message once it shows. */
async function loadToPlay(page, name, text) {
  const said = () => page.evaluate(() => document.querySelector('[data-testid="save-message"]')?.textContent ?? '');
  const earlier = await said();
  await page.getByTestId('save-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await until(
    page,
    (old) => !document.querySelector('[data-testid="save-checking"]') && (document.querySelector('[data-testid="save-message"]')?.textContent ?? old) !== old,
    earlier,
    { timeoutMs: 120_000, what: `the message about ${name}` },
  );
  return page.getByTestId('save-message').textContent();
}

/**
 * Saves loaded to play on are checked off the page: edited dice (checksum recomputed) are refused, another
 * physics version loads marked unverified, a real save loads with every throw re-simulated, and the page keeps
 * drawing frames meanwhile.
 */
export async function checkedSaves({ page, baseUrl, assert, step }) {
  const fetchedSoFar = [];
  page.context().on('request', (r) => fetchedSoFar.push(r.url()));
  await openRoom(page, `${baseUrl}/?game=gambler&seats=bot:easy,bot:easy&seed=9`, 150_000);
  await until(page, () => window.tabletop.methods().includes('log') && window.tabletop.log().physical >= 3, null, { timeoutMs: 240_000, what: 'three bot throws' });
  const record = await page.evaluate(() => window.tabletop.record());
  // A quiet table to load into: a human seat's turn.
  await openRoom(page, `${baseUrl}/?game=gambler&seats=human,bot:easy&seed=21`, 150_000);
  await until(page, () => window.tabletop.methods().includes('log'), null, { timeoutMs: 90_000, what: 'the session' });
  const before = await page.evaluate(() => window.tabletop.record());

  const k = record.inputs.findIndex((e) => e.physics?.kind === 'throw');
  // Cut after the throw, as a forger would (the rules alone might refuse a later move).
  const forged = { ...structuredClone(record), inputs: structuredClone(record.inputs.slice(0, k + 1)) };
  forged.inputs[k].input.faces = forged.inputs[k].input.faces.map((f) => (f === 6 ? 5 : 6));
  const refused = await loadToPlay(page, 'forged.json', saveText(forged));
  assert.match(refused, new RegExp(`This save was changed: move ${k + 1} is not what the game could have played there`), refused);
  assert.deepEqual(await page.evaluate(() => window.tabletop.record()), before, 'a refused save leaves the game as it was');
  // Dice laid at rest just above the tray, turned to show their best face: the old format's start state.
  // Physics would confirm them; a save can no longer hold a start (format 1 is refused by version, the field by name).
  const laid = structuredClone(forged);
  const kinds = laid.inputs[k].input.faces.map(() => 'poker');
  const dice = kinds.map((_, i) => ({ position: { x: -6 + 3 * i, y: 1.2, z: 24 }, rotation: { x: 1, y: 0, z: 0, w: 0 }, linvel: { x: 0, y: 0, z: 0 }, angvel: { x: 0, y: 0, z: 0 } }));
  laid.inputs[k] = { input: { kind: 'dice', faces: kinds.map(() => 'A') }, physics: { kind: 'throw', spec: { kinds, dice, seed: 1, area: 'tray' }, rethrows: [] } };
  assert.match(await loadToPlay(page, 'laid-v1.json', saveText(laid, 1)), /This save uses file format 1, which recorded where each throw started/);
  assert.match(await loadToPlay(page, 'laid-v2.json', saveText(laid)), /unknown field "spec"/);
  assert.deepEqual(await page.evaluate(() => window.tabletop.record()), before, 'neither changes the game');
  step('forged dice and laid-at-rest starts refused');

  // A real save: checked in the worker while the page keeps drawing.
  await page.evaluate(() => {
    const gaps = { last: performance.now(), checking: 0, all: 0, on: true };
    window.__gaps = gaps;
    const tick = (t) => {
      const gap = t - gaps.last;
      gaps.last = t;
      gaps.all = Math.max(gaps.all, gap);
      if (document.querySelector('[data-testid="save-checking"]')) gaps.checking = Math.max(gaps.checking, gap);
      if (gaps.on) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // The checker's worker reads the save with the rules the page already fetched (src/store/rules-by-url.ts), no copy of its own.
  const rulesChunk = (url) => /\/assets\/gambler-[\w-]+\.js$/.test(new URL(url).pathname);
  const seenBefore = new Set(fetchedSoFar.filter(rulesChunk).map((u) => new URL(u).pathname));
  const duringCheck = [];
  const onRequest = (r) => rulesChunk(r.url()) && duringCheck.push(new URL(r.url()).pathname);
  page.context().on('request', onRequest);
  const real = await loadToPlay(page, 'real.json', saveText(record));
  page.context().off('request', onRequest);
  assert.ok(duringCheck.length > 0, 'the save checker imported the rules of the game');
  assert.deepEqual(duringCheck.filter((p) => !seenBefore.has(p)), [], `the save checker used the page's own rules chunk (page: ${[...seenBefore].join(', ')})`);
  const gaps = await page.evaluate(() => ((window.__gaps.on = false), window.__gaps));
  assert.match(real, /Every recorded throw and flick \(\d+\) was re-derived from the game and re-simulated to its recorded result/);
  assert.equal(await page.getByTestId('save-unverified').count(), 0, 'a verified save carries no mark');
  assert.ok(gaps.checking < 200, `frame gaps stay under 200 ms while the save is checked (${Math.round(gaps.checking)} ms)`);
  step(`real save verified (longest frame gap ${Math.round(gaps.checking)} ms while checking, ${Math.round(gaps.all)} ms overall)`);

  const older = await loadToPlay(page, 'older.json', saveText({ ...record, physicsVersion: record.physicsVersion - 1 }));
  assert.match(older, /Unverified save: its dice were simulated with physics version/);
  assert.match(await page.getByTestId('save-unverified').textContent(), /physics version/, 'the game is marked unverified');
  const loaded = await page.evaluate(() => window.tabletop.record());
  assert.deepEqual(loaded.inputs.slice(0, record.inputs.length), record.inputs, 'and it loads (its bots may play on)');
  // A reload resumes it, still marked.
  await page.reload();
  await tabletopReady(page);
  await page.getByTestId('save-unverified').waitFor({ timeout: 90_000 });
  step('other physics version unverified, after a reload too');
}
