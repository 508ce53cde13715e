// Reports the sim can add to its summary (`--report <id>`): counters per level
// over every decision, read from the full state the driver sees. A report
// names the games it can read; its counting lives with the game (pure), the
// sim only adds the counters up (plain data, so worker threads send them).

import { bluffCounters, bluffLines } from '../games/pony-express/bluff-tally.ts';
import type { PonyAction, PonyState } from '../games/pony-express/types.ts';

/** Counters by level: counter name → count. */
export type LevelCounts = Record<string, Record<string, number>>;

export interface SimReport {
  /** What it counts, for the usage text. */
  about: string;
  /** Games it can read (a report asked of another game is refused). */
  games: readonly string[];
  /** The counters one decision adds to, from the state it was made in. */
  counters(before: unknown, action: unknown): string[];
  /** A level's counters as lines a person reads. */
  lines(level: string, counts: Readonly<Record<string, number>>): string[];
}

export const SIM_REPORTS = {
  bluffs: {
    about: 'claims and bluffs, doubts and how often they were right, per level and per claimed combination',
    games: ['pony-express'],
    counters: (before, action) => bluffCounters(before as PonyState, action as PonyAction),
    lines: bluffLines,
  },
} satisfies Record<string, SimReport>;

export type SimReportId = keyof typeof SIM_REPORTS;
export const isSimReportId = (x: string): x is SimReportId => Object.hasOwn(SIM_REPORTS, x);

/** Add `more` into `into` (in place). */
export function addCounts(into: LevelCounts, more: Readonly<LevelCounts>): LevelCounts {
  for (const [level, counts] of Object.entries(more)) {
    const row = (into[level] ??= {});
    for (const [k, n] of Object.entries(counts)) row[k] = (row[k] ?? 0) + n;
  }
  return into;
}
