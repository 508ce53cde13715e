// A printed plate: a board's print painted on one canvas (one texture, one
// mesh, one draw call), its type held to the board's legibility floor. Why a
// kit piece: three games print boards this way and each had written its own
// text helper, its own fitting of words to a box and its own rounded panels:
// Mail Run's track (pony-express track-paint.ts), Tableau Gulch's tableau
// (gambler board-paint.ts) and Silver Creek County's squares, cards and mats
// (carson-city Squares, Cards, Mats, which call printCaption).
//
// A caption is printed as large as asked and shrinks to fit its box, but
// never below the floor (the size the legibility checks hold it to:
// tests/scene/legibility.test.ts, tests/browser/legibility.spec.mjs); one
// still too wide at the floor is condensed a little (canvas fillText's
// maxWidth), and one that would need more than that is cut with an ellipsis.
// A caption allowed more than one line (CaptionStyle.lines) wraps at its
// spaces before it is condensed past LEGIBLE_SQUEEZE (a German or Russian
// word is often half again as long as the English). Every caption printed
// records how it fitted (label-fit.ts), so the browser specs can hold every
// painted label to fitting in every language.
// Pure apart from the canvas it is handed (tests pass a fake one).
import { LEGIBLE_SQUEEZE, labelFit, type LabelFit } from './label-fit.ts';

/** The part of a canvas context the printing needs. */
export interface PrintContext {
  font: string;
  measureText(text: string): { width: number };
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
}

/** Narrowest a caption may be condensed to (share of its natural width) before it is cut. */
export const MIN_SQUEEZE = 0.8;

/** The plates' type unless a game names its own family. */
export const PLATE_FONT = 'Georgia, serif';

export interface Fitted {
  /** The text printed (cut with "…" if it could not fit). */
  text: string;
  /** Font size in canvas px: between the floor and the size asked. */
  px: number;
  /** The share of its natural width the text is printed in, condensed to the box (1: not condensed). */
  squeeze: number;
  /** Cut with an ellipsis. */
  cut: boolean;
}

/** The largest size from `px` down to `floorPx` at which `text` fits `maxWidth` (condensed at most to `minSqueeze` at the floor). */
export function fitCaption(g: Pick<PrintContext, 'font' | 'measureText'>, text: string, maxWidth: number, px: number, floorPx: number, bold = false, family = PLATE_FONT, minSqueeze = MIN_SQUEEZE): Fitted {
  const font = (size: number) => `${bold ? 'bold ' : ''}${size}px ${family}`;
  // Whole pixels: a fractional floor (1.75 cm at 22 px a cm) is rounded up, so the shrinking stops at it.
  const floor = Math.ceil(floorPx);
  let size = Math.max(Math.round(px), floor);
  g.font = font(size);
  while (size > floor && g.measureText(text).width > maxWidth) {
    size = Math.max(floor, size - 1);
    g.font = font(size);
  }
  let out = text;
  while (out.length > 1 && g.measureText(out).width * minSqueeze > maxWidth) out = `${out.slice(0, out.endsWith('…') ? -2 : -1).trimEnd()}…`;
  const width = g.measureText(out).width;
  return { text: out, px: size, squeeze: width > maxWidth ? maxWidth / width : 1, cut: out !== text };
}

/**
 * `text` split at its spaces into at most `lines` lines, each as even as the
 * words allow (the longest line as short as it can be): the lines a wrapped
 * caption prints. One line when it has no space or `lines` is 1.
 */
export function wrapWords(g: Pick<PrintContext, 'measureText'>, text: string, lines: number): string[] {
  const words = text.split(' ').filter((w) => w.length > 0);
  if (lines <= 1 || words.length <= 1) return [text];
  let best = [text];
  let bestWidth = g.measureText(text).width;
  // Two lines: every split point; more: greedy fill to the width of an even share, widened until it fits the count.
  for (let n = 2; n <= Math.min(lines, words.length); n++) {
    const target = bestWidth / n;
    const parts: string[] = [];
    let line = '';
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (line && g.measureText(next).width > target && parts.length < n - 1) {
        parts.push(line);
        line = w;
      } else line = next;
    }
    parts.push(line);
    const widest = Math.max(...parts.map((p) => g.measureText(p).width));
    if (widest < bestWidth) {
      best = parts;
      bestWidth = widest;
    }
  }
  if (lines >= 2) {
    for (let i = 1; i < words.length; i++) {
      const parts = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
      const widest = Math.max(...parts.map((p) => g.measureText(p).width));
      if (widest < bestWidth) {
        best = parts;
        bestWidth = widest;
      }
    }
  }
  return best;
}

