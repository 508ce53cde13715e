// The cowboys standing on targets this turn (action squares, parcels,
// buildings), in their players' colours and the Sheriff's white one, one
// instanced draw; where they stand is table/pieces.ts's placedCowboys.
import { useMemo } from 'react';
import { Pieces } from '../../../../scene/kit/index.ts';
import type { CarsonView } from '../../index.ts';
import { placedCowboys } from '../../table/pieces.ts';

const COWBOY = { kind: 'meeple', height: 2.2, depth: 0.65, outline: 'hat' } as const;

export function Cowboys({ view }: { view: CarsonView }) {
  const pieces = useMemo(() => placedCowboys(view.placements), [view.placements]);
  return <Pieces shape={COWBOY} pieces={pieces} look={{ roughness: 0.55 }} name="cc-cowboys" />;
}
