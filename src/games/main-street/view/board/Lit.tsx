// The lit targets of the seat's decision (the kit's picking): rings round the
// street spaces and frames fitted round the buildings, the saloon and the
// jail (the kit's Highlights; a building's frame stays inside its 12 cm slot,
// so neighbours' frames never overlap); the target under the pointer
// brighter, the keyboard cursor's in the cursor tone. The same targets go to
// the kit's useDecisionTargets: a phone frames them.
import { useStore } from 'zustand';
import { Highlights, useDecisionTargets, type Mark, type MarkShape } from '../../../../scene/kit/index.ts';
import type { StreetController } from '../hud/controller.ts';
import type { StreetSession } from '../session.ts';
import { BUILDING, targetSpot } from './layout.ts';

const RING: MarkShape = { kind: 'ring', inner: 3.9, outer: 4.7 };
/** Round a building (10 × 8): 0.3 cm clear of its walls, a 0.6 cm band; 11.8 cm wide in a 12 cm slot. */
export const BUILDING_FRAME = { kind: 'rect', halfX: BUILDING.width / 2 + 0.3, halfZ: BUILDING.depth / 2 + 0.3, band: 0.6 } as const satisfies MarkShape;
/** Round the saloon and the jail (12 × 7). */
const HOUSE_FRAME: MarkShape = { kind: 'rect', halfX: 6.4, halfZ: 3.9, band: 0.7 };

export function Lit({ session, controller }: { session: StreetSession; controller: StreetController }) {
  const { picking } = controller;
  const { hovered, cursor } = useStore(picking.store);
  // What is lit follows the position, whose decision it is and the kind to place.
  useStore(session.store, () => picking.mine());
  useStore(controller.kind);
  const lit = picking.lit();
  const spots = lit.flatMap((t) => {
    const s = targetSpot(t);
    return s ? [{ ...s, tone: t === cursor ? ('chosen' as const) : t === hovered ? ('hover' as const) : ('legal' as const) }] : [];
  });
  // A ring lies on its space's top; a frame on the table round its house.
  const marks = (where: string): Mark[] => spots.filter((s) => s.where === where).map(({ x, z, top, tone }) => ({ x, z, y: where === 'space' ? top : 0, tone }));
  // Where a tap acts: a space's top, a building's roof, the saloon's or the jail's.
  useDecisionTargets(spots.map(({ x, z, top }) => ({ x, y: top, z })));
  return (
    <>
      <Highlights marks={marks('space')} shape={RING} name="ms-lit-spaces" />
      <Highlights marks={marks('building')} shape={BUILDING_FRAME} name="ms-lit-buildings" />
      <Highlights marks={marks('house')} shape={HOUSE_FRAME} name="ms-lit-places" />
    </>
  );
}