/** Prints `text` fitted to `maxWidth` at (x, y) with the context's current alignment; returns the size used. */
export function printCaption(g: PrintContext, text: string, x: number, y: number, maxWidth: number, px: number, floorPx: number, bold = false, family = PLATE_FONT, minSqueeze = MIN_SQUEEZE): number {
  const f = fitCaption(g, text, maxWidth, px, floorPx, bold, family, minSqueeze);
  g.fillText(f.text, x, y, maxWidth);
  return f.px;
}

export interface PlateSpec {
  /** The plate's size in cm: the canvas is sized to it. */
  width: number;
  depth: number;
  /** Canvas pixels per plate centimetre. */
  pxPerCm: number;
  /** The smallest type printed (cm to the em): no caption is printed smaller. */
  floorCm: number;
  /** The type's font family (a game's print keeps its own look). */
  family?: string;
  /** How far a caption at the floor may be condensed before it is cut (MIN_SQUEEZE; 0: condensed to its box, never cut). */
  minSqueeze?: number;
}

/** How a caption is printed; sizes in cm, positions in canvas px. */
export interface CaptionStyle {
  ink: string;
  /** The em asked (cm); the floor when left out or smaller. */
  size?: number;
  /** Bold unless false. */
  bold?: boolean;
  align?: CanvasTextAlign;
  baseline?: CanvasTextBaseline;
  /** The box's width (cm): a caption too wide shrinks towards the floor, then is condensed, then cut. */
  maxCm?: number;
  /** Lines a boxed caption may wrap to (at its spaces, about y) rather than be condensed past LEGIBLE_SQUEEZE; 1 unless given. */
  lines?: number;
  /** A wrapped caption grows upwards: its last line at y (a word at the foot of a space). */
  wrapUp?: boolean;
}

/** A filled (and optionally outlined) shape's paint; line widths in canvas px. */
export interface Paint {
  fill?: string;
  stroke?: string;
  lineWidth?: number;
}

/**
 * A small picture as SVG path data in a box of radius 1 about its origin
 * (Mail Run's space pictures): each part filled or stroked (0.16 wide, round)
 * in the plate's ink or its own. Data rather than drawing code, so a game's
 * pictures are a few lines and any plate can print them.
 */
export type Glyph = readonly (readonly [paint: 'fill' | 'stroke', path: string, ink?: string])[];

export interface Plate {
  g: CanvasRenderingContext2D;
  /** How each caption printed so far fitted (label-fit.ts). */
  readonly fits: LabelFit[];
  /** Centimetres to canvas px. */
  cm(n: number): number;
  /** Prints a caption at canvas (x, y); returns the size used (px). */
  caption(text: string, x: number, y: number, style: CaptionStyle): number;
  /** A rounded rectangle, filled and/or outlined (canvas px). */
  panel(x: number, y: number, w: number, h: number, r: number, paint: Paint): void;
  /** A disc, filled and/or outlined (canvas px). */
  disc(x: number, y: number, r: number, paint: Paint): void;
  /** A line through `points` (canvas px), dashed when `dash` names its dash and gap (Tableau Gulch's ropes and crossed values; Mail Run's trail could be one). */
  line(points: readonly (readonly [number, number])[], ink: string, width: number, dash?: readonly [number, number]): void;
  /** A picture drawn by `draw` with (x, y) as its origin, in `ink`, its strokes `r × 0.16` wide and round. */
  picture(x: number, y: number, r: number, ink: string, draw: (g: CanvasRenderingContext2D) => void): void;
  /** A glyph scaled to radius `r` (canvas px) about (x, y), in `ink` where its parts name none. */
  glyph(x: number, y: number, r: number, ink: string, glyph: Glyph): void;
}

function paintPath(g: CanvasRenderingContext2D, paint: Paint): void {
  if (paint.fill) {
    g.fillStyle = paint.fill;
    g.fill();
  }
  if (paint.stroke) {
    g.lineWidth = paint.lineWidth ?? 1;
    g.strokeStyle = paint.stroke;
    g.stroke();
  }
}

/** What each plate painted on a canvas printed and how it fitted: PrintedPlate hands it to its mesh. */
const PLATE_FITS = new WeakMap<object, LabelFit[]>();

/** How the captions of the plate last opened on `canvas` fitted (none if no plate was). */
export const plateFits = (canvas: object): readonly LabelFit[] => PLATE_FITS.get(canvas) ?? [];

