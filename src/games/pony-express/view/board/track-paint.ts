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
// picture (its word only where it says something of its own, board.ts
// spaceWord: a station's fare, start, mail!), the legend names each picture, and what a space does
// is in the rules help (texts.ts). The words are messages (track-words.ts),
// formatted in the reader's language when the board is painted; a caption
// boxed to its place shrinks, wraps or is condensed to fit (the plate records how).
import { BOARD, DESERT_FROM, DUEL_SPOTS, DUEL_STARTS, INDIAN_SPOTS, INDIAN_START, LAST_POS, SPACE_KINDS, TRACK_LENGTH, spaceKind, spacePoint } from '../../data/board.ts';
import { openPlate, type Plate } from '../../../../scene/kit/index.ts';
import { SPACE_ICONS as ICONS } from '../../space-icons.ts';
import { duelWord, legendWord, mailBoxWord, spaceWord, trackWord } from '../../track-words.ts';
import { formatMessage } from '../../../../i18n/format-message.ts';
import { DESERT, SPACE_PAINT } from '../../colours.ts';

/** Texture pixels per board centimetre. */
export const PX_PER_CM = 22;
/** The smallest type printed (cm, the font's em); the plate holds every word to it (tests/scene/legibility.test.ts). */
export const MIN_TYPE_CM = 1.75;
/** Room for the captions that stand beside things rather than in a box (cm, measured on the board's layout). */
const CAMP_CM = 16;
const FLICK_LINE_CM = 14;
const SPACES_CM = 11;
/** A space's size on the board (cm). */
export const SPACE_W = 5.8;
export const SPACE_D = 7.2;

const X0 = BOARD.x - BOARD.width / 2;
const Z0 = BOARD.z - BOARD.depth / 2;
const px = (x: number): number => (x - X0) * PX_PER_CM;
const pz = (z: number): number => (z - Z0) * PX_PER_CM;
const cm = (n: number): number => n * PX_PER_CM;
const at = (c: { x: number; z: number }): [number, number] => [px(c.x), pz(c.z)];


function paintSpace(p: Plate, space: number): void {
  const kind = spaceKind(space);
  const style = SPACE_PAINT[kind];
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
  if (word === null) p.glyph(px(c.x) + cm(0.3), pz(c.z) + cm(1.0), cm(1.9), style.ink, ICONS[kind]);
  else {
    // The picture beside the number, so the word below may take two lines ("→11:" over "2g").
    p.glyph(px(c.x) + cm(1.2), pz(c.z) - cm(1.6), cm(1.1), style.ink, ICONS[kind]);
    p.caption(formatMessage(word), px(c.x), y + h - cm(1.05), { ink: style.ink, maxCm: SPACE_W - 0.2, lines: 2, wrapUp: true });
  }
}

function paintMailBoxes(p: Plate): void {
  for (let box = 1; box <= 3; box++) {
    const c = spacePoint(TRACK_LENGTH + box);
    const w = cm(6);
    const h = cm(5.6);
    p.panel(px(c.x) - w / 2, pz(c.z) - h / 2, w, h, cm(0.4), { fill: box === 3 ? '#f2d36b' : '#d9a74a', stroke: '#4a2f12', lineWidth: cm(0.2) });
    // An envelope.
    const ex = px(c.x);
    // The envelope in the lower part, the caption above it on one line or two ("box 3:" over "win").
    const ey = pz(c.z) + cm(1.6);
    p.panel(ex - cm(1.4), ey - cm(0.75), cm(2.8), cm(1.5), 0, { stroke: '#4a2f12', lineWidth: cm(0.15) });
    p.line([[ex - cm(1.4), ey - cm(0.75)], [ex, ey + cm(0.15)], [ex + cm(1.4), ey - cm(0.75)]], '#4a2f12', cm(0.15));
    p.caption(formatMessage(mailBoxWord(box)), ex, pz(c.z) - cm(0.95), { ink: '#3a2410', maxCm: 5.6, lines: 2 });
  }
}

/** A flick's start line across the shot towards `toward`, with a ring where the die starts. */
function startLine(p: Plate, from: { x: number; z: number }, toward: { x: number; z: number }, colour: string): void {
  const len = Math.hypot(toward.x - from.x, toward.z - from.z) || 1;
  const n = { x: (from.z - toward.z) / len, z: (toward.x - from.x) / len };
  p.line([at({ x: from.x + n.x * 3, z: from.z + n.z * 3 }), at({ x: from.x - n.x * 3, z: from.z - n.z * 3 })], colour, cm(0.35));
  p.disc(px(from.x), pz(from.z), cm(0.9), { stroke: colour, lineWidth: cm(0.15) });
}

