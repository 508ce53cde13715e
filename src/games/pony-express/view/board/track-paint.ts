// Paints the whole track board on one canvas (one texture, one mesh, one draw
// call): the trail, 33 spaces coloured and marked by action with their
// numbers, the desert from space 25, the three mail boxes, the duel spots at
// two corners with their flick start lines, the Indians' spots and their
// start line, town names and a legend. Drawn from the numbers in ../board.ts,
// so what the rules and physics use is what is painted.
//
// Type sizes: from the home camera a board centimetre covers about 6.7 CSS
// pixels at the board's far edge at 1280×800, so no word is printed under
// MIN_TYPE_CM, 11 px to the em there (tests/browser/legibility.spec.mjs);
// words that must fit a space are condensed to its width rather than made
// smaller. So the board prints few words: a space shows its number and its
// picture (its word only where it says something of its own: a station's
// fare, start, mail!), the legend names each picture, and what a space does
// is in the rules help (texts.ts).
import {
  BOARD, DESERT_FROM, DUEL_SPOTS, DUEL_STARTS, INDIAN_SPOTS, INDIAN_START, LAST_POS, SPACE_KINDS, STATION_FARES,
  TRACK_LENGTH, nextStation, spaceKind, spacePoint, type SpaceKind,
} from '../../data/board.ts';
import { openPlate, type Plate } from '../../../../scene/kit/index.ts';
import { DESERT, SPACE_STYLE } from './colours.ts';

/** Texture pixels per board centimetre. */
export const PX_PER_CM = 22;
/** The smallest type printed (cm, the font's em); the plate holds every word to it (tests/scene/legibility.test.ts). */
export const MIN_TYPE_CM = 1.75;
/** A space's size on the board (cm). */
export const SPACE_W = 5.8;
export const SPACE_D = 7.2;

const X0 = BOARD.x - BOARD.width / 2;
const Z0 = BOARD.z - BOARD.depth / 2;
const px = (x: number): number => (x - X0) * PX_PER_CM;
const pz = (z: number): number => (z - Z0) * PX_PER_CM;
const cm = (n: number): number => n * PX_PER_CM;

/** A small picture per action, centred at (x, y), about `r` px in radius. */
function icon(p: Plate, kind: SpaceKind, x: number, y: number, r: number, ink: string): void {
  p.picture(x, y, r, ink, (g) => drawIcon(g, kind, r));
}

function drawIcon(g: CanvasRenderingContext2D, kind: SpaceKind, r: number): void {
  switch (kind) {
    case 'station': {
      // A little locomotive: cab, boiler, chimney, wheels.
      g.fillRect(-r * 0.9, -r * 0.1, r * 1.6, r * 0.55);
      g.fillRect(r * 0.25, -r * 0.7, r * 0.55, r * 0.65);
      g.fillRect(-r * 0.75, -r * 0.55, r * 0.25, r * 0.45);
      for (const wx of [-0.55, 0.05, 0.55]) {
        g.beginPath();
        g.arc(wx * r, r * 0.6, r * 0.22, 0, Math.PI * 2);
        g.fill();
      }
      break;
    }
    case 'indians': {
      // A feather.
      g.beginPath();
      g.ellipse(0, -r * 0.1, r * 0.32, r * 0.85, 0.35, 0, Math.PI * 2);
      g.fill();
      g.beginPath();
      g.moveTo(-r * 0.3, r * 0.9);
      g.lineTo(r * 0.25, -r * 0.85);
      g.strokeStyle = '#00000055';
      g.stroke();
      break;
    }
    case 'mine': {
      // Crossed pick and a nugget.
      g.beginPath();
      g.moveTo(-r * 0.8, r * 0.8);
      g.lineTo(r * 0.5, -r * 0.5);
      g.stroke();
      g.beginPath();
      g.arc(r * 0.5, -r * 0.5, r * 0.6, Math.PI * 0.8, Math.PI * 1.7);
      g.stroke();
      g.beginPath();
      g.arc(r * 0.35, r * 0.45, r * 0.3, 0, Math.PI * 2);
      g.fill();
      break;
    }
    case 'saloon': {
      // A glass of beer.
      g.beginPath();
      g.moveTo(-r * 0.5, -r * 0.7);
      g.lineTo(r * 0.5, -r * 0.7);
      g.lineTo(r * 0.38, r * 0.8);
      g.lineTo(-r * 0.38, r * 0.8);
      g.closePath();
      g.fill();
      g.beginPath();
      g.arc(r * 0.62, 0, r * 0.28, -Math.PI / 2, Math.PI / 2);
      g.stroke();
      break;
    }
    case 'relay': {
      // Two cards fanned.
      g.rotate(-0.25);
      g.strokeRect(-r * 0.55, -r * 0.75, r * 0.9, r * 1.3);
      g.rotate(0.5);
      g.fillRect(-r * 0.35, -r * 0.7, r * 0.9, r * 1.3);
      break;
    }
    case 'plain': {
      // Hoof prints.
      for (const [hx, hy] of [[-0.35, 0.35], [0.35, -0.35]] as const) {
        g.beginPath();
        g.arc(hx * r, hy * r, r * 0.28, Math.PI * 0.15, Math.PI * 1.85);
        g.stroke();
      }
      break;
    }
  }
}

