// What a die hit, from where it is (issue 16, item 5): the felt of the tray,
// the wooden top, the rail around it, or another die. The physics reports only
// the force of each contact, not the other body, so the sound layer looks at
// the die that just hit (src/ui/sound/hit-tracker.ts) and at the table's
// layout (src/physics/table.ts, the numbers the table model is built from).
import { INNER_HALF_DEPTH, INNER_HALF_WIDTH, TABLE } from '../../physics/table.ts';
import { PHYSICS } from '../../physics/tuning.ts';
import type { Vec3 } from '../../physics/types.ts';

export const SURFACES = ['felt', 'wood', 'rail', 'die'] as const;
export type Surface = (typeof SURFACES)[number];

/** How far a die's surface reaches from its centre (cm): half its space diagonal. */
const REACH = (PHYSICS.dieEdge / 2) * Math.sqrt(3);

/** The surface a body centred at `p` (cm, table coordinates) is touching when it hits something. */
export function surfaceAt(p: Vec3, reach = REACH): Surface {
  // Against the rail: within reach of an inner face (a little more: the pose is read after the bounce).
  if (INNER_HALF_WIDTH - Math.abs(p.x) < reach * 1.3 || INNER_HALF_DEPTH - Math.abs(p.z) < reach * 1.3) return 'rail';
  // Well above the top and away from the rail: it can only have hit another die.
  if (p.y > reach * 2.2) return 'die';
  const tray = TABLE.areas.tray;
  if (Math.abs(p.x - tray.x) <= tray.halfWidth && Math.abs(p.z - tray.z) <= tray.halfDepth) return 'felt';
  return 'wood';
}

/**
 * How each surface sounds: a noise burst through a band-pass (`band` Hz, `q`)
 * lasting `decay` s, plus a low `thump` (Hz, 0 for none) for the body of the
 * knock, at `level` relative loudness. Felt is dull and short, the top a
 * hollow wooden knock, the rail a brighter, ringing clack, die on die a
 * high, hard click.
 */
export interface Voice {
  band: number;
  q: number;
  decay: number;
  thump: number;
  level: number;
}

export const VOICES: Record<Surface, Voice> = {
  felt: { band: 520, q: 0.8, decay: 0.035, thump: 110, level: 0.45 },
  wood: { band: 1500, q: 1.6, decay: 0.06, thump: 190, level: 0.8 },
  rail: { band: 2600, q: 3.2, decay: 0.11, thump: 320, level: 1 },
  die: { band: 4200, q: 4, decay: 0.03, thump: 0, level: 0.6 },
};
