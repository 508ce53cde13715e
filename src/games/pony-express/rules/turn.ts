// The core loop of a turn: jail, the throw under the cup, re-throws, the
// claim, the one rider who may doubt it, and the reveal.

import type { PokerFace } from '../../../core/dice-kinds.ts';
import { COMBO_NAMES, COMBO_STEPS, bestCombo, shows, type Combo } from './combos.ts';
import { endTurn, goToStart, moveRegular } from './flow.ts';
import { fromBank, rider, say, seatName, toBank } from './helpers.ts';
import { moveSpecial } from './steps.ts';
import { BAIL, claimSteps, rethrowCost, whoMayDoubt } from './turn-facts.ts';
import type { Claim, DieWhere, PonyState } from '../types.ts';

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
  say(s, `${seatName(s.turn)} pays ${BAIL} gold bail and stands up.`);
  goToStart(s);
}

export function sitOut(s: PonyState): void {
  rider(s, s.turn).jailed = false;
  say(s, `${seatName(s.turn)} sits the round out in jail.`);
  endTurn(s);
}

export function onJailThrow(s: PonyState, faces: PokerFace[]): void {
  const combo = bestCombo(faces);
  const row = JAIL_TABLE[combo];
  const gold = fromBank(s, s.turn, row.gold);
  say(s, `${seatName(s.turn)} tries to escape: ${faces.join(' ')} (${COMBO_NAMES[combo]}), ${gold} gold.`);
  rider(s, s.turn).jailed = false;
  if (row.escapes) {
    say(s, `${seatName(s.turn)} escapes and rides on.`);
    goToStart(s);
  } else {
    say(s, `${seatName(s.turn)} stays behind bars this round.`);
    endTurn(s);
  }
}

// ---------------------------------------------------------------------------
// Throw and re-throws

export function onFirstThrow(s: PonyState, faces: PokerFace[]): void {
  s.dice = faces.map((face) => ({ face, where: 'cup' }));
  say(s, `${seatName(s.turn)} throws all five dice under the cup.`);
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
  say(
    s,
    `${seatName(s.turn)} ${cost === 0 ? 'gets a free re-throw' : `pays ${cost} gold`} and re-throws ${sorted.length} ${sorted.length > 1 ? 'dice' : 'die'} ` +
      `${landing === 'cup' ? 'under the cup' : 'openly'}` +
      (openKept.length > 0 ? ` (open: ${openKept.join(' ')})` : '') +
      '.',
  );
  s.phase = { kind: 'rethrow-throw', dice: sorted, landing };
}

export function onRethrow(s: PonyState, faces: PokerFace[]): void {
  const ph = s.phase;
  if (ph.kind !== 'rethrow-throw') return;
  ph.dice.forEach((d, k) => {
    s.dice[d] = { face: faces[k]!, where: ph.landing };
  });
  if (ph.landing === 'open') say(s, `The re-thrown dice show ${faces.join(' ')}.`);
  s.phase = { kind: 'decide' };
}

// ---------------------------------------------------------------------------
// Claim, challenge, reveal

export function makeClaim(s: PonyState, combo: Claim): void {
  const me = s.turn;
  if (combo === 'nothing') {
    say(s, `${seatName(me)} claims nothing and stays.`);
    endTurn(s);
    return;
  }
  s.stats[me]!.claims += 1;
  say(s, `${seatName(me)} claims ${COMBO_NAMES[combo]} (${COMBO_STEPS[combo]} step${COMBO_STEPS[combo] > 1 ? 's' : ''}).`);
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
  say(s, `${seatName(ph.challenger)} believes it.`);
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
  say(s, `${seatName(ph.challenger)} doubts! The cup is lifted: ${faces.join(' ')}.`);
  if (honest) {
    say(s, `${seatName(me)} told the truth.`);
    rider(s, ph.challenger).jailed = true;
    say(s, `${seatName(ph.challenger)} goes to jail for the false suspicion.`);
    moveRegular(s, claimSteps(s, ph.claim));
    return;
  }
  s.stats[me]!.caughtBluffing += 1;
  s.stats[ph.challenger]!.doubtsRight += 1;
  say(s, `${seatName(me)} was bluffing and stays put.`);
  s.phase = { kind: 'bluff-caught', claim: ph.claim, challenger: ph.challenger };
}

export function afterBluff(s: PonyState, take: boolean): void {
  const ph = s.phase;
  if (ph.kind !== 'bluff-caught') return;
  const steps = COMBO_STEPS[ph.claim];
  if (take) {
    say(s, `${seatName(ph.challenger)} takes the ${steps} claimed steps.`);
    if (moveSpecial(s, ph.challenger, steps)) return;
  } else say(s, `${seatName(ph.challenger)} stays.`);
  endTurn(s);
}
