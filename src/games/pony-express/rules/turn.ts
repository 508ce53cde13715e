// The core loop of a turn: jail, the throw under the cup, re-throws, the
// claim, the one rider who may doubt it, and the reveal.

import type { PokerFace } from '../../../core/dice-kinds.ts';
import { COMBO_STEPS, bestCombo, shows, type Combo } from './combos.ts';
import { endTurn, goToStart, moveRegular } from './flow.ts';
import { fromBank, rider, say, toBank } from './helpers.ts';
import { moveSpecial } from './steps.ts';
import { BAIL, claimSteps, rethrowCost, whoMayDoubt } from './turn-facts.ts';
import type { Claim, DieWhere, PonyState } from '../types.ts';
import { comboMessage, facesText, logLine, seatMessage } from '../log-messages.ts';

/**
 * Jail escape throw (**ours**): a straight or better escapes; every result
 * pays something from the bank, the better the more.
 */
export const JAIL_TABLE: Record<Combo, { gold: number; escapes: boolean }> = {
  nothing: { gold: 0, escapes: false },
  pair: { gold: 1, escapes: false },
  'two-pairs': { gold: 1, escapes: false },
  three: { gold: 2, escapes: false },
  straight: { gold: 1, escapes: true },
  'full-house': { gold: 2, escapes: true },
  four: { gold: 3, escapes: true },
  five: { gold: 5, escapes: true },
};

// ---------------------------------------------------------------------------
// Jail

export function payBail(s: PonyState): void {
  toBank(s, s.turn, BAIL);
  rider(s, s.turn).jailed = false;
  say(s, logLine('bail', { seat: seatMessage(s.turn), gold: BAIL }));
  goToStart(s);
}

export function sitOut(s: PonyState): void {
  rider(s, s.turn).jailed = false;
  say(s, logLine('sitsOut', { seat: seatMessage(s.turn) }));
  endTurn(s);
}

export function onJailThrow(s: PonyState, faces: PokerFace[]): void {
  const combo = bestCombo(faces);
  const row = JAIL_TABLE[combo];
  const gold = fromBank(s, s.turn, row.gold);
  say(s, logLine('escapeTry', { seat: seatMessage(s.turn), faces: facesText(faces), combo: comboMessage(combo), gold }));
  rider(s, s.turn).jailed = false;
  if (row.escapes) {
    say(s, logLine('escapes', { seat: seatMessage(s.turn) }));
    goToStart(s);
  } else {
    say(s, logLine('staysJailed', { seat: seatMessage(s.turn) }));
    endTurn(s);
  }
}

// ---------------------------------------------------------------------------
// Throw and re-throws

export function onFirstThrow(s: PonyState, faces: PokerFace[]): void {
  s.dice = faces.map((face) => ({ face, where: 'cup' }));
  say(s, logLine('throwsAll', { seat: seatMessage(s.turn) }));
  s.phase = { kind: 'decide' };
}

export function startRethrow(s: PonyState, dice: number[], landing: DieWhere): void {
  const { cost, why } = rethrowCost(s);
  toBank(s, s.turn, cost);
  if (why === 'horseshoe') s.flags.horseshoe = false;
  if (why === 'last') s.flags.freeRethrowUsed = true;
  s.flags.rethrows += 1;
  // Throwing with the cup means the kept dice come out from under it and lie open.
  if (landing === 'cup') for (let i = 0; i < s.dice.length; i++) if (!dice.includes(i)) s.dice[i]!.where = 'open';
  const sorted = [...dice].sort((a, b) => a - b);
  const kept = s.dice.filter((_, i) => !sorted.includes(i));
  const openKept = kept.filter((d) => d.where === 'open').map((d) => d.face);
  const open = openKept.length > 0 ? logLine('openKept', { faces: facesText(openKept) }) : '';
  const how = { seat: seatMessage(s.turn), count: sorted.length, landing, open };
  say(s, cost === 0 ? logLine('rethrowFree', how) : logLine('rethrowPaid', { ...how, cost }));
  s.phase = { kind: 'rethrow-throw', dice: sorted, landing };
}

export function onRethrow(s: PonyState, faces: PokerFace[]): void {
  const ph = s.phase;
  if (ph.kind !== 'rethrow-throw') return;
  ph.dice.forEach((d, k) => {
    s.dice[d] = { face: faces[k]!, where: ph.landing };
  });
  if (ph.landing === 'open') say(s, logLine('rethrown', { faces: facesText(faces) }));
  s.phase = { kind: 'decide' };
}

// ---------------------------------------------------------------------------
// Claim, challenge, reveal

export function makeClaim(s: PonyState, combo: Claim): void {
  const me = s.turn;
  if (combo === 'nothing') {
    say(s, logLine('claimsNothing', { seat: seatMessage(me) }));
    endTurn(s);
    return;
  }
  s.stats[me]!.claims += 1;
  say(s, logLine('claims', { seat: seatMessage(me), combo: comboMessage(combo), steps: COMBO_STEPS[combo] }));
  const challenger = s.flags.swornWord ? null : whoMayDoubt(s);
  if (challenger === null) {
    moveRegular(s, claimSteps(s, combo));
    return;
  }
  s.stats[challenger]!.asked += 1;
  s.phase = { kind: 'challenge', claim: combo, challenger };
}

export function believe(s: PonyState): void {
  const ph = s.phase;
  if (ph.kind !== 'challenge') return;
  say(s, logLine('believes', { seat: seatMessage(ph.challenger) }));
  moveRegular(s, claimSteps(s, ph.claim));
}

export function doubt(s: PonyState): void {
  const ph = s.phase;
  if (ph.kind !== 'challenge') return;
  const me = s.turn;
  const faces = s.dice.map((d) => d.face);
  const honest = shows(faces, ph.claim);
  s.revealed = true;
  s.stats[me]!.doubted += 1;
  s.stats[ph.challenger]!.doubtsMade += 1;
  say(s, logLine('doubts', { seat: seatMessage(ph.challenger), faces: facesText(faces) }));
  if (honest) {
    say(s, logLine('truth', { seat: seatMessage(me) }));
    rider(s, ph.challenger).jailed = true;
    say(s, logLine('falseSuspicion', { seat: seatMessage(ph.challenger) }));
    moveRegular(s, claimSteps(s, ph.claim));
    return;
  }
  s.stats[me]!.caughtBluffing += 1;
  s.stats[ph.challenger]!.doubtsRight += 1;
  say(s, logLine('bluffing', { seat: seatMessage(me) }));
  s.phase = { kind: 'bluff-caught', claim: ph.claim, challenger: ph.challenger };
}

export function afterBluff(s: PonyState, take: boolean): void {
  const ph = s.phase;
  if (ph.kind !== 'bluff-caught') return;
  const steps = COMBO_STEPS[ph.claim];
  if (take) {
    say(s, logLine('takesClaimed', { seat: seatMessage(ph.challenger), steps }));
    if (moveSpecial(s, ph.challenger, steps)) return;
  } else say(s, logLine('stays', { seat: seatMessage(ph.challenger) }));
  endTurn(s);
}
