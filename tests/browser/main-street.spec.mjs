// Main Street in a real browser, the way a newcomer meets it: from the lobby
// the card opens a game against an easy bot; the human puts the first awning
// on a lit corner and takes the meeples of a lit corner building by mouse
// clicks on the board (screen points from window.tabletop.streetPoints(),
// which projects what the scene draws), sows them by clicking lit spaces
// (the first onto the showdown space at that end of the street), lets each
// placed meeple act with the turn panel's buttons (the first by Enter on its lit place), and
// plays on like that until a showdown comes: its die is thrown by a real
// mouse drag, and the face the rules record is the face the die shows at
// rest on the table; the die can be read where it rests (in view, under no
// panel, big enough) and the prompt area says the throw in words. Then the
// bot moves. axe finds nothing. RENDER=page or RENDER=worker opens the card's
// link with that render= (issue 26: the scene drawn on the page or in the
// scene worker); without it, the room's default.
import { colourSpread, drag, until, tabletopReady } from './helpers.mjs';
import { expectNoAxeViolations } from './axe.mjs';

const mineNow = () => {
  const aw = window.tabletop.awaiting();
  return (aw.kind === 'decision' || aw.kind === 'throw') && aw.seat === 0 ? aw.kind : null;
};

/** Corner buildings and the showdown space their first meeple can reach. */
const CORNER_TO_SHOWDOWN = { b0: 's0', b11: 's0', b5: 's7', b6: 's7' };
/** The buildings' English names (BUILDING_NAMES in src/games/main-street/data.ts): the view names a building as a message, the page says it in English. */
const BUILDING_NAMES_EN = ['Assay Office', 'Feed & Seed', 'Barber Shop', 'Telegraph', 'Gunsmith', 'Livery Stable', 'Undertaker', 'Dry Goods', 'Land Office', 'Bathhouse', 'Newspaper', 'Stagecoach Stop'];

async function clickTarget(page, target) {
  const pts = await page.evaluate(() => window.tabletop.streetPoints());
  const all = [...pts.buildings, ...pts.spaces, pts.saloon, pts.jail];
  const at = all.find((p) => p.target === target);
  await page.mouse.click(at.x, at.y);
}

const snapshot = () => JSON.stringify([window.tabletop.view(0).phase, window.tabletop.view(0).spaces, window.tabletop.record().inputs.length]);

