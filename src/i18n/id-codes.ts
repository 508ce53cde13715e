// Short message ids in the production client (issue 25: the English room grows
// by at most 5 KB gzip). The code carries an explicit id beside every text
// ('pony-express.claim.doubt-answer'); the build replaces each by a code of one
// or two letters, in the code and in the compiled catalogs alike
// (src/tools/vite-short-ids.ts, vite-catalog-parts.ts). Dense codes in the
// catalog's own order compress best: neighbours in a file are neighbours in
// the sorted catalog, so their codes share a first letter.
// Pure: the build, the online server and the tests derive the same map from the
// same English catalog. Nothing persisted carries a code (they change whenever
// the catalog does): saves keep inputs, the server keeps long ids and codes
// only what it sends to a page that asked for them (`encodeIds`).
import { fnv1a } from '../core/hash.ts';

/** Code letters: the first of a code never a digit, so a code never reads as a number. */
const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
const REST = `${FIRST}0123456789`;

/** The n-th code: a, b, …, $, then aa, ab, … (one letter for the first 54, two for the next 3,456, …). */
export function codeOf(n: number): string {
  let width = 1;
  let span = FIRST.length;
  while (n >= span) {
    n -= span;
    width++;
    span *= REST.length;
  }
  let out = FIRST[Math.floor(n / REST.length ** (width - 1))]!;
  for (let i = width - 2; i >= 0; i--) out += REST[Math.floor(n / REST.length ** i) % REST.length]!;
  return out;
}

/** id → its index in the English catalog's ids, sorted (the code is `codeOf(index)`). */
export const idIndexes = (ids: Iterable<string>): Map<string, number> => new Map([...new Set(ids)].sort().map((id, i) => [id, i]));

/** id → code for every id of the English catalog: a pure function of the set of ids (sorted, numbered). */
export const idCodes = (ids: Iterable<string>): Map<string, string> => new Map([...idIndexes(ids)].map(([id, i]) => [id, codeOf(i)]));

/** Names one map (its ids in order): the page says it to the server, which codes its messages only for the same map. */
export const idCodesFingerprint = (codes: ReadonlyMap<string, string>): string => fnv1a([...codes.keys()].join('\n'));

/**
 * A copy of `value` (plain JSON: a server message) with the `id` of every
 * message in it replaced by its code; an `id` that is no catalog id (a figure's
 * 'rider-1') stays. Strings elsewhere are left alone (names, actions).
 */
export function encodeIds<T>(value: T, codes: ReadonlyMap<string, string>): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v !== 'object' || v === null) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = k === 'id' && typeof x === 'string' ? (codes.get(x) ?? x) : walk(x);
    return out;
  };
  return walk(value) as T;
}

/**
 * A catalog part keyed by codes, as the build ships it: runs of messages whose ids are neighbours in the sorted
 * catalog, `[first index, [message, message, …]]`, so no key travels (a game's ids are one run, the core's a few).
 */
export type CodedRuns<M> = [number, M[]][];

/** The runs of a part: its messages ordered by their ids' index in the map (every id must be in it). */
export function codedRuns<M>(messages: ReadonlyMap<string, M>, indexOf: ReadonlyMap<string, number>): CodedRuns<M> {
  const byIndex = [...messages].map(([id, m]) => {
    const i = indexOf.get(id);
    if (i === undefined) throw new Error(`The catalog message ${id} is not in the English catalog, so it has no short code: run npx lingui extract.`);
    return [i, m] as const;
  });
  byIndex.sort((a, b) => a[0] - b[0]);
  const runs: CodedRuns<M> = [];
  for (const [i, m] of byIndex) {
    const last = runs.at(-1);
    if (last && last[0] + last[1].length === i) last[1].push(m);
    else runs.push([i, [m]]);
  }
  return runs;
}

/** code → message again, as Lingui loads a catalog (the page, on loading a part). */
export function messagesOfRuns<M>(runs: CodedRuns<M>): Record<string, M> {
  const out: Record<string, M> = {};
  for (const [first, list] of runs) list.forEach((m, k) => (out[codeOf(first + k)] = m));
  return out;
}
