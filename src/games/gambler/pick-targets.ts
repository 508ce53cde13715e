// The names of what a player picks on Tableau Gulch's table: a thrown die by
// its throw position ("d2"), a box of the tableau ("b3.0": row 3, box 0). The
// view's picking, its board, its probe and its HUD all speak these. Pure.

export const dieTarget = (die: number): string => `d${die}`;
export const boxTarget = (row: number, col: number): string => `b${row}.${col}`;

/** The die a target names, or null for a box (or no target). */
export const targetDie = (t: string | null): number | null => {
  const m = t ? /^d(\d+)$/.exec(t) : null;
  return m ? Number(m[1]) : null;
};

/** The box a target names, or null for a die (or no target). */
export const targetBox = (t: string | null): { row: number; col: number } | null => {
  const m = t ? /^b(\d+)\.(\d+)$/.exec(t) : null;
  return m ? { row: Number(m[1]), col: Number(m[2]) } : null;
};
