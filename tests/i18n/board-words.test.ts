// The boards' and pick words of Mail Run, Tableau Gulch and Gold in the Rivers
// (issue 25, stop 36): every message their boards paint, their signs show and
// their picking says, made from real positions, reads filled in English,
// German and Russian (no raw id, no empty parameter), German and Russian
// differ from the English, and counts take the language's plural.
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { Message } from '../../src/core/message.ts';
import { formatMessage } from '../../src/i18n/format-message.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';
import { messages as ru } from '../../src/locales/ru/messages.po';
import { CARDS } from '../../src/games/pony-express/data/cards.ts';
import { SPACE_KINDS, TRACK_LENGTH } from '../../src/games/pony-express/data/board.ts';
import { riderNames } from '../../src/games/pony-express/rules/rider-names.ts';
import { diceSigns, duelWord, legendWord, mailBoxWord, pileSign, spaceWord, trackWord } from '../../src/games/pony-express/track-words.ts';
import { gambler, TABLEAUX } from '../../src/games/gambler/index.ts';
import { asideSign, bankSign, legendWords, seatSignCount, seatSignTitle, stackSign, tableauSubtitle } from '../../src/games/gambler/table-words.ts';
import * as gamblerPick from '../../src/games/gambler/pick-words.ts';
import type { GamblerView } from '../../src/games/gambler/types.ts';
import { goldRivers } from '../../src/games/gold-rivers/index.ts';
import * as goldPick from '../../src/games/gold-rivers/pick-words.ts';
import { rangeReason } from '../../src/games/gold-rivers/rules/range.ts';
import { discTag, seatSignWords } from '../../src/games/gold-rivers/table-words.ts';
import { act, at, fresh, must, withMarkers } from '../games/gold-rivers/helpers.ts';

afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

