// Where a Main Street move is made on the board, as pure functions the view's
// picking and drawing read: the places an action is picked at (a building, a
// street space, the saloon or the jail), the kinds of meeple in hand and the
// one the next placement puts down, the street space a flick figure stands
// on, and the way a sown meeple walks round the street's ring of spaces.
// Rules knowledge in one place, tested without a screen (tests/games/main-street/moves.test.ts).
import { MEEPLE_KINDS, SPACE_COUNT, doorwaySpace, showdownSpace, type MeepleKind } from './data.ts';
import type { MainStreetAction, MainStreetView } from './types.ts';

/** A board target: `b3` a building, `s5` a street space, or the saloon or the jail. */
export type Target = string;

/** Where an action is picked on the board; none for one only a button does (a marker, build, decline, rethrow, accept). */
export function streetTargets(a: MainStreetAction): Target[] {
  switch (a.type) {
    case 'first-awning':
      return [`b${a.building}`];
    case 'take':
      return [typeof a.from === 'number' ? `b${a.from}` : a.from];
    case 'place':
      return [`s${a.space}`];
    case 'act':
      return [`s${doorwaySpace(a.building)}`, `b${a.building}`];
    case 'showdown':
      return [`s${showdownSpace(0)}`, `s${showdownSpace(1)}`];
    default:
      return [];
  }
}

/** Kinds in hand while sowing, in the rules' order (none in any other phase). */
export function handKinds(v: MainStreetView): MeepleKind[] {
  if (v.phase.kind !== 'sow') return [];
  const hand = v.phase.hand;
  return MEEPLE_KINDS.filter((k) => hand[k] > 0);
}

/** The kind the next placement puts down: the one `chosen` while it is in hand, else the first in hand; null when not sowing. */
export function placingKind(v: MainStreetView, chosen: MeepleKind | null): MeepleKind | null {
  const kinds = handKinds(v);
  return chosen !== null && kinds.includes(chosen) ? chosen : (kinds[0] ?? null);
}

/** The street space of a flick figure (the rules' ids): duellist-a / duellist-b on the showdown spaces, doorway-<b> on building b's doorway. */
export function figureSpace(id: string): number | null {
  if (id === 'duellist-a') return showdownSpace(0);
  if (id === 'duellist-b') return showdownSpace(1);
  const m = /^doorway-(\d+)$/.exec(id);
  return m ? doorwaySpace(Number(m[1])) : null;
}

/** The direction (1 or -1) of the shorter way round the ring from space `a` to space `b` (forward on a tie). */
export function shorterWay(a: number, b: number): 1 | -1 {
  const fwd = (b - a + SPACE_COUNT) % SPACE_COUNT;
  return fwd <= SPACE_COUNT - fwd ? 1 : -1;
}

/** The spaces after `a` up to and including `b`, going `dir` round the ring. */
export function ringSteps(a: number, b: number, dir: 1 | -1): number[] {
  const out: number[] = [];
  for (let s = a, guard = 0; s !== b && guard < SPACE_COUNT; guard++) {
    s = (s + dir + SPACE_COUNT) % SPACE_COUNT;
    out.push(s);
  }
  return out;
}
