// Readable English for actions (buttons, the log, bot explanations). A
// button says what it does in full: where a train goes and what it costs, how
// many steps a caught bluff lets the doubter ride and to where.

import { TRACK_LENGTH } from '../data/board.ts';
import { cardName } from '../data/cards.ts';
import { COMBO_NAMES, COMBO_STEPS } from './combos.ts';
import { seatName } from './helpers.ts';
import { trainFare } from './steps.ts';
import { BAIL } from './turn-facts.ts';
import type { PonyAction, PonyState } from '../types.ts';

/** "space 12", or Sacramento for a move that reaches the end of the track. */
const placeName = (pos: number): string => (pos >= TRACK_LENGTH ? 'Sacramento' : `space ${pos}`);

/** The caught bluff's ride for the doubter: how many steps, and where they lead. */
export function bluffRide(s: PonyState): { steps: number; from: number; to: number } | null {
  const ph = s.phase;
  if (ph.kind !== 'bluff-caught') return null;
  const from = s.riders[ph.challenger]!.pos;
  const steps = COMBO_STEPS[ph.claim];
  return { steps, from, to: Math.min(TRACK_LENGTH, from + steps) };
}

/** The train from the station the rider stands on: fare and destination. */
export function stationTrain(s: PonyState): { space: number; to: number; fare: number } | null {
  const ph = s.phase;
  if (ph.kind !== 'station') return null;
  const train = trainFare(ph.space);
  return train ? { space: ph.space, ...train } : null;
}

export function describeAction(s: PonyState, a: PonyAction): string {
  switch (a.type) {
    case 'keep-card':
      return `Keep ${cardName(a.card)}`;
    case 'ride':
      return (s.riders[s.turn]?.pos ?? 0) > TRACK_LENGTH ? 'Ride to the next mail box' : 'Throw the dice';
    case 'play':
      return `Play ${cardName(a.card)}${a.target !== undefined ? ` on ${seatName(a.target)}` : ''}`;
    case 'rethrow':
      return `Re-throw dice ${a.dice.map((d) => d + 1).join(', ')} ${a.landing === 'cup' ? 'under the cup' : 'openly'}`;
    case 'claim':
      return a.combo === 'nothing' ? 'Claim nothing' : `Claim ${COMBO_NAMES[a.combo]}`;
    case 'doubt':
      return 'Doubt it';
    case 'believe':
      return 'Believe it';
    case 'take-steps': {
      const ride = bluffRide(s);
      return ride ? `Ride the claimed ${ride.steps} step${ride.steps > 1 ? 's' : ''} to ${placeName(ride.to)}` : 'Ride the claimed steps';
    }
    case 'decline-steps': {
      const ride = bluffRide(s);
      return ride ? `Stay on ${placeName(ride.from)}` : 'Stay';
    }
    case 'pay-bail':
      return `Pay ${BAIL} gold bail`;
    case 'escape':
      return 'Try to escape';
    case 'sit-out':
      return 'Sit out the round';
    case 'take-train': {
      const train = stationTrain(s);
      return train ? `Take the train to space ${train.to} (${train.fare} gold)` : 'Take the train';
    }
    case 'stay': {
      const train = stationTrain(s);
      return train ? `Stay on space ${train.space}` : 'Stay';
    }
    case 'aim':
      return 'Flick';
  }
}