const RAW = /[a-z]+\.[a-z-]+\.|\{|\}|undefined|NaN|\[object/;
/** Words German shares with the English (the seeds' own: Bank, Saloon). */
const SAME_IN_GERMAN = new Set(['Bank', 'saloon']);

/** Mail Run: the cards, every space's word, the mail boxes, duel spots, places, legend and signs. */
function ponyWords(): Message[] {
  return [
    ...Object.values(CARDS).map((c) => c.text),
    ...Array.from({ length: TRACK_LENGTH }, (_, i) => spaceWord(i + 1)).filter((m): m is Message => m !== null),
    ...[1, 2, 3].map(mailBoxWord),
    duelWord('A'),
    ...SPACE_KINDS.map(legendWord),
    ...(['camp', 'flickLine', 'desert', 'spaces'] as const).map(trackWord),
    pileSign(3, true).title!,
    pileSign(3, false).count,
    diceSigns(false).cup,
    diceSigns(true).cup,
    diceSigns(true).open,
    ...riderNames([{ seat: 0 }, { seat: 1 }], 1),
  ];
}

/** Tableau Gulch: the table's words and every pick word, at a turn with a die placed. */
function gamblerWords(): Message[] {
  const base = gambler.view(gambler.setup({ seed: 7, players: 2 }), 0);
  const v: GamblerView = { ...base, aside: 12, turn: { throws: 1, placed: 1, placedSinceThrow: 1, faces: [null, 4, 6], hand: 2 }, rows: base.rows.map((r, i) => (i === 0 ? [0] : r)) };
  const stack = stackSign(v);
  return [
    tableauSubtitle(v),
    ...Object.values(legendWords()),
    stack.title,
    stack.count,
    seatSignCount(v, 0),
    seatSignTitle('Spieler 1', true) as Message,
    ...Object.values(bankSign(v)),
    ...Object.values(asideSign(v)),
    ...TABLEAUX.flatMap((t) => t.rows.map(gamblerPick.rowHint)),
    gamblerPick.whyNotDie(v, 2),
    gamblerPick.whyNotBox(v, 0, 0, 1),
    gamblerPick.whyNotBox(v, 0, 3, 1),
    gamblerPick.whyNotBox(v, 1, 0, null),
    gamblerPick.whyNotBox(v, 1, 0, 1),
    gamblerPick.whyNoStop(null),
    gamblerPick.whyNoStop(v),
    gamblerPick.whyNoRethrow({ ...v, turn: { ...v.turn!, placedSinceThrow: 0 } }),
    gamblerPick.whyNoRethrow(v),
    gamblerPick.noDieToPick(4),
    gamblerPick.cursorWords(v, { mine: false, die: 1, box: null, picked: null }),
    gamblerPick.cursorWords(v, { mine: true, die: 1, box: null, picked: null }),
    gamblerPick.cursorWords(v, { mine: true, die: 1, box: null, picked: 1 }),
    gamblerPick.cursorWords(v, { mine: true, die: null, box: { row: 1, col: 0 }, picked: 1 }),
    gamblerPick.cursorWords(v, { mine: true, die: null, box: null, picked: null }),
  ];
}

/** Gold in the Rivers: every range reason, the signs, and the pick words over real positions. */
function goldWords(): Message[] {
  const v = goldRivers.view(withMarkers({ [at(2, 0)]: 'open' }, { number: 3 }), 0);
  const free = goldRivers.view(withMarkers({ [at(2, 0)]: 'open' }, { number: null }), 0);
  const thrown = must(fresh(), { kind: 'dice', faces: [1, 2, 2] });
  const first = goldRivers.view(thrown, 0).rowEnds.find(([x, y]) => x !== y)![0];
  const moved = goldRivers.view(act(thrown, { type: 'reveal', first, last: goldRivers.view(thrown, 0).rowEnds.find(([x]) => x === first)![1] }), 0);
  const rows = { five: 3, four: 2, three: 5 };
  return [
    ...(['one-to-five', 'one-to-four', 'one-to-three', 'free'] as const).map((range) => rangeReason({ range, rows })),
    goldRivers.view(fresh(), 0).range!.reason,
    ...Object.values(seatSignWords(0, 3, 1)),
    seatSignWords(1, 5, 2).owns,
    discTag(2, true) as Message,
    goldPick.whyNotPick(v, at(1, 0), undefined),
    goldPick.whyNotPick(v, at(2, 0), undefined),
    goldPick.whyNotPick(v, at(0, 0), at(3, 0)),
    goldPick.whyNotPick(free, at(3, 0), at(0, 0)),
    goldPick.whyNotPick(moved, at(0, 0), undefined),
    goldPick.whyNoBurial(free, at(2, 0))!,
    goldPick.whyNoBurial(v, at(1, 0))!,
    goldPick.moveFirst(),
    goldPick.turnDemand(v, null, [])!,
    goldPick.turnDemand(free, null, [])!,
    goldPick.turnDemand(v, at(2, 0), [])!,
    goldPick.turnDemand(moved, null, [])!,
    goldPick.cursorWords(v, at(0, 0), { mine: true, first: at(0, 0), lit: true }),
    goldPick.cursorWords(v, null, { mine: true, first: null, lit: false }),
    goldPick.cursorWords(v, null, { mine: false, first: null, lit: false }),
    goldPick.cursorWords(moved, null, { mine: true, first: null, lit: false }),
  ];
}

const GAMES: [string, () => Message[]][] = [
  ['Mail Run', ponyWords],
  ['Tableau Gulch', gamblerWords],
  ['Gold in the Rivers', goldWords],
];

for (const [title, words] of GAMES) {
  describe(`${title}: the board's and pick words in three languages`, () => {
    const said = (lang: string, catalog: typeof en) => {
      i18n.loadAndActivate({ locale: lang, messages: catalog });
      return words().map((m) => formatMessage(m));
    };

    it('read filled in English, German and Russian, and German and Russian are translated', () => {
      const english = said('en', en);
      for (const [lang, catalog] of [['de', de], ['ru', ru]] as const) {
        const other = said(lang, catalog);
        other.forEach((text, i) => {
          expect(text, `${lang}: ${english[i]}`).not.toMatch(RAW);
          expect(text.length, `${lang}: ${english[i]}`).toBeGreaterThan(0);
          // A fare ("→11: 2g") is figures and a unit: translated too, by its unit.
          if (lang === 'de' && SAME_IN_GERMAN.has(english[i]!)) expect(text.toLowerCase()).toBe(english[i]!.toLowerCase());
          else expect(text, `${lang} says "${english[i]}" in its own words`).not.toBe(english[i]);
        });
      }
      english.forEach((text) => expect(text).not.toMatch(RAW));
    });
  });
}

describe('counts on the boards take the language’s plural', () => {
  it('Russian says 1 фишка, 3 фишки, 5 фишек; German 1 Chip, 2 Chips; a row of rows in both', () => {
    const base = gambler.view(gambler.setup({ seed: 7, players: 2 }), 0);
    const chips = (n: number) => formatMessage(bankSign({ ...base, bank: n }).count);
    i18n.loadAndActivate({ locale: 'ru', messages: ru });
    expect([1, 3, 5, 21].map(chips)).toEqual(['1 фишка', '3 фишки', '5 фишек', '21 фишка']);
    expect(formatMessage(rangeReason({ range: 'one-to-five', rows: { five: 5, four: 0, three: 0 } }))).toMatch(/^5 рядов из пяти/);
    expect(formatMessage(seatSignWords(0, 2, 1).counts)).toBe('2 зол. · 1 лопата');
    i18n.loadAndActivate({ locale: 'de', messages: de });
    expect([1, 2].map(chips)).toEqual(['1 Chip', '2 Chips']);
    expect(formatMessage(rangeReason({ range: 'one-to-four', rows: { five: 1, four: 1, three: 0 } }))).toBe('weniger als zwei Reihen aus fünf, aber 1 Reihe aus vier');
    expect(formatMessage(stackSign({ ...base, stackLeft: 1 }).title)).toBe('1 Tableau');
  });
});
