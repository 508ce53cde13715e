// The parts of the table a player reads beside the decision (the character
// cards, each seat's mat or pile), published by the game's board. On a phone
// the lens cuts them off at the sides, so the framing offers them as tabs over
// the board window (RegionTabs): a tab frames its part, "Board" comes back.
// A channel outside React, like decision-targets.ts.
import type { TableRect } from './kit/framing.ts';

export interface TableRegion {
  /** Unique within the room. */
  id: string;
  /** The tab's text ("Cards", "Player 2"). */
  label: string;
  rect: TableRect;
}

type Listener<T> = (value: T) => void;

const owners = new Map<symbol, readonly TableRegion[]>();
let regions: readonly TableRegion[] = [];
const regionListeners = new Set<Listener<readonly TableRegion[]>>();
let shown: string | null = null;
const shownListeners = new Set<Listener<string | null>>();

/** `owner`'s regions (a board's), or null when it leaves. */
export function setTableRegions(owner: symbol, list: readonly TableRegion[] | null): void {
  if (list && list.length > 0) owners.set(owner, list);
  else owners.delete(owner);
  regions = [...owners.values()].flat();
  if (shown !== null && !regions.some((r) => r.id === shown)) showRegion(null);
  regionListeners.forEach((l) => l(regions));
}
export const tableRegions = (): readonly TableRegion[] => regions;
export const onTableRegions = (l: Listener<readonly TableRegion[]>): (() => void) => {
  regionListeners.add(l);
  return () => regionListeners.delete(l);
};

/** Frame region `id` instead of the decision (a tab), or null for the board again. */
export function showRegion(id: string | null): void {
  if (shown === id) return;
  shown = id;
  shownListeners.forEach((l) => l(id));
}
export const shownRegion = (): string | null => shown;
export const onShownRegion = (l: Listener<string | null>): (() => void) => {
  shownListeners.add(l);
  return () => shownListeners.delete(l);
};
