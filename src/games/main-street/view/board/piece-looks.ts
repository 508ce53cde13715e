// How the bag's pieces and the bars look wherever they are (on a pile, in
// flight): one shape and colour per kind, shared by the piles and the flights
// so a piece does not change its look when it lands.
import type { PieceShape } from '../../../../scene/kit/index.ts';

export type Loose = 'gold' | 'stone' | 'dynamite' | 'bar';

export const PIECE_SHAPES: Readonly<Record<Loose, PieceShape>> = {
  gold: { kind: 'nugget', radius: 0.6 },
  stone: { kind: 'stone', radius: 0.65 },
  // A stick of dynamite: a unit cube drawn long and thin (see PIECE_SCALES).
  dynamite: { kind: 'cube', size: 1 },
  bar: { kind: 'cube', size: 1 },
};

/** Drawn size of each kind in flight (the bar and the stick are stretched cubes). */
export const PIECE_SCALES: Readonly<Record<Loose, readonly [number, number, number]>> = {
  gold: [1, 1, 1],
  stone: [1, 1, 1],
  dynamite: [0.6, 0.6, 2],
  bar: [1.2, 0.7, 2.2],
};

export const PIECE_COLOURS: Readonly<Record<Loose, string>> = {
  gold: '#f2c23a',
  stone: '#9a968c',
  dynamite: '#c0392b',
  bar: '#f2c23a',
};
