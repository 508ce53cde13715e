// The lobby paints without 3D code, lists the games and rooms, and turns bad
// URL parameters into a message instead of a blank page.
import { readdirSync } from 'node:fs';

// Every game folder with a view (the registry test holds each to its entry) must open from the lobby.
const GAME_FOLDERS = readdirSync(new URL('../../src/games/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && readdirSync(new URL(`../../src/games/${d.name}/`, import.meta.url)).includes('view'))
  .map((d) => d.name);

export default async function lobby({ page, baseUrl, screenshot, assert }) {
  await page.goto(baseUrl + '/');
  await page.getByRole('heading', { name: 'Frontier Table' }).waitFor();
  assert.ok(GAME_FOLDERS.length > 0, 'game folders found');
  for (const id of GAME_FOLDERS) {
    assert.equal(await page.getByTestId(`game-${id}`).getByRole('link').count(), 1, `game ${id} listed and open`);
  }
  assert.equal(await page.getByTestId('room-dice-table').getByRole('link').count(), 1, 'the dice table opens');
  assert.equal(await page.evaluate(() => window.tabletop.room()), 'lobby');
  assert.equal(await page.locator('canvas').count(), 0, 'no 3D in the lobby');
  await screenshot('lobby');
  // The icon and the web-app manifest (fullscreen on an event screen) come from public/.
  const icon = await page.evaluate(async () => {
    const href = document.querySelector('link[rel=icon]')?.getAttribute('href') ?? '';
    const r = await fetch(href);
    return { ok: r.ok, type: r.headers.get('content-type') ?? '', svg: (await r.text()).includes('<svg') };
  });
  assert.ok(icon.ok && icon.svg, `favicon served from public/: ${JSON.stringify(icon)}`);
  const manifest = await page.evaluate(async () => {
    const r = await fetch(document.querySelector('link[rel=manifest]')?.getAttribute('href') ?? '');
    return r.ok ? r.json() : null;
  });
  assert.equal(manifest?.name, 'Frontier Table', 'web-app manifest served and parsed');
  assert.equal(manifest?.display, 'fullscreen');

  await page.goto(baseUrl + '/?room=saloon-of-doom');
  assert.match(await page.getByRole('alert').textContent(), /no room called "saloon-of-doom"/);
  await page.goto(baseUrl + '/?room=dice-table&game=gambler');
  assert.match(await page.getByRole('alert').textContent(), /both a room and a game/);
  await page.goto(baseUrl + '/?game=' + 'x'.repeat(80));
  assert.match(await page.getByRole('alert').textContent(), /no game called/);
  await page.goto(baseUrl + '/?room=dice-table&seed=banana');
  await page.getByRole('alert').waitFor({ timeout: 60_000 });
  assert.match(await page.getByRole('alert').textContent(), /seed must be a whole number/);
  await screenshot('bad-seed');
}
