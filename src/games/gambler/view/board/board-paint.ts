// Paints a tableau on a canvas: title band, six rows of boxes (pip boxes,
// yellow / black stars, green-red full-house stars, rising / falling arrows)
// and each row's value in a circle, yellow (pays) or black (costs). Rows
// already scored get their circle crossed. Our own drawing, from the layout
// numbers in ./layout.ts, so the texture lines up with the click mapping.
import type { RowSpec, TableauSpec } from '../../types.ts';
import { rowLength } from '../../rules/fitting.ts';
import { BOARD } from './layout.ts';
import { boxU, rowV } from '../../tableau-grid.ts';
import { openPlate, type Plate } from '../../../../scene/kit/index.ts';
import { rowHint, rowValue } from '../../pick-words.ts';
import { legendWords } from '../../table-words.ts';
import { formatMessage } from '../../../../i18n/format-message.ts';
import { D6_PIPS } from '../../../../core/dice-kinds.ts';

/** Texture pixels per board centimetre. */
export const PX_PER_CM = 40;

/**
 * Printed type sizes (cm, the font's em). From the home camera a board
 * centimetre covers about 6.5 CSS pixels at the board's far corner at
 * 1280×800, so nothing is printed under MIN_TYPE_CM: 11 px to the em there
 * (tests/browser/legibility.spec.mjs). A hint too long for its column is
 * condensed to it, never printed smaller.
 */
export const TYPE_CM = { title: 2.0, subtitle: 1.75, rowNumber: 1.8, hint: 1.75 } as const;
export const MIN_TYPE_CM = 1.75;
/** The legend's room for each of its words at the title band's right (cm). */
const LEGEND_WORD_CM = 6;

/** The printed type's family (the kit's plate prints every caption in it). */
const FAMILY = "Georgia, 'Times New Roman', serif";

/** The printed palette. */
const INKS = { paper: '#efe3c4', ink: '#2a1d12', yellow: '#f2c230', black: '#1d1a17', green: '#2f8a3e', red: '#c0392b', blue: '#2a5aa8' } as const;

function star(g: CanvasRenderingContext2D, cx: number, cy: number, r: number, fill: string, stroke: string): void {
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    const x = cx + Math.cos(a) * rr;
    const y = cy + Math.sin(a) * rr;
    if (i === 0) g.moveTo(x, y);
    else g.lineTo(x, y);
  }
  g.closePath();
  g.fillStyle = fill;
  g.fill();
  g.lineWidth = r * 0.12;
  g.strokeStyle = stroke;
  g.stroke();
}

function pips(g: CanvasRenderingContext2D, cx: number, cy: number, size: number, value: number): void {
  const step = size * 0.27;
  g.fillStyle = value === 1 ? INKS.red : INKS.ink;
  // The grid's y is up, the canvas's down.
  for (const [x, y] of D6_PIPS[value] ?? []) {
    g.beginPath();
    g.arc(cx + x * step, cy - y * step, size * (value === 1 ? 0.15 : 0.1), 0, Math.PI * 2);
    g.fill();
  }
}

/**
 * A run box: three steps climbing (rising) or dropping (falling) to the right
 * under a bold arrow with a wide head. A thin diagonal alone read as a plain
 * stroke from the chair; the steps and the head keep their shape when small.
 */
function runArrow(g: CanvasRenderingContext2D, cx: number, cy: number, size: number, rising: boolean): void {
  // Steps: three bars standing on the box's floor, heights rising or falling.
  const bar = size * 0.17;
  const floor = cy + size * 0.32;
  g.fillStyle = '#2a5aa855';
  [0.2, 0.38, 0.56].forEach((height, step) => {
    const slot = rising ? step : 2 - step;
    g.fillRect(cx - size * 0.34 + slot * size * 0.25, floor - height * size, bar, height * size);
  });
  const d = size * 0.3;
  const dir = rising ? -1 : 1;
  const x0 = cx - d;
  const y0 = cy - dir * d;
  const x1 = cx + d;
  const y1 = cy + dir * d;
  const a = Math.atan2(y1 - y0, x1 - x0);
  const h = size * 0.34;
  g.strokeStyle = INKS.blue;
  g.fillStyle = INKS.blue;
  g.lineWidth = size * 0.14;
  g.lineCap = 'round';
  g.beginPath();
  g.moveTo(x0, y0);
  g.lineTo(x1 - Math.cos(a) * h * 0.7, y1 - Math.sin(a) * h * 0.7);
  g.stroke();
  g.beginPath();
  g.moveTo(x1, y1);
  g.lineTo(x1 - Math.cos(a - 0.55) * h, y1 - Math.sin(a - 0.55) * h);
  g.lineTo(x1 - Math.cos(a + 0.55) * h, y1 - Math.sin(a + 0.55) * h);
  g.closePath();
  g.fill();
}

function paintBox(p: Plate, spec: RowSpec, col: number, cx: number, cy: number, size: number): void {
  const g = p.g;
  p.panel(cx - size / 2, cy - size / 2, size, size, size * 0.14, { fill: '#fbf5e6', stroke: '#6b4a2a', lineWidth: size * 0.05 });
  const shape = spec.shape;
  switch (shape.kind) {
    case 'pips':
      pips(g, cx, cy, size, shape.pips[col] ?? 1);
      break;
    case 'stars':
      star(g, cx, cy, size * 0.36, spec.colour === 'yellow' ? INKS.yellow : INKS.black, spec.colour === 'yellow' ? '#8a6a10' : '#000');
      break;
    case 'full-house':
      star(g, cx, cy, size * 0.36, col < 3 ? INKS.green : INKS.red, col < 3 ? '#174d20' : '#6d1a12');
      break;
    case 'rising':
    case 'falling':
      runArrow(g, cx, cy, size, shape.kind === 'rising');
      break;
  }
}

