// The lit targets of the seat's decision (the kit's usePickMarks and
// Highlights): frames round the parcels and action squares a click would act
// on; the one under the pointer brighter, the keyboard cursor's in the cursor
// tone. The character cards light on their own print (Cards). All of them,
// cards too, are where a phone's framing and a finger aim.
import { useStore } from 'zustand';
import { Highlights, usePickMarks, type PickSpot } from '../../../../scene/kit/index.ts';
import type { TargetKey } from '../../index.ts';
import type { CarsonController } from '../hud/controller.ts';
import { CELL, MAP_TOP, targetSpot } from '../../table/layout.ts';

const CELL_FRAME = { kind: 'frame', inner: CELL / 2 - 0.45, outer: CELL / 2 - 0.1 } as const;
const SQUARE_FRAME = { kind: 'frame', inner: 2.05, outer: 2.45 } as const;
const GROUPS = ['cell', 'square'] as const;

/** Where a target is lit and tapped (table/layout.ts's targetSpot), in its group of marks (a card lights on its print). */
export function targetPoint(key: TargetKey): PickSpot<(typeof GROUPS)[number]> | null {
  const t = targetSpot(key);
  return t && { x: t.x, z: t.z, y: t.y, group: t.kind === 'card' ? null : t.kind };
}

export function Lit({ controller }: { controller: CarsonController }) {
  useStore(controller.ui, (s) => s.white); // the white cowboy lights other places
  const { cell, square } = usePickMarks(controller.picking, targetPoint, GROUPS);
  return (
    <>
      <Highlights marks={cell.map((m) => ({ ...m, y: MAP_TOP + 0.12 }))} shape={CELL_FRAME} name="cc-lit-cells" />
      <Highlights marks={square} shape={SQUARE_FRAME} name="cc-lit-squares" />
    </>
  );
}