/** The word a space prints of its own (a station's fare and next stop, the start, the mail), or null: its picture says the rest. */
function spaceWord(space: number): string | null {
  if (space === 1) return 'start';
  if (space === TRACK_LENGTH) return 'mail!';
  if (spaceKind(space) !== 'station') return null;
  const fare = STATION_FARES[space];
  const to = nextStation(space);
  return fare !== undefined && to !== null ? `→${to}: ${fare}g` : 'last stop';
}

function paintSpace(p: Plate, space: number): void {
  const kind = spaceKind(space);
  const style = SPACE_STYLE[kind];
  const c = spacePoint(space);
  const w = cm(SPACE_W);
  const h = cm(SPACE_D);
  const x = px(c.x) - w / 2;
  const y = pz(c.z) - h / 2;
  const desert = space >= DESERT_FROM;
  p.panel(x, y, w, h, cm(0.5), { fill: desert && kind === 'plain' ? DESERT : style.fill, stroke: desert ? '#c0832a' : '#3a2614', lineWidth: cm(desert ? 0.22 : 0.14) });
  p.caption(String(space), x + cm(0.4), y + cm(1.2), { ink: style.ink, align: 'left' });
  const word = spaceWord(space);
  // With a word the picture sits above it; without, it fills the space's lower part.
  if (word === null) icon(p, kind, px(c.x) + cm(0.3), pz(c.z) + cm(1.0), cm(1.9), style.ink);
  else {
    icon(p, kind, px(c.x) + cm(1.1), pz(c.z) - cm(0.2), cm(1.3), style.ink);
    p.caption(word, px(c.x), y + h - cm(1.05), { ink: style.ink, maxCm: SPACE_W - 0.5 });
  }
}

function paintTrail(g: CanvasRenderingContext2D): void {
  g.save();
  g.strokeStyle = '#7a5530';
  g.lineWidth = cm(0.9);
  g.setLineDash([cm(0.9), cm(0.6)]);
  g.beginPath();
  for (let pos = 1; pos <= LAST_POS; pos++) {
    const c = spacePoint(pos);
    if (pos === 1) g.moveTo(px(c.x), pz(c.z));
    else g.lineTo(px(c.x), pz(c.z));
  }
  g.stroke();
  g.restore();
}

function paintMailBoxes(p: Plate): void {
  const g = p.g;
  for (let box = 1; box <= 3; box++) {
    const c = spacePoint(TRACK_LENGTH + box);
    const w = cm(6);
    const h = cm(5.6);
    p.panel(px(c.x) - w / 2, pz(c.z) - h / 2, w, h, cm(0.4), { fill: box === 3 ? '#f2d36b' : '#d9a74a', stroke: '#4a2f12', lineWidth: cm(0.2) });
    // An envelope.
    const ex = px(c.x);
    const ey = pz(c.z) + cm(0.4);
    g.strokeStyle = '#4a2f12';
    g.lineWidth = cm(0.15);
    g.strokeRect(ex - cm(1.5), ey - cm(0.9), cm(3), cm(1.9));
    g.beginPath();
    g.moveTo(ex - cm(1.5), ey - cm(0.9));
    g.lineTo(ex, ey + cm(0.2));
    g.lineTo(ex + cm(1.5), ey - cm(0.9));
    g.stroke();
    p.caption(box === 3 ? 'box 3: win' : `box ${box}`, ex, pz(c.z) - cm(1.75), { ink: '#3a2410', maxCm: 5.6 });
  }
}

function startLine(g: CanvasRenderingContext2D, at: { x: number; z: number }, toward: { x: number; z: number }, colour: string): void {
  const dx = toward.x - at.x;
  const dz = toward.z - at.z;
  const len = Math.hypot(dx, dz) || 1;
  const nx = -dz / len;
  const nz = dx / len;
  g.save();
  g.strokeStyle = colour;
  g.lineWidth = cm(0.35);
  g.beginPath();
  g.moveTo(px(at.x + nx * 3), pz(at.z + nz * 3));
  g.lineTo(px(at.x - nx * 3), pz(at.z - nz * 3));
  g.stroke();
  g.beginPath();
  g.arc(px(at.x), pz(at.z), cm(0.9), 0, Math.PI * 2);
  g.lineWidth = cm(0.15);
  g.stroke();
  g.restore();
}

function paintDuelSpots(p: Plate): void {
  for (const [spot, start, label] of [
    [DUEL_SPOTS.a, DUEL_STARTS.a, 'DUEL A'],
    [DUEL_SPOTS.b, DUEL_STARTS.b, 'DUEL B'],
  ] as const) {
    for (const [r, fill] of [[2.6, '#8c2a1c'], [1.8, '#efe3c4'], [1.0, '#8c2a1c']] as const) p.disc(px(spot.x), pz(spot.z), cm(r), { fill });
    const other = spot === DUEL_SPOTS.a ? DUEL_SPOTS.b : DUEL_SPOTS.a;
    startLine(p.g, start, other, '#8c2a1c');
    p.caption(label, px(spot.x), pz(spot.z) + (spot.z < BOARD.z ? cm(3.9) : -cm(3.9)), { ink: '#5a1a10' });
  }
}