function paintValue(p: Plate, spec: RowSpec, cx: number, cy: number, r: number, scored: boolean): void {
  const yellow = spec.colour === 'yellow';
  p.disc(cx, cy, r, { fill: yellow ? INKS.yellow : INKS.black, stroke: yellow ? '#8a6a10' : '#c9953f', lineWidth: r * 0.1 });
  p.caption(rowValue(spec), cx, cy + r * 0.05, { ink: yellow ? INKS.ink : '#f7efdf', size: (r * 0.95) / PX_PER_CM });
  if (scored) p.line([[cx - r * 0.7, cy - r * 0.7], [cx + r * 0.7, cy + r * 0.7]], '#b0301ccc', r * 0.16);
}

export interface PaintInput {
  tableau: TableauSpec;
  /** Rows already complete (their circle gets crossed out). */
  scored: readonly boolean[];
  /** "Tableau 3 of 10" and the like, in the reader's language (the board's other words are formatted here). */
  subtitle: string;
}

/** Paints the board's top face onto `canvas` (resized to the board). */
export function paintTableau(canvas: HTMLCanvasElement, input: PaintInput): void {
  const k = PX_PER_CM;
  const p = openPlate(canvas, { width: BOARD.width, depth: BOARD.depth, pxPerCm: k, floorCm: MIN_TYPE_CM, family: FAMILY, minSqueeze: 0 });
  const g = p.g;
  // Paper with a leather border.
  g.fillStyle = '#5a341b';
  g.fillRect(0, 0, canvas.width, canvas.height);
  p.panel(0.5 * k, 0.5 * k, (BOARD.width - 1) * k, (BOARD.depth - 1) * k, 1.2 * k, { fill: INKS.paper, stroke: '#a07a46', lineWidth: 0.12 * k });

  // Title band: the tableau's name and the legend (a yellow dot "pays", a
  // black dot "costs") on the first line, the subtitle alone on the second,
  // so a long subtitle (German, Russian) has the band's whole width.
  const left = BOARD.margin * k + 0.4 * k;
  const legend = (x: number, colour: string, text: string): number => {
    p.caption(text, x, 2.75 * k, { ink: '#6b4a2a', size: TYPE_CM.subtitle, align: 'right', baseline: 'alphabetic', maxCm: LEGEND_WORD_CM });
    const w = Math.min(g.measureText(text).width, LEGEND_WORD_CM * k);
    p.disc(x - w - 0.7 * k, 2.2 * k, 0.55 * k, { fill: colour });
    return x - w - 1.9 * k;
  };
  const words = legendWords();
  const legendLeft = legend(legend((BOARD.width - BOARD.margin) * k, INKS.black, formatMessage(words.costs)), INKS.yellow, formatMessage(words.pays));
  p.caption(input.tableau.name, left, 2.75 * k, { ink: INKS.ink, size: TYPE_CM.title, align: 'left', baseline: 'alphabetic', maxCm: (legendLeft - left) / k - 0.6 });
  p.caption(input.subtitle, left, 5.0 * k, { ink: '#5a3a1c', size: TYPE_CM.subtitle, align: 'left', baseline: 'alphabetic', maxCm: BOARD.width - 2 * BOARD.margin - 0.8 });

  input.tableau.rows.forEach((spec, row) => {
    const cy = rowV(row) * k;
    const top = cy - (BOARD.rowHeight / 2) * k;
    // Row band tinted by colour, so yellow (pay) and black (cost) rows read at a glance.
    p.panel(BOARD.margin * k, top, (BOARD.width - 2 * BOARD.margin) * k, BOARD.rowHeight * k, 0.6 * k, { fill: spec.colour === 'yellow' ? '#f6dc8a' : '#bdb3a3' });
    // Row number with a short hint under it, in the left column; a hint too
    // long for the column is condensed to its width (the plate's fitting), so
    // its letters keep their height.
    p.caption(String(row + 1), BOARD.badgeU * k, cy - 0.85 * k, { ink: INKS.ink, size: TYPE_CM.rowNumber });
    const column = BOARD.firstBoxU - BOARD.boxSize / 2 - BOARD.margin - 0.5;
    p.caption(formatMessage(rowHint(spec)), BOARD.badgeU * k, cy + 1.15 * k, { ink: '#4a3018', size: TYPE_CM.hint, maxCm: column });
    const n = rowLength(spec.shape);
    // A rope from the last box to the value circle.
    p.line([[(boxU(n - 1) + BOARD.boxSize / 2) * k, cy], [(BOARD.valueU - BOARD.valueRadius) * k, cy]], '#8a6a4a', 0.12 * k, [0.3 * k, 0.3 * k]);
    for (let col = 0; col < n; col++) paintBox(p, spec, col, boxU(col) * k, cy, BOARD.boxSize * k);
    paintValue(p, spec, BOARD.valueU * k, cy, BOARD.valueRadius * k, input.scored[row] ?? false);
  });
}
