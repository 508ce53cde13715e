// The kit's printed plate (src/scene/kit/printed-plate.ts): a caption is as
// large as asked, shrunk to fit its box but never below the plate's floor
// (what the legibility checks hold), condensed a little at the floor and cut
// only beyond that; the plate sizes its canvas from its size in cm and holds
// every caption, boxed or not, to its floor.
import { describe, expect, it } from 'vitest';
import { MIN_SQUEEZE, fitCaption, openPlate, plateFits, printCaption, wrapWords, type PrintContext } from '../../src/scene/kit/printed-plate.ts';
import { fakeContext } from './fake-print-context.ts';

/** A canvas whose 2D context is the stand-in. */
function fakeCanvas(perEm = 0.5) {
  const { g, printed } = fakeContext(perEm);
  const canvas = { width: 0, height: 0, getContext: () => g } as unknown as HTMLCanvasElement;
  return { canvas, printed };
}

describe('printed plate: fitting a caption', () => {
  it('a caption that fits is printed at the size asked', () => {
    const { g } = fakeContext();
    expect(fitCaption(g, 'Wages', 200, 40, 30)).toEqual({ text: 'Wages', px: 40, squeeze: 1, cut: false });
  });

  it('a caption too wide shrinks until it fits, never below the floor', () => {
    const { g } = fakeContext();
    // 10 characters at 0.5 em: 100 px wide fits at 20 px, but the floor is 30.
    expect(fitCaption(g, 'Mercenary!', 100, 40, 30).px).toBe(30);
    expect(fitCaption(g, 'Mercenary!', 170, 40, 30).px).toBe(34);
  });

  it('at the floor a caption is condensed a little, and one that would need more is cut with an ellipsis', () => {
    const { g, printed } = fakeContext();
    // 10 characters at 30 px are 150 px: into 130 px is a squeeze of 0.87, allowed.
    expect(printCaption(g as PrintContext, 'Mercenary!', 0, 0, 130, 40, 30)).toBe(30);
    expect(printed.at(-1)).toMatchObject({ text: 'Mercenary!', font: '30px Georgia, serif', maxWidth: 130 });
    // Into 100 px it would be 0.67: cut until what is left needs no more than MIN_SQUEEZE.
    const cut = fitCaption(g, 'Mercenary!', 100, 40, 30);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(cut.text.length * 30 * 0.5 * MIN_SQUEEZE).toBeLessThanOrEqual(100);
    expect(cut.px).toBe(30);
  });

  it('a fractional floor is rounded up to whole pixels and the shrinking stops there', () => {
    const { g } = fakeContext();
    // 1.75 cm at 22 px a cm is 38.5 px: a caption too wide stops at 39 px and is cut, not shrunk for ever.
    const f = fitCaption(g, 'a caption far too wide for its box', 100, 50, 38.5, true);
    expect(f.px).toBe(39);
    expect(f.text.endsWith('…')).toBe(true);
  });

  it('prints in the family asked', () => {
    const { g, printed } = fakeContext();
    printCaption(g as PrintContext, 'Bank', 0, 0, 500, 40, 30, true, 'Serif X');
    expect(printed.at(-1)!.font).toBe('bold 40px Serif X');
  });
});

describe('printed plate: a plate', () => {
  const spec = { width: 30, depth: 12.5, pxPerCm: 20, floorCm: 1.5, family: 'Serif X' };

  it('sizes its canvas from its size in cm', () => {
    const { canvas } = fakeCanvas();
    const p = openPlate(canvas, spec);
    expect([canvas.width, canvas.height]).toEqual([600, 250]);
    expect(p.cm(2.5)).toBe(50);
  });

  it('holds every caption to its floor, boxed or not, in its ink and family', () => {
    const { canvas, printed } = fakeCanvas();
    const p = openPlate(canvas, spec);
    expect(p.caption('tiny', 10, 20, { ink: '#123', size: 0.5 })).toBe(30);
    expect(printed.at(-1)).toMatchObject({ text: 'tiny', font: 'bold 30px Serif X', x: 10, y: 20, fill: '#123' });
    expect(p.caption('big', 0, 0, { ink: '#000', size: 2, bold: false })).toBe(40);
    expect(printed.at(-1)!.font).toBe('40px Serif X');
    // A boxed caption too wide shrinks to the floor, not under it, and is condensed to the box.
    expect(p.caption('a long caption', 0, 0, { ink: '#000', size: 2.5, maxCm: 10 })).toBe(30);
    expect(printed.at(-1)).toMatchObject({ text: 'a long caption', font: 'bold 30px Serif X', maxWidth: 200 });
  });

  it('a plate that never cuts condenses a caption to its box at the floor', () => {
    const { canvas, printed } = fakeCanvas();
    const p = openPlate(canvas, { ...spec, minSqueeze: 0 });
    expect(p.caption('a caption far too wide', 0, 0, { ink: '#000', maxCm: 4 })).toBe(30);
    expect(printed.at(-1)).toMatchObject({ text: 'a caption far too wide', maxWidth: 80 });
  });
});

