// Painted labels read from the chair: every game once at 1280×800 at the
// default quality (Automatic); the smallest type of every painted sign and
// printed board is projected with the camera as it is (window.tabletop.paintedText,
// src/scene/painted-text.ts: the em at the mesh's worst corner in view, in CSS
// pixels) and must be at least 11 px. Every surface, new ones included, meets the floor.
import { lobbyGames, openRoom, until } from './helpers.mjs';

export const renderQuality = 'auto';

const MIN_PX = 11;


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
      if (s.px < MIN_PX) bad.push(`${game} ${s.name}: ${s.px} px (${s.cm.toFixed(2)} cm to the em), needs ${MIN_PX}`);
    }
    await screenshot(game);
  }
  assert.deepEqual(bad, [], `painted type under its floor at 1280×800 (${MIN_PX} CSS px)`);
}
