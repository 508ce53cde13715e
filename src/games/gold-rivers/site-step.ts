// Finding sites by their drawing position (neighbouring centres 1 apart, y
// downwards; SiteView.x/y): the site nearest a point, and the neighbouring
// site in an arrow key's direction. The board's pointer and the arrow keys
// both walk the field through here. Board knowledge, no screen: pure.
import type { SiteView } from './types.ts';

/** An arrow key's direction on the drawn field. */
export type StepDir = 'left' | 'right' | 'up' | 'down';

/** The site whose centre lies nearest (u, v) and closer than `within`, not `except`; null when none does. */
export function nearestSite(sites: readonly Pick<SiteView, 'site' | 'x' | 'y'>[], u: number, v: number, within: number, except: number | null = null): number | null {
  let best: number | null = null;
  let bestD = within;
  for (const s of sites) {
    const d = Math.hypot(s.x - u, s.y - v);
    if (s.site !== except && d < bestD) {
      bestD = d;
      best = s.site;
    }
  }
  return best;
}

/** The neighbouring site in that direction (up and down keep close to the column), or `from` at the field's edge. */
export function siteStep(sites: readonly SiteView[], from: number, dir: StepDir): number {
  const [dx, dy] = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] }[dir];
  const at = sites[from]!;
  // Aim a step along the key's direction; up and down lean to the side that keeps the column.
  const lean = dy === 0 ? 0 : at.r % 2 === 0 ? 0.25 : -0.25;
  return nearestSite(sites, at.x + dx! + lean, at.y + dy! * (Math.sqrt(3) / 2), 0.8, from) ?? from;
}
