// The canonical action: the entry of `legalActions` a caller's action stands
// for. Sessions and saves record that entry, never the caller's object, so
// junk fields, circular references, BigInts, getters or megabyte strings a
// caller hangs on an action can never reach a record. The comparison walks
// the legal action's own fields only (a finite, acyclic tree of plain data),
// so whatever else the caller's object holds is never read.

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** How much of a legal action `candidate` must match. */
export type ActionMatch =
  /** Every field of the legal action equal; extra fields of the caller's object are ignored (and dropped). */
  | 'legal-fields'
  /** As 'legal-fields', and no field the legal action lacks (a saved record must hold the canonical action itself). */
  | 'exact';

/**
 * Deep equality of `legal` (plain data) and `candidate`, led by `legal`'s
 * structure. `named` are top-level field names some legal action uses: a
 * caller's value for one of them means something (a target seat), so it must
 * match even where this legal action lacks the field; other extra fields are junk.
 */
function sameOnLegalFields(legal: unknown, candidate: unknown, exact: boolean, depth: number, named?: ReadonlySet<string>): boolean {
  if (depth > 32) return false;
  if (!isObject(legal)) return Object.is(legal, candidate) || (legal === 0 && candidate === 0);
  if (!isObject(candidate)) return false;
  if (Array.isArray(legal)) {
    if (!Array.isArray(candidate) || candidate.length !== legal.length) return false;
    for (let i = 0; i < legal.length; i++) if (!sameOnLegalFields(legal[i], candidate[i], exact, depth + 1)) return false;
    return true;
  }
  if (Array.isArray(candidate)) return false;
  for (const key of Object.keys(legal)) {
    if (!sameOnLegalFields(legal[key], candidate[key], exact, depth + 1)) return false;
  }
  if (exact) {
    for (const key of Object.keys(candidate)) {
      if (!Object.hasOwn(legal, key) && candidate[key] !== undefined) return false;
    }
  } else if (named) {
    for (const key of named) {
      if (!Object.hasOwn(legal, key) && candidate[key] !== undefined) return false;
    }
  }
  return true;
}

const fieldCount = (x: unknown): number => (isObject(x) ? Object.keys(x).length : 0);

/**
 * The legal action `candidate` stands for, or undefined when none matches.
 * A field no legal action has is junk and ignored; a field some legal action
 * has must match (a target the caller named is not dropped for an untargeted
 * play). When several still match, the one with the most fields wins.
 * Never throws, whatever `candidate` is (proxies and throwing getters included).
 */
export function canonicalAction<A>(legal: readonly A[], candidate: unknown, match: ActionMatch = 'legal-fields'): A | undefined {
  let best: A | undefined;
  let bestFields = -1;
  const named = new Set<string>();
  for (const action of legal) if (isObject(action)) for (const key of Object.keys(action)) named.add(key);
  for (const action of legal) {
    let same: boolean;
    try {
      same = sameOnLegalFields(action, candidate, match === 'exact', 0, named);
    } catch {
      same = false;
    }
    if (same && fieldCount(action) > bestFields) {
      best = action;
      bestFields = fieldCount(action);
    }
  }
  return best;
}
