// Read-only facts of the turn in progress, for the legal moves, the rules
// that apply them, the bot and the HUD alike: bail, what a re-throw costs,
// which claims the open dice allow, who may doubt, how far a claim rides.

import type { Seat } from '../../../core/contract.ts';
import type { PokerFace } from '../../../core/dice-kinds.ts';
import { DESERT_FROM } from '../data/board.ts';
import { COMBO_STEPS, possibleWith } from './combos.ts';
import { onMail, rider } from './helpers.ts';
import type { Claim, PonyState } from '../types.ts';

/** Bail to leave jail at once (seed). */
export const BAIL = 3;

/** Is the active rider last on the track (ties count as last, **ours**)? */
export function isLast(s: PonyState, seat: Seat): boolean {
  const me = rider(s, seat);
  return s.riders.every((r) => r.seat === seat || r.pos >= me.pos);
}

/** What the next re-throw costs the active rider: free, 1, or 2 in the desert. */
export function rethrowCost(s: PonyState): { cost: number; why: 'horseshoe' | 'last' | 'desert' | 'normal' } {
  if (s.flags.horseshoe) return { cost: 0, why: 'horseshoe' };
  if (!s.flags.freeRethrowUsed && isLast(s, s.turn)) return { cost: 0, why: 'last' };
  const pos = rider(s, s.turn).pos;
  return pos >= DESERT_FROM ? { cost: 2, why: 'desert' } : { cost: 1, why: 'normal' };
}

export const openFaces = (s: PonyState): PokerFace[] => s.dice.filter((d) => d.where === 'open').map((d) => d.face);
export const hiddenCount = (s: PonyState): number => s.dice.filter((d) => d.where === 'cup').length;

/** A claim the open dice do not rule out ("nothing" is always possible: it passes). */
export const claimPossible = (s: PonyState, combo: Claim): boolean =>
  combo === 'nothing' || possibleWith(openFaces(s), hiddenCount(s), combo);

/**
 * The one rider who may doubt: the nearest rider to the active one that is
 * not in jail and not on the mail boxes. Ties (**ours**): a rider behind
 * before one ahead, then seat order after the active rider.
 */
export function whoMayDoubt(s: PonyState): Seat | null {
  const me = rider(s, s.turn);
  const order = (seat: Seat): number => (seat - s.turn + s.players) % s.players;
  const candidates = s.riders.filter((r) => r.seat !== me.seat && !r.jailed && !onMail(r));
  candidates.sort(
    (a, b) =>
      Math.abs(a.pos - me.pos) - Math.abs(b.pos - me.pos) ||
      Number(a.pos > me.pos) - Number(b.pos > me.pos) ||
      order(a.seat) - order(b.seat),
  );
  return candidates[0]?.seat ?? null;
}

export const claimSteps = (s: PonyState, claim: Claim): number => COMBO_STEPS[claim] + (s.flags.spurs ? 1 : 0);
