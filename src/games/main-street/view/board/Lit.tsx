// The lit targets of the seat's decision (the kit's picking and
// PickHighlights): rings round the street spaces and frames fitted round the
// buildings, the saloon and the jail (the kit's Highlights; a building's frame
// stays inside its 12 cm slot, so neighbours' frames never overlap), in the
// tone of each target's state; a finger taps a space's top or a roof, and a
// phone frames those.
import { useStore } from 'zustand';
import { PickHighlights, type MarkShape, type PickSpot } from '../../../../scene/kit/index.ts';
import type { StreetController } from '../hud/controller.ts';
import type { StreetSession } from '../session.ts';
import { BUILDING, targetSpot, type Where } from '../../street-plan.ts';

const RING: MarkShape = { kind: 'ring', inner: 3.9, outer: 4.7 };
/** Round a building (10 × 8): 0.3 cm clear of its walls, a 0.6 cm band; 11.8 cm wide in a 12 cm slot. */
export const BUILDING_FRAME = { kind: 'rect', halfX: BUILDING.width / 2 + 0.3, halfZ: BUILDING.depth / 2 + 0.3, band: 0.6 } as const satisfies MarkShape;
/** Round the saloon and the jail (12 × 7). */
const HOUSE_FRAME: MarkShape = { kind: 'rect', halfX: 6.4, halfZ: 3.9, band: 0.7 };

/** Each kind of target's mark. */
const SHAPES: Readonly<Record<Where, MarkShape>> = { space: RING, building: BUILDING_FRAME, house: HOUSE_FRAME };

/** A ring lies on its space's top, a frame on the table round its house; a tap lands on the top. */
function spotOf(t: string): PickSpot<Where> | null {
  const s = targetSpot(t);
  return s ? { x: s.x, y: s.where === 'space' ? s.top : 0, z: s.z, group: s.where, tap: { x: s.x, y: s.top, z: s.z } } : null;
}

export function Lit({ session, controller }: { session: StreetSession; controller: StreetController }) {
  // What is lit follows the position, whose decision it is and the kind to place.
  useStore(session.store, () => controller.picking.mine());
  useStore(controller.kind);
  return <PickHighlights picking={controller.picking} spotOf={spotOf} shapes={SHAPES} name="ms-lit" />;
}
