// What a picking lights on the table, once for every game: each lit target
// (picking.ts) where the game's board puts it, in the tone of its state — the
// keyboard cursor's `chosen`, the one under the pointer `hover`, a path's
// begun steps `picked`, the rest `legal` — grouped by the board's kinds of
// mark (a frame round a parcel, a ring under a space), and the points a
// finger taps, which go to useDecisionTargets so a phone frames them. The
// game writes only where a target lies (`spotOf`).
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { useDecisionTargets, type TablePoint } from './decision-targets.ts';
import type { Mark, Tone } from './Highlights.tsx';
import type { PickState } from './picking.ts';

/** Where a target lies: its mark's point and group, and where a finger taps it when that is elsewhere (a card's face, a roof). */
export interface PickSpot<G extends string> extends TablePoint {
  /** The kind of mark it gets; null: a target lit another way (a card printed lit), tapped but given no mark. */
  group: G | null;
  /** Where a finger taps it when that is elsewhere; null: not framed for a finger now (lit, marked, but not where the player goes next). */
  tap?: TablePoint | null;
}

/** The marks per group and the tap points of the lit targets (pure: picking's state in, marks out). */
export function pickMarks<T, G extends string>(lit: readonly T[], pick: Pick<PickState<unknown, T>, 'cursor' | 'hovered' | 'picked'>, spotOf: (t: T) => PickSpot<G> | null, groups: readonly G[]) {
  const marks = Object.fromEntries(groups.map((g) => [g, [] as Mark[]])) as Record<G, Mark[]>;
  const taps: TablePoint[] = [];
  for (const t of [...pick.picked, ...lit.filter((x) => !pick.picked.includes(x))]) {
    const s = spotOf(t);
    if (!s) continue;
    const tone: Tone = t === pick.cursor ? 'chosen' : pick.picked.includes(t) ? 'picked' : t === pick.hovered ? 'hover' : 'legal';
    if (s.group !== null) marks[s.group].push({ x: s.x, y: s.y, z: s.z, tone });
    if (s.tap !== null) taps.push(s.tap ?? { x: s.x, y: s.y, z: s.z });
  }
  return { marks, taps };
}

/**
 * The marks of a picking's lit targets now, per group, and their taps handed to
 * the phone's framing. Worked out every render (the board renders on a new
 * position; the pick store on a hover): Highlights and the framing compare by value.
 */
export function usePickMarks<A, T, G extends string>(picking: { store: StoreApi<PickState<A, T>>; lit(): T[] }, spotOf: (t: T) => PickSpot<G> | null, groups: readonly G[]): Record<G, Mark[]> {
  const pick = useStore(picking.store);
  const { marks, taps } = pickMarks(picking.lit(), pick, spotOf, groups);
  useDecisionTargets(taps);
  return marks;
}
