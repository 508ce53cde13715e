// A 2D canvas context stand-in for printing tests (the kit's printed plate,
// the games' plates): every character is `perEm` of the font size wide (bold
// a tenth wider), and it records what is printed where, in which font and ink.
/** A context whose letters are `perEm` of the font size wide; `printed` lists every fillText. */
export function fakeContext(perEm = 0.5) {
  const printed: { text: string; font: string; x: number; y: number; maxWidth?: number; fill?: unknown }[] = [];
  const g = {
    font: '',
    fillStyle: '' as unknown,
    textAlign: 'start',
    textBaseline: 'alphabetic',
    measureText(text: string) {
      const px = Number(/(\d+)px/.exec(g.font)![1]);
      return { width: text.length * px * perEm * (g.font.startsWith('bold') ? 1.1 : 1) };
    },
    fillText(text: string, x: number, y: number, maxWidth?: number) {
      printed.push({ text, font: g.font, x, y, maxWidth, fill: g.fillStyle });
    },
  };
  return { g, printed };
}
