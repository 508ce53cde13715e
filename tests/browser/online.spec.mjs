// Online tables in Chromium, on the 3D table: the spec starts a game server; a
// first context creates a Mail Run table (invite link and QR code), a second
// joins by the link, a third watches. Once the host starts, every page opens
// the game's 3D room, drawn from its own seat's view. The two seats play
// through their tables' session (decisions, throws and flicks go to the
// server and come back animated); the second closes its page mid-turn,
// reopens the link and plays on from the same position; the watcher's table
// never holds a face under the cup while the cup is down, and its dice tiles
// read "under cup" (not "rolling") while another rider's re-throw waits. The
// server deals a known seed (TABLE_SEED) and the short race (the set-up's
// option, through the link), so the seats' simple play meets that re-throw
// at move 14. axe on the invite page and on the table.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoAxeViolations } from './axe.mjs';

function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'ft-spec-tables-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--port', '0', '--data', dir], {
    // Seed 3, short race, the moves below: seat 2 re-throws under its cup (moves 14–18).
    env: { ...process.env, BOT_DELAY_MS: '0', TABLE_SEED: '3' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    child.stdout.on('data', (c) => {
      out += c.toString();
      const m = /server listening on (ws:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ address: m[1], stop: () => (child.kill('SIGTERM'), rmSync(dir, { recursive: true, force: true })) });
      }
    });
  });
}

const online = (page) => page.evaluate(() => window.tabletop.online());
// The waits read window.tabletop optionally: a page still loading after a navigation has none yet,
// and a predicate that throws fails waitForFunction at once instead of waiting (a CI run lost the spec so).
/** The 3D room is up and its session plays this table. */
const onTable = (page) => page.waitForFunction(() => window.tabletop?.methods?.()?.includes('throwDice') && window.tabletop?.online?.()?.started, null, { timeout: 90_000 });

/**
 * One move of this page's seat through its 3D table, once the table shows the server's position
 * (a throw or flick still animating holds the next position back): a decision, the seeded throw, a flick.
 */
async function moveIfMine(page) {
  return page.evaluate(async () => {
    const t = window.tabletop;
    const s = t.online();
    const aw = s.awaiting;
    if (!aw || aw.kind === 'end' || aw.seat !== s.seat) return null;
    if (JSON.stringify(await t.awaiting()) !== JSON.stringify(aw) || (await t.status()).stage?.moving) return null;
    const fail = (e) => (window.__onlineSpecError = e.message);
    if (aw.kind === 'decision') await t.act(s.legal[(s.seq * 7) % s.legal.length]).catch(fail);
    // Not awaited: they resolve when a local record grows, and an online table's record is the server's.
    else if (aw.kind === 'throw') void t.throwDice().catch(fail);
    else void t.flick({ angle: 0.05, power: 0.7 }).catch(fail);
    return { kind: aw.kind, seq: s.seq };
  });
}

/** What the watcher's page holds of the cup while it is down: the server's view and the table's own must both have no face. */
async function assertCupHidden(assert, watcher) {
  const { fromServer, onTable } = await watcher.evaluate(async () => ({ fromServer: window.tabletop.online().view, onTable: await window.tabletop.view() }));
  for (const view of [fromServer, onTable]) {
    if (!view || view.revealed) continue;
    for (const d of view.dice) if (d.where === 'cup') assert.equal(d.face, null, 'a face under the cup reached the watcher');
  }
}

/** Fifteen moves on three software-rendered tables take longer than the runner's usual limit. */
export const timeoutMs = 15 * 60_000;