describe('printed plate: how each caption fitted (issue 25)', () => {
  const spec = { width: 30, depth: 12.5, pxPerCm: 20, floorCm: 1.5, family: 'Serif X' };

  it('records every caption: printed whole at or above the floor fits; condensed past legibility or cut does not', () => {
    const { canvas } = fakeCanvas();
    const p = openPlate(canvas, spec);
    p.caption('Bank', 10, 20, { ink: '#000', maxCm: 10 });
    // 14 characters at the 30 px floor are 210 px into 130 px: condensed to 0.62, and cut (the plate's MIN_SQUEEZE is 0.8).
    p.caption('a long caption', 0, 0, { ink: '#000', maxCm: 6.5 });
    expect(p.fits.map((f) => [f.text, f.fits, f.cut])).toEqual([
      ['Bank', true, false],
      ['a long caption', false, true],
    ]);
    expect(plateFits(canvas)).toBe(p.fits);
    expect(p.fits[0]).toMatchObject({ px: 30, minPx: 30, squeeze: 1 });
  });

  it('a plate that never cuts records how far a caption was condensed, and one condensed past 0.8 does not fit', () => {
    const { canvas } = fakeCanvas();
    const p = openPlate(canvas, { ...spec, minSqueeze: 0 });
    p.caption('Mercenary!', 0, 0, { ink: '#000', maxCm: 6.5, bold: false }); // 150 px into 130: 0.87
    p.caption('a caption far too wide', 0, 0, { ink: '#000', maxCm: 4, bold: false }); // 330 px into 80
    expect(p.fits.map((f) => [f.fits, f.cut, f.squeeze])).toEqual([
      [true, false, 0.867],
      [false, false, 0.242],
    ]);
  });

  it('a caption with no box fits while it stays on the canvas', () => {
    const { canvas } = fakeCanvas();
    const p = openPlate(canvas, spec);
    p.caption('in the middle', 300, 20, { ink: '#000' });
    p.caption('off the right edge', 590, 20, { ink: '#000', align: 'left' });
    expect(p.fits.map((f) => f.fits)).toEqual([true, false]);
  });

  it('a caption allowed two lines wraps at a space rather than be condensed past legibility', () => {
    const { canvas, printed } = fakeCanvas();
    const p = openPlate(canvas, { ...spec, minSqueeze: 0 });
    // "Relaisstation Goldmine" is 22 characters, 330 px at the floor, into 200 px: 0.61 on one line; "Relaisstation" alone is 214.5 px in bold: condensed to 0.93, legible.
    expect(p.caption('Relaisstation Goldmine', 100, 100, { ink: '#000', maxCm: 10, lines: 2 })).toBe(30);
    expect(printed.slice(-2).map((x) => [x.text, x.y])).toEqual([
      ['Relaisstation', 100 - 16.5],
      ['Goldmine', 100 + 16.5],
    ]);
    expect(p.fits.at(-1)).toMatchObject({ text: 'Relaisstation Goldmine', fits: true, squeeze: 0.932 });
    // One that fits on one line stays on one.
    p.caption('Bank', 0, 0, { ink: '#000', maxCm: 10, lines: 2 });
    expect(printed.at(-1)!.text).toBe('Bank');
  });

  it('wraps into lines as even as the words allow', () => {
    const { g } = fakeContext();
    g.font = '10px X';
    expect(wrapWords(g, 'one two three four', 2)).toEqual(['one two', 'three four']);
    expect(wrapWords(g, 'Relaisstation', 2)).toEqual(['Relaisstation']);
    expect(wrapWords(g, 'a b', 1)).toEqual(['a b']);
  });
});
