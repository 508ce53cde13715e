// The dice table in a real browser: lobby → dice table, throw by a real
// mouse drag on a die, wait for the settle, and check the result the page
// shows is the one window.tabletop reports; the canvas must not be blank.
// The table's sound engine is fetched on the first gesture, not before: the
// room opened and watched makes no audio context; the drag starts it and the
// throw is heard (sources started on the context).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { colourSpread, drag, steadyPoints, until, tabletopReady } from './helpers.mjs';

/** A seeded throw that needs a re-throw, with its result, computed headless in Node. */
function headlessRethrowCase(kind, count) {
  const script = fileURLToPath(new URL('./headless-throw.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
  const run = spawnSync(tsx, [script, kind, String(count)], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`headless throw failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop());
}

/** Counts audio contexts made and sound sources started, from the page's first script on. */
function countSounds() {
  const probe = { contexts: 0, sources: 0 };
  window.__sounds = probe;
  const Native = window.AudioContext;
  if (!Native) return;
  window.AudioContext = class extends Native {
    constructor(...args) {
      super(...args);
      probe.contexts++;
    }
  };
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) {
    probe.sources++;
    return start.apply(this, args);
  };
}

export default async function diceTable({ page, baseUrl, screenshot, assert, step }) {
  await page.addInitScript(countSounds);
  const soundChunks = [];
  page.on('request', (r) => {
    if (/\/sound-engine-[^/]*\.js$/.test(new URL(r.url()).pathname)) soundChunks.push(r.url());
  });
  await page.goto(baseUrl + '/');
  await page.getByTestId('room-dice-table').getByRole('link').click();
  await page.waitForURL(/room=dice-table/);
  await page.waitForFunction(() => window.tabletop?.room() === 'dice-table', null, { timeout: 30_000 });
  await tabletopReady(page);
  step('room ready');
  assert.equal(await page.evaluate(() => window.tabletop.lastResult()), null, 'no result before the first throw');
  assert.deepEqual(soundChunks, [], 'no sound engine fetched before a gesture in the room');
  assert.equal(await page.evaluate(() => window.__sounds.contexts), 0, 'no audio context before a gesture in the room');

  const spread = await colourSpread(page, 'canvas');
  step('canvas sampled');
  assert.ok(spread >= 12, `the table canvas looks blank (${spread} colour buckets)`);
  await screenshot('before-throw');
  step('screenshot');

  // Read with the camera at rest: the opening glide may still be moving the dice on screen.
  const points = await steadyPoints(page, () => window.tabletop.dieScreenPoints(), null, 'the dice on screen');
  assert.equal(points.dice.length, 2, 'two dice lie on the table');
  const die = points.dice[0];
  step(`drag from die at ${Math.round(die.x)},${Math.round(die.y)}`);
  await drag(page, die, { x: die.x + 40, y: die.y - 160 }, { steps: 10, ms: 200 });
  // Rolling, or already settled: on a busy machine a short throw can start and end between two looks.
  await until(page, () => window.tabletop.isRolling() || window.tabletop.lastResult() !== null, null, { timeoutMs: 15_000, what: 'the drag to start a throw' });
  step('rolling');
  await until(page, () => !window.tabletop.isRolling(), null, { timeoutMs: 90_000, what: 'the dice to settle' });
  step('settled');
  const sounds = await page.evaluate(() => window.__sounds);
  assert.equal(soundChunks.length, 1, `the drag fetched the sound engine once (${soundChunks.join(', ')})`);
  assert.equal(sounds.contexts, 1, 'the drag made one audio context');
  assert.ok(sounds.sources > 0, `the throw was heard (${sounds.sources} sounds started)`);
  step(`sound: ${sounds.sources} sounds started`);

  const shown = JSON.parse(await page.getByTestId('result').getAttribute('data-faces'));
  const reported = await page.evaluate(() => window.tabletop.lastResult());
  assert.equal(reported.kind, 'd6');
  assert.deepEqual(shown, reported.faces, 'the page shows the faces window.tabletop reports');
  assert.deepEqual(await page.evaluate(() => window.tabletop.shownFaces()), reported.faces, 'the dice drawn on the table show the result');
  assert.equal(shown.length, 2);
  for (const f of shown) assert.ok(Number.isInteger(f) && f >= 1 && f <= 6, `a d6 face: ${f}`);
  const text = await page.getByTestId('result').textContent();
  assert.ok(text.includes(`= ${shown[0] + shown[1]}`), `the result line shows the sum: ${text}`);
  await screenshot('after-throw');

  step('checked drag result');
  // A seeded throw through automation takes the same path and lands in the history.
  const seeded = await page.evaluate(() => window.tabletop.throwDice({ kinds: 'poker', count: 5, seed: 42 }));
  assert.equal(seeded.kind, 'poker');
  assert.equal(seeded.faces.length, 5);
  assert.deepEqual(JSON.parse(await page.getByTestId('result').getAttribute('data-faces')), seeded.faces);
  await page.waitForTimeout(300);
  assert.deepEqual(await page.evaluate(() => window.tabletop.shownFaces()), seeded.faces, 'the new poker dice lie as they settled');
  assert.equal(await page.getByTestId('history').locator('li').count(), 1);
  step('poker thrown');
  await screenshot('poker');

  // The cup throws too: drag it towards the tray and let go.
  const cup = (await page.evaluate(() => window.tabletop.dieScreenPoints())).cup;
  await drag(page, cup, { x: cup.x + 220, y: cup.y - 40 }, { steps: 8, ms: 160 });
  await until(page, () => window.tabletop.isRolling(), null, { timeoutMs: 5_000, what: 'the cup drag to start a throw' });
  await until(page, () => !window.tabletop.isRolling(), null, { timeoutMs: 90_000, what: 'the cup throw to settle' });
  const fromCup = await page.evaluate(() => window.tabletop.lastResult());
  assert.equal(fromCup.faces.length, 5, 'the cup threw the five poker dice on the table');
  assert.deepEqual(JSON.parse(await page.getByTestId('result').getAttribute('data-faces')), fromCup.faces);
  assert.deepEqual(await page.evaluate(() => window.tabletop.shownFaces()), fromCup.faces);
  step('cup thrown');

  // A throw that needs a re-throw: the same seed gives the same faces in Node
  // and in Chromium, and the page shows a notice naming the re-throw.
  const expected = headlessRethrowCase('d6', 10);
  const replayed = await page.evaluate((seed) => window.tabletop.throwDice({ kinds: 'd6', count: 10, seed }), expected.seed);
  assert.deepEqual(replayed.faces, expected.faces, `seed ${expected.seed}: Chromium settles as Node does`);
  assert.deepEqual(replayed.rethrows.map((r) => r.reason), expected.reasons);
  const notice = await page.getByTestId('notice').first().textContent();
  assert.match(notice, /thrown again/);
  await screenshot('rethrow-notice');
  step(`re-throw seed ${expected.seed}`);

  // Bad input is refused with a clear error and changes nothing.
  const refused = await page.evaluate(() => window.tabletop.throwDice({ count: 99 }).then(() => 'accepted', (e) => e.message));
  assert.match(refused, /count must be an integer from 1 to 10/);
  assert.deepEqual(await page.evaluate(() => window.tabletop.lastResult().faces), replayed.faces);
}
