// Printing a caption on a board's canvas so it stays legible from the chair:
// the type is as large as asked and shrinks to fit its box, but never below
// the board's floor (the size the legibility check holds it to); a caption
// still too wide at the floor is condensed a little (canvas fillText's
// maxWidth), and one that would need more than that is cut with an ellipsis.
// Pure apart from the canvas it is handed (tests pass a fake one).

/** The part of a canvas context the printing needs. */
export interface PrintContext {
  font: string;
  measureText(text: string): { width: number };
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
}

/** Narrowest a caption may be condensed to (share of its natural width) before it is cut. */
export const MIN_SQUEEZE = 0.8;

const FONT = 'Georgia, serif';

export interface Fitted {
  /** The text printed (cut with "…" if it could not fit). */
  text: string;
  /** Font size in canvas px: between the floor and the size asked. */
  px: number;
}

/** The largest size from `px` down to `floorPx` at which `text` fits `maxWidth` (condensed at most to MIN_SQUEEZE at the floor). */
export function fitCaption(g: Pick<PrintContext, 'font' | 'measureText'>, text: string, maxWidth: number, px: number, floorPx: number, bold = false): Fitted {
  const font = (size: number) => `${bold ? 'bold ' : ''}${size}px ${FONT}`;
  let size = Math.max(Math.round(px), Math.ceil(floorPx));
  g.font = font(size);
  while (size > floorPx && g.measureText(text).width > maxWidth) {
    size = Math.max(Math.ceil(floorPx), size - 1);
    g.font = font(size);
  }
  let out = text;
  while (out.length > 1 && g.measureText(out).width * MIN_SQUEEZE > maxWidth) out = `${out.slice(0, out.endsWith('…') ? -2 : -1).trimEnd()}…`;
  return { text: out, px: size };
}

/** Prints `text` fitted to `maxWidth` at (x, y) with the context's current alignment; returns the size used. */
export function printCaption(g: PrintContext, text: string, x: number, y: number, maxWidth: number, px: number, floorPx: number, bold = false): number {
  const f = fitCaption(g, text, maxWidth, px, floorPx, bold);
  g.fillText(f.text, x, y, maxWidth);
  return f.px;
}
