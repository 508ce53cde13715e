// How a space's own action ends after a regular move: station, Indians, gold
// mine, saloon, relay station. They start in flow.ts (startSpaceAction).

import type { FlickOutcome } from '../../../core/contract.ts';
import type { PokerFace } from '../../../core/dice-kinds.ts';
import { INDIAN_SPOTS } from '../data/board.ts';
import { COMBO_STEPS, bestCombo } from './combos.ts';
import { proceed } from './flow.ts';
import { flickRequest, readFlick } from './flicks.ts';
import { fromBank, jail, rider, say, toBank } from './helpers.ts';
import { moveSpecial, placeSpecial, trainFare } from './steps.ts';
import type { PonyState, Resume } from '../types.ts';
import { comboMessage, facesText, logLine, seatMessage } from '../log-messages.ts';

/** Indians: flicks per visit (**ours**: three, like a duel). */
export const INDIAN_SHOTS = 3;

export function onStation(s: PonyState, ride: boolean): void {
  const ph = s.phase;
  if (ph.kind !== 'station') return;
  const train = trainFare(ph.space);
  if (ride && train) {
    toBank(s, s.turn, train.fare);
    say(s, logLine('train', { seat: seatMessage(s.turn), fare: train.fare }));
    if (placeSpecial(s, s.turn, train.to)) return;
  }
  proceed(s);
}

export function onIndiansFlick(s: PonyState, outcome: FlickOutcome): void {
  const ph = s.phase;
  if (ph.kind !== 'indians') return;
  const read = readFlick(flickRequest(s)!, outcome);
  const standing = ph.standing.filter((i) => !read.targetsDown.includes(`indian-${i}`));
  const shots = ph.shots + 1;
  const fell = ph.standing.length - standing.length;
  say(s, fell > 0 ? logLine('indiansFall', { count: fell }) : logLine('indiansStand'));
  if (read.bystanderDown) jail(s, s.turn, logLine('whyBystander'));
  if (!read.bystanderDown && shots < INDIAN_SHOTS && standing.length > 0) {
    s.phase = { ...ph, shots, standing };
    return;
  }
  const fallen = INDIAN_SPOTS.length - standing.length;
  const gold = fromBank(s, s.turn, fallen);
  say(s, logLine('indianGold', { seat: seatMessage(s.turn), gold }));
  // Seed: one space back per standing Indian; the caption "who knocks Indians
  // away may ride on" we read as one step on when all three fall (**ours**).
  const back = standing.length;
  if (moveSpecial(s, s.turn, back > 0 ? -back : 1)) return;
  proceed(s);
}

export function onMineThrow(s: PonyState, faces: PokerFace[]): void {
  const combo = bestCombo(faces);
  const gold = fromBank(s, s.turn, COMBO_STEPS[combo]);
  say(s, logLine('mine', { seat: seatMessage(s.turn), faces: facesText(faces), combo: comboMessage(combo), gold }));
  proceed(s);
}

export function onSaloonThrow(s: PonyState, faces: PokerFace[]): void {
  const combo = bestCombo(faces);
  const bill = COMBO_STEPS[combo];
  const r = rider(s, s.turn);
  say(s, logLine('saloon', { seat: seatMessage(s.turn), faces: facesText(faces), combo: comboMessage(combo), bill }));
  if (r.gold >= bill) toBank(s, s.turn, bill);
  else {
    // Cannot pay: hand over what there is and go to jail (**ours**: the purse is emptied first).
    toBank(s, s.turn, r.gold);
    jail(s, s.turn, logLine('whySaloon'));
  }
  proceed(s);
}

/** Keep one of the offered cards; the rest go to the discard pile. */
export function keepOffered(s: PonyState, card: number): Resume | null {
  const ph = s.phase;
  if (ph.kind !== 'relay' && ph.kind !== 'draft') return null;
  const seat = ph.seat;
  rider(s, seat).hand.push(card);
  for (const c of ph.offered) if (c !== card) s.discard.push(c);
  say(s, logLine('keeps', { seat: seatMessage(seat) }));
  return ph.kind === 'relay' ? ph.resume : null;
}
