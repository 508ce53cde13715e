// The tags under a settled throw's dice (settled-row.ts): a small sign in
// front of each die, leaning towards the chair, saying what it counts (or its
// key, or that it fits nowhere). One per place in the row; a null place has
// none. Used by Tableau Gulch, Main Street and Gold in the Rivers.
import { TableLabel } from './TableLabel.tsx';

export interface RowTag {
  /** Where the die lies; the tag stands `behind` cm nearer the chair. */
  x: number;
  z: number;
  text: string;
  colour?: string;
  /** Wider for a longer text (2.6 cm fits a number and a mark). */
  width?: number;
}

export function RowTags({ tags, name, behind, height = 1.7 }: { tags: readonly (RowTag | null)[]; name: string; behind: number; height?: number }) {
  return (
    <>
      {tags.map((t, i) =>
        t ? (
          <TableLabel
            key={`${i}-${t.text}`}
            name={`${name}-${i}`}
            lines={[{ text: t.text, bold: true, colour: t.colour }]}
            position={[t.x, 0.05, t.z - behind]}
            width={t.width ?? 2.6}
            height={height}
            tilt={0.7}
          />
        ) : null,
      )}
    </>
  );
}
