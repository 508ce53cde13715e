// The board of one game: the field, the mountain of every site, the river of
// every site under the chosen placement, the region site lists and every
// straight row of 1..5 sites. Computed once per (length, board) and cached;
// everything here is a pure function of those two values.

import { FIELDS, MOUNTAIN_NAMES, RIVER_NAMES, type GameLength, type RegionKind } from './data.ts';
import { hexCenter, hexField, type Hex, type HexField } from './hex.ts';
import { regionSites, riversFor, usablePlacements } from './placements.ts';

export interface Layout {
  length: GameLength;
  /** Board number, 1-based: the index into the usable placements. */
  board: number;
  /** The symmetry (0..11) the river sheet is laid with. */
  symmetry: number;
  field: HexField;
  siteCount: number;
  regionCount: number;
  mountainOf: readonly number[];
  riverOf: readonly number[];
  mountainSites: readonly (readonly number[])[];
  riverSites: readonly (readonly number[])[];
  /** rows[k]: every straight row of k consecutive sites (k = 1..5), each once, in site order. */
  rows: readonly (readonly (readonly number[])[])[];
}

/** The longest row any rule asks for (the widest range, 1-5). */
export const MAX_ROW = 5;

/** The mountain id of every site, read from the picture in data.ts. */
export function mountainMap(length: GameLength): number[] {
  return FIELDS[length].picture.flatMap((row) => row.trim().split(/\s+/).map((ch) => ch.charCodeAt(0) - 65));
}

const placementCache = new Map<GameLength, number[]>();

/** The usable placements (symmetries 0..11) of a length's map, in order; board n is the n-th. */
export function placements(length: GameLength): number[] {
  let out = placementCache.get(length);
  if (!out) {
    const spec = FIELDS[length];
    out = usablePlacements(mountainMap(length), spec.radius, spec.regions);
    placementCache.set(length, out);
  }
  return out;
}

/** How many boards (usable placements) a length offers. */
export const boardCount = (length: GameLength): number => placements(length).length;

const layoutCache = new Map<string, Layout>();

export function layout(length: GameLength, board: number): Layout {
  const key = `${length}/${board}`;
  const cached = layoutCache.get(key);
  if (cached) return cached;
  const spec = FIELDS[length];
  const symmetry = placements(length)[board - 1];
  if (symmetry === undefined) throw new Error(`Board ${board} does not exist for the ${length} field (1..${boardCount(length)}).`);
  const field = hexField(spec.radius);
  const mountainOf = mountainMap(length);
  const riverOf = riversFor(mountainOf, spec.radius, symmetry);
  const rows: number[][][] = [[]];
  rows.push(field.sites.map((_, i) => [i]));
  for (let k = 2; k <= MAX_ROW; k++) {
    const list: number[][] = [];
    for (const line of field.lines) {
      for (let i = 0; i + k <= line.sites.length; i++) list.push(line.sites.slice(i, i + k));
    }
    rows.push(list);
  }
  const out: Layout = {
    length,
    board,
    symmetry,
    field,
    siteCount: field.sites.length,
    regionCount: spec.regions,
    mountainOf,
    riverOf,
    mountainSites: regionSites(mountainOf, spec.regions),
    riverSites: regionSites(riverOf, spec.regions),
    rows,
  };
  layoutCache.set(key, out);
  return out;
}

/** The region of a site of one kind. */
export const regionOf = (l: Layout, kind: RegionKind, site: number): number =>
  kind === 'mountain' ? l.mountainOf[site]! : l.riverOf[site]!;

export const regionSitesOf = (l: Layout, kind: RegionKind, region: number): readonly number[] =>
  kind === 'mountain' ? l.mountainSites[region]! : l.riverSites[region]!;

export const regionName = (kind: RegionKind, region: number): string =>
  kind === 'mountain' ? MOUNTAIN_NAMES[region]! : RIVER_NAMES[region]!;

/** Coordinates and drawing position of a site. */
export function siteGeometry(l: Layout, site: number): Hex & { x: number; y: number } {
  const h = l.field.sites[site]!;
  return { ...h, ...hexCenter(h) };
}

/**
 * The straight row from `first` to `last` (both included, in that order), or
 * null when the two sites are not on one line of the field. first === last
 * is the row of one site.
 */
export function rowBetween(l: Layout, first: number, last: number): number[] | null {
  const a = l.field.sites[first];
  const b = l.field.sites[last];
  if (!a || !b) return null;
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  if (!(dq === 0 || dr === 0 || dq === -dr)) return null;
  const steps = Math.max(Math.abs(dq), Math.abs(dr));
  if (steps === 0) return [first];
  const out: number[] = [];
  for (let i = 0; i <= steps; i++) out.push(l.field.siteAt(a.q + (dq / steps) * i, a.r + (dr / steps) * i));
  return out;
}

/** True when the two sites are neighbours. */
export const adjacent = (l: Layout, a: number, b: number): boolean => l.field.neighbours[a]?.includes(b) ?? false;

/** A region map drawn as text, one letter per site (A = region 0), row by row as the hexagon lies: for the docs. */
export function regionPicture(l: Layout, kind: RegionKind): string[] {
  const R = l.field.radius;
  const out: string[] = [];
  for (let r = -R; r <= R; r++) {
    const letters: string[] = [];
    l.field.sites.forEach((h, site) => {
      if (h.r === r) letters.push(String.fromCharCode(65 + regionOf(l, kind, site)));
    });
    out.push(`${' '.repeat(Math.abs(r))}${letters.join(' ')}`);
  }
  return out;
}
