// What changed on the tableau between two positions the screen showed, for
// the table to animate it: which throw a position's dice belong to, and each
// die placed since, with the die of the earlier throw it came from, so that
// very die glides into its box. Pure.
import type { GamblerView } from './types.ts';

/** Names the throw lying on the table (round, seat, throw number, dice thrown), or null while none lies there. */
export const throwKeyOf = (v: GamblerView): string | null =>
  v.turn?.faces ? `${v.round}:${v.active}:${v.turn.throws}:${v.turn.faces.length}` : null;

export interface Placement {
  /** The die's throw position in the earlier position's throw. */
  die: number;
  row: number;
  col: number;
  face: number;
}

/**
 * The dice placed from `before` to `after` (same round): one per row that grew
 * by one box, matched to the first die of `before`'s throw that shows its face,
 * has left the throw since (or the throw was made anew) and `candidate` allows
 * (the table still shows it). A placement no die matches is left out.
 */
export function newlyPlaced(before: GamblerView, after: GamblerView, candidate: (die: number) => boolean): Placement[] {
  const was = before.turn?.faces;
  if (!was || before.round !== after.round) return [];
  const faces = after.turn?.faces ?? null;
  const sameThrow = throwKeyOf(after) === throwKeyOf(before);
  return after.rows.flatMap((row, r) => {
    if (row.length !== (before.rows[r]?.length ?? 0) + 1) return [];
    const face = row[row.length - 1]!;
    const die = was.findIndex((f, i) => f === face && (faces?.[i] == null || !sameThrow) && candidate(i));
    return die < 0 ? [] : [{ die, row: r, col: row.length - 1, face }];
  });
}
