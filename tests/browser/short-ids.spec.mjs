// Short message ids (issue 25, src/i18n/id-codes.ts): the build writes every catalog id as a code of one or two
// letters, in the code and the compiled catalogs alike. No script of the build carries a catalog id as a string
// (the catalog parts ship no keys at all), and a room's texts still read as sentences: a bot game's log and the
// prompt in English, formatted from codes (its rules run on the page and in the bot worker, both built with codes).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { openRoom, until } from './helpers.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = resolve(root, process.env.BROWSER_DIST ?? 'dist');
const ids = new Set([...readFileSync(join(root, 'src/locales/en/messages.po'), 'utf8').matchAll(/^msgid "(.+)"$/gm)].map((m) => m[1]));

export default async function shortIds({ page, baseUrl, assert, step }) {
  const scripts = readdirSync(join(dist, 'assets')).filter((f) => /\.m?js$/.test(f));
  const found = [];
  for (const f of scripts) {
    const code = readFileSync(join(dist, 'assets', f), 'utf8');
    // A quoted string, or a key of a catalog inside a JSON text (\"id\").
    for (const m of code.matchAll(/\\?["'`]([\w.-]+)\\?["'`]/g)) if (ids.has(m[1])) found.push(`${f}: ${m[1]}`);
  }
  assert.deepEqual(found.slice(0, 10), [], `${found.length} catalog ids left as strings in the build`);
  step(`${scripts.length} scripts, no catalog id among their strings (${ids.size} ids in the catalog)`);

  await openRoom(page, `${baseUrl}/?game=gold-rivers&seats=bot:easy,bot:easy&seed=5`);
  await until(page, () => window.tabletop.log().lines.length >= 4, null, { timeoutMs: 120_000, what: 'four log lines' });
  const { lines } = await page.evaluate(() => window.tabletop.log());
  const prompt = await page.getByTestId('prompt').textContent();
  for (const text of [...lines, prompt]) assert.match(text, /\p{L}{3,}.*\s|\s.*\p{L}{3,}/u, `a sentence, not a bare code or id: ${JSON.stringify(text)}`);
  step(`log from codes: ${lines.slice(0, 3).join(' | ')}`);
}
