// The places on the board an action names, as keys a board's picking can hold
// (strings): an action square `q:<square>`, a parcel or the building on it
// `c<cell>`, a character card `k:<character>`. Which place an action acts on,
// what a key names and what stands there in words are rules knowledge (like
// chessground's dests: the rules become targets in one place), so the board,
// the HUD and the tests read them from here. Pure.
import type { CharacterId, SquareId } from '../data.ts';
import type { CarsonAction, CarsonState, Target } from '../types.ts';
import { describeTarget, type TargetInfo } from './target-info.ts';

/** A board target: `q:<square>`, `c<cell>` (a parcel, or the building on it), `k:<character>`. */
export type TargetKey = string;

export const squareKey = (q: SquareId): TargetKey => `q:${q}`;
export const cellKey = (cell: number): TargetKey => `c${cell}`;
export const cardKey = (c: CharacterId): TargetKey => `k:${c}`;

/** What a key names, parsed. */
export type Named = { kind: 'square'; square: SquareId } | { kind: 'cell'; cell: number } | { kind: 'card'; character: CharacterId };
export function parseKey(k: TargetKey): Named | null {
  if (k.startsWith('q:')) return { kind: 'square', square: k.slice(2) as SquareId };
  if (k.startsWith('k:')) return { kind: 'card', character: k.slice(2) as CharacterId };
  if (k.startsWith('c')) return { kind: 'cell', cell: Number(k.slice(1)) };
  return null;
}

/** The rules' target on a board key (a cell is a parcel when unowned, else its building). */
export function ruleTarget(key: TargetKey, state: CarsonState): Target | null {
  const n = parseKey(key);
  if (!n || n.kind === 'card') return null;
  if (n.kind === 'square') return { kind: 'square', square: n.square };
  return state.map[n.cell]?.owner === null ? { kind: 'parcel', cell: n.cell } : { kind: 'building', cell: n.cell };
}

/** The place on the board an action acts on, or null for a choice that is no place (pass, counts, variants). */
export function actionTarget(a: CarsonAction): TargetKey | null {
  switch (a.type) {
    case 'claim':
    case 'build':
    case 'house':
      return cellKey(a.cell);
    case 'place':
      return a.target.kind === 'square' ? squareKey(a.target.square) : cellKey(a.target.cell);
    case 'character':
      return cardKey(a.character);
    default:
      return null;
  }
}

/** What a key names now in the rules' words (describeTarget), for the seat `decider` deciding. */
export function targetInfo(key: TargetKey, s: CarsonState, decider: number | null): TargetInfo | null {
  const n = parseKey(key);
  if (!n) return null;
  return describeTarget(n.kind === 'card' ? n : ruleTarget(key, s)!, s, decider);
}
