// The words on the county's plates (printed with the kit's printed plate,
// tests/scene/printed-plate.test.ts): every square's and card's words fit
// their box at the floor without a cut (with a serif's typical widths: half
// an em a letter, bold a tenth more); a contest is named on a sign in a few
// words.
import { describe, expect, it } from 'vitest';
import { CHARACTERS, SQUARES } from '../../../src/games/carson-city/index.ts';
import { CARD_PRINT, SQUARE_PRINT } from '../../../src/games/carson-city/table/print.ts';
import { CARD_W, PRINT_FLOOR_CM, SQUARE_W } from '../../../src/games/carson-city/table/layout.ts';
import { fitCaption } from '../../../src/scene/kit/printed-plate.ts';
import { fakeContext } from '../../scene/fake-print-context.ts';
import { contestCaption as caption } from '../../../src/games/carson-city/rules/turn-words.ts';
import { formatMessage, formatText } from '../../../src/i18n/format-message.ts';

// The words are messages (issue 25), read here in English; tests/i18n/carson-board.test.ts reads them in German and Russian.
const contestCaption = (...a: Parameters<typeof caption>) => formatMessage(caption(...a));

describe('carson-city view: the words its plates print', () => {
  it('every square’s and card’s words fit their box at the floor, uncut', () => {
    const { g } = fakeContext(0.5);
    const pxPerCm = 24;
    const floor = Math.ceil(PRINT_FLOOR_CM * pxPerCm);
    for (const q of SQUARES) {
      for (const [text, bold] of [[formatMessage(SQUARE_PRINT[q].name), true], [formatText(SQUARE_PRINT[q].gives), false]] as const) {
        expect(fitCaption(g, text, (SQUARE_W - 0.3) * pxPerCm, floor, floor, bold).text, `${q}: ${text}`).toBe(text);
      }
    }
    for (const c of CHARACTERS) expect(fitCaption(g, formatMessage(CARD_PRINT[c]), (CARD_W - 1.2) * pxPerCm, floor, floor).text, c).toBe(formatMessage(CARD_PRINT[c]));
  });

  it('a contest is named on the signs over the table in a few words, the square’s own', () => {
    expect(contestCaption({ kind: 'square', square: 'build8' })).toBe('Build $8');
    expect(contestCaption({ kind: 'square', square: 'buy5' })).toBe('Points $5');
    expect(contestCaption({ kind: 'parcel', cell: 10 })).toBe('Parcel C2');
    expect(contestCaption({ kind: 'raid', cell: 63 })).toBe('Raid on H8');
    for (const q of SQUARES) expect(contestCaption({ kind: 'square', square: q }).length, q).toBeLessThanOrEqual(14);
  });
});
