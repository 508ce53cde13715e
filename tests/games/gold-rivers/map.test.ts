// The field, the mountain maps, the river sheet and its placements.
import { describe, expect, it } from 'vitest';
import { boardCount, FIELDS, goldRivers, layout, LENGTHS, mountainMap, placements, symmetry } from '../../../src/games/gold-rivers/index.ts';
import { hexField, mirror, siteCount } from '../../../src/games/gold-rivers/hex.ts';
import { coincidences, regionSites, riversFor } from '../../../src/games/gold-rivers/placements.ts';

function connected(sites: readonly number[], radius: number): boolean {
  const f = hexField(radius);
  const inside = new Set(sites);
  const seen = new Set([sites[0]!]);
  const todo = [sites[0]!];
  while (todo.length) {
    for (const n of f.neighbours[todo.pop()!]!) {
      if (inside.has(n) && !seen.has(n)) {
        seen.add(n);
        todo.push(n);
      }
    }
  }
  return seen.size === sites.length;
}

describe('the field', () => {
  it('has 91 sites in a hexagon of six per edge (61 and five on the short field)', () => {
    expect(hexField(5).sites.length).toBe(91);
    expect(siteCount(5)).toBe(91);
    expect(hexField(4).sites.length).toBe(61);
    // six sites on the top edge
    expect(hexField(5).sites.filter((h) => h.r === -5).length).toBe(6);
  });

  it('has 11 straight lines in each of the three directions, 6 to 11 sites long', () => {
    const f = hexField(5);
    for (const dir of ['q', 'r', 's']) {
      const lines = f.lines.filter((x) => x.direction === dir);
      expect(lines.length).toBe(11);
      expect(lines.map((x) => x.sites.length).sort((a, b) => a - b)).toEqual([6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11]);
    }
  });

  it('the twelve symmetries keep the field and are all different', () => {
    const f = hexField(5);
    const images = new Set<string>();
    for (let k = 0; k < 12; k++) {
      const img = f.sites.map((h) => symmetry(k, h));
      for (const h of img) expect(f.siteAt(h.q, h.r)).toBeGreaterThanOrEqual(0);
      expect(new Set(img.map((h) => f.siteAt(h.q, h.r))).size).toBe(91);
      images.add(JSON.stringify(img));
    }
    expect(images.size).toBe(12);
  });
});

describe.each(LENGTHS)('the %s map', (length) => {
  const spec = FIELDS[length];
  const n = siteCount(spec.radius);

  it(`has ${spec.regions} mountains of 3–8 connected sites covering every site once`, () => {
    const map = mountainMap(length);
    expect(map.length).toBe(n);
    const regions = regionSites(map, spec.regions);
    expect(regions.length).toBe(spec.regions);
    expect(regions.flat().sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
    for (const sites of regions) {
      expect(sites.length).toBeGreaterThanOrEqual(3);
      expect(sites.length).toBeLessThanOrEqual(8);
      expect(connected(sites, spec.radius)).toBe(true);
    }
  });

  it(`has ${spec.regions} rivers of 3–8 connected sites covering every site once, on every board`, () => {
    for (let board = 1; board <= boardCount(length); board++) {
      const l = layout(length, board);
      expect(l.riverSites.length).toBe(spec.regions);
      expect(l.riverSites.flat().sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
      for (const sites of l.riverSites) {
        expect(sites.length).toBeGreaterThanOrEqual(3);
        expect(sites.length).toBeLessThanOrEqual(8);
        expect(connected(sites, spec.radius)).toBe(true);
      }
      // every site in exactly one mountain and one river
      expect(l.mountainOf.every((m) => m >= 0 && m < spec.regions)).toBe(true);
      expect(l.riverOf.every((r) => r >= 0 && r < spec.regions)).toBe(true);
    }
  });

  it('the river sheet is the mountain map mirrored', () => {
    const f = hexField(spec.radius);
    const map = mountainMap(length);
    // laid with the identity, each river is the mirror image of the mountain of the same id
    const rivers = riversFor(map, spec.radius, 0);
    f.sites.forEach((h, site) => {
      const m = mirror(h);
      expect(rivers[site]).toBe(map[f.siteAt(m.q, m.r)]);
    });
  });

  it('offers eleven boards: every placement but the one that lays each river on its own mountain', () => {
    const map = mountainMap(length);
    const bad = [];
    for (let k = 0; k < 12; k++) if (coincidences(map, riversFor(map, spec.radius, k), spec.regions) > 0) bad.push(k);
    // the mirror laid back by the flip itself gives rivers = mountains: all regions coincide
    expect(bad).toEqual([6]);
    expect(coincidences(map, riversFor(map, spec.radius, 6), spec.regions)).toBe(spec.regions);
    expect(placements(length)).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11]);
    expect(boardCount(length)).toBe(11);
  });

  it('is asymmetric: no symmetry but the identity maps the mountains onto themselves', () => {
    const f = hexField(spec.radius);
    const map = mountainMap(length);
    const key = (sites: number[][]): string => sites.map((x) => x.join(',')).sort().join('|');
    const own = key(regionSites(map, spec.regions));
    for (let k = 1; k < 12; k++) {
      const moved = new Array<number>(n);
      f.sites.forEach((h, site) => {
        const to = symmetry(k, h);
        moved[f.siteAt(to.q, to.r)] = map[site]!;
      });
      expect(key(regionSites(moved, spec.regions)), `symmetry ${k}`).not.toBe(own);
    }
  });
});

describe('the board option', () => {
  it("lists 'random' first, then the board numbers 1–11", () => {
    const board = goldRivers.options.find((o) => o.id === 'board')!;
    expect(board.choices).toEqual(['random', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(goldRivers.options.find((o) => o.id === 'length')!.choices).toEqual(['standard', 'short']);
  });

  it('fixes the board when the lobby picks one', () => {
    for (const board of [1, 6, 11]) expect(goldRivers.setup({ seed: 3, players: 2, options: { board } }).board).toBe(board);
    expect(goldRivers.setup({ seed: 3, players: 2, options: { board: '7' } }).board).toBe(7);
  });

  it('draws the board from the seed otherwise, and every board comes up', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 300; seed++) {
      const a = goldRivers.setup({ seed, players: 2 }).board;
      expect(goldRivers.setup({ seed, players: 2, options: { board: 'random' } }).board).toBe(a);
      seen.add(a);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('refuses a board, a length or a player count that does not exist', () => {
    expect(() => goldRivers.setup({ seed: 1, players: 2, options: { board: 12 } })).toThrow(/Board/);
    expect(() => goldRivers.setup({ seed: 1, players: 2, options: { board: 0 } })).toThrow(/Board/);
    expect(() => goldRivers.setup({ seed: 1, players: 2, options: { length: 'long' } })).toThrow(/length/);
    expect(() => goldRivers.setup({ seed: 1, players: 3 })).toThrow(/2 players/);
  });

  it('the short length plays on 61 sites with 12 + 12 regions', () => {
    const s = goldRivers.setup({ seed: 1, players: 2, options: { length: 'short' } });
    expect(s.markers.length).toBe(61);
    expect(layout('short', s.board).riverSites.length).toBe(12);
  });
});
