// A heap of gold nuggets: layers of 3 × 3, each layer a little narrower and
// higher and shifted so the nuggets below show between, each nugget turned its
// own way (Mail Run's gold piles; a count a player can still judge by eye).
// Pure: the kit's Pieces for GoldHeaps (GoldHeaps.tsx) or a board's own draw.
import type { Piece } from './Pieces.tsx';

/** Nuggets in one layer of a heap. */
export const HEAP_LAYER = 9;

/** Nugget `k` of a heap centred at (x, z). */
export function heapNugget(k: number, x: number, z: number): Piece {
  const layer = Math.floor(k / HEAP_LAYER);
  const i = k % HEAP_LAYER;
  const spread = 1.25 - layer * 0.18;
  return {
    x: x + ((i % 3) - 1) * spread + layer * 0.3,
    y: 0.45 + layer * 0.75,
    z: z + (Math.floor(i / 3) - 1) * spread + layer * 0.2,
    rotation: [k * 1.3, k * 2.1, k * 0.7],
    scale: [1, 0.75, 1],
  };
}

/** A heap of `count` nuggets at each place (a negative or fractional count is read as its whole part, at least 0). */
export const nuggetHeaps = (heaps: readonly { count: number; x: number; z: number }[]): Piece[] =>
  heaps.flatMap(({ count, x, z }) => Array.from({ length: Math.max(0, Math.floor(count)) }, (_, k) => heapNugget(k, x, z)));
