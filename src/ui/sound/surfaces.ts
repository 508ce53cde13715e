// What a die hit, from where it is (issue 16, item 5): the felt of the tray,
// the wooden top, the rail around it, or another die. The physics reports only
// the force of each contact, not the other body, so the sound layer looks at
// the die that just hit (src/ui/sound/hit-tracker.ts) and at the table's
// layout (src/physics/table.ts, the numbers the table model is built from).
// How each sounds is the engine's (./voices.ts). This part is the page's: the
// stand-in (src/ui/impact-sound.ts) hands surfaceAt to the engine it loads.
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
