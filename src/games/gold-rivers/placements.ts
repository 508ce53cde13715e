// The river sheet and how it lies over the mountains. The rivers are the
// mirror image of the mountain map (as in the published game, where they are
// printed on a sheet); the sheet can be laid over the field in the twelve
// symmetries of the hexagon. A placement is usable when no river covers
// exactly the same sites as a mountain: otherwise that region would belong to
// both players at once. Pure functions of a region map (site -> region id).

import { hexField, mirror, symmetry, SYMMETRY_COUNT } from './hex.ts';

/** River id of every site when the mirrored sheet is laid with symmetry `k`. */
export function riversFor(mountains: readonly number[], radius: number, k: number): number[] {
  const field = hexField(radius);
  const rivers = new Array<number>(field.sites.length).fill(-1);
  for (const h of field.sites) {
    // The sheet's site at h shows the mountain map mirrored ...
    const m = mirror(h);
    const region = mountains[field.siteAt(m.q, m.r)]!;
    // ... and lands on the field where symmetry k takes it.
    const to = symmetry(k, h);
    rivers[field.siteAt(to.q, to.r)] = region;
  }
  return rivers;
}

/** Sorted site lists of each region id 0..count-1. */
export function regionSites(map: readonly number[], count: number): number[][] {
  const out: number[][] = Array.from({ length: count }, () => []);
  map.forEach((region, site) => out[region]!.push(site));
  return out;
}

/** How many rivers cover exactly the sites of some mountain (0 for a usable placement). */
export function coincidences(mountains: readonly number[], rivers: readonly number[], count: number): number {
  const keys = new Set(regionSites(mountains, count).map((s) => s.join(',')));
  return regionSites(rivers, count).filter((s) => keys.has(s.join(','))).length;
}

/** The symmetries (0..11) whose placement makes no river coincide with a mountain, in order. */
export function usablePlacements(mountains: readonly number[], radius: number, count: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < SYMMETRY_COUNT; k++) {
    if (coincidences(mountains, riversFor(mountains, radius, k), count) === 0) out.push(k);
  }
  return out;
}
