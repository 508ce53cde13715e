// Mail Run to Sacramento in a real browser, a human rider against two easy
// bots: the human keeps a card, throws the five dice under the cup by a real
// mouse drag, picks four dice for a re-throw by clicking them (two on the
// table, two on their tiles) so one die is kept, re-throws them under the cup
// with the real button (the kept die must come out open, unchanged), throws
// again with Space, and claims with a real click on a claim button. State is
// checked through window.tabletop (awaiting, view, log). Then the game is
// driven on (human choices through tabletop.act) until a duel or Indian flick
// is in flight, for a screenshot of the flick scene. The human's first flick is
// aimed and charged with the keys (arrows, Space held). When the human aims, the
// aim band is drawn over the board (no depth test, on screen); the first flick's
// caption appears when it comes to rest and the rules wait at least 2 s before
// they hear the outcome, the caption showing all along. No page errors allowed.
// RENDER=page or RENDER=worker opens the room with that render= (issue 26: the
// same steps with the scene drawn on the page or in the scene worker); without
// it the room is drawn where a player's link draws it.
import { colourSpread, drag, openRoom, recordFlight, saveFlightFrame, steadyPoints, until } from './helpers.mjs';

const SEED = 11;
const RENDER = process.env.RENDER ?? '';

const STEPS = { pair: 1, 'two-pairs': 2, three: 3, straight: 4, 'full-house': 5, four: 6, five: 7 };
const INDIAN_SPACES = [7, 15, 21, 28, 31];

/** Do these five faces show `combo`? (The rules' reading: the pattern can be found among the dice.) */
function shows(faces, combo) {
  const counts = Object.values(faces.reduce((m, f) => ({ ...m, [f]: (m[f] ?? 0) + 1 }), {}));
  const max = Math.max(...counts);
  switch (combo) {
    case 'pair': return max >= 2;
    case 'two-pairs': return counts.filter((n) => n >= 2).length >= 2;
    case 'three': return max >= 3;
    case 'straight': return counts.length === 5 && !(faces.includes('9') && faces.includes('A'));
    case 'full-house': return counts.includes(3) && counts.includes(2);
    case 'four': return max >= 4;
    case 'five': return max === 5;
    default: return true;
  }
}

/**
 * Starts watching, in the page, the staging of the next flick to settle: when
 * its caption shows (the overlay's own rest time), its text, the last moment
 * it was seen showing with the outcome not yet judged, and when the rules
 * hear the outcome (the record grows).
 */
function watchStaging(page) {
  return page.evaluate(() => {
    const w = { since: null, until: null, text: null, shownUntil: null, settledAt: null };
    window.__staging = w;
    const inputs0 = window.tabletop.log().inputs;
    const id = setInterval(() => {
      const c = document.querySelector('[data-testid="flick-caption"]:not([hidden])');
      if (c && w.since === null) Object.assign(w, { since: Number(c.dataset.since), until: Number(c.dataset.until), text: c.textContent });
      if (window.tabletop.log().inputs > inputs0) {
        w.settledAt = performance.now();
        clearInterval(id);
      } else if (c) w.shownUntil = performance.now();
    }, 40);
  });
}

/**
 * The human's claim while driving on: one that lands on an opponent (a duel) or
 * an Indian space, honest if possible; else the best honest claim; else a pair.
 */
function drivingClaim(view, legal) {
  const me = view.riders[0];
  const faces = view.dice.map((d) => d.face);
  const claims = legal.filter((a) => a.type === 'claim' && a.combo !== 'nothing');
  const targets = new Set([...view.riders.filter((r) => r.seat !== 0 && !r.jailed && r.pos <= 33).map((r) => r.pos), ...INDIAN_SPACES]);
  const lands = (a) => targets.has(me.pos + STEPS[a.combo]);
  const honest = (a) => shows(faces, a.combo);
  return claims.find((a) => lands(a) && honest(a)) ?? claims.find(lands) ?? [...claims].reverse().find(honest) ?? claims[0] ?? legal[0];
}

