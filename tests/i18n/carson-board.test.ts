// Silver Creek County's board words in three languages (issue 25): the squares'
// and cards' plates, the mats' points, the 1858 track, the signs over the table,
// the hover info (title, lines, the duel odds line by its kind) and the in-game
// reference. In English the reference reads exactly as the rules' data (data.ts,
// which the rules document is generated from); in German and Russian every text
// is filled (no raw id, no empty parameter) and translated, and the plates'
// words fit their boxes.
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { BUILDING_KINDS, BUILDINGS, CHARACTERS, CHARACTER_INFO, RESOLUTION_STEPS, SQUARES } from '../../src/games/carson-city/data.ts';
import { REFERENCE_LISTS } from '../../src/games/carson-city/listing.ts';
import { BUILDING_INCOMES, CHARACTER_EFFECTS, STEP_DOES, STEP_NAMES } from '../../src/games/carson-city/reference-messages.ts';
import { CARD_PRINT, PLATE_WORDS, SQUARE_PRINT } from '../../src/games/carson-city/table/print.ts';
import { CARD_W, PRINT_FLOOR_CM, PRINT_PX, SQUARE_W } from '../../src/games/carson-city/table/layout.ts';
import { contestCaption, landingSign, pendingDuelSign, settledSign, standingSign } from '../../src/games/carson-city/rules/turn-words.ts';
import { describeTarget, type TargetInfo } from '../../src/games/carson-city/rules/target-info.ts';
import { settledBetween } from '../../src/games/carson-city/rules/settled.ts';
import { fitCaption } from '../../src/scene/kit/printed-plate.ts';
import { formatMessage, formatText } from '../../src/i18n/format-message.ts';
import type { Message, Text } from '../../src/core/message.ts';
import { fakeContext } from '../scene/fake-print-context.ts';
import { act, dice, parcel, put, run, square, turnOne } from '../games/carson-city/support.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

