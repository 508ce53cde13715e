// Online tables in Chromium: the spec starts a game server, a first context
// creates a Mail Run table (invite link and QR code), a second joins by the
// link, a third watches. The two seats play through the server (flicking when
// a duel asks for it); the second closes its page mid-game, reopens the link
// and is back in its seat at the same position; the watcher never sees a face
// under the cup while the cup is down.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'ft-spec-tables-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--port', '0', '--data', dir], {
    env: { ...process.env, BOT_DELAY_MS: '0' },
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

/** One move of this page's seat if it is its turn: a legal decision, a throw, or a flick. */
async function moveIfMine(page) {
  return page.evaluate(() => {
    const s = window.tabletop.online();
    const aw = s.awaiting;
    if (!aw || aw.kind === 'end' || aw.seat !== s.seat) return null;
    if (aw.kind === 'decision') window.tabletop.onlineAct(s.legal[(s.seq * 7) % s.legal.length]);
    else if (aw.kind === 'throw') window.tabletop.onlineThrow();
    else window.tabletop.onlineFlick(0.05, 0.7);
    return { kind: aw.kind, seq: s.seq };
  });
}

/** The cup's faces must be null in the watcher's view whenever the cup is down. */
function assertCupHidden(assert, state) {
  const view = state.view;
  if (!view || view.revealed) return;
  for (const d of view.dice) if (d.where === 'cup') assert.equal(d.face, null, 'a face under the cup reached the watcher');
}

export default async function onlineSpec({ page, baseUrl, screenshot, assert, step }) {
  const server = await startServer();
  const browser = page.context().browser();
  const q = `server=${encodeURIComponent(server.address)}`;
  const extra = [];
  try {
    await page.goto(`${baseUrl}/?table=new&game=pony-express&seats=human,human&${q}`);
    await page.getByTestId('invite-link').waitFor({ timeout: 60_000 });
    await page.getByTestId('invite-qr').waitFor();
    const { code } = await online(page);
    assert.match(code, /^[A-Z0-9]{6}$/);
    assert.match(page.url(), new RegExp(`table=${code}`));
    step('table created');

    const ctxB = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const ctxC = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    extra.push(ctxB, ctxC);
    let pageB = await ctxB.newPage();
    await pageB.goto(`${baseUrl}/?table=${code}&${q}`);
    await pageB.getByTestId('online-table').waitFor();
    await pageB.waitForFunction(() => window.tabletop.online().seat === 1);
    const watcher = await ctxC.newPage();
    await watcher.goto(`${baseUrl}/?table=${code}&watch=1&${q}`);
    await watcher.waitForFunction(() => window.tabletop.online().code !== null && window.tabletop.online().seat === null);
    await page.waitForFunction(() => window.tabletop.online().spectators === 1 && window.tabletop.online().connected.every(Boolean));
    await screenshot('invite');
    step('second seat and a watcher joined');

    await page.getByTestId('online-start').click();
    await page.waitForFunction(() => window.tabletop.online().started).catch(async (e) => {
      throw new Error(`${e.message}: ${JSON.stringify(await online(page)).slice(0, 600)}`);
    });
    step('started');
    let reopened = false;
    let flicks = 0;
    // Far enough to close and reopen mid-game and play on (a whole game takes minutes on a software renderer).
    for (let i = 0; i < 400 && (await online(page)).seq < 50; i++) {
      const a = await online(page);
      if (a.awaiting?.kind === 'end') break;
      assertCupHidden(assert, await online(watcher));
      const moved = (await moveIfMine(page)) ?? (await moveIfMine(pageB));
      if (moved?.kind === 'flick') flicks++;
      if (moved) {
        await page.waitForFunction((seq) => window.tabletop.online().seq > seq || window.tabletop.online().lastError, moved.seq, { timeout: 30_000 }).catch(async (e) => {
          throw new Error(`${e.message} after ${JSON.stringify(moved)}: A ${JSON.stringify(await online(page)).slice(0, 500)} B ${JSON.stringify(await online(pageB)).slice(0, 500)}`);
        });
      }
      else await page.waitForTimeout(100);
      const now = await online(page);
      if (!reopened && now.seq >= 12 && now.awaiting?.kind !== 'end' && now.awaiting?.seat === 1) {
        // Mid-turn: the second player's tab closes, then the link is opened again.
        await pageB.close();
        await page.waitForFunction(() => window.tabletop.online().connected[1] === false);
        pageB = await ctxB.newPage();
        await pageB.goto(`${baseUrl}/?table=${code}&${q}`);
        await pageB.waitForFunction((seq) => window.tabletop.online().seat === 1 && window.tabletop.online().seq === seq, now.seq);
        await page.waitForFunction(() => window.tabletop.online().connected[1] === true);
        await pageB.screenshot({ path: 'tests/browser/screenshots/online-reconnected.png' });
        reopened = true;
        step(`seat 2 closed and reopened at move ${now.seq}`);
      }
    }
    assert.ok(reopened, 'the second seat closed and came back');
    await screenshot('played');
    await watcher.screenshot({ path: 'tests/browser/screenshots/online-watched.png' });
    const end = await online(watcher);
    step(`played to move ${end.seq}, ${flicks} flicks`);
    assert.ok(end.seq > 12, 'the game went on after the reconnection');
  } finally {
    for (const c of extra) await c.close().catch(() => undefined);
    server.stop();
  }
}