export default async function ponyExpress({ page, baseUrl, screenshot, assert, step }) {
  await openRoom(page, `${baseUrl}/?game=pony-express&seats=human,bot:easy,bot:easy&seed=${SEED}${RENDER ? `&render=${RENDER}` : ''}`, 150_000);
  step(`drawn ${(await page.locator('canvas[data-render="worker"]').count()) > 0 ? 'in the scene worker' : 'on the page'}`);
  await until(page, () => window.tabletop.methods().includes('awaiting') && window.tabletop.methods().includes('ponyPoints'), null, { timeoutMs: 60_000, what: 'the session automation' });
  step('room ready');
  assert.ok((await colourSpread(page, 'canvas')) >= 12, 'the table is drawn');
  // The touchable props lie where a player sees them: on screen, under no panel (the Log used to cover them).
  const hidden = await until(page, () => window.tabletop.methods().includes('props') && window.tabletop.props().map((p) => {
    const el = document.elementFromPoint(p.screen.x, p.screen.y);
    return el && el.tagName === 'CANVAS' ? null : `${p.id} under ${el ? el.className || el.tagName : 'nothing (off screen)'}`;
  }).filter(Boolean), null, { timeoutMs: 30_000, what: 'the props' });
  assert.deepEqual(hidden, [], 'every prop can be seen and touched');
  await page.getByTestId('px-riders').waitFor();

  // The draft: keep one of the two dealt cards with the real button.
  const aw0 = await page.evaluate(() => window.tabletop.awaiting());
  assert.equal(aw0.kind, 'decision', 'the game starts with the card draft');
  assert.equal(aw0.seat, 0, 'the human keeps a card first');
  await page.getByTestId('px-keep').first().click();
  step('card kept');

  // Wait for the human's first turn: the bots keep their cards first.
  await until(page, () => {
    const v = window.tabletop.view(0);
    const aw = window.tabletop.awaiting();
    return aw.kind === 'decision' && aw.seat === 0 && v.phase.kind === 'start';
  }, null, { timeoutMs: 60_000, what: 'the human rider to start its turn' });
  assert.equal((await page.evaluate(() => window.tabletop.view(0))).riders[0].hand.length, 1, 'the kept card is in hand');
  await page.getByTestId('px-do-ride').click();
  await until(page, () => window.tabletop.awaiting().kind === 'throw', null, { timeoutMs: 10_000, what: 'the throw under the cup' });
  const throwAw = await page.evaluate(() => window.tabletop.awaiting());
  assert.equal(throwAw.hidden, true, 'the first throw is under the cup');
  await screenshot('before-throw');

  // Throw: a real drag from a waiting die, away from the player.
  const points = await until(page, () => {
    const p = window.tabletop.ponyPoints();
    return p.waiting.length === 5 ? p : null;
  }, null, { timeoutMs: 20_000, what: 'five dice waiting in the cup area' });
  const from = points.waiting[2];
  step(`drag from ${Math.round(from.x)},${Math.round(from.y)}`);
  await drag(page, from, { x: from.x + 40, y: from.y - 160 }, { steps: 10, ms: 180 });
  await until(page, () => window.tabletop.status().stage?.moving === true || window.tabletop.awaiting().kind !== 'throw', null, { timeoutMs: 10_000, what: 'the drag to throw the dice' });
  step('rolling');
  await until(page, () => window.tabletop.view(0).phase.kind === 'decide', null, { timeoutMs: 120_000, what: 'the dice to settle' });
  const v1 = await page.evaluate(() => window.tabletop.view(0));
  assert.equal(v1.dice.length, 5, 'five dice read');
  assert.ok(v1.dice.every((d) => d.where === 'cup' && d.face !== null), 'the thrower sees all five under the cup');
  const other = await page.evaluate(() => window.tabletop.view(1));
  assert.ok(other.dice.every((d) => d.face === null), 'another seat sees none of the faces');
  await until(page, () => {
    const p = window.tabletop.ponyPoints();
    return p.dice.length === 5 ? p : null;
  }, null, { timeoutMs: 10_000, what: 'the dice to lie in the cup area' });
  await page.waitForTimeout(700);
  await screenshot('under-the-cup');

  // Keep die 1: pick dice 2 and 3 by clicking them on the table, 4 and 5 by their tiles.
  // Where the dice lie once they hold still (on a busy machine their glide to the rows may outlast the wait above).
  const fresh = await steadyPoints(page, () => window.tabletop.ponyPoints().dice, null, 'the dice on show');
  for (const die of [1, 2]) {
    const p = fresh.find((d) => d.die === die);
    assert.ok(p, `die ${die + 1} lies on the table`);
    await page.mouse.click(p.x, p.y);
    await until(page, (n) => document.querySelector(`[data-testid="px-die-${n}"]`)?.getAttribute('aria-pressed') === 'true', die, { timeoutMs: 5_000, what: `die ${die + 1} to be picked by a click on it` });
  }
  await page.getByTestId('px-die-3').click();
  await page.getByTestId('px-die-4').click();
  for (const die of [1, 2, 3, 4]) {
    assert.equal(await page.getByTestId(`px-die-${die}`).getAttribute('aria-pressed'), 'true', `die ${die + 1} is picked`);
  }
  assert.equal(await page.getByTestId('px-die-0').getAttribute('aria-pressed'), 'false', 'die 1 is kept');
  const cost = await page.getByTestId('px-cost').textContent();
  step(`re-throw ${cost}`);
  assert.match(cost, /free/, 'riders tied for last re-throw the first time for free');
  await screenshot('four-picked');
  await page.getByTestId('px-rethrow-cup').click();
  const rethrowAw = await until(page, () => {
    const aw = window.tabletop.awaiting();
    return aw.kind === 'throw' ? aw : null;
  }, null, { timeoutMs: 10_000, what: 'the re-throw' });
  assert.equal(rethrowAw.dice.length, 4, 'four dice are thrown again');
  assert.equal(rethrowAw.hidden, true, 'they go back under the cup');
  const gold0 = v1.riders[0].gold;
  const vr = await page.evaluate(() => window.tabletop.view(1));
  assert.equal(vr.dice[0].where, 'open', 'the kept die came out from under the cup');
  assert.equal(vr.dice[0].face, v1.dice[0].face, 'and everyone sees its face, unchanged');

  // The re-throw with Space.
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  await until(page, () => window.tabletop.view(0).phase.kind === 'decide', null, { timeoutMs: 120_000, what: 'the re-thrown dice to settle' });
  const v2 = await page.evaluate(() => window.tabletop.view(0));
  assert.equal(v2.dice[0].face, v1.dice[0].face, 'the kept die is unchanged');
  assert.equal(v2.riders[0].gold, gold0, 'the free re-throw cost nothing');
  assert.ok(v2.dice.slice(1).every((d) => d.where === 'cup'), 'the re-thrown dice lie under the cup');
  const log2 = await page.evaluate(() => window.tabletop.log().lines);
  assert.ok(log2.some((l) => /Rider 1 gets a free re-throw and re-throws 4 dice under the cup/.test(l)), 'the log tells of the re-throw');
  await page.waitForTimeout(800);
  await screenshot('after-rethrow');

  // Claim with a real click: the best enabled claim button.
  const enabled = await page.locator('[data-testid^="px-claim-"]:not([disabled])').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  assert.ok(enabled.length >= 1, 'some claims are offered');
  const claimId = enabled.filter((id) => id !== 'px-claim-nothing').at(0) ?? enabled[0];
  step(`click ${claimId}`);
  await page.getByTestId(claimId).click();
  const log3 = await until(page, () => {
    const lines = window.tabletop.log().lines;
    return lines.some((l) => /Rider 1 claims/.test(l)) ? lines : null;
  }, null, { timeoutMs: 10_000, what: 'the claim' });
  step(log3.filter((l) => /Rider 1 claims/.test(l)).at(-1));
  await page.waitForTimeout(500);
  await screenshot('claimed');

  // Draws stay modest.
  const draws = await page.evaluate(() => window.tabletop.drawCalls());
  step(`${draws.calls} draw calls, ${draws.triangles} triangles`);
  assert.ok(draws.calls > 10 && draws.calls < 160, `draw calls per frame stay modest: ${draws.calls}`);

  // Drive on until a flick (duel or Indians) is in flight; the human plays simply.
  const started = Date.now();
  let flickShot = false;
  let pictured = null; // the flight picture saved so far: { frames, at }
  let cupChecked = false;
  let staging = false; // watching the first flick's staging
  let keyFlicked = false; // the human's first flick went by the keys
  let keyFlew = false;
  // On until the flight is pictured and the human has aimed one by the keys (a duel's reply), or 30 s after the picture.
  while (Date.now() - started < 240_000 && !(flickShot && keyFlicked) && !(pictured && Date.now() - pictured.at > 30_000)) {
    const s = await page.evaluate(() => ({ aw: window.tabletop.awaiting(), st: window.tabletop.status(), legal: window.tabletop.legalActions(), view: window.tabletop.view(0) }));
    if (s.aw.kind === 'end') break;
    if (!cupChecked && s.aw.kind === 'throw' && s.aw.hidden && s.aw.seat !== 0) {
      // A bot throws under the cup: the human sees the cup, none of its dice.
      const hidden = await until(page, () => {
        const st = window.tabletop.status().stage;
        return st?.kind !== 'throw' || (window.tabletop.ponyPoints().waiting.length === 0 && window.tabletop.ponyPoints().cup);
      }, null, { timeoutMs: 5_000, what: "another rider's dice to roll hidden under the cup" }).catch(() => false);
      assert.ok(hidden, "another rider's throw under the cup shows the cup and none of its dice");
      step(`rider ${s.aw.seat + 1} throws under the cup: dice hidden`);
      cupChecked = true;
    }
    if (s.st.stage?.kind === 'flick') {
      // A flick at rest, held with its caption before the rules hear it, is no flight to picture.
      if (s.st.stage.moving && (await page.evaluate(() => document.querySelector('[data-testid="flick-caption"]:not([hidden])') !== null))) {
        await page.waitForTimeout(250);
        continue;
      }
      await recordFlight(page);
      if (!staging && !s.st.stage.moving) {
        await watchStaging(page);
        staging = true;
      }
      if (s.st.stage.performer === 'human' && !s.st.stage.moving) {
        await page.waitForTimeout(1200);
        // The band the die sweeps is drawn over the board, where the player can see it.
        const aim = await page.evaluate(() => window.tabletop.flickAim());
        step(`aim band ${aim?.width} cm wide, ${Math.round(aim?.length ?? 0)} cm long, ends at ${JSON.stringify([aim?.start, aim?.end].map((p) => p && [Math.round(p.x), Math.round(p.y)]))}`);
        assert.ok(aim?.shown, 'the aim band shows while the human aims');
        assert.equal(aim.depthTest, false, 'the band is drawn over the board (no depth test)');
        assert.ok(aim.renderOrder > (aim.boardRenderOrder ?? 0), 'the band is drawn after the board');
        assert.ok(aim.meter?.shown && aim.meter.depthTest === false, 'the power meter shows over the board');
        const box = await page.locator('canvas').first().boundingBox();
        for (const p of [aim.start, aim.end]) assert.ok(p.x > box.x && p.x < box.x + box.width && p.y > box.y && p.y < box.y + box.height, 'both ends of the band are on screen');
        if (!pictured) await screenshot('flick-aim');
        if (!keyFlicked) {
          // The first aim by the keys, as a player without a mouse: turn right a little, hold Space to charge, let go.
          // Drawn in the scene worker, the aim hears them there (the page forwards its keys).
          for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
          await page.keyboard.down('Space');
          await page.waitForTimeout(800);
          await page.keyboard.up('Space');
          keyFlicked = true;
          step('flicked by the keys (→ ×3, Space held 0.8 s)');
        } else {
          // Not awaited: it resolves only once the rules have the outcome, after the staged hold.
          await page.evaluate(() => void window.tabletop.flick({ angle: 0.3, power: 0.6 }).catch(() => null));
        }
      }
      const moving = await until(page, () => window.tabletop.status().stage?.kind === 'flick' && window.tabletop.status().stage.moving, null, { timeoutMs: 20_000, what: 'the flick to fly' }).catch(() => false);
      if (keyFlicked && !keyFlew) {
        assert.ok(moving, 'the flick aimed and charged by the keys flies');
        keyFlew = true;
      }
      if (moving) {
        await page.waitForTimeout(120);
        const purpose = await page.evaluate(() => window.tabletop.awaiting().purpose ?? '');
        step(`flick in flight: ${purpose}`);
        // Riders in flight keep their board colour (targets and bystanders alike; none goes grey).
        const figs = await page.evaluate(() => window.tabletop.flickFigures());
        const riders = figs.filter((f) => f.id.startsWith('rider-'));
        step(`in flight: ${figs.map((f) => `${f.id} ${f.paint}`).join(', ')}`);
        assert.ok(riders.length >= 1 && riders.every((f) => f.visible), 'the flick layer draws the riders of the flick');
        for (const f of riders) assert.equal(f.paint, f.board, `${f.id} keeps its board colour in flight`);
        // The picture of the die in flight is one of the canvas frames drawn in flight (page.screenshot is too slow).
        // The first frame still has the die at rest, and a physics frame covers 0.2 s at most: a short flick on
        // a slow machine is drawn in 2 or 3 frames and has landed in all but the first. Then the picture is taken
        // again from the next flick (a duel's reply flies longer), if one comes soon.
        const shot = await saveFlightFrame(page, 'pony-express-flick');
        step(`flick picture: frame ${shot.index + 1} of ${shot.frames} drawn in flight, ${shot.transit} px away from where the die starts and lands`);
        flickShot = shot.frames >= 4 || pictured !== null;
        pictured = { frames: shot.frames, at: Date.now() };
      }
      continue;
    }
    if (s.aw.kind === 'decision' && s.aw.seat === 0 && s.legal.length > 0) {
      const pick = s.view.phase.kind === 'decide' ? drivingClaim(s.view, s.legal) : (s.legal.find((a) => a.type === 'believe') ?? s.legal.find((a) => a.type === 'ride') ?? s.legal.find((a) => a.type !== 'play') ?? s.legal[0]);
      await page.evaluate((a) => window.tabletop.act(a).catch(() => null), pick);
    } else if (s.aw.kind === 'throw' && s.aw.seat === 0 && s.st.stage && !s.st.stage.moving && s.st.handoff === null) {
      await page.evaluate(() => window.tabletop.throwDice().catch(() => null));
    }
    await page.waitForTimeout(250);
  }
  assert.ok(pictured, 'a duel or Indian flick came up within the time');
  // The first flick was staged: its caption named the outcome and the rules waited at least 2 s, the caption showing.
  const staged = await until(page, () => (window.__staging?.settledAt ? window.__staging : null), null, { timeoutMs: 60_000, what: 'the staged flick to be judged' });
  step(`caption "${staged.text}", shown ${Math.round(staged.shownUntil - staged.since)} ms before the rules heard it ${Math.round(staged.settledAt - staged.since)} ms after rest`);
  assert.match(staged.text ?? '', /knocked|hit|misses/, 'the caption says who fell, or that the shot missed');
  assert.ok(staged.shownUntil - staged.since >= 2000, 'the caption shows for at least 2 s on the settled scene before the rules move on');
  await until(page, () => window.tabletop.status().stage?.kind !== 'flick' || !window.tabletop.status().stage.moving, null, { timeoutMs: 60_000, what: 'the flick to settle' });
  await page.waitForTimeout(600);
  await screenshot('flick-settled');
  const log4 = await page.evaluate(() => window.tabletop.log().lines);
  step(log4.slice(-3).join(' | '));
}
