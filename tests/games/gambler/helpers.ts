// Test helpers: build Gambler positions on a chosen tableau and feed known
// faces and actions through `apply`, failing loudly on any rejection.

import { expect } from 'vitest';
import type { Input } from '../../../src/core/contract.ts';
import { gambler } from '../../../src/games/gambler/index.ts';
import { cloneState } from '../../../src/games/gambler/rules/state.ts';
import { startTurn } from '../../../src/games/gambler/rules/flow.ts';
import type { GamblerAction, GamblerState } from '../../../src/games/gambler/types.ts';

/** A fresh game whose first tableau is `tableauId` (the stack stays a permutation). */
export function gameOn(tableauId: number, players = 2, end: 'tenth-tableau' | 'reach-500' = 'tenth-tableau'): GamblerState {
  const s = gambler.setup({ seed: 7, players, options: { end } });
  const stack = s.stack.slice();
  const at = stack.indexOf(tableauId);
  [stack[0], stack[at]] = [tableauId, stack[0] as number];
  return { ...s, stack };
}

/**
 * Rearranges a position for a scenario (rows, supplies, chips, round, who is
 * to move; a new round keeps the tableau in play) and starts a fresh turn for `active`. The result must satisfy
 * every invariant, so scenarios never start from an impossible position.
 */
export function arrange(
  base: GamblerState,
  edit: {
    rows?: number[][];
    supply?: number[];
    chips?: number[];
    round?: number;
    active?: number;
    lastPlacer?: number | null;
  },
): GamblerState {
  const s = cloneState(base);
  if (s.turn) s.supply[s.active] = (s.supply[s.active] ?? 0) + s.turn.hand;
  s.turn = null;
  if (edit.rows) s.rows = edit.rows.map((r) => r.slice());
  if (edit.supply) s.supply = edit.supply.slice();
  if (edit.chips) {
    const before = s.chips.reduce((a, b) => a + b, 0);
    s.chips = edit.chips.slice();
    s.bank += before - s.chips.reduce((a, b) => a + b, 0);
  }
  if (edit.round !== undefined) {
    // Keep the tableau in play: move it to the round's place in the stack.
    const id = s.stack[s.round - 1]!;
    const stack = s.stack.filter((x) => x !== id);
    stack.splice(edit.round - 1, 0, id);
    s.stack = stack;
    s.round = edit.round;
  }
  if (edit.lastPlacer !== undefined) s.lastPlacer = edit.lastPlacer;
  const active = edit.active ?? s.active;
  s.roundStarter = active;
  startTurn(s, active);
  expect(gambler.invariants(s)).toEqual([]);
  return s;
}

export function feed(s: GamblerState, input: Input<GamblerAction>): GamblerState {
  const r = gambler.apply(s, input);
  if (!r.ok) throw new Error(`rejected ${r.error.code}: ${r.error.message}`);
  expect(gambler.invariants(r.state)).toEqual([]);
  return r.state;
}

export const roll = (s: GamblerState, ...faces: number[]): GamblerState => feed(s, { kind: 'dice', faces });

export const act = (s: GamblerState, action: GamblerAction): GamblerState =>
  feed(s, { kind: 'action', seat: s.active, action });

/** Places the first unplaced die showing `face` into `row` (0-based). */
export function place(s: GamblerState, face: number, row: number): GamblerState {
  const die = s.turn?.faces?.indexOf(face) ?? -1;
  if (die < 0) throw new Error(`no unplaced ${face} in the throw`);
  return act(s, { type: 'place', die, row });
}

export const stop = (s: GamblerState) => act(s, { type: 'stop' });
export const rethrow = (s: GamblerState) => act(s, { type: 'rethrow' });

/** Expects a rejection with `code` and the state exactly as it was. */
export function expectRejected(s: GamblerState, input: Input<GamblerAction>, code: string): void {
  const before = JSON.stringify(s);
  const r = gambler.apply(s, input);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

export function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}
