// The lit targets of the seat's decision (the kit's Highlights): frames round
// the parcels and action squares a click would act on; the one under the
// pointer brighter, the keyboard cursor's in the cursor tone. The character
// cards light on their own print (Cards). All of them, cards too, go to the
// kit's useDecisionTargets: a phone frames them.
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { Highlights, useDecisionTargets, type Mark, type TablePoint, type Tone } from '../../../../scene/kit/index.ts';
import { parseKey, type CarsonController } from '../hud/controller.ts';
import { CELL, MAP_TOP, SQUARE_TOP, cardSpot, cellSpot, squareSpot } from './layout.ts';

const CELL_FRAME = { kind: 'frame', inner: CELL / 2 - 0.45, outer: CELL / 2 - 0.1 } as const;
const SQUARE_FRAME = { kind: 'frame', inner: 2.05, outer: 2.45 } as const;

export function Lit({ controller, stateKey }: { controller: CarsonController; stateKey: unknown }) {
  const hovered = useStore(controller.picking.store, (s) => s.hovered);
  const cursor = useStore(controller.picking.store, (s) => s.cursor);
  const white = useStore(controller.ui, (s) => s.white);
  const { cells, squares } = useMemo(() => {
    const c: Mark[] = [];
    const q: Mark[] = [];
    for (const key of controller.picking.lit()) {
      const tone: Tone = key === cursor ? 'chosen' : key === hovered ? 'hover' : 'legal';
      const n = parseKey(key);
      if (n?.kind === 'cell') c.push({ ...cellSpot(n.cell), y: MAP_TOP + 0.12, tone });
      else if (n?.kind === 'square') q.push({ ...squareSpot(n.square), z: squareSpot(n.square).z + 0.6, y: SQUARE_TOP, tone });
    }
    return { cells: c, squares: q };
    // stateKey: a new position lights anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, hovered, cursor, white, stateKey]);
  // Where a tap acts (the probe's points): a parcel's top, a square's middle, a card.
  const tapAt = useMemo(() => {
    const out: TablePoint[] = [];
    for (const key of controller.picking.lit()) {
      const n = parseKey(key);
      if (n?.kind === 'cell') out.push({ ...cellSpot(n.cell), y: MAP_TOP });
      else if (n?.kind === 'square') out.push({ ...squareSpot(n.square), z: squareSpot(n.square).z + 0.6, y: SQUARE_TOP });
      else if (n?.kind === 'card') out.push({ ...cardSpot(n.character), y: 0.12 });
    }
    return out;
    // stateKey: a new position has new targets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, white, stateKey]);
  useDecisionTargets(tapAt);
  return (
    <>
      <Highlights marks={cells} shape={CELL_FRAME} name="cc-lit-cells" />
      <Highlights marks={squares} shape={SQUARE_FRAME} name="cc-lit-squares" />
    </>
  );
}
