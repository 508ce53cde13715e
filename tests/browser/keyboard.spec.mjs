// Keys alone, in each of the five games (issue 21, item 6): from the top of
// the page Tab reaches the board cursor and then the turn panel; on the board
// cursor an arrow key moves the cursor and its status region says the new
// target in words; on a toolbar button the arrows leave the board alone; a
// board target is acted on by Enter. In Main Street Enter on a choice button
// leaves the focus on the turn panel, not on the page. Mail Run's card offer
// passes axe with no text under 12 px. One game each, played
// by automation up to the human's first decision on the board (board-keys.mjs
// has the shared checks; Silver Creek County's spec runs them too).
import { lobbyGames, openRoom, until } from './helpers.mjs';
import { checkBoardKeys, focused } from './board-keys.mjs';
import { expectNoAxeViolations } from './axe.mjs';

// Every game the lobby opens (the registry's list), or KEYBOARD_GAMES; Silver Creek County's check runs in its
// own spec, at the character choice (its setup throws take minutes).
const OWN_SPEC = ['carson-city'];
const gamesToCheck = async (page, baseUrl) =>
  process.env.KEYBOARD_GAMES?.split(',') ?? (await lobbyGames(page, baseUrl)).filter((g) => !OWN_SPEC.includes(g));

/** Plays the automation's way to the human's decision with something on the board to choose (throws, a card kept, a ride). */
async function toBoardDecision(page, game) {
  for (let i = 0; i < 200; i++) {
    const ready = await page.evaluate(async (g) => {
      const t = window.tabletop;
      const st = t.status();
      const aw = t.awaiting();
      if (st.handoff !== null) return false;
      if (aw.kind === 'throw' && st.viewer === aw.seat) {
        if (!st.stage?.moving) await t.throwDice();
        return false;
      }
      if (aw.kind !== 'decision' || st.viewer !== aw.seat || st.thinking) return false;
      if (g === 'pony-express' && t.view().phase.kind !== 'decide') {
        const legal = t.legalActions();
        await t.act(legal.find((a) => a.type === 'keep-card') ?? legal.find((a) => a.type === 'ride') ?? legal[0]);
        return false;
      }
      return true;
    }, game);
    if (ready) return;
    await page.waitForTimeout(400);
  }
  const where = await page.evaluate(() => ({ awaiting: window.tabletop.awaiting(), status: window.tabletop.status() }));
  throw new Error(`${game}: no human decision on the board: ${JSON.stringify(where).slice(0, 400)}`);
}

export default async function keyboardSpec({ page, baseUrl, assert, step, screenshot }) {
  // The bots at the fast speed.
  await page.addInitScript(() => localStorage.setItem('frontier-table:speed', 'fast'));
  for (const game of await gamesToCheck(page, baseUrl)) {
    await openRoom(page, `${baseUrl}/?game=${game}&seats=human,bot:easy&seed=7`);
    await until(page, () => window.tabletop.methods().includes('awaiting'), null, { what: `${game}'s session` });
    if (game === 'pony-express') {
      // Mail Run opens on the card draft: its offer cards keep the heading order and text of at least 12 px.
      await page.waitForSelector('[data-testid="px-offer"] .px-card');
      const smallest = await page.evaluate(() => Math.min(...[...document.querySelectorAll('[data-testid="px-offer"] .px-card *')].filter((e) => e.childNodes.length && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())).map((e) => parseFloat(getComputedStyle(e).fontSize))));
      assert.ok(smallest >= 12, `Mail Run's offer cards: no text under 12 px (${smallest} px)`);
      await expectNoAxeViolations(page, 'Mail Run card offer');
    }
    await toBoardDecision(page, game);
    await until(page, () => !/^Nothing to choose/.test(document.querySelector('[data-testid="board-cursor-target"]')?.textContent ?? 'Nothing to choose'), null, { what: `${game}: the board cursor offers a choice` });

    const { stops, texts } = await checkBoardKeys(page, assert, game, { walks: game === 'main-street' });
    const second = texts[2];

    // Enter on the board acts (Tableau Gulch: the picked die goes to its row; the others: a pick or a move).
    const inputs = await page.evaluate(() => window.tabletop.record().inputs.length);
    if (game === 'main-street') {
      // A choice button pressed with Enter goes away with its choice: the focus lands on the turn panel.
      for (let i = 0; i < 8 && !(await focused(page)).testid.startsWith('ms-opt-'); i++) await page.keyboard.press('Tab');
      const button = await focused(page);
      assert.ok(button.tag === 'BUTTON' && button.inTurn && button.testid.startsWith('ms-opt-'), `${game}: Tab after the board reaches a choice (${button.testid})`);
      await page.keyboard.press('Enter');
      await until(page, (n) => window.tabletop.record().inputs.length > n, inputs, { what: `${game}: Enter on a choice acts` });
      await until(page, () => document.activeElement !== document.body, null, { timeoutMs: 5_000, what: `${game}: the focus is not dropped on the page` });
      const after = await focused(page);
      assert.ok(after.turnPanel || after.inTurn, `${game}: after the action the focus is on the turn panel (${JSON.stringify(after)})`);
      await screenshot('main-street-focus-after-enter');
    } else if (game === 'gambler' && /Enter picks it/.test(second ?? '')) {
      // The arrows walk the dice that fit: Enter picks the one under the cursor (the cursor goes on to its first box), Enter places it.
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => /Enter places it/.test(document.querySelector('[data-testid="board-cursor-target"]')?.textContent ?? ''), null, { timeout: 5_000 });
      await page.keyboard.press('Enter');
      await until(page, (n) => window.tabletop.record().inputs.length > n, inputs, { what: `${game}: Enter on the board places the die` });
      assert.equal((await focused(page)).testid, 'board-cursor', `${game}: the focus stays on the board for the next die`);
    }
    step(`${game}: board at Tab stop ${stops + 1}`);
  }
}
