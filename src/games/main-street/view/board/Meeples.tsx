// The meeples wherever they stand, one instanced draw per kind, each kind
// with its own outline (builder round-headed, miner capped, robber and
// deputy hatted, the deputy with a star badge, the madame in a long skirt)
// and its own paint: colour is never the only cue. In buildings they stand
// on the roof, on the street on their space, in the saloon and the jail on
// the porch, in the graveyard lying on their grave. Also the showdown
// markers in the owners' colours. A meeple still walking to its space
// (Flights) or standing in a flick (the session's FlickLayer) is drawn
// there, not here.
import { useMemo } from 'react';
import { Pieces, type Piece, type PieceShape } from '../../../../scene/kit/index.ts';
import { MEEPLE_KINDS, spacePoint, type MainStreetView, type MeepleCounts, type MeepleKind } from '../../index.ts';
import { KIND_COLOURS, seatColour } from './colours.ts';
import { MEEPLE_HEIGHT, MEEPLE_SHAPES } from './piece-looks.ts';
import { graveSpot } from '../../supply-layout.ts';
import { STREET_TOP, crowdSlot, locationSpot } from '../../street-plan.ts';

const BADGE: PieceShape = { kind: 'hex', radius: 0.42, height: 0.2 };
const MARKER: PieceShape = { kind: 'disc', radius: 1.2, height: 0.5, segments: 20 };
const LOOK = { roughness: 0.6 } as const;

const NONE: ReadonlySet<number> = new Set();

type Placed = { kind: MeepleKind; x: number; y: number; z: number; lying?: boolean };

function crowd(counts: MeepleCounts, at: { x: number; y: number; z: number }): Placed[] {
  const list = MEEPLE_KINDS.flatMap((k) => Array.from({ length: counts[k] }, () => k));
  return list.map((kind, i) => ({ kind, ...crowdSlot(i, at), y: at.y }));
}

/** Every meeple on the table with its place; `away` spaces (their meeple still walking there, or drawn by a flick) are left out. */
export function placedMeeples(view: MainStreetView, away: ReadonlySet<number> = NONE): Placed[] {
  const out: Placed[] = [];
  view.buildings.forEach((b) => out.push(...crowd(b.meeples, locationSpot(b.index))));
  out.push(...crowd(view.saloon, locationSpot('saloon')));
  out.push(...crowd(view.jail, locationSpot('jail')));
  for (const s of view.spaces) {
    if (!s.meeple || away.has(s.space)) continue;
    const p = spacePoint(s.space);
    out.push({ kind: s.meeple, x: p.x, y: STREET_TOP, z: p.z });
  }
  view.graves.filled.forEach((kind, i) => {
    const g = graveSpot(i);
    out.push({ kind, x: g.x, y: 0.9, z: g.z + 1.4, lying: true });
  });
  return out;
}

export function Meeples({ view, away }: { view: MainStreetView; away: ReadonlySet<number> }) {
  const placed = useMemo(() => placedMeeples(view, away), [view, away]);
  const byKind = useMemo(() => {
    const m = new Map<MeepleKind, Piece[]>(MEEPLE_KINDS.map((k) => [k, []]));
    for (const p of placed) {
      m.get(p.kind)!.push({ x: p.x, y: p.y, z: p.z, colour: KIND_COLOURS[p.kind], rotation: p.lying ? [-Math.PI / 2, 0, 0] : [0, 0, 0] });
    }
    return m;
  }, [placed]);
  const badges = useMemo(
    () =>
      placed
        .filter((p) => p.kind === 'deputy' && !p.lying)
        .map((p): Piece => ({ x: p.x, y: p.y + MEEPLE_HEIGHT * 0.52, z: p.z + 0.56, rotation: [Math.PI / 2, 0, 0], colour: '#f2c23a' })),
    [placed],
  );
  const markers = useMemo(
    () =>
      view.spaces.flatMap((s): Piece[] => {
        if (s.owner === null) return [];
        const p = spacePoint(s.space);
        return [{ x: p.x, y: STREET_TOP, z: p.z + 3, colour: seatColour(s.owner) }];
      }),
    [view.spaces],
  );
  return (
    <group name="ms-meeples">
      {MEEPLE_KINDS.map((k) => (
        <Pieces key={k} shape={MEEPLE_SHAPES[k]} pieces={byKind.get(k)!} look={LOOK} name={`ms-meeples-${k}`} />
      ))}
      <Pieces shape={BADGE} pieces={badges} look={{ roughness: 0.3, metalness: 0.6 }} name="ms-badges" />
      <Pieces shape={MARKER} pieces={markers} look={LOOK} name="ms-markers" />
    </group>
  );
}