export default async function mainStreet({ page, baseUrl, screenshot, assert, step }) {
  // Every throw outcome the prompt area shows, kept in the page (it holds 2.6 s; a slow machine may look later).
  await page.addInitScript(() => {
    window.__outcomes = [];
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="throw-outcome"]');
      const text = el?.textContent ?? '';
      if (text && window.__outcomes.at(-1)?.text !== text) window.__outcomes.push({ text, inPrompt: el.closest('[data-testid="prompt"]') !== null });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(`${baseUrl}/`);
  const card = page.getByTestId('game-main-street').getByRole('link');
  if (process.env.RENDER) {
    const link = new URL(await card.getAttribute('href'), page.url());
    link.searchParams.set('render', process.env.RENDER);
    await page.goto(link.href);
  }
  else await card.click();
  await page.waitForFunction(() => window.tabletop !== undefined && window.tabletop.room() === 'main-street', null, { timeout: 60_000 });
  await tabletopReady(page);
  await until(page, () => window.tabletop.methods().includes('streetPoints'), null, { timeoutMs: 60_000, what: 'the board probe' });
  const seats = await page.evaluate(() => new URLSearchParams(location.search).get('seats'));
  assert.match(seats, /^human,bot/, 'the lobby card opens a game against a bot');
  assert.ok((await colourSpread(page, 'canvas')) >= 12, 'the table is drawn');
  const drawnBy = (await page.locator('canvas[data-render="worker"]').count()) > 0 ? 'worker' : 'page';
  if (process.env.RENDER) assert.equal(drawnBy, process.env.RENDER, `the table is drawn by the ${process.env.RENDER}`);
  step(`room ready (drawn by the ${drawnBy})`);

  // The first awning: the bot places first (last seat first), then we click a lit corner.
  await until(page, mineNow, null, { timeoutMs: 30_000, what: 'our first decision' });
  let v = await page.evaluate(() => window.tabletop.view(0));
  assert.equal(v.phase.kind, 'first-awning', 'the game opens with the first awnings');
  let lit = await page.evaluate(() => window.tabletop.picking().lit);
  assert.ok(lit.length >= 1 && lit.every((t) => ['b0', 'b5', 'b6', 'b11'].includes(t)), `only free corners are lit: ${lit}`);
  await screenshot('first-awning');
  await clickTarget(page, lit[0]);
  await until(page, (b) => window.tabletop.view(0).buildings[b].awning?.owner === 0, Number(lit[0].slice(1)), { timeoutMs: 10_000, what: 'our awning on the clicked corner' });
  step(`awning on building ${lit[0]}`);

  let hovered = false;
  let keyed = false;
  let sowShot = false;
  let thrown = null;
  let turnsAtThrow = null;
  // Play our turns (and throw whenever a showdown asks us to) until we have thrown a die by drag and the bot has moved after it.
  for (let i = 0; i < 200; i++) {
    const now = await page.evaluate(() => ({ aw: window.tabletop.awaiting(), v: window.tabletop.view(0) }));
    if (now.aw.kind === 'end') break;
    if (thrown && now.v.turns >= turnsAtThrow + 1 && now.v.turn === 0 && now.aw.seat === 0) break;
    if (now.aw.seat !== 0 || (now.aw.kind !== 'decision' && now.aw.kind !== 'throw')) {
      await page.waitForTimeout(300);
      continue;
    }
    if (now.aw.kind === 'throw') {
      // A showdown: drag the waiting die away from us and let go.
      const pts = await until(page, () => {
        const p = window.tabletop.streetPoints();
        return p.waiting.length === 1 ? p : null;
      }, null, { timeoutMs: 20_000, what: 'the showdown die waiting in the tray' });
      if (!thrown) await screenshot('showdown-waiting');
      const n = await page.evaluate(() => window.tabletop.record().inputs.length);
      const from = pts.waiting[0];
      await drag(page, from, { x: from.x + 30, y: from.y - 170 }, { steps: 6, ms: 150 });
      await until(page, () => window.tabletop.status().stage?.moving === true || window.tabletop.awaiting().kind !== 'throw', null, { timeoutMs: 10_000, what: 'the drag to throw the die' });
      await until(page, (k) => window.tabletop.record().inputs.length > k, n, { timeoutMs: 120_000, what: 'the showdown die to settle' });
      const entry = await page.evaluate((k) => window.tabletop.record().inputs[k], n);
      assert.equal(entry.input.kind, 'dice', 'the throw came back as settled faces');
      assert.equal(entry.physics?.kind, 'throw', 'the faces came from a physical throw');
      // Drawn in the scene worker, the board's reading reaches the page a message later than the record.
      const read = await until(page, (k) => (window.tabletop.streetPoints().settled?.input === k ? window.tabletop.streetPoints().settled : null), n, { timeoutMs: 10_000, what: 'the board to read the dice the moment they settled' });
      assert.deepEqual(read.faces, entry.input.faces.map(Number), 'the rules got the face the die shows at rest');
      const after = await page.evaluate(() => window.tabletop.view(0));
      const told = after.events.find((e) => e.kind === 'throw' || e.kind === 'showdown');
      assert.ok(told, 'the rules took the throw into the showdown');
      const line = after.log.find((l) => /^Showdown \d–\d/.test(l));
      if (!thrown) {
        // The die can be read where it rests: on screen, under no panel, big enough (the camera frames it when it lies among the buildings).
        const die = await until(page, () => {
          const d = window.tabletop.streetPoints().resting[0];
          if (!d || d.edgePx < 22 || d.x < 0 || d.y < 0 || d.x > innerWidth || d.y > innerHeight) return null;
          return document.elementFromPoint(d.x, d.y)?.tagName === 'CANVAS' ? d : null;
        }, null, { timeoutMs: 60_000, what: 'the settled showdown die in view, under no panel, readable' });
        step(`settled die at (${Math.round(die.x)}, ${Math.round(die.y)}), ${Math.round(die.edgePx)} px`);
        // The outcome in words, in the prompt area (its live region).
        const said = await until(page, () => window.__outcomes?.find((o) => o.inPrompt) ?? null, null, { timeoutMs: 60_000, what: 'the throw outcome in the prompt area' });
        assert.match(said.text, /^Player \d's \w+ (throws \d|\d (beats|wins the tie against)|\d and)/, `the prompt says the throw in words: ${said.text}`);
        step(`said: ${said.text}`);
      }
      step(`showdown die dragged: face ${entry.input.faces[0]}${line ? ` — ${line}` : ''}`);
      if (!thrown) {
        await page.waitForTimeout(300);
        await screenshot('showdown-thrown');
      }
      thrown = entry.input.faces[0];
      turnsAtThrow = after.turns;
      continue;
    }
    const before = await page.evaluate(snapshot);
    const ph = now.v.phase;
    if (ph.kind === 'choose-location') {
      lit = await page.evaluate(() => window.tabletop.picking().lit);
      // A corner building whose first meeple can stand on the free showdown space at its end.
      const corner = lit.find((t) => CORNER_TO_SHOWDOWN[t] && now.v.spaces[Number(CORNER_TO_SHOWDOWN[t].slice(1))].meeple === null);
      const from = corner ?? lit.find((t) => t.startsWith('b')) ?? lit[0];
      if (!hovered) {
        // Hovering names the building and who is inside.
        const fromPt = (await page.evaluate(() => window.tabletop.streetPoints())).buildings.find((p) => p.target === from);
        if (fromPt) {
          // From off the table (the pointer may still rest where the awning was clicked), so the board sees it come in.
          await page.mouse.move(fromPt.x, 8, { steps: 2 });
          await page.mouse.move(fromPt.x, fromPt.y, { steps: 4 });
          // Drawn in the scene worker, the hover reaches the HUD a message later: the line may still name the last place.
          const name = BUILDING_NAMES_EN[fromPt.building];
          const hoverLine = () => document.querySelector('[data-testid="ms-hovered"]')?.textContent ?? null;
          const text = await until(page, (n) => (document.querySelector('[data-testid="ms-hovered"]')?.textContent ?? '').startsWith(n), name, { timeoutMs: 15_000, what: 'the hover line' }).then(() => page.evaluate(hoverLine), () => page.evaluate(hoverLine));
          assert.ok(text?.startsWith(name), `hover names the building (${name}): ${text}`);
          hovered = true;
        }
      }
      await clickTarget(page, from);
      step(`took from ${from}`);
    } else if (ph.kind === 'sow' && ph.marker === null) {
      const spaces = (await page.evaluate(() => window.tabletop.picking().lit)).filter((t) => t.startsWith('s'));
      assert.ok(spaces.length > 0, 'a free space is lit while sowing');
      const target = spaces.find((t) => t === 's0' || t === 's7') ?? spaces[0];
      await clickTarget(page, target);
      if (!sowShot) {
        await page.waitForTimeout(250);
        await screenshot('sowing');
        sowShot = true;
      }
    } else {
      // Act (or give a marker, or answer a showdown offer): the first option; its text is the rules' preview.
      const option = page.locator('[data-testid="ms-options"] button').first();
      step(`act: ${await option.textContent()}`);
      if (!keyed && (await page.evaluate(() => window.tabletop.picking().lit.length)) > 0) {
        // Once by keys: Enter puts the cursor on the first lit place, Enter again does its move.
        await page.keyboard.press('Enter');
        await until(page, () => window.tabletop.picking().cursor !== null, null, { timeoutMs: 5_000, what: 'Enter to place the cursor' });
        await page.keyboard.press('Enter');
        keyed = true;
        await expectNoAxeViolations(page, 'main street, acting');
      } else {
        await option.click();
      }
    }
    await until(page, (b) => JSON.stringify([window.tabletop.view(0).phase, window.tabletop.view(0).spaces, window.tabletop.record().inputs.length]) !== b, before, { timeoutMs: 30_000, what: 'our move to take effect' });
  }
  assert.ok(thrown !== null, 'a showdown came and we threw its die by drag');

  // The bot moves: its turn passes and the log tells of it.
  const log = await page.evaluate(() => window.tabletop.log().lines);
  assert.ok(log.some((l) => /^Player 2 /.test(l)), `the log tells of the bot's move: ${log.slice(-4).join(' / ')}`);
  step(`bot moved: ${log.filter((l) => /^Player 2 /.test(l)).at(-1)}`);
  v = await page.evaluate(() => window.tabletop.view(0));
  // Whether anyone has drawn by now is chance (a lost showdown, a miner without an awning, a lone dynamite):
  // what must hold is that the bag and the piles account for every nugget and stone (a bar's gold goes back to the bag).
  const gold = v.bag.gold + v.seats.reduce((n, s) => n + s.gold, 0);
  const stone = v.bag.stone + v.seats.reduce((n, s) => n + s.stone, 0);
  assert.deepEqual([gold, stone], [36, 18], `the bag and the piles hold all 36 gold and 18 stone (${gold}, ${stone})`);
  await page.waitForTimeout(400);
  await screenshot('bot-moved');
  await expectNoAxeViolations(page, 'main street, after the bot');
}
