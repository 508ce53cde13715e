// Walking the ring of 14 street spaces: which spaces are free, the next
// space in a direction (held showdown spaces are skipped), and where a sow
// may go next. Pure queries a board can call to light up spaces.

import { SPACE_COUNT, SPACES, doorwaySpace } from '../data.ts';
import type { LocationId, MainStreetState, MeepleKind } from '../types.ts';

/** What stands on a space: a doorway's waiting meeple or a showdown's duellist. */
export function spaceMeeple(s: MainStreetState, space: number): MeepleKind | null {
  const info = SPACES[space];
  if (!info) return null;
  if (info.kind === 'showdown') return s.showdowns[info.side]?.meeple ?? null;
  return s.doorways[info.building] ?? null;
}

export const isFree = (s: MainStreetState, space: number): boolean => spaceMeeple(s, space) === null;

const step = (space: number, dir: 1 | -1): number => (space + dir + SPACE_COUNT) % SPACE_COUNT;

/**
 * The space a sow reaches after `space` going `dir`: held showdown spaces are
 * skipped; a held doorway (the sow has come all the way round) means no free
 * space is left, and null is returned.
 */
export function nextSpace(s: MainStreetState, space: number, dir: 1 | -1): number | null {
  let n = step(space, dir);
  for (let guard = 0; guard < SPACE_COUNT; guard++) {
    if (isFree(s, n)) return n;
    if (SPACES[n]!.kind === 'doorway') return null;
    n = step(n, dir);
  }
  return null;
}

/** The spaces the first meeple taken from `from` may go to, each with the direction it fixes (null: not yet fixed). */
export function firstSpaces(s: MainStreetState, from: LocationId): { space: number; dir: 1 | -1 | null }[] {
  if (typeof from === 'number') {
    const door = doorwaySpace(from);
    const out: { space: number; dir: 1 | -1 | null }[] = [];
    for (const dir of [1, -1] as const) {
      const n = nextSpace(s, door, dir);
      if (n !== null && n !== door) out.push({ space: n, dir });
    }
    return out;
  }
  const out: { space: number; dir: 1 | -1 | null }[] = [];
  for (let sp = 0; sp < SPACE_COUNT; sp++) if (isFree(s, sp)) out.push({ space: sp, dir: null });
  return out;
}

/** Where the next meeple of the sow in progress may go, with the direction each fixes. Empty: no free space is left. */
export function sowTargets(s: MainStreetState): { space: number; dir: 1 | -1 | null }[] {
  const ph = s.phase;
  if (ph.kind !== 'sow') return [];
  if (ph.last === null) return firstSpaces(s, ph.from);
  const dirs: (1 | -1)[] = ph.dir === null ? [1, -1] : [ph.dir];
  const out: { space: number; dir: 1 | -1 | null }[] = [];
  for (const dir of dirs) {
    const n = nextSpace(s, ph.last, dir);
    if (n !== null && !out.some((t) => t.space === n)) out.push({ space: n, dir });
  }
  return out;
}

/**
 * The spaces `count` meeples would fill if the sow started on `first` going
 * `dir` (for the board's walk preview). Shorter than `count` when the street
 * fills up; the rest would go to the saloon. A madame's free showdown space
 * is not foreseen (the order is the player's choice).
 */
export function sowPath(s: MainStreetState, first: number, dir: 1 | -1, count: number): number[] {
  const held = new Set<number>();
  for (let sp = 0; sp < SPACE_COUNT; sp++) if (!isFree(s, sp)) held.add(sp);
  const out: number[] = [];
  let at: number | null = first;
  while (at !== null && out.length < count && !held.has(at)) {
    out.push(at);
    held.add(at);
    let n: number = (at + dir + SPACE_COUNT) % SPACE_COUNT;
    at = null;
    for (let guard = 0; guard < SPACE_COUNT; guard++) {
      if (!held.has(n)) {
        at = n;
        break;
      }
      if (SPACES[n]!.kind === 'doorway') break;
      n = (n + dir + SPACE_COUNT) % SPACE_COUNT;
    }
  }
  return out;
}
