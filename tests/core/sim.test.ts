import { describe, expect, it } from 'vitest';
import { sampledPhysicsPort } from '../../src/core/sampled-port.ts';
import { loadGames } from '../../src/games/registry.ts';

const GAMES = await loadGames();
import { main, rotateLevels, type SimSummary } from '../../src/tools/sim.ts';
import { toyPig, type ToyState } from './fixtures/toy-pig.ts';
import type { AnyGameModule } from '../../src/core/contract.ts';

const withToy = (extra: AnyGameModule[] = []) => {
  const all = [toyPig, ...extra, ...GAMES];
  return { lookup: (id: string) => all.find((g) => g.id === id), known: all.map((g) => g.id) };
};

async function sim(argv: string[], deps: Parameters<typeof main>[1] = {}) {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await main(argv, { ...withToy(), print: (l) => lines.push(l), printError: (l) => errors.push(l), ...deps });
  const last = lines[lines.length - 1];
  const summary = code !== 2 && last ? (JSON.parse(last) as SimSummary) : null;
  return { code, lines, errors, summary };
}

describe('sim tool', () => {
  it('plays games with rotating seats and prints a line per game and a JSON summary', async () => {
    const r = await sim(['--game', 'toy-pig', '--games', '4', '--seed', '3', '--levels', 'hard,easy'], { port: sampledPhysicsPort() });
    expect(r.code).toBe(0);
    expect(r.lines.filter((l) => l.startsWith('game ')).length).toBe(4);
    expect(r.lines.filter((l) => /^(hard|easy): /.test(l)).length, 'a line per level').toBe(2);
    expect(r.lines[0]).toMatch(/seats hard,easy/);
    expect(r.lines[1]).toMatch(/seats easy,hard/);
    const s = r.summary!;
    expect(s).toMatchObject({ game: 'toy-pig', games: 4, finished: 4, errors: 0, violations: 0, players: 2 });
    expect(s.wins.reduce((a, b) => a + b, 0) + s.draws).toBe(4);
    expect((s.winsByLevel?.['hard'] ?? 0) + (s.winsByLevel?.['easy'] ?? 0)).toBe(4 - s.draws);
    expect(s.meanInputs).toBeGreaterThan(0);
    for (const key of ['msPerGame', 'rethrows']) expect(typeof (s as unknown as Record<string, unknown>)[key]).toBe('number');
  });

  it('prints per level the wins with a 95 % interval and decision-time percentiles, and reasons under --explain', async () => {
    const r = await sim(['--game', 'toy-pig', '--games', '6', '--seed', '5', '--levels', 'heuristic,easy', '--explain'], { port: sampledPhysicsPort() });
    expect(r.code).toBe(0);
    const s = r.summary!;
    const h = s.byLevel['heuristic']!;
    const e = s.byLevel['easy']!;
    expect(h.games).toBe(6);
    expect(h.wins + h.drawShare + e.wins + e.drawShare).toBeCloseTo(6);
    expect(h.low).toBeLessThanOrEqual(h.share);
    expect(h.high).toBeGreaterThanOrEqual(h.share);
    expect(h.decisions).toBeGreaterThan(0);
    expect(h.p50Ms).toBeLessThanOrEqual(h.p99Ms);
    expect(r.lines.some((l) => /^heuristic: \d+ wins.*95 % interval .*p50 .* p99 /.test(l))).toBe(true);
    // --explain: every decision under its game, with the level and a reason
    expect(r.lines.some((l) => /^ {2}seat \d \(heuristic\) .+ — .+/.test(l))).toBe(true);
    expect(r.lines.some((l) => /^ {2}seat \d \(easy\) .+ — (searched|a random move|the only)/.test(l))).toBe(true);
  });

  it('plays the doubt exploiters as the heuristic that always or never doubts', async () => {
    const r = await sim(['--game', 'pony-express', '--games', '2', '--seed', '3', '--levels', 'always-doubt,never-doubt', '--explain', '--physics', 'model']);
    expect(r.code).toBe(0);
    const doubts = r.lines.filter((l) => /^ {2}seat \d \(always-doubt\) .*fixed answer/.test(l));
    const believes = r.lines.filter((l) => /^ {2}seat \d \(never-doubt\) .*fixed answer/.test(l));
    expect(doubts.length + believes.length).toBeGreaterThan(0);
    for (const l of doubts) expect(l).toMatch(/doubt/i);
    expect(r.summary!.byLevel['always-doubt']!.games).toBe(2);
  });

  it('adds a report to the summary and the level lines (--report bluffs), the same with worker threads', async () => {
    const argv = ['--game', 'pony-express', '--games', '4', '--seed', '9', '--levels', 'heuristic,always-doubt', '--physics', 'model', '--report', 'bluffs'];
    const one = await sim(argv);
    expect(one.code).toBe(0);
    const report = one.summary!.report!;
    expect(report.id).toBe('bluffs');
    const h = report.byLevel['heuristic']!;
    const a = report.byLevel['always-doubt']!;
    expect(h['claims']).toBeGreaterThan(0);
    expect(a['asked']).toBeGreaterThan(0);
    expect(a['doubts']).toBe(a['asked']);
    const line = one.lines.find((l) => l.startsWith('bluffs of always-doubt: '));
    expect(line).toMatch(new RegExp(`asked to doubt ${a['asked']}, doubted ${a['asked']} \\(100\\.0 %\\)`));
    expect(one.lines.some((l) => /^ {2}heuristic as doubter, doubted\/asked per claim: /.test(l))).toBe(true);
    const two = await sim([...argv, '--jobs', '2']);
    expect(two.summary!.report).toEqual(report);
  });

  it('replays the same games from the same seed', async () => {
    const argv = ['--game', 'toy-pig', '--games', '3', '--seed', '12', '--levels', 'hard,easy'];
    const strip = (lines: string[]) => lines.filter((l) => l.startsWith('game ')).map((l) => l.replace(/, \d+ ms$/, ''));
    const a = await sim(argv, { port: sampledPhysicsPort() });
    const b = await sim(argv, { port: sampledPhysicsPort() });
    expect(strip(b.lines)).toEqual(strip(a.lines));
    const c = await sim(['--game', 'toy-pig', '--games', '3', '--seed', '13', '--levels', 'hard,easy'], { port: sampledPhysicsPort() });
    expect(strip(c.lines)).not.toEqual(strip(a.lines));
  });

  it('rotates levels so every level takes every seat', () => {
    expect([0, 1, 2].map((g) => rotateLevels(['hard', 'easy', 'easy'], g).join(','))).toEqual(['hard,easy,easy', 'easy,easy,hard', 'easy,hard,easy']);
  });

  it('exits non-zero and names the seed when an invariant breaks', async () => {
    const broken = { ...toyPig, id: 'toy-broken', invariants: (s: ToyState) => (s.pot > 12 ? ['pot over 12'] : []) };
    const r = await sim(['--game', 'toy-broken', '--games', '3'], { ...withToy([broken]), port: sampledPhysicsPort() });
    expect(r.code).toBe(1);
    expect(r.summary!.violations).toBeGreaterThan(0);
    expect(r.errors.join('\n')).toMatch(/seed \d+.*pot over 12/);
  });

  it('rejects bad arguments with a clear message and exit code 2', async () => {
    const cases: [string[], RegExp][] = [
      [[], /--game is required/],
      [['--game', 'poker'], /unknown game "poker"; registered: toy-pig/],
      [['--game', 'toy-pig', '--games', '0'], /--games must be an integer ≥ 1/],
      [['--game', 'toy-pig', '--games', 'ten'], /--games must be an integer/],
      [['--game', 'toy-pig', '--seed', '1.5'], /--seed must be an integer/],
      [['--game', 'toy-pig', '--levels', 'hard,godlike'], /unknown bot level "godlike"/],
      [['--game', 'toy-pig', '--players', '7'], /takes 2–3 players, not 7/],
      [['--game', 'toy-pig', '--levels', 'easy,easy,easy,easy'], /4 seats but the game has 3/],
      [['--game', 'toy-pig', '--physics', 'magic'], /--physics must be real or model/],
      [['--game', 'toy-pig', '--options', 'target=25'], /target must be one of 20, 30/],
      [['--game', 'toy-pig', '--options', 'speed=3'], /no option "speed"/],
      [['--game', 'toy-pig', '--turbo'], /unknown argument "--turbo"/],
      [['--game', 'toy-pig', '--games'], /--games needs a value/],
      [['--game', 'toy-pig', '--game', 'toy-pig'], /given twice/],
      [['--game', 'toy-pig', '--jobs', '0'], /--jobs must be an integer ≥ 1/],
      [['--game', 'toy-pig', '--levels', 'hard,always-doubt'], /"always-doubt" exploits doubting, which Bandit Pig \(test fixture\) has not \(games with doubts: pony-express\)/],
      [['--game', 'toy-pig', '--report', 'bluffs'], /--report bluffs reads pony-express, not toy-pig/],
      [['--game', 'pony-express', '--report', 'lies'], /unknown report "lies" \(reports: bluffs\)/],
      [['--game', 'pony-express', '--report'], /--report needs a value/],
    ];
    for (const [argv, message] of cases) {
      const r = await sim(argv, { port: sampledPhysicsPort() });
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.errors.join('\n'), argv.join(' ')).toMatch(message);
    }
  });

  it('passes game options through (--options)', async () => {
    const r = await sim(['--game', 'toy-pig', '--games', '2', '--options', 'target=30', '--players', '3'], { port: sampledPhysicsPort() });
    expect(r.code).toBe(0);
    expect(r.lines[0]).toMatch(/seats hard,hard,hard/);
    // every winner banked at least 30 (plus a bounty of 0–3)
    for (const line of r.lines.slice(0, 2)) {
      const scores = /scores ([\d,]+)/.exec(line)![1]!.split(',').map(Number);
      expect(Math.max(...scores)).toBeGreaterThanOrEqual(30);
    }
  });

  it('runs the toy game with real headless Rapier for every throw and flick', async () => {
    const r = await sim(['--game', 'toy-pig', '--games', '2', '--seed', '8', '--levels', 'hard,easy', '--physics', 'real']);
    expect(r.code).toBe(0);
    expect(r.summary).toMatchObject({ physics: 'real', finished: 2, errors: 0, violations: 0 });
  });

  it('gives the same games with worker threads (--jobs)', async () => {
    const game = GAMES[0]!.id;
    const argv = ['--game', game, '--games', '2', '--seed', '6', '--levels', 'easy', '--physics', 'model'];
    const strip = (lines: string[]) => lines.filter((l) => l.startsWith('game ')).map((l) => l.replace(/, \d+ ms$/, ''));
    const one = await sim(argv);
    const two = await sim([...argv, '--jobs', '2']);
    expect(two.code).toBe(0);
    expect(strip(two.lines)).toEqual(strip(one.lines));
    expect(two.summary).toMatchObject({ finished: 2, errors: 0 });
  });

  for (const game of GAMES) {
    it(`plays ${game.id} to the end without errors or broken invariants`, async () => {
      const r = await sim(['--game', game.id, '--games', '2', '--seed', '5', '--levels', 'easy', '--physics', 'model']);
      expect(r.errors).toEqual([]);
      expect(r.code).toBe(0);
      expect(r.summary).toMatchObject({ finished: 2, errors: 0, violations: 0 });
    });
  }
});
