// Pearson's chi-square test of observed counts against expected ones, and
// its p-value: the chance that fair dice would show counts at least this
// uneven. p is the upper regularized incomplete gamma function Q(df/2, x/2),
// computed by its series below a + 1 and by its continued fraction above
// (the classic pair; both converge fast there). Pure numbers, no framework.

/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine terms: about 15 significant digits). */
export function lnGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`lnGamma needs x > 0, got ${x}`);
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPS = 1e-15;
const MAX_TERMS = 1000;

/** Q(a, x) = Γ(a, x) / Γ(a), the upper regularized incomplete gamma function (a > 0, x ≥ 0). */
export function gammaQ(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`gammaQ needs a > 0 and x ≥ 0, got a = ${a}, x = ${x}`);
  if (x === 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    // P by its series; Q = 1 − P.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_TERMS; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPS) break;
    }
    return Math.max(0, 1 - sum * front);
  }
  // Q by its continued fraction (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_TERMS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.min(1, front * h);
}

/** The chance of a chi-square value of at least `x` with `df` degrees of freedom. */
export const chiSquareP = (x: number, df: number): number => gammaQ(df / 2, x / 2);

export interface ChiSquare {
  /** Σ (observed − expected)² / expected. */
  value: number;
  df: number;
  p: number;
}

/** The test of `observed` against `expected` (same length, every expected > 0). */
export function chiSquare(observed: readonly number[], expected: readonly number[]): ChiSquare {
  if (observed.length !== expected.length || observed.length < 2) {
    throw new RangeError(`chi-square needs two or more categories of observed and expected counts (got ${observed.length} and ${expected.length})`);
  }
  let value = 0;
  observed.forEach((o, i) => {
    const e = expected[i]!;
    if (!(e > 0)) throw new RangeError(`expected count ${i} must be above 0, got ${e}`);
    value += ((o - e) * (o - e)) / e;
  });
  const df = observed.length - 1;
  return { value, df, p: chiSquareP(value, df) };
}
