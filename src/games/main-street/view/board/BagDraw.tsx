// The pieces the last input drew from the bag, laid out beside it (gold
// nuggets, stones, dynamite as a red stick) in the drawer's colour ring, so
// a draw is seen on the table and not only read in the log. The draw itself
// is the rules' (the seeded generator); this only shows its result.
import { useMemo } from 'react';
import { Pieces, type Piece } from '../../../../scene/kit/index.ts';
import type { MainStreetView } from '../../index.ts';
import { seatColour } from './colours.ts';
import { BAG } from './layout.ts';

const NUGGET = { kind: 'nugget', radius: 0.7 } as const;
const STONE = { kind: 'stone', radius: 0.75 } as const;
const STICK = { kind: 'cube', size: 1 } as const;
const RING = { kind: 'disc', radius: 1.1, height: 0.12, segments: 18 } as const;

export function BagDraw({ view }: { view: MainStreetView }) {
  const { gold, stone, dynamite, rings } = useMemo(() => {
    const g: Piece[] = [];
    const s: Piece[] = [];
    const d: Piece[] = [];
    const r: Piece[] = [];
    const draws = view.events.filter((e) => e.kind === 'draw');
    let i = 0;
    for (const e of draws) {
      for (const piece of e.pieces) {
        const x = BAG.x + 4.2 + (i % 6) * 2.3;
        const z = BAG.z - 1.2 + Math.floor(i / 6) * 2.4;
        r.push({ x, z, y: 0.2, colour: seatColour(e.seat) });
        if (piece === 'gold') g.push({ x, z, y: 0.95, yaw: i, colour: '#f2c23a' });
        else if (piece === 'stone') s.push({ x, z, y: 0.85, yaw: i, colour: '#9a968c' });
        else d.push({ x, z, y: 0.3, scale: [0.6, 0.6, 2], colour: '#c0392b' });
        i++;
      }
    }
    return { gold: g, stone: s, dynamite: d, rings: r };
  }, [view.events]);
  return (
    <group name="ms-bag-draw">
      <Pieces shape={RING} pieces={rings} name="ms-draw-rings" />
      <Pieces shape={NUGGET} pieces={gold} look={{ roughness: 0.3, metalness: 0.7 }} name="ms-draw-gold" />
      <Pieces shape={STONE} pieces={stone} name="ms-draw-stone" />
      <Pieces shape={STICK} pieces={dynamite} name="ms-draw-dynamite" />
    </group>
  );
}
