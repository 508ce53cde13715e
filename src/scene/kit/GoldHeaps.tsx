// Heaps of gold nuggets (nugget-heap.ts) in one draw call: every seat's pile
// and a bank's at once, in polished gold.
import { Pieces } from './Pieces.tsx';
import { nuggetHeaps } from './nugget-heap.ts';

const NUGGET = { kind: 'nugget', radius: 0.55 } as const;
const GOLD = { colour: '#e8b13a', metalness: 0.85, roughness: 0.35, emissive: '#3a2400' };

export function GoldHeaps({ heaps, name }: { heaps: readonly { count: number; x: number; z: number }[]; name?: string }) {
  return <Pieces shape={NUGGET} pieces={nuggetHeaps(heaps)} look={GOLD} receiveShadow={false} name={name} />;
}
