// Painted labels read from the chair: every game once at 1280×800 at the
// default quality (Automatic); the smallest type of every painted sign and
// printed board is projected with the camera as it is (window.tabletop.paintedText,
// src/scene/painted-text.ts: the em at the mesh's worst corner in view, in CSS
// pixels) and must be at least 11 px. Surfaces still printed smaller wait for a
// layout change (NOT_YET, with their size when this check came): they may only
// grow, and any other surface, new ones included, meets the floor.
import { lobbyGames, openRoom, until } from './helpers.mjs';

export const renderQuality = 'auto';

const MIN_PX = 11;

/** Smallest em (CSS px) measured on surfaces not yet at the floor; a surface's digits are dropped (ms-sign-3 → ms-sign-#). */
const NOT_YET = {
  'gambler tableau-top': 6.5,
  'pony-express pony-track': 6,
  'pony-express gold-sign-#': 8.7,
  'pony-express gold-sign-bank': 10.7,
  'main-street ms-sign-#': 7.8,
  'main-street (unnamed)': 9,
  'main-street ms-bank': 7.5,
  'main-street ms-bag': 7.2,
  'main-street ms-pile-label-#': 9,
  'main-street ms-graveyard': 7.5,
  'carson-city cc-squares-plate': 4.2,
  'carson-city cc-1858-track': 6.3,
  'carson-city cc-town': 10.6,
  'carson-city cc-cards': 5.6,
  'carson-city cc-mats-plate': 5.3,
};
/** Rounding and font hinting move a measure a little between runs. */
const SLACK_PX = 0.3;

export default async function legibility({ page, baseUrl, assert, step, screenshot }) {
  await page.setViewportSize({ width: 1280, height: 800 });
  const bad = [];
  const games = await lobbyGames(page, baseUrl);
  assert.ok(games.length > 0, 'the lobby lists games');
  for (const game of games) {
    await openRoom(page, `${baseUrl}/?game=${game}&seats=human,bot:easy&seed=3`, 150_000);
    const sizes = await until(page, () => Promise.resolve(window.tabletop.paintedText()).then((s) => (s.length > 0 ? s : null)), undefined, {
      timeoutMs: 30_000,
      what: `${game}'s painted labels`,
    });
    const worst = sizes.reduce((a, b) => (b.px < a.px ? b : a));
    step(`${game}: ${sizes.length} painted surfaces, smallest ${worst.px} px (${worst.name})`);
    for (const s of sizes) {
      const key = `${game} ${s.name.replace(/-\d+$/, '-#')}`;
      const floor = key in NOT_YET ? NOT_YET[key] - SLACK_PX : MIN_PX;
      if (s.px < floor) bad.push(`${game} ${s.name}: ${s.px} px (${s.cm.toFixed(2)} cm to the em), needs ${floor.toFixed(1)}`);
    }
    await screenshot(game);
  }
  assert.deepEqual(bad, [], `painted type under its floor at 1280×800 (${MIN_PX} CSS px, or no smaller than today for NOT_YET)`);
}
