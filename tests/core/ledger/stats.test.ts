// The ledger's statistics against published tables: chi-square critical
// values (a p of exactly 0.05 / 0.01 / 0.001 at the table's value), the
// poker-dice hand counts of all 7,776 throws, and what the sentence says.
import { describe, expect, it } from 'vitest';
import { chiSquare, chiSquareP, gammaQ, lnGamma } from '../../../src/core/ledger/chi-square.ts';
import { POKER_HAND_COUNTS, POKER_HANDS, POKER_THROWS, handOf } from '../../../src/core/ledger/poker-hands.ts';
import { fairnessSentence, pText, summarize } from '../../../src/core/ledger/summary.ts';
import type { LedgerRow } from '../../../src/core/ledger/rows.ts';
import { POKER_FACES, type PokerFace } from '../../../src/core/dice-kinds.ts';

// Upper critical values of the chi-square distribution (NIST/SEMATECH e-Handbook, table 1.3.6.7.4).
const CRITICAL: [df: number, p: number, value: number][] = [
  [1, 0.05, 3.841], [1, 0.01, 6.635], [1, 0.001, 10.828],
  [2, 0.05, 5.991], [2, 0.01, 9.21],
  [5, 0.05, 11.07], [5, 0.01, 15.086], [5, 0.001, 20.515],
  [7, 0.05, 14.067], [10, 0.05, 18.307], [30, 0.05, 43.773], [100, 0.05, 124.342],
];

describe('chi-square p-values', () => {
  it.each(CRITICAL)('df %i: p = %f at the table value %f', (df, p, value) => {
    expect(chiSquareP(value, df)).toBeCloseTo(p, 4);
  });

  it('p is 1 at 0 and falls as the value grows', () => {
    expect(chiSquareP(0, 5)).toBe(1);
    expect(chiSquareP(2, 5)).toBeGreaterThan(chiSquareP(8, 5));
    expect(chiSquareP(400, 5)).toBeLessThan(1e-12);
  });

  it('lnGamma matches factorials and Γ(1/2) = √π', () => {
    expect(Math.exp(lnGamma(5))).toBeCloseTo(24, 9);
    expect(Math.exp(lnGamma(11))).toBeCloseTo(3628800, 3);
    expect(Math.exp(lnGamma(0.5))).toBeCloseTo(Math.sqrt(Math.PI), 12);
  });

  it('Q(1, x) is e^−x (the exponential case)', () => {
    for (const x of [0.1, 1, 3, 12]) expect(gammaQ(1, x)).toBeCloseTo(Math.exp(-x), 12);
  });

  it('the statistic of a worked example: 60 rolls of a die', () => {
    // Counts 5, 8, 9, 8, 10, 20 against 10 each: Σ(o−e)²/e = (25+4+1+4+0+100)/10 = 13.4, df 5, p ≈ 0.0199.
    const t = chiSquare([5, 8, 9, 8, 10, 20], [10, 10, 10, 10, 10, 10]);
    expect(t.value).toBeCloseTo(13.4, 12);
    expect(t.df).toBe(5);
    expect(t.p).toBeCloseTo(0.0199, 4);
  });

  it('refuses counts it cannot test', () => {
    expect(() => chiSquare([1, 2], [1])).toThrow(/two or more categories/);
    expect(() => chiSquare([1, 2], [0, 3])).toThrow(/above 0/);
  });
});

describe('poker-dice hands', () => {
  it('all 7,776 throws make the hands of the table', () => {
    const seen = Object.fromEntries(POKER_HANDS.map((h) => [h, 0])) as Record<string, number>;
    const f = POKER_FACES;
    for (let n = 0; n < POKER_THROWS; n++) {
      const faces: PokerFace[] = [];
      for (let d = 0, m = n; d < 5; d++, m = Math.floor(m / 6)) faces.push(f[m % 6]!);
      seen[handOf(faces)!]!++;
    }
    expect(seen).toEqual(POKER_HAND_COUNTS);
    expect(Object.values(POKER_HAND_COUNTS).reduce((a, b) => a + b, 0)).toBe(7776);
  });

  it('the table is the published one, and the ledger of all 7,776 throws matches it exactly', () => {
    // The poker-dice hand counts of the 6^5 equally likely throws, as tabulated for the game (and in the issue).
    expect(POKER_HAND_COUNTS).toEqual({
      'five-of-a-kind': 6, 'four-of-a-kind': 150, 'full-house': 300, straight: 240,
      'three-of-a-kind': 1200, 'two-pairs': 1800, 'one-pair': 3600, nothing: 480,
    });
    // Every throw once, as ledger lines: each hand is thrown as often as fair dice give, each face 6,480 times.
    const rows: LedgerRow[] = [];
    for (let n = 0; n < POKER_THROWS; n++) {
      const faces: PokerFace[] = [];
      for (let d = 0, m = n; d < 5; d++, m = Math.floor(m / 6)) faces.push(POKER_FACES[m % 6]!);
      rows.push({ game: 'pony-express', gameKey: 'p', index: n, seat: 0, who: 'Rider 1', kinds: ['poker', 'poker', 'poker', 'poker', 'poker'], faces, rethrows: [], edges: [], inputs: null });
    }
    const s = summarize(rows);
    expect(s.poker!.throws).toBe(7776);
    expect(s.poker!.hands.map((h) => [h.hand, h.count])).toEqual(Object.entries(POKER_HAND_COUNTS));
    for (const h of s.poker!.hands) expect(h.expected).toBeCloseTo(h.count, 9);
    const faces = s.kinds.find((k) => k.kind === 'poker')!;
    expect(faces.counts).toEqual([6480, 6480, 6480, 6480, 6480, 6480]);
    expect(faces.chiSquare).toBe(0);
    expect(faces.p).toBe(1);
  });

  it('names hands as players do', () => {
    expect(handOf(['9', '10', 'J', 'Q', 'K'])).toBe('straight');
    expect(handOf(['A', 'K', 'Q', 'J', '10'])).toBe('straight');
    expect(handOf(['9', '10', 'J', 'Q', 'A'])).toBe('nothing');
    expect(handOf(['K', 'K', 'K', '9', '9'])).toBe('full-house');
    expect(handOf(['K', 'K', 'Q', '9', '9'])).toBe('two-pairs');
    expect(handOf(['A', 'A', 'A', 'A', 'A'])).toBe('five-of-a-kind');
    expect(handOf(['A', 'A', 'A'])).toBeNull();
    expect(handOf([1, 2, 3, 4, 5])).toBeNull();
  });
});

describe('the sentence', () => {
  it('says fair, uneven, or too few, with p', () => {
    expect(fairnessSentence('d6', 1284, 0.41, 214)).toBe('Over 1,284 six-sided throws the faces are as even as fair dice would be (p = 0.41).');
    expect(fairnessSentence('d6', 600, 0.004, 100)).toMatch(/less even than fair dice usually are: .* about 4 times in 1,000 fair runs \(p = 0\.004\)/);
    expect(fairnessSentence('poker', 600, 0.00001, 100)).toMatch(/^Over 600 poker-dice throws the faces are far from even.*\(p < 0\.001\)\.$/);
    expect(fairnessSentence('disc01', 4, null, 2)).toBe('Over 4 0|1 disc throws there are too few to judge: 6 more are needed before fair dice would show every face 5 times.');
    expect(pText(0.0499)).toBe('p = 0.05');
  });
});
