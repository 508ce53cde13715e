// How encounters end: duels by flicks (one opponent), poker rounds (several),
// and the final duel on the mail boxes. They start in flow.ts (startEncounter).

import type { FlickOutcome, Seat } from '../../../core/contract.ts';
import type { PokerFace } from '../../../core/dice-kinds.ts';
import { bestCombo, compareThrows } from './combos.ts';
import { proceed } from './flow.ts';
import { flickRequest, readFlick } from './flicks.ts';
import { fromBank, jail, payRider, rider, say, seatName } from './helpers.ts';
import { win } from './steps.ts';
import type { PonyState } from '../types.ts';
import { comboMessage, facesText, logLine, seatMessage, seatsMessage } from '../log-messages.ts';

/** Duel shots per rider (sourced: three flicks each). */
export const DUEL_SHOTS = 3;
/** Final duel: after this many flicks each without a decision, the earlier arrival keeps the mail (**ours**). */
export const FINAL_DUEL_SHOTS = 10;
/** Poker round: the winner takes this much from each loser (seed). */
export const POKER_STAKE = 2;
/** Poker round: exact ties at the top throw again this many times, then nobody collects (**ours**). */
export const POKER_TIE_BREAKS = 2;

/** A hit in a duel: the target gives half its gold (rounded up, **ours**) to the shooter, or goes to jail with none. */
function duelHit(s: PonyState, shooter: Seat, target: Seat): void {
  const t = rider(s, target);
  if (t.gold === 0) {
    say(s, logLine('hitPoor', { shooter: seatMessage(shooter), target: seatMessage(target) }));
    jail(s, target, logLine('whyNoGold'));
    return;
  }
  const paid = payRider(s, target, shooter, Math.ceil(t.gold / 2));
  say(s, logLine('hit', { shooter: seatMessage(shooter), target: seatMessage(target), gold: paid }));
}

/** The shooter flicks, with or without playing its Lucky Shot first. */
export function aimDuel(s: PonyState, card: number | null): void {
  const ph = s.phase;
  if (ph.kind !== 'duel' && ph.kind !== 'final-duel') return;
  if (card !== null) {
    const r = rider(s, ph.shooter);
    r.hand = r.hand.filter((c) => c !== card);
    s.spent.push(card);
    say(s, logLine('luckyShot', { seat: seatMessage(ph.shooter) }));
  }
  s.phase = { ...ph, armed: true, twice: card !== null };
}

export function onDuelFlick(s: PonyState, outcome: FlickOutcome): void {
  const ph = s.phase;
  if (ph.kind !== 'duel') return;
  const request = flickRequest(s)!;
  const read = readFlick(request, outcome);
  const shooter = ph.shooter;
  const target = shooter === ph.attacker ? ph.defender : ph.attacker;
  const shots: [number, number] = [...ph.shots];
  // The first flick of a Lucky Shot is the bonus one and does not count.
  if (!ph.twice) shots[shooter === ph.attacker ? 0 : 1] += 1;
  const hit = read.targetsDown.length > 0;
  if (hit) duelHit(s, shooter, target);
  if (read.bystanderDown) jail(s, shooter, logLine('whyBystander'));
  if (!hit && !read.bystanderDown) say(s, logLine('misses', { seat: seatMessage(shooter) }));
  // The duel ends at the first hit or fallen bystander (**ours**), or after three flicks each.
  if (hit || read.bystanderDown || (shots[0] >= DUEL_SHOTS && shots[1] >= DUEL_SHOTS)) {
    say(s, logLine('duellistsReturn'));
    // The space's action follows always (seed), even for a mover the duel sent to jail.
    proceed(s);
    return;
  }
  s.phase = ph.twice ? { ...ph, shots, twice: false } : { ...ph, shots, shooter: target, armed: false };
}

export function onFinalDuelFlick(s: PonyState, outcome: FlickOutcome): void {
  const ph = s.phase;
  if (ph.kind !== 'final-duel') return;
  const read = readFlick(flickRequest(s)!, outcome);
  const shooter = ph.shooter;
  const other = shooter === ph.first ? ph.second : ph.first;
  if (read.bystanderDown) {
    win(s, other, `wins the final duel: ${seatName(shooter)} knocked over an uninvolved rider`, logLine('winBystander', { seat: seatMessage(other), other: seatMessage(shooter) }));
    return;
  }
  if (read.targetsDown.length > 0) {
    win(s, shooter, 'wins the final duel with the first hit', logLine('winHit', { seat: seatMessage(shooter) }));
    return;
  }
  say(s, logLine('misses', { seat: seatMessage(shooter) }));
  const shots: [number, number] = [...ph.shots];
  if (!ph.twice) shots[shooter === ph.first ? 0 : 1] += 1;
  if (ph.twice) {
    s.phase = { ...ph, shots, twice: false };
    return;
  }
  if (shots[0] >= FINAL_DUEL_SHOTS && shots[1] >= FINAL_DUEL_SHOTS) {
    win(s, ph.first, 'wins: nobody hit in the final duel, so the earlier arrival keeps the mail', logLine('winNobody', { seat: seatMessage(ph.first) }));
    return;
  }
  s.phase = { ...ph, shots, shooter: other, armed: false };
}

export function onPokerThrow(s: PonyState, faces: PokerFace[]): void {
  const ph = s.phase;
  if (ph.kind !== 'poker') return;
  const seat = ph.contenders[ph.thrown.length]!;
  say(s, logLine('pokerThrow', { seat: seatMessage(seat), faces: facesText(faces), combo: comboMessage(bestCombo(faces)) }));
  const thrown = [...ph.thrown, faces];
  if (thrown.length < ph.contenders.length) {
    s.phase = { ...ph, thrown };
    return;
  }
  let best = thrown[0]!;
  for (const t of thrown) if (compareThrows(t, best) > 0) best = t;
  const tops = ph.contenders.filter((_, i) => compareThrows(thrown[i]!, best) === 0);
  const beaten = ph.contenders.filter((seatI) => !tops.includes(seatI));
  const losers = [...ph.losers, ...beaten];
  if (tops.length > 1) {
    if (ph.tieBreaks < POKER_TIE_BREAKS) {
      say(s, logLine('pokerTie', { seats: seatsMessage(tops) }));
      s.phase = { ...ph, contenders: tops, losers, thrown: [], tieBreaks: ph.tieBreaks + 1 };
      return;
    }
    say(s, logLine('pokerStillTied'));
    finishEncounter(s);
    return;
  }
  const winner = tops[0]!;
  say(s, logLine('pokerWin', { seat: seatMessage(winner) }));
  for (const loser of losers) {
    const paid = payRider(s, loser, winner, POKER_STAKE);
    if (paid < POKER_STAKE) {
      const fromTheBank = fromBank(s, winner, POKER_STAKE - paid);
      say(s, logLine('pokerPaysBank', { seat: seatMessage(loser), paid, bank: fromTheBank }));
      jail(s, loser, logLine('whyPoker'));
    } else say(s, logLine('pokerPays', { seat: seatMessage(loser), gold: paid }));
  }
  finishEncounter(s);
}

/** On to the space's action, which happens always (seed), even for a mover the poker round sent to jail. */
function finishEncounter(s: PonyState): void {
  proceed(s);
}
