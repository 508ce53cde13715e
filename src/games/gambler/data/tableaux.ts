// The 20 tableaux (10 double-sided boards), authored by us. Each has six rows.
// Values follow a rough difficulty scale: every box that needs one exact face
// is worth about 5 chips on a yellow row and about 4 on a black row; boxes
// that take (almost) any face add little. Every tableau has 14–19 boxes, well
// under the 28 dice in play in the tightest deal (4 players), so a tableau can
// always be finished while anyone holds dice.

import type { RowColour, RowShape, RowSpec, TableauSpec } from '../types.ts';

const row = (shape: RowShape, colour: RowColour, value: number): RowSpec => ({ shape, colour, value });
const pips = (...p: number[]): RowShape => ({ kind: 'pips', pips: p });
const stars = (length: number): RowShape => ({ kind: 'stars', length });
const house: RowShape = { kind: 'full-house' };
const rising = (length: number): RowShape => ({ kind: 'rising', length });
const falling = (length: number): RowShape => ({ kind: 'falling', length });
const y = (shape: RowShape, value: number) => row(shape, 'yellow', value);
const b = (shape: RowShape, value: number) => row(shape, 'black', value);

const LAYOUTS: { name: string; rows: RowSpec[] }[] = [
  // Board 1
  { name: 'Dry Gulch', rows: [y(pips(6), 9), b(pips(1, 1), 11), y(stars(3), 14), y(pips(2, 4, 6), 19), y(rising(3), 16), b(pips(3, 3), 11)] },
  { name: 'Dry Gulch at Dusk', rows: [y(stars(4), 19), b(pips(5), 7), y(falling(3), 16), y(pips(4, 4, 4), 19), b(pips(1, 2), 11), y(house, 22)] },
  // Board 2
  { name: 'Mesquite Creek', rows: [y(pips(6, 6), 14), y(stars(5), 25), b(pips(3), 7), y(rising(4), 21), b(pips(2, 2, 2), 15), y(pips(4, 5), 14)] },
  { name: 'Mesquite Creek Ford', rows: [y(house, 22), y(pips(1), 8), b(stars(3), 11), y(falling(4), 21), b(pips(6, 5, 4), 15), y(pips(2, 3), 13)] },
  // Board 3
  { name: 'Rattlesnake Ridge', rows: [b(stars(2), 7), y(pips(5, 5, 5), 19), y(rising(5), 27), y(pips(1, 6), 14), b(pips(4, 4), 11), y(stars(4), 19)] },
  { name: 'Rattlesnake Den', rows: [y(pips(2), 8), b(house, 17), y(stars(3), 14), y(pips(6, 6, 6, 6), 24), b(falling(3), 12), y(pips(3, 4), 14)] },
  // Board 4
  { name: 'Deadwood Saloon', rows: [y(stars(5), 25), y(stars(2), 9), y(pips(1, 3, 5), 19), b(pips(6), 7), y(rising(3), 16), b(pips(2, 2), 11)] },
  { name: 'Deadwood Back Room', rows: [y(falling(5), 27), y(pips(4, 4), 14), b(stars(3), 11), y(pips(1, 1, 1), 19), y(house, 22), b(pips(5), 7)] },
  // Board 5
  { name: 'Tumbleweed Flats', rows: [y(pips(3), 8), b(pips(6, 6), 11), y(stars(4), 19), y(rising(4), 21), y(pips(1, 2, 3), 19), b(stars(2), 7)] },
  { name: 'Tumbleweed Wind', rows: [y(house, 22), y(falling(3), 16), b(pips(2, 2, 2, 2), 19), y(pips(6), 9), y(stars(3), 14), b(pips(4, 5), 11)] },
  // Board 6
  { name: 'Copper Canyon', rows: [y(rising(3), 16), y(falling(3), 16), b(pips(5, 5), 11), y(stars(4), 19), y(pips(3, 6), 14), b(pips(1), 7)] },
  { name: 'Copper Mine', rows: [b(stars(5), 21), y(pips(6, 6, 6), 19), y(pips(2), 8), y(house, 22), y(pips(4, 3), 14), b(rising(3), 12)] },
  // Board 7
  { name: 'Buzzard Butte', rows: [y(pips(1, 1), 14), y(stars(3), 14), b(pips(6), 7), y(falling(4), 21), b(stars(3), 11), y(pips(2, 5), 14)] },
  { name: 'Buzzard Roost', rows: [y(house, 22), y(pips(3, 3, 3), 19), b(rising(4), 16), y(pips(5), 9), b(pips(1, 6), 11), y(stars(2), 9)] },
  // Board 8
  { name: 'Lonesome Pine', rows: [y(stars(4), 19), y(pips(4), 8), y(pips(2, 3, 4, 5), 24), b(stars(2), 7), y(falling(3), 16), b(pips(6, 1), 11)] },
  { name: 'Lonesome Trail', rows: [y(rising(5), 27), b(pips(5, 5, 5), 15), y(stars(3), 14), y(pips(2), 8), y(house, 22), b(pips(3, 1), 11)] },
  // Board 9
  { name: 'Gold Dust Bend', rows: [y(pips(6, 6), 14), y(pips(1, 2), 13), y(stars(5), 25), b(pips(4, 4, 4), 15), y(rising(3), 16), b(pips(3), 7)] },
  { name: 'Gold Dust Assay', rows: [y(falling(4), 21), y(stars(3), 14), b(house, 17), y(pips(5, 6), 14), y(pips(2, 2), 14), b(stars(2), 7)] },
  // Board 10
  { name: 'Bitter Springs', rows: [y(pips(1), 8), b(stars(4), 15), y(rising(4), 21), y(pips(3, 3), 14), b(pips(6, 5), 11), y(stars(3), 14)] },
  { name: 'Bitter Springs in Drought', rows: [y(house, 22), y(falling(5), 27), b(pips(4), 7), y(pips(2, 4), 14), b(stars(3), 11), y(pips(6, 6, 6), 19)] },
];

export const TABLEAUX: readonly TableauSpec[] = LAYOUTS.map((layout, i) => ({
  id: i + 1,
  board: Math.floor(i / 2) + 1,
  side: i % 2 === 0 ? 'A' : 'B',
  name: layout.name,
  rows: layout.rows,
}));

export function tableauById(id: number): TableauSpec {
  const t = TABLEAUX[id - 1];
  if (!t) throw new Error(`No tableau with id ${id}`);
  return t;
}
