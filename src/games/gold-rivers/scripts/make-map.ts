// How the mountain maps in data.ts were made (kept so the map can be
// re-derived): regions grown at random from seeded starts, kept when every
// region is connected, 3..8 sites, and exactly `want` of the twelve placements
// are usable. Prints the map as rows of letters, ready to paste.
//
//   npx tsx src/games/gold-rivers/scripts/make-map.ts --radius 5 --regions 17 --seed 1

import { randomFromSeed } from '../../../core/rng.ts';
import { hexField } from '../hex.ts';
import { usablePlacements } from '../placements.ts';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const radius = arg('radius', 5);
const regions = arg('regions', 17);
const want = arg('usable', 11);
const field = hexField(radius);
const n = field.sites.length;

function grow(random: () => number): number[] | null {
  const map = new Array<number>(n).fill(-1);
  const size = new Array<number>(regions).fill(0);
  for (let g = 0; g < regions; g++) {
    let s;
    do s = Math.floor(random() * n);
    while (map[s] !== -1 || field.neighbours[s]!.some((x) => map[x] !== -1));
    map[s] = g;
    size[g] = 1;
  }
  for (let left = n - regions; left > 0; left--) {
    // Candidates: an empty site next to a region below 8 sites; small regions and
    // compact shapes (more neighbours inside the region) are preferred.
    const cands: { s: number; g: number; w: number }[] = [];
    for (let s = 0; s < n; s++) {
      if (map[s] !== -1) continue;
      for (let g = 0; g < regions; g++) {
        if (size[g]! >= 8) continue;
        const inside = field.neighbours[s]!.filter((x) => map[x] === g).length;
        if (inside > 0) cands.push({ s, g, w: (inside * inside) / (size[g]! * size[g]!) });
      }
    }
    if (cands.length === 0) return null;
    let pick = random() * cands.reduce((a, f) => a + f.w, 0);
    const f = cands.find((x) => (pick -= x.w) < 0) ?? cands[cands.length - 1]!;
    map[f.s] = f.g;
    size[f.g]!++;
  }
  return size.every((x) => x >= 3 && x <= 8) ? map : null;
}

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
for (let seed = arg('seed', 1); ; seed++) {
  const map = grow(randomFromSeed(seed));
  if (!map) continue;
  const usable = usablePlacements(map, radius, regions);
  if (usable.length !== want) continue;
  console.log(`seed ${seed}: usable placements ${usable.join(',')}`);
  for (let r = -radius; r <= radius; r++) {
    const row = field.sites.map((h, i) => ({ h, i })).filter((x) => x.h.r === r).map((x) => letters[map[x.i]!]);
    console.log(`  '${' '.repeat(Math.abs(r))}${row.join(' ')}',`);
  }
  break;
}
