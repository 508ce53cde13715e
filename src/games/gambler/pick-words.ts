// What the rules say of a pick, in players' words: a row's short hint and
// signed value (printed on the tableau and named in the turn panel), why a
// die or a box cannot be picked now, why Stop or Throw again is refused,
// and what the board cursor's die or box does. Rules knowledge (fitting,
// rows filling from the left, the throw limit), so it lives in the pure half
// and is tested without a screen. Messages (issue 25): the board, the turn
// panel and the picking's hint say them in the reader's language.
import { message, type Message } from '../../core/message.ts';
import type { GamblerView, RowSpec } from './types.ts';

export const PICK_WORDS = {
  hint: /*i18n*/ {
    id: 'gambler.pick.hint',
    message: '{kind, select, one {a {pips}} pips {pips {pips}} stars {all equal} house {full house} rising {rises +1} other {falls −1}}',
  },
  dieFitsNot: /*i18n*/ { id: 'gambler.pick.die-fits-not', message: 'The {face} fits no row.' },
  boxTaken: /*i18n*/ { id: 'gambler.pick.box-taken', message: 'That box of row {row} is taken.' },
  fromLeft: /*i18n*/ { id: 'gambler.pick.from-left', message: 'Row {row} fills from the left: its next box is box {box}.' },
  dieFirst: /*i18n*/ { id: 'gambler.pick.die-first', message: 'Pick a die first (click it or press 1–5): the boxes it fits light up.' },
  boxFitsNot: /*i18n*/ { id: 'gambler.pick.box-fits-not', message: 'The {face} does not fit the next box of row {row}.' },
  placeFirst: /*i18n*/ { id: 'gambler.pick.place-first', message: 'Place at least one fitting die before you stop.' },
  wait: /*i18n*/ { id: 'gambler.pick.wait', message: 'Wait for your turn.' },
  placeThenThrow: /*i18n*/ { id: 'gambler.pick.place-then-throw', message: 'Place at least one fitting die first.' },
  noThrowLeft: /*i18n*/ { id: 'gambler.pick.no-throw-left', message: 'No throw left: five throws per turn.' },
  noDie: /*i18n*/ { id: 'gambler.pick.no-die', message: 'There is no die {n} to pick.' },
  cursorNothing: /*i18n*/ { id: 'gambler.cursor.nothing', message: 'Nothing to choose on the board now.' },
  cursorDie: /*i18n*/ {
    id: 'gambler.cursor.die',
    message: 'Die {n} shows {face}{picked, select, yes {, picked: Enter places it in its only row} other {: Enter picks it}}.',
  },
  cursorBox: /*i18n*/ { id: 'gambler.cursor.box', message: 'Die {n} ({face}) to row {row} ({value}): Enter places it.' },
  cursorArrows: /*i18n*/ { id: 'gambler.cursor.arrows', message: 'Press an arrow key to walk the dice that fit.' },
} as const;

const say = (key: keyof typeof PICK_WORDS, values?: Parameters<typeof message>[1]): Message => message(PICK_WORDS[key].id, values);

/** A short hint for a row, printed under its number so a newcomer can read the row. */
export function rowHint(spec: RowSpec): Message {
  const s = spec.shape;
  if (s.kind === 'pips') return say('hint', { kind: s.pips.length === 1 ? 'one' : 'pips', pips: s.pips.join('-') });
  // A select's keys are plain words: the full house is 'house'.
  return say('hint', { kind: s.kind === 'full-house' ? 'house' : s.kind, pips: '' });
}

/** A row's value as it pays (+, yellow rows) or costs (−, black rows): "+4", "−3". */
export const rowValue = (spec: RowSpec): string => `${spec.colour === 'yellow' ? '+' : '−'}${spec.value}`;

/** Why the die at throw position `die` cannot be picked (it fits no row). */
export const whyNotDie = (view: GamblerView, die: number): Message => say('dieFitsNot', { face: view.turn?.faces?.[die] ?? '?' });

/** Why box `col` of row `row` cannot be picked, `from` being the picked die (if any). */
export function whyNotBox(view: GamblerView, row: number, col: number, from: number | null): Message {
  const next = view.rows[row]?.length ?? 0;
  if (col < next) return say('boxTaken', { row: row + 1 });
  if (col > next) return say('fromLeft', { row: row + 1, box: next + 1 });
  return from === null ? say('dieFirst') : say('boxFitsNot', { face: view.turn?.faces?.[from] ?? '?', row: row + 1 });
}

/** Why Stop is refused, `mine` being the deciding seat's view (null while another seat or the dice are awaited). */
export const whyNoStop = (mine: GamblerView | null): Message => (mine ? say('placeFirst') : say('wait'));

/** Why Throw again is refused. */
export function whyNoRethrow(mine: GamblerView | null): Message {
  if (!mine) return say('wait');
  return (mine.turn?.placedSinceThrow ?? 0) === 0 ? say('placeThenThrow') : say('noThrowLeft');
}

/** Why a digit picks nothing: the throw has no such die. */
export const noDieToPick = (die: number): Message => say('noDie', { n: die + 1 });

/** The board cursor's words: the die or box under it (`picked` the picked die) and what Enter does there. */
export function cursorWords(view: GamblerView, at: { mine: boolean; die: number | null; box: { row: number; col: number } | null; picked: number | null }): Message {
  const faces = view.turn?.faces;
  const { die, box, picked } = at;
  const spec = box && view.tableau.rows[box.row];
  if (!at.mine || !faces) return say('cursorNothing');
  if (die !== null && faces[die] != null) return say('cursorDie', { n: die + 1, face: faces[die], picked: die === picked ? 'yes' : 'no' });
  if (spec && picked !== null) return say('cursorBox', { n: picked + 1, face: faces[picked] ?? '?', row: box.row + 1, value: rowValue(spec) });
  return say('cursorArrows');
}
