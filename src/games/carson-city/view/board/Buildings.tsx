// Every building on the table, one instanced draw per type: those on the
// map (on their owner's tile) and those offered on the construction squares.
// Each type is its own small model (shapes.ts), so a building reads by its
// outline; its owner by the tile under it.
import { useMemo } from 'react';
import { Pieces, type Piece } from '../../../../scene/kit/index.ts';
import { BUILDING_KINDS, BUILD_PRICES, type BuildingKind, type CarsonView, type SquareId } from '../../index.ts';
import { MAP_TOP, cellSpot, rowBuildingSpot } from './layout.ts';
import { buildingGeometry } from './shapes.ts';
import { SQUARE_TOP } from './layout.ts';

const MAKERS = Object.fromEntries(BUILDING_KINDS.map((k) => [k, () => buildingGeometry(k)])) as Record<BuildingKind, () => ReturnType<typeof buildingGeometry>>;

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
        <Pieces key={k} shape={MAKERS[k]} pieces={byKind.get(k)!} look={{ roughness: 0.75 }} name={`cc-building-${k}`} />
      ))}
    </group>
  );
}
