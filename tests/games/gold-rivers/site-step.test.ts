// Finding sites by drawing position (src/games/gold-rivers/site-step.ts): the
// nearest site to a point and the arrow keys' step to a neighbour, over the
// real field.
import { describe, expect, it } from 'vitest';
import { goldRivers } from '../../../src/games/gold-rivers/index.ts';
import { nearestSite, siteStep } from '../../../src/games/gold-rivers/site-step.ts';
import { at, fresh } from './helpers.ts';

const sites = goldRivers.view(fresh(), 0).sites;

describe('nearest site', () => {
  it('finds every site at its own centre, none off the field, and skips the one excepted', () => {
    for (const s of sites) expect(nearestSite(sites, s.x, s.y, 0.56)).toBe(s.site);
    expect(nearestSite(sites, 50, 50, 0.56)).toBeNull();
    const c = sites[at(0, 0)]!;
    const other = nearestSite(sites, c.x, c.y, 1.01, c.site);
    expect(other).not.toBeNull();
    expect(Math.hypot(sites[other!]!.x - c.x, sites[other!]!.y - c.y)).toBeCloseTo(1);
  });
});

describe('arrow step', () => {
  it('left and right go to the neighbour in the same row and back', () => {
    const c = at(0, 0);
    const right = siteStep(sites, c, 'right');
    expect(sites[right]!.y).toBeCloseTo(sites[c]!.y);
    expect(sites[right]!.x - sites[c]!.x).toBeCloseTo(1);
    expect(siteStep(sites, right, 'left')).toBe(c);
  });

  it('up and down go one row over, staying near the column; at the edge the cursor stays', () => {
    const c = at(0, 0);
    for (const dir of ['up', 'down'] as const) {
      const next = sites[siteStep(sites, c, dir)]!;
      expect(Math.abs(next.y - sites[c]!.y)).toBeCloseTo(Math.sqrt(3) / 2);
      expect(Math.sign(next.y - sites[c]!.y)).toBe(dir === 'up' ? -1 : 1);
      expect(Math.abs(next.x - sites[c]!.x)).toBeCloseTo(0.5);
    }
    const leftmost = sites.reduce((a, b) => (b.x < a.x ? b : a));
    expect(siteStep(sites, leftmost.site, 'left')).toBe(leftmost.site);
  });
});
