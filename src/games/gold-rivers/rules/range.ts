// The range of the number, decided before each turn from the face-down
// markers. Exact definition (ours, from the seed's wording):
// - a "row of k" is k sites that follow each other on one straight line of the
//   field (in any of the three hex directions), every one of them holding a
//   face-down marker;
// - two rows are "different" when they do not consist of the same sites; they
//   may overlap, so a straight run of six face-down markers holds two rows of
//   five, and a run of five in one direction and one crossing it are two rows;
// - 1-5 when at least two rows of five exist; otherwise 1-4 with two rows of
//   four; otherwise 1-3 with two rows of three; otherwise free choice.

import { message, type Message } from '../../../core/message.ts';
import type { Layout } from '../board.ts';
import { ROWS_FOR_RANGE, type Range } from '../data.ts';
import type { Marker, RowCounts } from '../types.ts';

export interface RangeReport {
  range: Range;
  /** How many different rows of five, four and three face-down markers there are. */
  rows: RowCounts;
}

/** Rows of 5, 4 and 3 face-down markers: a straight run of L holds L - k + 1 rows of k. */
export function countRows(l: Layout, markers: readonly Marker[]): RowCounts {
  const out: RowCounts = { five: 0, four: 0, three: 0 };
  const addRun = (run: number): void => {
    out.five += Math.max(0, run - 4);
    out.four += Math.max(0, run - 3);
    out.three += Math.max(0, run - 2);
  };
  for (const line of l.field.lines) {
    let run = 0;
    for (const site of line.sites) {
      if (markers[site] === 'hidden') run++;
      else {
        addRun(run);
        run = 0;
      }
    }
    addRun(run);
  }
  return out;
}

export function rangeOf(l: Layout, markers: readonly Marker[]): RangeReport {
  const rows = countRows(l, markers);
  const range: Range =
    rows.five >= ROWS_FOR_RANGE ? 'one-to-five' : rows.four >= ROWS_FOR_RANGE ? 'one-to-four' : rows.three >= ROWS_FOR_RANGE ? 'one-to-three' : 'free';
  return { range, rows };
}

/** The range's reasons (issue 25: messages, the view says them in the reader's language). */
export const RANGE_REASON = {
  five: /*i18n*/ { id: 'gold-rivers.range.five', message: '{n, plural, one {# row} other {# rows}} of five face-down markers (two are needed)' },
  four: /*i18n*/ { id: 'gold-rivers.range.four', message: 'fewer than two rows of five, but {n, plural, one {# row} other {# rows}} of four' },
  three: /*i18n*/ { id: 'gold-rivers.range.three', message: 'fewer than two rows of four, but {n, plural, one {# row} other {# rows}} of three' },
  free: /*i18n*/ { id: 'gold-rivers.range.free', message: 'fewer than two rows of three face-down markers ({n}); reveal one marker or two neighbours, no burying' },
  after: /*i18n*/ { id: 'gold-rivers.range.after', message: '{reason}; after this move: {range}, {next}' },
} as const;

/** Why the range is what it is, in one line for the view (the view shows the range's label before it). */
export function rangeReason(report: RangeReport): Message {
  const { rows } = report;
  switch (report.range) {
    case 'one-to-five':
      return message(RANGE_REASON.five.id, { n: rows.five });
    case 'one-to-four':
      return message(RANGE_REASON.four.id, { n: rows.four });
    case 'one-to-three':
      return message(RANGE_REASON.three.id, { n: rows.three });
    case 'free':
      return message(RANGE_REASON.free.id, { n: rows.three });
  }
}

/** The number the discs show: the sum of their faces (a disc on its edge is already read as its larger value). */
export const numberOf = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0);
