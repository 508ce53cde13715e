// Shared helpers for the Gold in the Rivers tests: a fixed board, states with chosen
// markers, and inputs that must succeed.

import { expect } from 'vitest';
import type { Input } from '../../../src/core/contract.ts';
import { goldRivers, layout, type GoldRiversAction, type GoldRiversState, type Layout, type Marker } from '../../../src/games/gold-rivers/index.ts';
import { rangeOf } from '../../../src/games/gold-rivers/rules/range.ts';
import type { ThrownRange } from '../../../src/games/gold-rivers/data.ts';

/** A fresh standard game on board 1, player 1 to throw. */
export function fresh(options: Record<string, string | number> = {}): GoldRiversState {
  return goldRivers.setup({ seed: 1, players: 2, options: { board: 1, ...options } });
}

export const L: Layout = layout('standard', 1);

/** The site at axial (q, r) on the standard field. */
export const at = (q: number, r: number): number => {
  const s = L.field.siteAt(q, r);
  if (s < 0) throw new Error(`(${q}, ${r}) is off the field`);
  return s;
};

/** Apply an input that must be legal. */
export function must(s: GoldRiversState, input: Input<GoldRiversAction>): GoldRiversState {
  const res = goldRivers.apply(s, input);
  if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
  return res.state;
}

export const act = (s: GoldRiversState, action: GoldRiversAction): GoldRiversState => must(s, { kind: 'action', seat: s.turn, action });

/** The rule error code of an input that must be refused (the state stays as it was). */
export function refused(s: GoldRiversState, action: GoldRiversAction): string {
  const before = JSON.stringify(s);
  const res = goldRivers.apply(s, { kind: 'action', seat: s.turn, action });
  expect(JSON.stringify(s)).toBe(before);
  if (res.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return res.error.code;
}

/** A state whose markers are all `base` except the listed ones; the phase is a decision on `number` (null: free choice). */
export function withMarkers(
  changes: Record<number, Marker>,
  opts: { base?: Marker; number?: number | null; turn?: 0 | 1; faces?: number[] } = {},
): GoldRiversState {
  const s = fresh();
  const base = opts.base ?? 'hidden';
  const markers: Marker[] = s.markers.map((_, site) => changes[site] ?? base);
  const takenBy = markers.map((m) => (m === 'cleared' ? 0 : null));
  const gold: [number, number] = [takenBy.filter((t) => t === 0).length, 0];
  const report = rangeOf(L, markers);
  const number = opts.number === undefined ? 3 : opts.number;
  return {
    ...s,
    markers,
    takenBy,
    gold,
    turn: opts.turn ?? 0,
    phase: { kind: 'choose', range: number === null ? 'free' : report.range, rows: report.rows, number, faces: opts.faces ?? [] },
  };
}

/** A state waiting for the throw of `range`'s discs. */
export function atThrow(s: GoldRiversState, range: ThrownRange): GoldRiversState {
  return { ...s, phase: { kind: 'throw', range, rows: rangeOf(L, s.markers).rows } };
}

/** Sites of a straight line from (q, r) stepping (dq, dr), n sites. */
export function line(q: number, r: number, dq: number, dr: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => at(q + dq * i, r + dr * i));
}

/** Markers map: these sites hidden, everything else as base. */
export const hiddenOnly = (sites: number[]): Record<number, Marker> => Object.fromEntries(sites.map((s) => [s, 'hidden' as Marker]));
