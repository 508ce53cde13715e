// The pseudo-locale (issue 25): in a test build (`vite build --mode test`,
// what tests/run-all.mjs builds) `&lang=en-XA` shows every catalog text
// accented and about 40 % longer, as long German and Russian words would be.
// The lobby and every playable game's HUD (two human seats, so no bot loads),
// at 1280×800 and at 390×844, are measured by element bounds: no text runs out
// of its own box, out of an ancestor that clips it, or off the screen's sides,
// and no box that clips (overflow hidden, an ellipsis) holds more text than it
// shows; nor does a text run past the HUD panel it stands in (the nearest panel,
// aside or dialog with a background), where that panel does not clip it. Texts still in plain English (no accented letter: not from a catalog)
// are counted in the step labels, not failed: they are the words still to
// translate. The painted labels of each game's room (its boards' captions and
// its signs, drawn on canvases) are held to fitting too: each records whether
// its words fitted its box at a legible size or had to be condensed or cut
// (window.tabletop.labelFits, painted-labels.mjs), and the smallest painted type
// stays at the legibility floor (11 CSS px at 1280×800, legibility.spec.mjs).
// Screenshots: tests/browser/screenshots/pseudo-locale-*.png.
import { paintedLabels, misfit } from './painted-labels.mjs';

const PSEUDO = /[àƀçđéĝĥîķļñöŕšţûýžÀƁÇĐÉĜĤÎĶĻÑÖŔŠŢÛÝŽ]/u;
/** The legibility spec's floor for painted type at 1280×800 (CSS px to the em). */
const MIN_PX = 11;
/**
 * The rooms whose painted type is held to that floor in the pseudo-locale too. Not yet Main
 * Street: in the pseudo-locale its jail sign (10.2 px) and the Stagecoach Stop's sign (9.9 px: a
 * building's sign is as wide as its slot) shrink a long line below it; they fit their signs. In
 * German and Russian every Main Street sign holds the floor since the bank's and the bag's signs
 * were widened (session 37: they were 9.5–10.9 px); languages.spec.mjs holds it there.
 */
const FLOOR_HELD = new Set(['pony-express', 'gambler', 'gold-rivers', 'carson-city']);
/**
 * Plates whose one-word captions cannot fit at the pseudo-locale's length. Silver Creek County's action
 * squares are 4.9 cm wide (21 of them span the table): a square's name, one word 40 % longer at the floor,
 * is condensed to 0.55–0.77, never cut (the plate condenses, minSqueeze 0). The German and Russian words
 * were chosen short to fit (tests/i18n/carson-board.test.ts); wider squares want a new row (stop 36's report).
 */
const FIT_EXEMPT = new Set(['cc-squares-plate']);

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** In the page: every text that overflows or is clipped under `rootSelector`, and the texts with no pseudo letter. */
function textProblems(rootSelector) {
  const root = document.querySelector(rootSelector) ?? document.body;
  const problems = [];
  const plain = new Set();
  const pseudo = /[àƀçđéĝĥîķļñöŕšţûýžÀƁÇĐÉĜĤÎĶĻÑÖŔŠŢÛÝŽ]/u;
  const slack = 1.5;
  const label = (el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const clips = (style) => /hidden|clip/.test(style.overflowX) || /hidden|clip/.test(style.overflowY);
  const scrolls = (style) => /auto|scroll/.test(style.overflowX);
  // Hidden on purpose: a screen reader's text (a 1-px box clipped to nothing, e.g. the turn banner between showings), decoration, SVG.
  const srOnly = (el) => {
    for (let a = el; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      const r = a.getBoundingClientRect();
      if ((s.clipPath !== 'none' || s.clip !== 'auto') && (r.width <= 1 || r.height <= 1)) return true;
    }
    return false;
  };
  // The HUD panel a text stands in: the nearest panel, aside or dialog that paints a background (its box is seen).
  const painted = (st) => st.backgroundImage !== 'none' || !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(st.backgroundColor);
  // Null when a box that scrolls (the panel itself or one between) shows the rest on scrolling.
  const panelOf = (el) => {
    for (let a = el; a && a !== document.body; a = a.parentElement) {
      const st = getComputedStyle(a);
      if (a !== el && (scrolls(st) || /auto|scroll/.test(st.overflowY))) return null;
      if (a.matches('.panel, aside, dialog, [role="dialog"]') && painted(st)) return a;
    }
    return null;
  };
  const hiddenOnPurpose = (el) => el.closest('.visually-hidden, [aria-hidden="true"], canvas, svg, script, style, option, noscript');
  for (const el of root.querySelectorAll('*')) {
    const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    if (own.length === 0 || hiddenOnPurpose(el)) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
    const text = own.map((n) => n.textContent.trim()).join(' ');
    const found = problems.length;
    if (/\p{L}{3,}/u.test(text) && !pseudo.test(text)) plain.add(text.slice(0, 40));
    // The text's own extent, from its text nodes.
    const range = document.createRange();
    let left = Infinity;
    let right = -Infinity;
    let top = Infinity;
    let bottom = -Infinity;
    for (const n of own) {
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) {
        if (r.width === 0) continue;
        left = Math.min(left, r.left);
        right = Math.max(right, r.right);
        top = Math.min(top, r.top);
        bottom = Math.max(bottom, r.bottom);
      }
    }
    if (right < left) continue;
    if (left < box.left - slack || right > box.right + slack) problems.push(`overflows its box sideways: ${label(el)} (text ${Math.round(left)}–${Math.round(right)}, box ${Math.round(box.left)}–${Math.round(box.right)})`);
    if (clips(style) && el.scrollWidth > el.clientWidth + slack) problems.push(`clipped in its box: ${label(el)} (${el.scrollWidth} > ${el.clientWidth} px)`);
    if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + slack) problems.push(`cut with an ellipsis: ${label(el)}`);
    let scrolled = false;
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (scrolls(s) || /auto|scroll/.test(s.overflowY)) {
        scrolled = true; // a scrolling box shows the rest on scrolling: not clipped
        break;
      }
      if (!clips(s)) continue;
      const r = a.getBoundingClientRect();
      if (left < r.left - slack || right > r.right + slack || top < r.top - slack || bottom > r.bottom + slack) {
        problems.push(`clipped by ${label(a).split(' ')[0]}: ${label(el)}`);
        break;
      }
    }
    // Past its panel: a HUD panel that does not clip (the nearest panel, aside or dialog with a background of
    // its own) still draws its box where its words should end, so a text running past that box reads as spilt
    // (Main Street's scoreboard at 1280×800 in German, stop 36). Not when a scrolling box between them shows
    // the rest on scrolling, nor when the panel scrolls itself (panelOf is then null).
    {
      const panel = panelOf(el);
      if (panel && !clips(getComputedStyle(panel))) {
        const r = panel.getBoundingClientRect();
        if (left < r.left - slack || right > r.right + slack || top < r.top - slack || bottom > r.bottom + slack) {
          problems.push(`runs past its panel ${label(panel).split(' ')[0]}: ${label(el)} (text ${Math.round(left)}–${Math.round(right)} × ${Math.round(top)}–${Math.round(bottom)}, panel ${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.top)}–${Math.round(r.bottom)})`);
        }
      }
    }
    if (!scrolled && (left < -slack || right > innerWidth + slack)) problems.push(`off the screen's side: ${label(el)} (${Math.round(left)}–${Math.round(right)} of ${innerWidth})`);
    // Walking the ancestors' styles is dear: asked only of a text already found at fault.
    if (problems.length > found && srOnly(el)) problems.length = found;
  }
  return { problems, plain: [...plain] };
}

