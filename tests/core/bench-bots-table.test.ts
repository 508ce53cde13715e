// The bots bench's tables for docs/bots.md: one row per game, and the
// exploiters' table only for games measured against them.
import { describe, expect, it } from 'vitest';
import { exploiterTable, markdownTable, type GameBots, type Pairing } from '../../src/tools/bench/bots.ts';

const p = (share: number, low: number, high: number, games: number): Pairing => ({ share, low, high, games });
const row = (game: string, extra: Partial<GameBots> = {}): GameBots => ({
  game,
  hardVsHeuristic: p(0.6, 0.55, 0.65, 400),
  hardVsEasy: p(0.9, 0.86, 0.93, 400),
  heuristicVsEasy: p(0.8, 0.76, 0.84, 400),
  decisionP50Ms: 120,
  decisionP99Ms: 800,
  cpuP50Ms: 40,
  cpuP99Ms: 300,
  maxTable: { players: 5, decisionP50Ms: 200, decisionP99Ms: 950, cpuP50Ms: 150, cpuP99Ms: 700 },
  heuristicPlayouts: 1000,
  heuristicErrors: 0,
  ...extra,
});

describe('bots bench tables', () => {
  it('writes the exploiters of games with doubts in their own table', () => {
    const rows = [row('gambler'), row('pony-express', { hardVsAlwaysDoubt: p(0.7, 0.65, 0.74, 400), hardVsNeverDoubt: p(0.62, 0.57, 0.67, 400) })];
    expect(exploiterTable(rows).split('\n')).toEqual([
      '| game | hard vs always-doubt | hard vs never-doubt |',
      '|---|---|---|',
      '| pony-express | 70 % (65 %–74 %), 400 | 62 % (57 %–67 %), 400 |',
    ]);
    expect(markdownTable(rows).split('\n')).toHaveLength(4);
  });

  it('writes wall and CPU times in their own columns', () => {
    const line = markdownTable([row('gambler')]).split('\n')[2]!;
    expect(line).toContain('| 120 / 800 ms | 40 / 300 ms | 200 / 950 ms, CPU 150 / 700 ms (5) |');
  });

  it('writes no exploiters table when no game was measured against them', () => {
    expect(exploiterTable([row('gambler')])).toBe('');
  });
});
