// Every building on the table, one instanced draw per type: those on the
// map (on their owner's tile) and those offered on the construction squares.
// Each type is its own small model (the models script's models/town.glb, a
// node per type), so a building reads by its outline; its owner by the tile
// under it.
import { useMemo } from 'react';
import { Pieces, useModelShape, type Piece } from '../../../../scene/kit/index.ts';
import { preloadModel } from '../../../../scene/glb/use-model.ts';
import { BUILDING_KINDS, BUILD_PRICES, type BuildingKind, type CarsonView, type SquareId } from '../../index.ts';
import { MAP_TOP, cellSpot, rowBuildingSpot } from './layout.ts';
import { SQUARE_TOP } from './layout.ts';
import TOWN_URL from '../../../../../models/town.glb?url';

/** Every building of one type, one draw. */
function Kind({ kind, pieces }: { kind: BuildingKind; pieces: Piece[] }) {
  return <Pieces shape={useModelShape(TOWN_URL, kind)} pieces={pieces} look={{ roughness: 0.75 }} name={`cc-building-${kind}`} />;
}

export function Buildings({ view }: { view: Pick<CarsonView, 'map' | 'row'> }) {
  const byKind = useMemo(() => {
    const out = new Map<BuildingKind, Piece[]>(BUILDING_KINDS.map((k) => [k, []]));
    view.map.forEach((cell, i) => {
      if (cell.piece === null || cell.piece === 'house' || cell.piece === 'mountain') return;
      const c = cellSpot(i);
      out.get(cell.piece)!.push({ x: c.x, z: c.z, y: MAP_TOP + 0.08 });
    });
    view.row.forEach((kind, i) => {
      if (!kind) return;
      const s = rowBuildingSpot(`build${BUILD_PRICES[i]}` as SquareId);
      out.get(kind)!.push({ x: s.x, z: s.z, y: SQUARE_TOP, scale: 0.85 });
    });
    return out;
  }, [view.map, view.row]);
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
