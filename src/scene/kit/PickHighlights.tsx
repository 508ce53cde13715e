// A picking's lit targets on the table, each group of targets in its own mark
// (usePickMarks, Highlights): the whole of a board's lit places when each kind
// of target has one shape (Main Street: rings on the street's spaces, frames
// round the buildings and round the saloon and the jail). A board that adds
// marks of its own (Gold in the Rivers' row, Silver Creek's raised cells)
// calls usePickMarks itself.
import type { StoreApi } from 'zustand/vanilla';
import { Highlights, type MarkShape } from './Highlights.tsx';
import { usePickMarks, type PickSpot } from './pick-marks.ts';
import type { PickState } from './picking.ts';

export function PickHighlights<A, T, G extends string>({ picking, spotOf, shapes, name }: { picking: { store: StoreApi<PickState<A, T>>; lit(): T[] }; spotOf: (t: T) => PickSpot<G> | null; shapes: Readonly<Record<G, MarkShape>>; name: string }) {
  const groups = Object.keys(shapes) as G[];
  const marks = usePickMarks(picking, spotOf, groups);
  return (
    <>
      {groups.map((g) => (
        <Highlights key={g} marks={marks[g]} shape={shapes[g]} name={`${name}-${g}`} />
      ))}
    </>
  );
}