function paintDuelSpots(p: Plate): void {
  for (const [spot, start, label] of [
    [DUEL_SPOTS.a, DUEL_STARTS.a, 'A'],
    [DUEL_SPOTS.b, DUEL_STARTS.b, 'B'],
  ] as const) {
    for (const [r, fill] of [[2.6, '#8c2a1c'], [1.8, '#efe3c4'], [1.0, '#8c2a1c']] as const) p.disc(px(spot.x), pz(spot.z), cm(r), { fill });
    const other = spot === DUEL_SPOTS.a ? DUEL_SPOTS.b : DUEL_SPOTS.a;
    startLine(p, start, other, '#8c2a1c');
    p.caption(formatMessage(duelWord(label)), px(spot.x), pz(spot.z) + (spot.z < BOARD.z ? cm(3.9) : -cm(3.9)), { ink: '#5a1a10', maxCm: 14 });
  }
}

function paintIndians(p: Plate): void {
  const cx = INDIAN_SPOTS.reduce((a, s) => a + s.x, 0) / INDIAN_SPOTS.length;
  const cz = INDIAN_SPOTS.reduce((a, s) => a + s.z, 0) / INDIAN_SPOTS.length;
  p.glyph(px(cx), pz(cz), cm(1), '#c98a5a55', [['fill', 'M-9.5 0A9.5 4.2 0 1 0 9.5 0A9.5 4.2 0 1 0 -9.5 0Z']]);
  for (const s of INDIAN_SPOTS) p.disc(px(s.x), pz(s.z), cm(1.2), { fill: '#b4462c', stroke: '#4a1a0c', lineWidth: cm(0.12) });
  // The camp's name right of it (the figures stand in it, the spaces lie below it), the line's name right of the line.
  p.caption(formatMessage(trackWord('camp')), px(cx) + cm(10), pz(cz), { ink: '#5a2010', align: 'left', maxCm: CAMP_CM });
  startLine(p, INDIAN_START, { x: cx, z: cz }, '#b4462c');
  p.caption(formatMessage(trackWord('flickLine')), px(INDIAN_START.x) + cm(1.4), pz(INDIAN_START.z), { ink: '#5a2010', align: 'left', maxCm: FLICK_LINE_CM, lines: 2 });
}

function paintDesert(p: Plate): void {
  // A sandy band behind the desert spaces (25 on).
  const first = spacePoint(DESERT_FROM);
  const last = spacePoint(TRACK_LENGTH);
  const x1 = px(first.x + SPACE_W / 2 + 0.8);
  const x2 = px(last.x - SPACE_W / 2 - 0.8);
  const y = pz(first.z) - cm(SPACE_D / 2 + 1.5);
  // The band reaches further below the spaces than above them: the spaces stand up from the
  // board, and from the player's seat their front edge hides the top of a caption close under
  // them (the dots of „WÜSTE“ were hidden so).
  const height = SPACE_D + 3.6;
  p.panel(x2, y, x1 - x2, cm(height), cm(1.2), { fill: '#e0b15e88' });
  p.caption(formatMessage(trackWord('desert')), (x1 + x2) / 2, y + cm(height) - cm(0.85), { ink: '#7a4a10', maxCm: (x1 - x2) / PX_PER_CM - 1 });
}

/** The legend: each space's picture on its colour and its name, in a row under the track (what each does is in the rules help). */
function paintLegend(p: Plate): void {
  const top = pz(5.6);
  const left = px(-23);
  const colW = cm(11.2);
  const swatch = cm(2.8);
  const textW = 11.2 - 3.6;
  p.caption(formatMessage(trackWord('spaces')), left - cm(0.6), top + swatch / 2, { ink: '#3a2614', align: 'right', maxCm: SPACES_CM });
  SPACE_KINDS.forEach((kind, i) => {
    const style = SPACE_PAINT[kind];
    const x = left + (i % 6) * colW;
    p.panel(x, top, swatch, swatch, cm(0.3), { fill: style.fill, stroke: '#3a2614', lineWidth: cm(0.1) });
    p.glyph(x + swatch / 2, top + swatch / 2, cm(1.0), style.ink, ICONS[kind]);
    p.caption(formatMessage(legendWord(kind)), x + swatch + cm(0.4), top + swatch / 2, { ink: '#2a1d12', align: 'left', maxCm: textW, lines: 2 });
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
  p.panel(cm(0.3), cm(0.3), canvas.width - cm(0.6), canvas.height - cm(0.6), 0, { stroke: '#6b4a26', lineWidth: cm(0.6) });
  paintDesert(p);
  // The trail: a dashed line through the spaces' centres.
  p.line(Array.from({ length: LAST_POS }, (_, i) => at(spacePoint(i + 1))), '#7a5530', cm(0.9), [cm(0.9), cm(0.6)]);
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
