// The Gold in the Rivers board's own pure helpers (src/games/gold-rivers/view):
// what a click finds, what lights up after a first pick, how the field is
// drawn (mountains told apart, every river joined), and the disc captions.
import { describe, expect, it } from 'vitest';
import { goldRivers, legalLastMarkers, view } from '../../../src/games/gold-rivers/index.ts';
import { GOLD_PICKING } from '../../../src/games/gold-rivers/view/hud/controller.ts';
import { discMarks, edgeCaption } from '../../../src/games/gold-rivers/view/hud/discs.ts';
import { mountainShades, riverGeometry, siteIndex } from '../../../src/games/gold-rivers/view/board/geometry.ts';
import { siteAt, siteSpot } from '../../../src/games/gold-rivers/view/board/layout.ts';
import { fresh, must } from './helpers.ts';

const NEIGHBOURS: [number, number][] = [[1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]];

describe('the Gold in the Rivers board', () => {
  const v = view(fresh(), 0);

  it('finds the site under a point: every marker centre gives its own site, the open table none', () => {
    for (const s of v.sites) {
      const c = siteSpot(s);
      expect(siteAt(v.sites, c.x, c.z)).toBe(s.site);
    }
    expect(siteAt(v.sites, 200, 200)).toBeNull();
  });

  it('lights as last ends, after a first pick, exactly the rules’ last markers for it', () => {
    for (const faces of [[1, 2, 2], [0, 0, 1], [0, 2, 1]]) {
      const s = must(fresh(), { kind: 'dice', faces });
      const sv = view(s, 0);
      expect(sv.legalFirst.length).toBeGreaterThan(0);
      // The kit's picking lights, after a first pick, the next step of every legal action's path that begins there
      // (a row of one, when the discs say one, is a path of one step: its last end is its first).
      const paths = goldRivers.legalActions(s).flatMap((a) => GOLD_PICKING.targetsOf(a, sv)).map((p) => (Array.isArray(p) ? p : [p]));
      const ends = (first: number) => [...new Set(paths.filter((p) => p[0] === first).map((p) => p.at(-1)))].sort((a, b) => a - b);
      for (const first of sv.legalFirst) expect(ends(first)).toEqual(legalLastMarkers(s, first));
    }
  });

  it('gives touching mountains different shades, so the regions read apart', () => {
    const shades = mountainShades(v.sites);
    const at = siteIndex(v.sites);
    for (const s of v.sites) {
      for (const [dq, dr] of NEIGHBOURS) {
        const n = at(s.q + dq, s.r + dr);
        if (n < 0 || v.sites[n]!.mountain === s.mountain) continue;
        expect(shades[v.sites[n]!.mountain]!.equals(shades[s.mountain]!), `${s.label} and its neighbour`).toBe(false);
      }
    }
  });

  it('draws a channel for every pair of neighbouring sites of one river, and a pool at every site', () => {
    const at = siteIndex(v.sites);
    let pairs = 0;
    for (const s of v.sites) {
      for (const [dq, dr] of NEIGHBOURS.slice(0, 3)) {
        const n = at(s.q + dq, s.r + dr);
        if (n >= 0 && v.sites[n]!.river === s.river) pairs++;
      }
    }
    // Every river of 3..8 sites is connected, so it has at least (sites - 1) joining pairs.
    expect(pairs).toBeGreaterThanOrEqual(v.sites.length - v.rivers.length);
    const triangles = riverGeometry(v.sites).getAttribute('position').count / 3;
    expect(triangles).toBe(v.sites.length * 6 + pairs * 2);
  });

  it('names the discs’ marks and says when a disc stands on its edge', () => {
    const marks = discMarks(['disc01', 'disc02', 'disc12'], [1, 2, 1], [false, true, false]);
    expect(marks.map((m) => m.name)).toEqual(['0|1', '0|2', '1|2']);
    expect(edgeCaption(marks[1]!)).toBe('the 0|2 disc stands on its edge: it counts 2');
    expect(discMarks(['disc02', 'disc12'], [2, 1], null).every((m) => !m.edge)).toBe(true);
  });
});
