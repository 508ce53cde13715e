// Captions printed on the county's plates: as large as asked, shrunk to fit
// their box but never below the board's floor (what the legibility check
// holds), condensed a little at the floor and cut only beyond that; and every
// square's and card's words fit their box at the floor without a cut (with
// a serif's typical widths: half an em a letter, bold a tenth more); a
// contest is named on a sign in a few words.
import { describe, expect, it } from 'vitest';
import { CHARACTERS, SQUARES } from '../../../src/games/carson-city/index.ts';
import { CARD_PRINT } from '../../../src/games/carson-city/view/board/card-print.ts';
import { CARD_W, PRINT_FLOOR_CM, SQUARE_W } from '../../../src/games/carson-city/view/board/layout.ts';
import { MIN_SQUEEZE, fitCaption, printCaption, type PrintContext } from '../../../src/games/carson-city/view/board/print-fit.ts';
import { SQUARE_PRINT, contestCaption } from '../../../src/games/carson-city/view/board/square-print.ts';

/** A canvas stand-in: every character is `perEm` of the font size wide (bold a tenth wider); it records what is printed. */
function fakeCanvas(perEm = 0.5) {
  const printed: { text: string; font: string; maxWidth?: number }[] = [];
  const g: PrintContext = {
    font: '',
    measureText(text: string) {
      const px = Number(/(\d+)px/.exec(g.font)![1]);
      return { width: text.length * px * perEm * (g.font.startsWith('bold') ? 1.1 : 1) };
    },
    fillText(text: string, _x: number, _y: number, maxWidth?: number) {
      printed.push({ text, font: g.font, maxWidth });
    },
  };
  return { g, printed };
}

describe('carson-city view: printing a caption', () => {
  it('a caption that fits is printed at the size asked', () => {
    const { g } = fakeCanvas();
    expect(fitCaption(g, 'Wages', 200, 40, 30)).toEqual({ text: 'Wages', px: 40 });
  });

  it('a caption too wide shrinks until it fits, never below the floor', () => {
    const { g } = fakeCanvas();
    // 10 characters at 0.5 em: 100 px wide fits at 20 px, but the floor is 30.
    expect(fitCaption(g, 'Mercenary!', 100, 40, 30).px).toBe(30);
    expect(fitCaption(g, 'Mercenary!', 170, 40, 30).px).toBe(34);
  });

  it('at the floor a caption is condensed a little, and one that would need more is cut with an ellipsis', () => {
    const { g, printed } = fakeCanvas();
    // 10 characters at 30 px are 150 px: into 130 px is a squeeze of 0.87, allowed.
    expect(printCaption(g, 'Mercenary!', 0, 0, 130, 40, 30)).toBe(30);
    expect(printed.at(-1)).toEqual({ text: 'Mercenary!', font: '30px Georgia, serif', maxWidth: 130 });
    // Into 100 px it would be 0.67: cut until what is left needs no more than MIN_SQUEEZE.
    const cut = fitCaption(g, 'Mercenary!', 100, 40, 30);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(cut.text.length * 30 * 0.5 * MIN_SQUEEZE).toBeLessThanOrEqual(100);
    expect(cut.px).toBe(30);
  });

  it('every square’s and card’s words fit their box at the floor, uncut', () => {
    const { g } = fakeCanvas(0.5);
    const pxPerCm = 24;
    const floor = Math.ceil(PRINT_FLOOR_CM * pxPerCm);
    for (const q of SQUARES) {
      for (const [text, bold] of [[SQUARE_PRINT[q].name, true], [SQUARE_PRINT[q].gives, false]] as const) {
        expect(fitCaption(g, text, (SQUARE_W - 0.3) * pxPerCm, floor, floor, bold).text, `${q}: ${text}`).toBe(text);
      }
    }
    for (const c of CHARACTERS) expect(fitCaption(g, CARD_PRINT[c], (CARD_W - 1.2) * pxPerCm, floor, floor).text, c).toBe(CARD_PRINT[c]);
  });

  it('a contest is named on the signs over the table in a few words, the square’s own', () => {
    expect(contestCaption({ kind: 'square', square: 'build8' })).toBe('Build $8');
    expect(contestCaption({ kind: 'square', square: 'buy5' })).toBe('Points $5');
    expect(contestCaption({ kind: 'parcel', cell: 10 })).toBe('Parcel C2');
    expect(contestCaption({ kind: 'raid', cell: 63 })).toBe('Raid on H8');
    for (const q of SQUARES) expect(contestCaption({ kind: 'square', square: q }).length, q).toBeLessThanOrEqual(14);
  });
});
