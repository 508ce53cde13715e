// Statistics of the sim's summary: a win share's 95 % interval (Wilson's, so
// it stays inside 0–1 and honest for small counts and shares near 0 or 1)
// and percentiles of decision times.

/** Wilson score interval at 95 % for `wins` out of `n` (wins may be fractional: a draw is half a win). */
export function wilson95(wins: number, n: number): [number, number] {
  if (n <= 0) return [0, 1];
  const z = 1.959964;
  const p = wins / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The q-quantile (0..1) of `xs` by the nearest rank; 0 for an empty list. */
export function percentile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = xs.slice().sort((a, b) => a - b);
  const rank = Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1));
  return s[rank]!;
}
