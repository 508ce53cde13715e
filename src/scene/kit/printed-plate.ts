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
// Pure apart from the canvas it is handed (tests pass a fake one).

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
  return { text: out, px: size };
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

/** Sizes `canvas` to the plate and hands back its printing tools. */
export function openPlate(canvas: HTMLCanvasElement, spec: PlateSpec): Plate {
  const k = spec.pxPerCm;
  canvas.width = Math.round(spec.width * k);
  canvas.height = Math.round(spec.depth * k);
  const g = canvas.getContext('2d');
  if (!g) throw new Error('2D canvas unavailable');
  const family = spec.family ?? PLATE_FONT;
  const floorPx = spec.floorCm * k;
  return {
    g,
    cm: (n) => n * k,
    caption(text, x, y, style) {
      const px = Math.max(style.size ?? spec.floorCm, spec.floorCm) * k;
      const bold = style.bold !== false;
      g.fillStyle = style.ink;
      g.textAlign = style.align ?? 'center';
      g.textBaseline = style.baseline ?? 'middle';
      if (style.maxCm !== undefined) return printCaption(g, text, x, y, style.maxCm * k, px, floorPx, bold, family, spec.minSqueeze);
      g.font = `${bold ? 'bold ' : ''}${Math.round(px)}px ${family}`;
      g.fillText(text, x, y);
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