export default async function onlineSpec({ page, baseUrl, screenshot, assert, step }) {
  const server = await startServer();
  const browser = page.context().browser();
  const q = `server=${encodeURIComponent(server.address)}`;
  const extra = [];
  try {
    await page.goto(`${baseUrl}/?table=new&game=pony-express&seats=human,human&opt.length=short&${q}`);
    await page.getByTestId('invite-link').waitFor({ timeout: 60_000 });
    await page.getByTestId('invite-qr').waitFor();
    const { code } = await online(page);
    assert.match(code, /^[A-Z0-9]{6}$/);
    assert.match(page.url(), new RegExp(`table=${code}`));
    step('table created');

    const ctxB = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const ctxC = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    extra.push(ctxB, ctxC);
    // Low render quality, as the runner sets for its own context: three tables on a software renderer.
    for (const ctx of [ctxB, ctxC]) await ctx.addInitScript(() => localStorage.getItem('frontier-table:quality') ?? localStorage.setItem('frontier-table:quality', 'low'));
    let pageB = await ctxB.newPage();
    await pageB.goto(`${baseUrl}/?table=${code}&${q}`);
    await pageB.getByTestId('online-table').waitFor();
    await pageB.waitForFunction(() => window.tabletop?.online?.()?.seat === 1);
    const watcher = await ctxC.newPage();
    await watcher.goto(`${baseUrl}/?table=${code}&watch=1&${q}`);
    await watcher.waitForFunction(() => window.tabletop?.online?.()?.code !== null && window.tabletop?.online?.()?.seat === null);
    await page.waitForFunction(() => window.tabletop?.online?.()?.spectators === 1 && window.tabletop?.online?.()?.connected.every(Boolean));
    await expectNoAxeViolations(page, 'online invite page');
    await screenshot('invite');
    step('second seat and a watcher joined');

    await page.getByTestId('online-start').click();
    await Promise.all([onTable(page), onTable(pageB), onTable(watcher)]);
    await page.getByTestId('online-bar').waitFor();
    await expectNoAxeViolations(page, 'online 3D table');
    step('started: three 3D tables');
    let reopened = false;
    let flicks = 0;
    let throws = 0;
    let cupTiles = false;
    // Until the second seat came back and the watcher saw a re-throw wait under the cup (a whole game takes many minutes on a software renderer).
    for (let i = 0; i < 3000; i++) {
      const a = await online(page);
      if (a.awaiting?.kind === 'end' || (reopened && cupTiles) || a.seq >= 160) break;
      await assertCupHidden(assert, watcher);
      if (!cupTiles && a.awaiting?.kind === 'throw' && a.awaiting.hidden && a.view?.phase?.kind === 'rethrow-throw') {
        // Another rider's re-throw under the cup waits: the watcher's tiles of those dice say so, with no face.
        await watcher.waitForFunction(async (seq) => window.tabletop?.online?.()?.seq === seq && (await window.tabletop.view()).phase.kind === 'rethrow-throw', a.seq, { timeout: 60_000 });
        const tiles = await watcher.evaluate((dice) => dice.map((i) => document.querySelector(`[data-testid="px-die-${i}"]`)?.textContent ?? null), a.view.phase.dice);
        for (const t of tiles) assert.match(t ?? '', /\?under cup$/, `the watcher's tile of a die re-thrown under the cup: ${t}`);
        await watcher.screenshot({ path: 'tests/browser/screenshots/online-watcher-cup.png' });
        cupTiles = true;
        step(`the watcher's tiles of dice ${a.view.phase.dice.map((d) => d + 1).join(', ')}: ${tiles.join(' | ')}`);
      }
      const [mineA, mineB] = await Promise.all([moveIfMine(page), moveIfMine(pageB)]);
      const moved = mineA ?? mineB;
      if (moved?.kind === 'flick') flicks++;
      if (moved?.kind === 'throw') throws++;
      if (moved) {
        await page.waitForFunction((seq) => window.tabletop?.online?.()?.seq > seq || window.__onlineSpecError || window.tabletop?.online?.()?.lastError, moved.seq, { timeout: 60_000 }).catch(async (e) => {
          throw new Error(`${e.message} after ${JSON.stringify(moved)}: A ${JSON.stringify(await online(page)).slice(0, 400)} B ${JSON.stringify(await online(pageB)).slice(0, 400)}`);
        });
        const problems = await Promise.all([page, pageB].map((p) => p.evaluate(() => window.__onlineSpecError ?? window.tabletop.online().lastError?.message ?? null)));
        assert.deepEqual(problems, [null, null], 'a move was refused');
      } else await page.waitForTimeout(150);
      const now = await online(page);
      if (!reopened && now.seq >= 1 && now.awaiting?.kind !== 'end' && now.awaiting?.seat === 1) {
        // Mid-turn: the second player's tab closes, then the link is opened again.
        await pageB.close();
        await page.waitForFunction(() => window.tabletop?.online?.()?.connected[1] === false);
        await page.screenshot({ path: 'tests/browser/screenshots/online-away.png' });
        pageB = await ctxB.newPage();
        await pageB.goto(`${baseUrl}/?table=${code}&${q}`);
        await onTable(pageB);
        await pageB.waitForFunction((seq) => window.tabletop?.online?.()?.seat === 1 && window.tabletop?.online?.()?.seq === seq, now.seq);
        await page.waitForFunction(() => window.tabletop?.online?.()?.connected[1] === true);
        await pageB.screenshot({ path: 'tests/browser/screenshots/online-reconnected.png' });
        reopened = true;
        step(`seat 2 closed and reopened at move ${now.seq}`);
      }
    }
    assert.ok(reopened, 'the second seat closed and came back');
    await screenshot('played');
    await watcher.screenshot({ path: 'tests/browser/screenshots/online-watched.png' });
    const end = await online(watcher);
    step(`played to move ${end.seq}: ${throws} throws, ${flicks} flicks`);
    assert.ok(throws > 0, 'a throw was played on the 3D table');
    assert.ok(cupTiles, 'the watcher saw a re-throw under the cup wait');
    // The watcher's table shows the server's position (its session caught up after the throws).
    await watcher.waitForFunction(async () => JSON.stringify(await window.tabletop.awaiting()) === JSON.stringify(window.tabletop?.online?.()?.awaiting), null, { timeout: 60_000 });
    await assertCupHidden(assert, watcher);
    // The server's texts reach a production page with their ids as the page's short codes (src/server/message-codes.ts):
    // the log panel and the prompt say sentences, never a bare code or id.
    const said = await watcher.evaluate(() => [...document.querySelectorAll('.prompt-bar, [data-testid="log"] li')].map((e) => e.textContent?.trim() ?? '').filter(Boolean));
    assert.ok(said.length > 3, `the watcher's page shows its log and prompt: ${JSON.stringify(said)}`);
    for (const text of said) assert.match(text, /\p{L}{3,}.*\s|\s.*\p{L}{3,}/u, `a sentence, not a bare code or id: ${JSON.stringify(text)}`);
  } finally {
    for (const c of extra) await c.close().catch(() => undefined);
    server.stop();
  }
}
