// How the meeples, the bag's pieces and the bars look wherever they are (on
// the street, on a pile, on their way): one shape and colour per kind, shared
// by the meeples, the piles and the flights so nothing changes its look when
// it lands.
import type { PieceShape, TripLook } from '../../../../scene/kit/index.ts';
import { MEEPLE_KINDS, type MeepleKind } from '../../index.ts';
import type { FlightLook, Loose } from '../../flights.ts';
import { KIND_COLOURS } from './colours.ts';


export const MEEPLE_HEIGHT = 3.6;
/** Each kind its own outline (a miner's cap, a robber's and a deputy's hat, the madame's long skirt): colour is never the only cue. */
export const MEEPLE_SHAPES: Readonly<Record<MeepleKind, PieceShape>> = {
  builder: { kind: 'meeple', height: MEEPLE_HEIGHT, depth: 1, outline: 'plain' },
  miner: { kind: 'meeple', height: MEEPLE_HEIGHT, depth: 1, outline: 'cap' },
  robber: { kind: 'meeple', height: MEEPLE_HEIGHT, depth: 1, outline: 'hat' },
  deputy: { kind: 'meeple', height: MEEPLE_HEIGHT, depth: 1, outline: 'hat' },
  madame: { kind: 'meeple', height: MEEPLE_HEIGHT * 1.1, depth: 1, outline: 'skirt' },
};

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

const LOOSE: readonly Loose[] = ['gold', 'stone', 'dynamite', 'bar'];
const shiny = (l: Loose) => l === 'gold' || l === 'bar';

/** How each thing on its way is drawn (the kit's TripPieces): a meeple walks upright, a loose piece tumbles as it flies. */
export const FLIGHT_LOOKS: Readonly<Record<FlightLook, TripLook>> = {
  ...(Object.fromEntries(
    LOOSE.map((l) => [l, { shape: PIECE_SHAPES[l], scale: PIECE_SCALES[l], spin: 6, look: { colour: PIECE_COLOURS[l], roughness: shiny(l) ? 0.3 : 0.6, metalness: shiny(l) ? 0.7 : 0 } }]),
  ) as Record<Loose, TripLook>),
  ...(Object.fromEntries(MEEPLE_KINDS.map((k) => [k, { shape: MEEPLE_SHAPES[k], look: { colour: KIND_COLOURS[k], roughness: 0.6 } }])) as Record<MeepleKind, TripLook>),
};
