// Every building on the table, one instanced draw per type: those on the
// map (on their owner's tile) and those offered on the construction squares
// (where they stand: table/pieces.ts). Each type is its own small model (the
// models script's models/town.glb, a node per type), so a building reads by
// its outline; its owner by the tile under it.
import { useMemo } from 'react';
import { Pieces, useModelShape, type Piece } from '../../../../scene/kit/index.ts';
import { preloadModel } from '../../../../scene/glb/use-model.ts';
import { BUILDING_KINDS, type BuildingKind, type CarsonView } from '../../index.ts';
import { buildingPieces } from '../../table/pieces.ts';
import TOWN_URL from '../../../../../models/town.glb?url';

/** Every building of one type, one draw. */
function Kind({ kind, pieces }: { kind: BuildingKind; pieces: Piece[] }) {
  return <Pieces shape={useModelShape(TOWN_URL, kind)} pieces={pieces} look={{ roughness: 0.75 }} name={`cc-building-${kind}`} />;
}

export function Buildings({ view }: { view: Pick<CarsonView, 'map' | 'row'> }) {
  const { map, row } = view;
  const byKind = useMemo(() => buildingPieces({ map, row }), [map, row]);
  return (
    <group name="cc-buildings">
      {BUILDING_KINDS.map((k) => (
        <Kind key={k} kind={k} pieces={byKind.get(k)!} />
      ))}
    </group>
  );
}

// Fetched with the room, not when the first building stands.
preloadModel(TOWN_URL);
