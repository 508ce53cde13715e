// The result screen as a player reads it, checked against window.tabletop.result()
// and the seat names on the seats bar (result.spec and result-carson.spec).
import { until } from './helpers.mjs';

export const waitSession = (page) =>
  until(page, () => window.tabletop.methods().includes('awaiting'), null, { timeoutMs: 90_000, what: 'the session automation' });

/** Each seat's name as the seats bar shows it (icon and "you" left out), by seat index. */
const seatNames = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.seats-bar > li')].map((li) => {
      const copy = li.cloneNode(true);
      copy.querySelectorAll('.seat-icon, .seat-you').forEach((e) => e.remove());
      return copy.textContent.trim();
    }),
  );

/**
 * In the page: the result screen as a player reads it (title, summary, per
 * place its text and the scores in brackets, the buttons) and where its cover
 * and card lie, or null while there is none.
 */
function resultScreenInPage() {
  const cover = document.querySelector('[data-testid="result"]');
  if (!cover) return null;
  const card = cover.querySelector('.cover-card') ?? cover;
  const box = (e) => {
    const r = e.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
  };
  return {
    role: cover.getAttribute('role'),
    title: cover.querySelector('h2')?.textContent ?? '',
    summary: cover.querySelector('p')?.textContent ?? '',
    places: [...cover.querySelectorAll('.ranking > li')].map((li) => ({
      text: li.textContent,
      scores: [...li.textContent.matchAll(/\((-?\d+)\)/g)].map((m) => Number(m[1])),
    })),
    buttons: [...cover.querySelectorAll('button, a')].map((b) => b.textContent.trim()),
    breakdown: (() => {
      const table = cover.querySelector('[data-testid="score-breakdown"] table');
      if (!table) return null;
      const num = (t) => Number((t.match(/-?\d+\s*$/) ?? ['NaN'])[0]);
      return {
        caption: table.querySelector('caption')?.textContent ?? '',
        heads: [...table.querySelectorAll('thead th')].map((th) => ({ text: th.textContent.trim(), scope: th.getAttribute('scope') })),
        rows: [...table.querySelectorAll('tbody tr:not(.total)')].map((tr) => ({
          label: tr.querySelector('th')?.textContent ?? '',
          points: [...tr.querySelectorAll('td')].map((td) => num(td.textContent)),
        })),
        totals: [...table.querySelectorAll('tbody tr.total td')].map((td) => num(td.textContent)),
      };
    })(),
    cover: box(cover),
    card: box(card),
    viewport: { width: innerWidth, height: innerHeight },
  };
}

/** Checks the result screen against window.tabletop.result() and the seat names on the seats bar. */
export async function checkResultScreen(page, assert, expected) {
  const shown = await until(page, resultScreenInPage, null, { timeoutMs: 30_000, what: 'the result screen' });
  const result = await page.evaluate(() => window.tabletop.result());
  const names = await seatNames(page);
  assert.ok(result, 'window.tabletop.result() holds the result');
  if (expected) {
    assert.deepEqual(result.scores, expected.scores, 'the page scores the game as the headless game did');
    assert.deepEqual(result.ranking, expected.ranking, 'the page ranks the seats as the headless game did');
  }
  assert.equal(shown.role, 'dialog');
  // The cover dims the whole window and the card sits in its middle, whole.
  const { cover, card, viewport } = shown;
  assert.ok(cover.left <= 0 && cover.top <= 0 && cover.right >= viewport.width && cover.bottom >= viewport.height, `the result covers the window: ${JSON.stringify(cover)}`);
  assert.ok(card.left >= 0 && card.top >= 0 && card.right <= viewport.width && card.bottom <= viewport.height, `the result card is wholly on screen: ${JSON.stringify(card)}`);
  const off = { x: Math.abs((card.left + card.right) / 2 - viewport.width / 2), y: Math.abs((card.top + card.bottom) / 2 - viewport.height / 2) };
  assert.ok(off.x < 20 && off.y < 20, `the result card is centred: ${JSON.stringify(card)}`);
  assert.match(shown.title, /game over/i);
  assert.equal(shown.summary, result.summary, "the rules' summary is shown");
  assert.equal(shown.places.length, result.ranking.length, 'one line per place');
  assert.equal(names.length, result.scores.length, 'the seats bar lists every seat');
  result.ranking.forEach((group, place) => {
    const line = shown.places[place];
    for (const seat of group) assert.ok(line.text.includes(names[seat]), `place ${place + 1} names seat ${seat + 1} ("${names[seat]}"): ${line.text}`);
    assert.deepEqual(line.scores, group.map((seat) => result.scores[seat]), `place ${place + 1} shows the scores of its seats: ${line.text}`);
  });
  const listed = result.ranking.flat().sort((a, b) => a - b);
  assert.deepEqual(listed, names.map((_, i) => i), 'every seat has a place');
  const winner = result.ranking[0][0];
  assert.ok(shown.places[0].text.includes(names[winner]), `the first place names the winner, seat ${winner + 1}`);
  // Where the points came from: one column per seat in ranking order, one row per rule, cells adding up to the totals.
  const b = shown.breakdown;
  assert.ok(b, 'the result shows a score breakdown table');
  assert.match(b.caption, /points came from/i, 'the table has a caption');
  const order = result.ranking.flat();
  assert.equal(b.heads.length, order.length + 1, 'a rule column and one column per seat');
  assert.ok(b.heads.every((h) => h.scope === 'col'), 'column headers are headers');
  order.forEach((seat, i) => assert.ok(names[seat].startsWith(b.heads[i + 1].text), `column ${i + 1} is seat ${seat + 1}: ${b.heads[i + 1].text}`));
  assert.deepEqual(b.rows.map((r) => r.label), result.breakdown[order[0]].map((r) => r.label), "one row per scoring rule, in the rules' words");
  assert.deepEqual(b.totals, order.map((seat) => result.scores[seat]), 'the totals are the scores');
  order.forEach((seat, i) => {
    const sum = b.rows.reduce((t, r) => t + r.points[i], 0);
    assert.equal(sum, result.scores[seat], `seat ${seat + 1}'s rows add up to its score`);
  });
  // The log ends with the same lines.
  const lines = (await page.evaluate(() => window.tabletop.log().lines)).filter((l) => l.startsWith('Final score, '));
  assert.equal(lines.length, order.length, 'one "Final score" line per seat in the log');
  order.forEach((seat, i) => assert.match(lines[i], new RegExp(`total ${result.scores[seat]}\\.$`), `the log's line ${i + 1} ends with the total`));
  return { shown, result, names };
}

