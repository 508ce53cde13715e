// Three languages (issue 25), lean: the lobby in German from a link (&lang=de),
// switched to Russian from its language menu (remembered across pages); a game
// in German, switched to Russian mid-game from the game menu: the same game
// (same moves, same 3D canvas, no reload) re-reads in Russian. <html lang>
// follows every change; axe finds nothing in either language. The painted
// labels follow too: the board's signs repaint in Russian, and every painted
// label fits its box in German and in Russian (painted-labels.mjs), in that
// game, Mail Run in German and Tableau Gulch in Russian. The same mid-game
// change with the board drawn in the scene worker (Silver Creek County,
// &render=worker): the worker's signs repaint in Russian.
import { expectNoAxeViolations } from './axe.mjs';
import { openRoom, until } from './helpers.mjs';
import { expectLabelsFit } from './painted-labels.mjs';

const texts = (fits) => fits.map((f) => f.text);

const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);

export default async function languages({ page, baseUrl, screenshot, assert, step }) {
  step('lobby in German from the link');
  await page.goto(`${baseUrl}/?lang=de`);
  await page.getByRole('heading', { name: 'Spiele' }).waitFor();
  assert.equal(await htmlLang(page), 'de');
  assert.match(await page.getByTestId('game-gold-rivers').textContent(), /2 Spieler/);
  await expectNoAxeViolations(page, 'lobby de');
  await screenshot('lobby-de');

  step('lobby menu → Russian, at once and remembered');
  await page.getByTestId('language-menu').selectOption('ru');
  await page.getByRole('heading', { name: 'Игры' }).waitFor();
  assert.equal(await htmlLang(page), 'ru');
  assert.match(await page.getByTestId('game-gold-rivers').textContent(), /2 игрока/);
  await expectNoAxeViolations(page, 'lobby ru');
  await page.goto(`${baseUrl}/`);
  await page.getByRole('heading', { name: 'Игры' }).waitFor();
  assert.equal(await htmlLang(page), 'ru', 'the choice is remembered');

  step('a game in German from the link, its log in German');
  await openRoom(page, `${baseUrl}/?game=gold-rivers&seats=human,human&seed=5&lang=de`);
  assert.equal(await htmlLang(page), 'de');
  await until(page, () => document.querySelector('[data-testid="log"]')?.textContent.includes('Zug 1'), null, { what: 'the German log' });
  const before = await page.evaluate(() => {
    document.querySelector('canvas').dataset.marker = 'same-canvas';
    return window.tabletop.record();
  });
  await expectNoAxeViolations(page, 'game de');
  const de = await expectLabelsFit(page, assert, 'Gold in the Rivers in German');
  assert.ok(texts(de).includes('besitzt die Gebirge'), `the signs are painted in German (${texts(de).join(' | ')})`);
  await screenshot('game-de');

  step('game menu → Russian mid-game: same game, same table, Russian words');
  await page.getByTestId('menu').click();
  await page.getByTestId('game-language').selectOption('ru');
  await until(page, () => document.documentElement.lang === 'ru', null, { what: 'lang=ru' });
  await until(page, () => document.querySelector('[data-testid="log"]')?.textContent.includes('Ход 1'), null, { what: 'the Russian log' });
  assert.equal(await page.getByTestId('menu').textContent(), '☰ Игра');
  const after = await page.evaluate(() => ({ record: window.tabletop.record(), canvas: document.querySelector('canvas')?.dataset.marker }));
  assert.deepEqual(after.record, before, 'the game is the one in play');
  assert.equal(after.canvas, 'same-canvas', 'the 3D table was not rebuilt');
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page, 'game ru');
  await until(page, async () => { try { return (await window.tabletop.labelFits()).some((f) => f.text === 'владеет горами'); } catch { return false; } }, null, { what: 'the signs repainted in Russian' });
  await expectLabelsFit(page, assert, 'Gold in the Rivers in Russian');
  await screenshot('game-ru');

  // The same change with the board drawn in the scene worker (issue 26): the page posts the language and its catalog
  // to the worker, whose painted labels repaint (language-link.ts).
  step('scene worker: game menu → Russian mid-game, the worker’s painted signs follow');
  await openRoom(page, `${baseUrl}/?game=carson-city&seats=human,bot:easy&seed=5&lang=de&render=worker`, 150_000);
  assert.equal(await page.locator('canvas[data-render="worker"]').count(), 1, 'the canvas is the scene worker’s');
  const labelSays = (w) => until(page, async (word) => { try { return (await window.tabletop.labelFits()).some((f) => f.text === word); } catch { return false; } }, w, { timeoutMs: 60_000, what: `a painted sign saying ${w}` });
  await labelSays('Lohn');
  await page.getByTestId('menu').click();
  await page.getByTestId('game-language').selectOption('ru');
  await until(page, () => document.documentElement.lang === 'ru', null, { what: 'lang=ru' });
  await page.keyboard.press('Escape');
  await labelSays('Плата');
  await expectLabelsFit(page, assert, 'Silver Creek County in Russian, drawn in the scene worker');
  await screenshot('worker-game-ru');

  for (const [game, lang, word] of [
    ['pony-express', 'de', 'Indianerlager'],
    ['gambler', 'ru', 'Банк'],
    // Main Street's building signs (building-words.ts): the longest German and a Russian name, on the board's signs.
    ['main-street', 'de', 'Büchsenmacher'],
    ['main-street', 'ru', 'Пробирщик'],
  ]) {
    step(`${game} in ${lang}: its board and signs painted in ${lang}, every label fits`);
    await openRoom(page, `${baseUrl}/?game=${game}&seats=human,bot:easy&seed=5&lang=${lang}`, 150_000);
    await until(page, async (w) => { try { return (await window.tabletop.labelFits()).some((f) => f.text === w); } catch { return false; } }, word, { timeoutMs: 60_000, what: `${game}'s labels in ${lang}` });
    await expectLabelsFit(page, assert, `${game} in ${lang}`);
    // The legibility floor for painted type (11 CSS px at 1280×800, legibility.spec.mjs) holds in the language too.
    const small = (await page.evaluate(() => window.tabletop.paintedText())).filter((t) => t.px < 11).map((t) => `${t.name}: ${t.px} px`);
    assert.deepEqual(small, [], `${game} in ${lang}: painted type at or above 11 CSS px`);
    await screenshot(`${game}-${lang}`);
  }
}