const RAW = /carson-city\.|\{|\}|undefined|NaN|\[object/;
const CATALOGS = { de, ru } as const;

/** A duel on three roads settled, a building owned, a rival's cowboy on a parcel: every sign and info line shows. */
function positions() {
  let s = run(turnOne(2), act(0, { type: 'character', character: 'banker' }), act(1, { type: 'character', character: 'coolie' }));
  s = run(s, act(0, { type: 'place', target: square('roads3') }), act(1, { type: 'place', target: square('roads3') }), act(0, { type: 'place', target: parcel(9) }), act(1, { type: 'pass' }), act(0, { type: 'pass' }));
  const after = run(s, dice(6), dice(1));
  const owned = turnOne(2);
  put(owned, 0, 'ranch', 1);
  return { s, settled: settledBetween(s, after), owned };
}

/** Every word of the board and its signs at those positions, as messages (or a bare price). */
function boardWords(): Text[] {
  const { s, settled, owned } = positions();
  const info = (t: TargetInfo): Message[] => [t.title, ...t.lines.map((l) => l.said)];
  return [
    ...SQUARES.flatMap((q) => [SQUARE_PRINT[q].name, SQUARE_PRINT[q].gives]),
    ...CHARACTERS.map((c) => CARD_PRINT[c]),
    ...Object.values(PLATE_WORDS).map((d) => ({ id: d.id, values: { limit: 20, n: 5 } })),
    ...settled.flatMap((v) => [v.caption, ...settledSign(v)]),
    ...pendingDuelSign({ kind: 'raid', cell: 12 }, { seats: [0, 1], faces: [4] }),
    standingSign({ there: [{ seat: 1, target: square('ammo'), white: false }], odds: 0.6 })!,
    standingSign({ there: [{ seat: 1, target: square('ammo'), white: true }], odds: 0.6 })!,
    standingSign({ there: [{ seat: 0, target: square('ammo'), white: false }], odds: null })!,
    contestCaption({ kind: 'square', square: 'buy3' }),
    landingSign(20, true),
    landingSign(21, false),
    ...info(describeTarget(parcel(9), s, 1)),
    ...info(describeTarget(square('build12'), s, 1)),
    ...info(describeTarget(square('buy4'), s, 1)),
    ...info(describeTarget({ kind: 'building', cell: 0 }, owned, 0)),
    ...CHARACTERS.flatMap((c) => info(describeTarget({ kind: 'card', character: c }, s, 0))),
    ...REFERENCE_LISTS.flatMap((l) => [l.title, ...l.items.flatMap((i) => [i.name, i.rest])]),
  ];
}

describe('carson-city board words', () => {
  it('in English, the reference and the hover info read as the rules’ data says it', () => {
    i18n.loadAndActivate({ locale: 'en', messages: en });
    expect(RESOLUTION_STEPS.map((r) => [formatMessage(STEP_NAMES[r.id]), formatMessage(STEP_DOES[r.id])])).toEqual(RESOLUTION_STEPS.map((r) => [r.name, r.does]));
    expect(BUILDING_KINDS.map((k) => formatMessage(BUILDING_INCOMES[k]))).toEqual(BUILDING_KINDS.map((k) => BUILDINGS[k].income));
    expect(CHARACTERS.map((c) => formatMessage(CHARACTER_EFFECTS[c]))).toEqual(CHARACTERS.map((c) => CHARACTER_INFO[c].effect));
    const [, , characters] = REFERENCE_LISTS;
    expect(formatText(characters!.items[5]!.rest)).toBe(`(keeps $${CHARACTER_INFO.captain.limit}) — ${CHARACTER_INFO.captain.effect}`);
    const { s } = positions();
    const odds = describeTarget(parcel(9), s, 1);
    expect(formatMessage(odds.title)).toBe('Parcel B2');
    expect(odds.lines.map((l) => formatMessage(l.said))).toContain(`Your duel odds here: ${Math.round(odds.odds! * 100)} %.`);
  });

  for (const lang of ['de', 'ru'] as const) {
    it(`in ${lang}, every board word, sign, info line and reference item is filled and translated`, () => {
      i18n.loadAndActivate({ locale: 'en', messages: en });
      const english = boardWords().map(formatText);
      i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang] });
      const said = boardWords().map(formatText);
      for (const text of said) expect(text, text).not.toMatch(RAW);
      for (const text of said) expect(text.trim().length, text).toBeGreaterThan(0);
      // Bare prices, frames of figures and the names German shares with English (glossary) read the same; the words do not.
      const same = said.filter((t, i) => t === english[i] && /\p{L}{3,}/u.test(t) && !/^(\d+ )?(Ranch|Bank|Hotel|Saloon|Mine|Land|Sheriff)$/.test(t));
      expect(same).toEqual([]);
      // The duel odds line is marked by its kind, whatever its words.
      const { s } = positions();
      const odds = describeTarget(parcel(9), s, 1).lines.filter((l) => l.kind === 'odds');
      expect(odds).toHaveLength(1);
      expect(formatMessage(odds[0]!.said)).toContain(String(Math.round(describeTarget(parcel(9), s, 1).odds! * 100)));
    });

    it(`in ${lang}, every square’s and card’s words fit their box at the floor, condensed at most a quarter, uncut`, () => {
      i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang] });
      const { g } = fakeContext(0.5);
      const floor = Math.ceil(PRINT_FLOOR_CM * PRINT_PX);
      const fits = (text: string, boxCm: number, bold: boolean) => fitCaption(g, text, boxCm * PRINT_PX, floor, floor, bold, undefined, 0.75).text;
      for (const q of SQUARES) {
        const name = formatMessage(SQUARE_PRINT[q].name);
        const gives = formatText(SQUARE_PRINT[q].gives);
        expect(fits(name, SQUARE_W - 0.3, true), `${q}: ${name}`).toBe(name);
        expect(fits(gives, SQUARE_W - 0.3, false), `${q}: ${gives}`).toBe(gives);
      }
      const closed = formatMessage(PLATE_WORDS.closed);
      expect(fits(closed, SQUARE_W - 0.3, false)).toBe(closed);
      for (const c of CHARACTERS) {
        const effect = formatMessage(CARD_PRINT[c]);
        expect(fits(effect, CARD_W - 1.2, false), `${c}: ${effect}`).toBe(effect);
        const keeps = i18n._(PLATE_WORDS.keeps.id, { limit: CHARACTER_INFO[c].limit });
        expect(fits(keeps, CARD_W - 4.6 - 0.6, true), `${c}: ${keeps}`).toBe(keeps);
      }
    });
  }

  it('the mats’ points take Russian plurals', () => {
    i18n.loadAndActivate({ locale: 'ru', messages: ru });
    expect([1, 3, 5, 21].map((n) => i18n._(PLATE_WORDS.points.id, { n }))).toEqual(['1 очко', '3 очка', '5 очков', '21 очко']);
  });
});
