// Phones, the games mobile.spec.mjs does not play by touch: each opens against
// an easy bot in a touch context at 390×844, the human seat plays on (throws,
// first choices) to a decision with targets on the table, and there, and again
// turned to 844×390, the nearest two targets lie at least 44 screen px apart in
// the board window, or the view is a focused part the player slides
// (phone-targets.mjs). In Silver Creek County the "Cards" tab frames the
// character cards the lens cuts off. Screenshots: tests/browser/screenshots/mobile-targets-*.png.
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkOutcomesClear, until, watchOutcomes } from './helpers.mjs';
import { LANDSCAPE, PHONE_PLAYED, checkRegionTab, checkSpacing, openPhone, reachTargets } from './phone-targets.mjs';

const shots = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

async function checkGame(browser, baseUrl, game, assert, step) {
  // Low quality (half the pixels) as the other specs play: the setup throws of the County come three times as fast.
  const { context, phone, errors } = await openPhone(browser, `${baseUrl}/?game=${game}&seats=human,bot:easy&seed=3&quality=low`);
  try {
    await until(phone, () => window.tabletop.methods().includes('decisionTargets'), null, { timeoutMs: 60_000, what: `${game}: the board's probe` });
    await watchOutcomes(phone);
    await reachTargets(phone, game);
    // The throws on the way (the County's set-up, the Rivers' discs) told their outcome clear of the tray; Main Street throws only in a showdown.
    if (game !== 'main-street') await checkOutcomesClear(phone, assert, step, `${game} 390×844`);
    await checkSpacing(phone, assert, step, `${game} 390×844`);
    await phone.screenshot({ path: join(shots, `mobile-targets-${game}-portrait.png`) });
    if (game === 'carson-city') await checkRegionTab(phone, assert, step, `${game} 390×844`);
    await phone.setViewportSize(LANDSCAPE);
    await checkSpacing(phone, assert, step, `${game} 844×390`);
    await phone.screenshot({ path: join(shots, `mobile-targets-${game}-landscape.png`) });
    assert.deepEqual(errors, [], `${game}: no page errors`);
  } finally {
    await context.close();
  }
}

export default async function mobileTargets({ page, baseUrl, assert, step }) {
  await page.goto(`${baseUrl}/`);
  const games = await page.evaluate(() => [...document.querySelectorAll('a.card-body[href*="game="]')].map((a) => new URL(a.href).searchParams.get('game')));
  const others = games.filter((g) => !(g in PHONE_PLAYED));
  assert.ok(others.length >= 3, `the lobby offers the other games: ${others.join(', ')}`);
  const browser = page.context().browser();
  for (const game of others) await checkGame(browser, baseUrl, game, assert, step);
}
