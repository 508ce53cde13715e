// Readable English for actions (buttons, the log, bot explanations).

import { TRACK_LENGTH } from '../data/board.ts';
import { cardName } from '../data/cards.ts';
import { COMBO_NAMES } from './combos.ts';
import { seatName } from './helpers.ts';
import type { PonyAction, PonyState } from '../types.ts';

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
    case 'take-steps':
      return 'Ride the claimed steps';
    case 'decline-steps':
      return 'Stay';
    case 'pay-bail':
      return 'Pay 3 gold bail';
    case 'escape':
      return 'Try to escape';
    case 'sit-out':
      return 'Sit out the round';
    case 'take-train':
      return 'Take the train';
    case 'stay':
      return 'Stay';
    case 'aim':
      return 'Flick';
  }
}