/** Sizes `canvas` to the plate and hands back its printing tools. */
export function openPlate(canvas: HTMLCanvasElement, spec: PlateSpec): Plate {
  const k = spec.pxPerCm;
  canvas.width = Math.round(spec.width * k);
  canvas.height = Math.round(spec.depth * k);
  const g = canvas.getContext('2d');
  if (!g) throw new Error('2D canvas unavailable');
  const family = spec.family ?? PLATE_FONT;
  const floorPx = spec.floorCm * k;
  const fits: LabelFit[] = [];
  PLATE_FITS.set(canvas, fits);
  /** A boxed caption: fitted on one line, or wrapped when that would condense it past legibility and it may. */
  const boxed = (text: string, x: number, y: number, style: CaptionStyle, px: number, bold: boolean): number => {
    const maxWidth = style.maxCm! * k;
    const one = fitCaption(g, text, maxWidth, px, floorPx, bold, family, spec.minSqueeze);
    const lines = style.lines ?? 1;
    if (lines <= 1 || (!one.cut && one.squeeze >= LEGIBLE_SQUEEZE)) {
      g.fillText(one.text, x, y, maxWidth);
      fits.push(labelFit(text, one.px, Math.ceil(floorPx), one.squeeze, one.cut));
      return one.px;
    }
    g.font = `${bold ? 'bold ' : ''}${Math.round(px)}px ${family}`;
    const parts = wrapWords(g, text, lines);
    const widest = parts.reduce((a, b) => (g.measureText(b).width > g.measureText(a).width ? b : a));
    const f = fitCaption(g, widest, maxWidth, px, floorPx, bold, family, spec.minSqueeze);
    if (parts.length === 1 || f.cut) {
      g.font = `${bold ? 'bold ' : ''}${one.px}px ${family}`;
      g.fillText(one.text, x, y, maxWidth);
      fits.push(labelFit(text, one.px, Math.ceil(floorPx), one.squeeze, one.cut));
      return one.px;
    }
    const step = f.px * 1.1;
    const first = style.wrapUp ? -(parts.length - 1) : -(parts.length - 1) / 2;
    parts.forEach((part, i) => g.fillText(part, x, y + (first + i) * step, maxWidth));
    fits.push(labelFit(text, f.px, Math.ceil(floorPx), f.squeeze, f.cut));
    return f.px;
  };
  return {
    g,
    fits,
    cm: (n) => n * k,
    caption(text, x, y, style) {
      const px = Math.max(style.size ?? spec.floorCm, spec.floorCm) * k;
      const bold = style.bold !== false;
      g.fillStyle = style.ink;
      g.textAlign = style.align ?? 'center';
      g.textBaseline = style.baseline ?? 'middle';
      if (style.maxCm !== undefined) return boxed(text, x, y, style, px, bold);
      g.font = `${bold ? 'bold ' : ''}${Math.round(px)}px ${family}`;
      g.fillText(text, x, y);
      // No box: it fits while it stays on the canvas.
      const width = g.measureText(text).width;
      const left = g.textAlign === 'center' ? x - width / 2 : g.textAlign === 'right' || g.textAlign === 'end' ? x - width : x;
      fits.push(labelFit(text, Math.round(px), Math.ceil(floorPx), 1, left < 0 || left + width > canvas.width));
      return Math.round(px);
    },
    panel(x, y, w, h, r, paint) {
      g.beginPath();
      g.roundRect(x, y, w, h, r);
      paintPath(g, paint);
    },
    disc(x, y, r, paint) {
      g.beginPath();
      g.arc(x, y, r, 0, Math.PI * 2);
      paintPath(g, paint);
    },
    line(points, ink, width, dash) {
      g.save();
      g.strokeStyle = ink;
      g.lineWidth = width;
      if (dash) g.setLineDash([...dash]);
      g.beginPath();
      points.forEach(([x, y], i) => (i === 0 ? g.moveTo(x, y) : g.lineTo(x, y)));
      g.stroke();
      g.restore();
    },
    picture(x, y, r, ink, draw) {
      g.save();
      g.translate(x, y);
      g.strokeStyle = ink;
      g.fillStyle = ink;
      g.lineWidth = r * 0.16;
      g.lineCap = 'round';
      draw(g);
      g.restore();
    },
    glyph(x, y, r, ink, glyph) {
      g.save();
      g.translate(x, y);
      g.scale(r, r);
      g.lineWidth = 0.16;
      g.lineCap = 'round';
      for (const [paint, path, own] of glyph) {
        if (paint === 'fill') {
          g.fillStyle = own ?? ink;
          g.fill(new Path2D(path));
        } else {
          g.strokeStyle = own ?? ink;
          g.stroke(new Path2D(path));
        }
      }
      g.restore();
    },
  };
}
