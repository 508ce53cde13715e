// What the rules say of a pick, in players' words: a row's short hint and
// signed value (printed on the tableau and named in the turn panel), why a
// die or a box cannot be picked now, why Stop or Throw again is refused,
// and what the board cursor's die or box does. Rules knowledge (fitting,
// rows filling from the left, the throw limit), so it lives in the pure half
// and is tested without a screen.
import type { GamblerView, RowSpec } from './types.ts';

/** A short hint for a row, printed under its number so a newcomer can read the row. */
export function rowHint(spec: RowSpec): string {
  const s = spec.shape;
  switch (s.kind) {
    case 'pips':
      return s.pips.length === 1 ? `a ${s.pips[0]}` : `pips ${s.pips.join('-')}`;
    case 'stars':
      return 'all equal';
    case 'full-house':
      return 'full house';
    case 'rising':
      return 'run up +1';
    case 'falling':
      return 'run down −1';
  }
}

/** A row's value as it pays (+, yellow rows) or costs (−, black rows): "+4", "−3". */
export const rowValue = (spec: RowSpec): string => `${spec.colour === 'yellow' ? '+' : '−'}${spec.value}`;

/** Why the die at throw position `die` cannot be picked (it fits no row). */
export const whyNotDie = (view: GamblerView, die: number): string => `The ${view.turn?.faces?.[die] ?? '?'} fits no row.`;

/** Why box `col` of row `row` cannot be picked, `from` being the picked die (if any). */
export function whyNotBox(view: GamblerView, row: number, col: number, from: number | null): string {
  const next = view.rows[row]?.length ?? 0;
  if (col < next) return `That box of row ${row + 1} is taken.`;
  if (col > next) return `Row ${row + 1} fills from the left: its next box is box ${next + 1}.`;
  return from === null ? 'Pick a die first (click it or press 1–5): the boxes it fits light up.' : `The ${view.turn?.faces?.[from]} does not fit the next box of row ${row + 1}.`;
}

/** Why Stop is refused, `mine` being the deciding seat's view (null while another seat or the dice are awaited). */
export const whyNoStop = (mine: GamblerView | null): string => (mine ? 'Place at least one fitting die before you stop.' : 'Wait for your turn.');

/** Why Throw again is refused. */
export function whyNoRethrow(mine: GamblerView | null): string {
  if (!mine) return 'Wait for your turn.';
  return (mine.turn?.placedSinceThrow ?? 0) === 0 ? 'Place at least one fitting die first.' : 'No throw left: five throws per turn.';
}

/** The board cursor's words: the die or box under it (`picked` the picked die) and what Enter does there. */
export function cursorWords(view: GamblerView, at: { mine: boolean; die: number | null; box: { row: number; col: number } | null; picked: number | null }): string {
  const faces = view.turn?.faces;
  const { die, box, picked } = at;
  const spec = box && view.tableau.rows[box.row];
  if (!at.mine || !faces) return 'Nothing to choose on the board now.';
  if (die !== null && faces[die] != null) return `Die ${die + 1} shows ${faces[die]}${die === picked ? ', picked' : ''}: Enter ${die === picked ? 'places it in its only row' : 'picks it'}.`;
  if (spec && picked !== null) return `Die ${picked + 1} (${faces[picked]}) to row ${box.row + 1} (${rowValue(spec)}): Enter places it.`;
  return 'Press an arrow key to walk the dice that fit.';
}