async function check(page, assert, step, screenshot, where, rootSelector, size) {
  // Layout settles after a resize (the dock measures itself on the next frame).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const { problems, plain } = await page.evaluate(textProblems, rootSelector);
  step(`${where} ${size.name}: ${plain.length} texts without pseudo letters${plain.length ? ` (${plain.slice(0, 6).join(' | ')})` : ''}`);
  await screenshot(`${where}-${size.name}`);
  assert.deepEqual(problems, [], `${where} at ${size.width}×${size.height}: every text fits`);
}

export default async function pseudoLocale({ page, baseUrl, screenshot, assert, step }) {
  step('lobby in the pseudo-locale');
  await page.goto(`${baseUrl}/?lang=en-XA`);
  await page.waitForFunction(() => document.documentElement.lang === 'en-XA' && document.querySelector('[data-testid^="setup-open-"]'), null, { timeout: 60_000 });
  const games = await page.evaluate(() => [...document.querySelectorAll('[data-testid^="setup-open-"]')].map((b) => b.dataset.testid.slice('setup-open-'.length)));
  assert.ok(games.length >= 5, `the lobby offers the games (${games.join(', ')})`);
  const lobbyTitle = await page.locator('h1').first().textContent();
  assert.ok(lobbyTitle.length > 0);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await check(page, assert, step, screenshot, 'lobby', 'body', size);
  }

  for (const game of games) {
    await page.setViewportSize(SIZES[0]);
    // The HUD is what is measured: its prompt is enough, the table need not have drawn (keeps the spec near a minute).
    await page.goto(`${baseUrl}/?game=${game}&seats=human,human&seed=5&lang=en-XA`);
    await page.locator('.session-hud .prompt-bar').waitFor({ timeout: 90_000 });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await check(page, assert, step, screenshot, game, '.session-hud', size);
    }
    await page.setViewportSize(SIZES[0]);
    await checkPainted(page, assert, step, game);
  }
}

/** The room's painted labels in the pseudo-locale: each fits its box, none is under the legibility floor. */
async function checkPainted(page, assert, step, game) {
  const fits = await paintedLabels(page, game);
  const plain = [...new Set(fits.filter((f) => /\p{L}{3,}/u.test(f.text) && !PSEUDO.test(f.text)).map((f) => f.text))];
  const sizes = await page.evaluate(() => window.tabletop.paintedText());
  const small = FLOOR_HELD.has(game) ? sizes.filter((s) => s.px < MIN_PX).map((s) => `${s.name}: ${s.px} px`) : [];
  step(`${game} painted: ${fits.length} labels, ${plain.length} without pseudo letters${plain.length ? ` (${plain.slice(0, 6).join(' | ')})` : ''}`);
  assert.deepEqual(fits.filter((f) => !f.fits && !FIT_EXEMPT.has(f.mesh)).map(misfit), [], `${game}: every painted label fits in the pseudo-locale`);
  assert.deepEqual(small, [], `${game}: painted type at or above ${MIN_PX} CSS px in the pseudo-locale`);
}
