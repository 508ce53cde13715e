// Where a cowboy may stand: open action squares, unowned parcels, and
// buildings to attack or defend. One cowboy per seat per target, except the
// wages and single-road squares; the Sheriff's white cowboy only where no
// cowboy stands, and then nobody may join it.

import type { Seat } from '../../../core/contract.ts';
import { BUILD_PRICES, BUY_PRICES, SHARED_SQUARES, SQUARES, type SquareId } from '../data.ts';
import type { CarsonErrorCode, CarsonState, Placement, Target } from '../types.ts';
import { isBuilding, isCell, isProtected } from './board.ts';

export const buildIndex = (q: SquareId): number => (q.startsWith('build') ? BUILD_PRICES.indexOf(Number(q.slice(5)) as (typeof BUILD_PRICES)[number]) : -1);
export const buyIndex = (q: SquareId): number => (q.startsWith('buy') ? BUY_PRICES.indexOf(Number(q.slice(3)) as (typeof BUY_PRICES)[number]) : -1);

/** The 1858 marker closes buying squares from the cheapest (ours): with k closed, the last k are shut. */
export function squareOpen(s: CarsonState, q: SquareId): boolean {
  const b = buyIndex(q);
  if (b >= 0) return b < BUY_PRICES.length - s.closed;
  const i = buildIndex(q);
  if (i >= 0) return s.row[i] !== null;
  return true;
}

export const sameTarget = (a: Target, b: Target): boolean =>
  a.kind === b.kind && (a.kind === 'square' ? a.square === (b as { square: SquareId }).square : a.cell === (b as { cell: number }).cell);

/** A short unique key of a target ("wages", "p12", "b40"). */
export const targetKey = (t: Target): string => (t.kind === 'square' ? t.square : `${t.kind === 'parcel' ? 'p' : 'b'}${t.cell}`);

export const cowboysOn = (s: CarsonState, t: Target) => s.placements.filter((p) => sameTarget(p.target, t));

export function isTarget(x: unknown): x is Target {
  if (typeof x !== 'object' || x === null) return false;
  const t = x as Record<string, unknown>;
  if (t['kind'] === 'square') return (SQUARES as readonly unknown[]).includes(t['square']);
  if (t['kind'] === 'parcel' || t['kind'] === 'building') return isCell(t['cell']);
  return false;
}

/** Why `seat` may not put a cowboy (white or its own) on `target` now; null when it may. */
export function placementError(
  s: CarsonState,
  seat: Seat,
  target: Target,
  white: boolean,
  there: readonly Placement[] = cowboysOn(s, target),
): CarsonErrorCode | null {
  if (white) {
    if (s.characters[seat] !== 'sheriff' || s.whiteUsed) return 'no-cowboys';
    if (target.kind === 'building') return 'white-needs-empty';
    if (there.length > 0) return 'white-needs-empty';
  } else {
    if (s.seats[seat]!.reserve <= 0) return 'no-cowboys';
    if (there.some((p) => p.white)) return 'square-taken';
  }
  if (target.kind === 'square') {
    if (!squareOpen(s, target.square)) return 'square-closed';
    if (!SHARED_SQUARES.includes(target.square) && there.some((p) => p.seat === seat && !p.white)) return 'already-there';
    return null;
  }
  const cell = s.map[target.cell]!;
  if (there.some((p) => p.seat === seat)) return 'already-there';
  if (target.kind === 'parcel') {
    if (cell.owner !== null) return 'parcel-taken';
    if (s.seats[seat]!.markers <= 0) return 'no-markers';
    return null;
  }
  if (!isBuilding(cell.piece) || isProtected(s.map, target.cell)) return 'not-attackable';
  return null;
}

/** Every target a cowboy of `seat` may take now (white: the Sheriff's white cowboy). */
export function placeTargets(s: CarsonState, seat: Seat, white: boolean): Target[] {
  const out: Target[] = [];
  const byTarget = new Map<string, Placement[]>();
  for (const p of s.placements) {
    const k = targetKey(p.target);
    const list = byTarget.get(k);
    if (list) list.push(p);
    else byTarget.set(k, [p]);
  }
  const none: Placement[] = [];
  const tryAdd = (t: Target) => {
    if (placementError(s, seat, t, white, byTarget.get(targetKey(t)) ?? none) === null) out.push(t);
  };
  for (const square of SQUARES) tryAdd({ kind: 'square', square });
  for (let cell = 0; cell < s.map.length; cell++) {
    const c = s.map[cell]!;
    if (c.owner === null) tryAdd({ kind: 'parcel', cell });
    else if (isBuilding(c.piece) && !white) tryAdd({ kind: 'building', cell });
  }
  return out;
}