function paintIndians(p: Plate): void {
  const g = p.g;
  const cx = INDIAN_SPOTS.reduce((a, s) => a + s.x, 0) / INDIAN_SPOTS.length;
  const cz = INDIAN_SPOTS.reduce((a, s) => a + s.z, 0) / INDIAN_SPOTS.length;
  g.beginPath();
  g.ellipse(px(cx), pz(cz), cm(9.5), cm(4.2), 0, 0, Math.PI * 2);
  g.fillStyle = '#c98a5a55';
  g.fill();
  for (const s of INDIAN_SPOTS) p.disc(px(s.x), pz(s.z), cm(1.2), { fill: '#b4462c', stroke: '#4a1a0c', lineWidth: cm(0.12) });
  // The camp's name right of it (the figures stand in it, the spaces lie below it), the line's name right of the line.
  p.caption('Indian camp', px(cx) + cm(10), pz(cz), { ink: '#5a2010', align: 'left' });
  startLine(g, INDIAN_START, { x: cx, z: cz }, '#b4462c');
  p.caption('Indian flick line', px(INDIAN_START.x) + cm(1.4), pz(INDIAN_START.z), { ink: '#5a2010', align: 'left' });
}

function paintDesert(p: Plate): void {
  // A sandy band behind the desert spaces (25 on).
  const first = spacePoint(DESERT_FROM);
  const last = spacePoint(TRACK_LENGTH);
  const x1 = px(first.x + SPACE_W / 2 + 0.8);
  const x2 = px(last.x - SPACE_W / 2 - 0.8);
  const y = pz(first.z) - cm(SPACE_D / 2 + 1.5);
  p.panel(x2, y, x1 - x2, cm(SPACE_D + 3), cm(1.2), { fill: '#e0b15e88' });
  p.caption('DESERT — re-throws cost 2 gold', (x1 + x2) / 2, y + cm(SPACE_D + 3) - cm(0.85), { ink: '#7a4a10' });
}

/** The legend: each space's picture on its colour and its name, in a row under the track (what each does is in the rules help). */
function paintLegend(p: Plate): void {
  const top = pz(5.6);
  const left = px(-23);
  const colW = cm(11.2);
  const swatch = cm(2.8);
  const textW = 11.2 - 3.6;
  p.caption('Spaces:', left - cm(0.6), top + swatch / 2, { ink: '#3a2614', align: 'right' });
  SPACE_KINDS.forEach((kind, i) => {
    const style = SPACE_STYLE[kind];
    const x = left + (i % 6) * colW;
    p.panel(x, top, swatch, swatch, cm(0.3), { fill: style.fill, stroke: '#3a2614', lineWidth: cm(0.1) });
    icon(p, kind, x + swatch / 2, top + swatch / 2, cm(1.0), style.ink);
    p.caption(style.word, x + swatch + cm(0.4), top + swatch / 2, { ink: '#2a1d12', align: 'left', maxCm: textW });
  });
}

/** Paints the board onto `canvas` (sized here). */
export function paintTrack(canvas: HTMLCanvasElement): void {
  const p = openPlate(canvas, { width: BOARD.width, depth: BOARD.depth, pxPerCm: PX_PER_CM, floorCm: MIN_TYPE_CM, family: "Georgia, 'Times New Roman', serif", minSqueeze: 0 });
  const g = p.g;
  // Paper with a darker rim.
  const grad = g.createRadialGradient(canvas.width / 2, canvas.height / 2, cm(5), canvas.width / 2, canvas.height / 2, cm(55));
  grad.addColorStop(0, '#efe2bf');
  grad.addColorStop(1, '#d8c08c');
  g.fillStyle = grad;
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.lineWidth = cm(0.6);
  g.strokeStyle = '#6b4a26';
  g.strokeRect(cm(0.3), cm(0.3), canvas.width - cm(0.6), canvas.height - cm(0.6));
  paintDesert(p);
  paintTrail(g);
  paintIndians(p);
  paintDuelSpots(p);
  for (let s = 1; s <= TRACK_LENGTH; s++) paintSpace(p, s);
  paintMailBoxes(p);
  const start = spacePoint(1);
  p.caption('ST. JOSEPH', px(start.x), pz(start.z) - cm(4.7), { ink: '#3a2614' });
  const mail = spacePoint(LAST_POS);
  p.caption('SACRAMENTO', px(mail.x + 1.5), pz(mail.z) - cm(4.5), { ink: '#3a2614', maxCm: 11 });
  p.caption('MAIL RUN TO SACRAMENTO', px(-8), pz(-34.4), { ink: '#5a3a1a', size: 1.9 });
  paintLegend(p);
}
