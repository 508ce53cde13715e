// Mail Run's action labels in messages (issue 25): what the buttons and choice
// lists say, in the reader's language (`sayAction`, formatted by `actionText`).
// In English each reads exactly as `describeAction` does (tests/i18n/actions.test.ts).
// Plain data. Card names are ours and pass as they are; terms from seed 000:
// anzweifeln, Kaution, Bahnhof, schnippen.
import { TRACK_LENGTH } from './data/board.ts';
import { cardName } from './data/cards.ts';
import { message, type Message } from '../../core/message.ts';
import { comboMessage, seatMessage } from './log-messages.ts';
import { bluffRide, stationTrain } from './rules/describe.ts';
import { BAIL } from './rules/turn-facts.ts';
import type { PonyAction, PonyState } from './types.ts';

export const PONY_ACTION = {
  keep: /*i18n*/ { id: 'pony-express.action.keep', message: 'Keep {card}' },
  rideOn: /*i18n*/ { id: 'pony-express.action.ride-on', message: 'Ride to the next mail box' },
  throw: /*i18n*/ { id: 'pony-express.action.throw', message: 'Throw the dice' },
  play: /*i18n*/ { id: 'pony-express.action.play', message: 'Play {card}' },
  playOn: /*i18n*/ { id: 'pony-express.action.play-on', message: 'Play {card} on {seat}' },
  rethrow: /*i18n*/ { id: 'pony-express.action.rethrow', message: 'Re-throw dice {dice} {landing, select, cup {under the cup} other {openly}}' },
  claimNothing: /*i18n*/ { id: 'pony-express.action.claim-nothing', message: 'Claim nothing' },
  claim: /*i18n*/ { id: 'pony-express.action.claim', message: 'Claim {combo}' },
  doubt: /*i18n*/ { id: 'pony-express.action.doubt', message: 'Doubt it' },
  believe: /*i18n*/ { id: 'pony-express.action.believe', message: 'Believe it' },
  takeSteps: /*i18n*/ { id: 'pony-express.action.take-steps', message: 'Ride the claimed {steps, plural, one {# step} other {# steps}} to {place}' },
  takeStepsPlain: /*i18n*/ { id: 'pony-express.action.take-steps-plain', message: 'Ride the claimed steps' },
  stayOn: /*i18n*/ { id: 'pony-express.action.stay-on', message: 'Stay on {place}' },
  stay: /*i18n*/ { id: 'pony-express.action.stay', message: 'Stay' },
  space: /*i18n*/ { id: 'pony-express.action.space', message: 'space {n}' },
  sacramento: /*i18n*/ { id: 'pony-express.action.sacramento', message: 'Sacramento' },
  bail: /*i18n*/ { id: 'pony-express.action.bail', message: 'Pay {gold} gold bail' },
  escape: /*i18n*/ { id: 'pony-express.action.escape', message: 'Try to escape' },
  sitOut: /*i18n*/ { id: 'pony-express.action.sit-out', message: 'Sit out the round' },
  train: /*i18n*/ { id: 'pony-express.action.train', message: 'Take the train to space {to} ({fare} gold)' },
  trainPlain: /*i18n*/ { id: 'pony-express.action.train-plain', message: 'Take the train' },
  aim: /*i18n*/ { id: 'pony-express.action.aim', message: 'Flick' },
} as const;

/** "space 12", or Sacramento for a move that reaches the end of the track. */
const placeMessage = (pos: number): Message => (pos >= TRACK_LENGTH ? message(PONY_ACTION.sacramento.id) : message(PONY_ACTION.space.id, { n: pos }));

export function sayAction(s: PonyState, a: PonyAction): Message {
  switch (a.type) {
    case 'keep-card':
      return message(PONY_ACTION.keep.id, { card: cardName(a.card) });
    case 'ride':
      return message((s.riders[s.turn]?.pos ?? 0) > TRACK_LENGTH ? PONY_ACTION.rideOn.id : PONY_ACTION.throw.id);
    case 'play':
      return a.target !== undefined ? message(PONY_ACTION.playOn.id, { card: cardName(a.card), seat: seatMessage(a.target) }) : message(PONY_ACTION.play.id, { card: cardName(a.card) });
    case 'rethrow':
      return message(PONY_ACTION.rethrow.id, { dice: a.dice.map((d) => d + 1).join(', '), landing: a.landing });
    case 'claim':
      return a.combo === 'nothing' ? message(PONY_ACTION.claimNothing.id) : message(PONY_ACTION.claim.id, { combo: comboMessage(a.combo) });
    case 'doubt':
      return message(PONY_ACTION.doubt.id);
    case 'believe':
      return message(PONY_ACTION.believe.id);
    case 'take-steps': {
      const ride = bluffRide(s);
      return ride ? message(PONY_ACTION.takeSteps.id, { steps: ride.steps, place: placeMessage(ride.to) }) : message(PONY_ACTION.takeStepsPlain.id);
    }
    case 'decline-steps': {
      const ride = bluffRide(s);
      return ride ? message(PONY_ACTION.stayOn.id, { place: placeMessage(ride.from) }) : message(PONY_ACTION.stay.id);
    }
    case 'pay-bail':
      return message(PONY_ACTION.bail.id, { gold: BAIL });
    case 'escape':
      return message(PONY_ACTION.escape.id);
    case 'sit-out':
      return message(PONY_ACTION.sitOut.id);
    case 'take-train': {
      const train = stationTrain(s);
      return train ? message(PONY_ACTION.train.id, { to: train.to, fare: train.fare }) : message(PONY_ACTION.trainPlain.id);
    }
    case 'stay': {
      const train = stationTrain(s);
      return train ? message(PONY_ACTION.stayOn.id, { place: placeMessage(train.space) }) : message(PONY_ACTION.stay.id);
    }
    case 'aim':
      return message(PONY_ACTION.aim.id);
  }
}
