// Each player's pile on the table: a mat in the seat's colour with the
// player's gold nuggets, stones and bought bars, and a sign naming the seat
// in large type (the counts are the scoreboard's; a sign as narrow as a mat
// holds no more than a name at a size read from the chair). Pieces still flying here (a draw, a bar just bought) are
// held back until they land, so a pile grows as the pieces arrive.
import { useMemo } from 'react';
import { Pieces, TableLabel, type Piece } from '../../../../scene/kit/index.ts';
import type { MainStreetView } from '../../index.ts';
import { seatColour } from './colours.ts';
import { PILE, pileSlot, pileSpot } from '../../supply-layout.ts';
import { PIECE_COLOURS, PIECE_SCALES, PIECE_SHAPES } from './piece-looks.ts';
import { pileKey, type PileKind } from '../../flights.ts';

/** Pieces held back per pile and kind (the flights: in the air towards it, or still lying there before they leave). */
export type PileHeld = ReadonlyMap<string, number>;

const MAT = { kind: 'cube', size: 1 } as const;

export function Piles({ view, held, names }: { view: MainStreetView; held: PileHeld; names: readonly string[] }) {
  const { mats, gold, stone, bars } = useMemo(() => {
    const m: Piece[] = [];
    const g: Piece[] = [];
    const s: Piece[] = [];
    const b: Piece[] = [];
    const shown = (seat: number, kind: PileKind, n: number) => Math.max(0, n - (held.get(pileKey(seat, kind)) ?? 0));
    view.seats.forEach((p) => {
      const c = pileSpot(p.seat);
      // A dark mat with a border in the seat's colour.
      m.push({ x: c.x, z: c.z, y: 0, scale: [PILE.width, 0.2, PILE.depth], colour: seatColour(p.seat) });
      m.push({ x: c.x, z: c.z, y: 0, scale: [PILE.width - 1, 0.25, PILE.depth - 1], colour: '#3a2a1d' });
      for (let i = 0; i < shown(p.seat, 'gold', p.gold); i++) g.push({ ...pileSlot(p.seat, 'gold', i), yaw: i * 1.3, colour: PIECE_COLOURS.gold });
      for (let i = 0; i < shown(p.seat, 'stone', p.stone); i++) s.push({ ...pileSlot(p.seat, 'stone', i), yaw: i * 0.9, colour: PIECE_COLOURS.stone });
      for (let i = 0; i < shown(p.seat, 'bar', p.bars); i++) b.push({ ...pileSlot(p.seat, 'bar', i), scale: PIECE_SCALES.bar, colour: PIECE_COLOURS.bar });
    });
    return { mats: m, gold: g, stone: s, bars: b };
  }, [view.seats, held]);
  return (
    <group name="ms-piles">
      <Pieces shape={MAT} pieces={mats} look={{ roughness: 0.9 }} name="ms-pile-mats" />
      <Pieces shape={PIECE_SHAPES.gold} pieces={gold} look={{ roughness: 0.3, metalness: 0.7 }} name="ms-pile-gold" />
      <Pieces shape={PIECE_SHAPES.stone} pieces={stone} name="ms-pile-stone" />
      <Pieces shape={MAT} pieces={bars} look={{ roughness: 0.3, metalness: 0.7 }} name="ms-pile-bars" />
      {view.seats.map((p) => {
        const c = pileSpot(p.seat);
        return (
          <TableLabel
            key={p.seat}
            name={`ms-pile-label-${p.seat}`}
            lines={[{ text: names[p.seat] ?? `Player ${p.seat + 1}`, bold: true, colour: seatColour(p.seat) }]}
            position={[c.x, 0.05, c.z + PILE.depth / 2 + 1.6]}
            width={PILE.width + 0.8}
            height={2.8}
            tilt={0.5}
          />
        );
      })}
    </group>
  );
}
