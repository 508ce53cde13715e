// Hex geometry of a field of hexagonal shape, in axial coordinates (q, r):
// the sites with |q|, |r|, |q + r| <= radius (radius 5 gives 91 sites, six per
// edge). Sites are numbered row by row (r ascending, then q ascending), the
// numbering every table in this game uses. Pure data, computed once per radius.

/** Axial coordinates of a site; the third cube coordinate is s = -q - r. */
export interface Hex {
  q: number;
  r: number;
}

/**
 * The three directions of straight rows. Every straight row of the field runs
 * along one of them (and its opposite): along a row of constant r, constant q,
 * or constant s.
 */
export const ROW_DIRECTIONS = [
  { id: 'q', dq: 1, dr: 0 },
  { id: 'r', dq: 0, dr: 1 },
  { id: 's', dq: 1, dr: -1 },
] as const;
export type RowDirection = (typeof ROW_DIRECTIONS)[number]['id'];

/** The six neighbour steps. */
const NEIGHBOUR_STEPS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: -1, r: 0 },
  { q: 0, r: 1 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: -1, r: 1 },
];

export interface HexField {
  radius: number;
  /** Site number -> axial coordinates. */
  sites: readonly Hex[];
  /** Site number of (q, r), or -1 off the field. */
  siteAt(q: number, r: number): number;
  /** Neighbouring site numbers of each site. */
  neighbours: readonly (readonly number[])[];
  /**
   * Every full line of the field, per direction, as site numbers in order
   * (11 + 11 + 11 lines of 6..11 sites for radius 5).
   */
  lines: readonly { direction: RowDirection; sites: readonly number[] }[];
}

const fields = new Map<number, HexField>();

/** Sites of a hexagonal field: 3R(R + 1) + 1 (91 for radius 5, 61 for radius 4). */
export const siteCount = (radius: number): number => 3 * radius * (radius + 1) + 1;

export const onField = (radius: number, q: number, r: number): boolean =>
  Math.abs(q) <= radius && Math.abs(r) <= radius && Math.abs(q + r) <= radius;

/** The field of a radius (cached; the same object on every call). */
export function hexField(radius: number): HexField {
  const cached = fields.get(radius);
  if (cached) return cached;
  const sites: Hex[] = [];
  for (let r = -radius; r <= radius; r++) {
    for (let q = -radius; q <= radius; q++) if (onField(radius, q, r)) sites.push({ q, r });
  }
  // A square lookup table over (q, r) in [-radius, radius]^2: rows are looked up in the bots' inner loops.
  const side = 2 * radius + 1;
  const index = new Int16Array(side * side).fill(-1);
  sites.forEach((h, i) => {
    index[(h.q + radius) * side + h.r + radius] = i;
  });
  const siteAt = (q: number, r: number): number => (onField(radius, q, r) ? index[(q + radius) * side + r + radius]! : -1);
  const neighbours = sites.map((h) =>
    NEIGHBOUR_STEPS.map((d) => siteAt(h.q + d.q, h.r + d.r)).filter((n) => n >= 0),
  );
  const lines: { direction: RowDirection; sites: number[] }[] = [];
  for (const dir of ROW_DIRECTIONS) {
    for (let i = 0; i < sites.length; i++) {
      const h = sites[i]!;
      // A line starts at a site whose predecessor along the direction is off the field.
      if (siteAt(h.q - dir.dq, h.r - dir.dr) >= 0) continue;
      const line: number[] = [];
      for (let q = h.q, r = h.r; onField(radius, q, r); q += dir.dq, r += dir.dr) line.push(siteAt(q, r));
      lines.push({ direction: dir.id, sites: line });
    }
  }
  const field: HexField = { radius, sites, siteAt, neighbours, lines };
  fields.set(radius, field);
  return field;
}

/**
 * Position of a site's centre on a plane, for drawing pointy-top hexagons:
 * neighbouring centres are 1 apart, x to the right, y downwards (rows of
 * constant r are horizontal).
 */
export function hexCenter(h: Hex): { x: number; y: number } {
  return { x: h.q + h.r / 2, y: (h.r * Math.sqrt(3)) / 2 };
}

// ---------------------------------------------------------------------------
// The twelve symmetries of the hexagon (6 rotations, each with or without a flip)

/** Rotate by 60 degrees about the centre: cube (x, y, z) -> (-z, -x, -y). */
const rotate = (h: Hex): Hex => ({ q: -h.r, r: h.q + h.r });
/** Flip across the line q = r (swap the cube's x and z). */
const flip = (h: Hex): Hex => ({ q: h.r, r: h.q });

/** Symmetry k (0..11): k < 6 turns by k x 60 degrees; k >= 6 flips, then turns by (k - 6) x 60 degrees. */
export function symmetry(k: number, h: Hex): Hex {
  let out = k >= 6 ? flip(h) : { q: h.q, r: h.r };
  for (let i = 0; i < k % 6; i++) out = rotate(out);
  // normalise -0 so coordinates compare and print cleanly
  return { q: out.q + 0, r: out.r + 0 };
}

export const SYMMETRY_COUNT = 12;

/** The mirror used to make the river sheet from the mountain map: the flip (symmetry 6). */
export const mirror = (h: Hex): Hex => symmetry(6, h);
