// The kit's heaps of gold nuggets (scene/kit/nugget-heap.ts), Mail Run's gold
// piles: one nugget per coin, nine to a layer round the heap's centre, each
// layer higher and narrower than the one below; nothing for no gold.
import { describe, expect, it } from 'vitest';
import { HEAP_LAYER, heapNugget, nuggetHeaps } from '../../src/scene/kit/nugget-heap.ts';

describe('kit: nugget heaps', () => {
  it('gives one nugget per count, heap after heap, and none for an empty or negative count', () => {
    const pieces = nuggetHeaps([{ count: 3, x: 0, z: 0 }, { count: 0, x: 10, z: 0 }, { count: -2, x: 20, z: 0 }, { count: 2, x: 30, z: 5 }]);
    expect(pieces).toHaveLength(5);
    expect(pieces.slice(3).every((p) => Math.abs(p.x - 30) < 2 && Math.abs(p.z - 5) < 2)).toBe(true);
  });

  it('lays the first layer of nine round the centre and the next one higher and narrower', () => {
    const first = Array.from({ length: HEAP_LAYER }, (_, k) => heapNugget(k, 4, -2));
    expect(first.reduce((a, p) => a + p.x, 0) / HEAP_LAYER).toBeCloseTo(4);
    expect(first.reduce((a, p) => a + p.z, 0) / HEAP_LAYER).toBeCloseTo(-2);
    expect(new Set(first.map((p) => `${p.x},${p.z}`)).size).toBe(HEAP_LAYER);
    const second = Array.from({ length: HEAP_LAYER }, (_, k) => heapNugget(HEAP_LAYER + k, 4, -2));
    expect(second[0]!.y).toBeGreaterThan(first[0]!.y!);
    const width = (layer: typeof first) => Math.max(...layer.map((p) => p.x)) - Math.min(...layer.map((p) => p.x));
    expect(width(second)).toBeLessThan(width(first));
  });
});
