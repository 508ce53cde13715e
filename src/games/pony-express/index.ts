// Mail Run to Sacramento: our poker-dice race with bluff, challenges, jail, duels and
// Indians (seed 000). The module object the engine, store and sims use.

import type { GameModule } from '../../core/contract.ts';
import { ponyBot } from './bot.ts';
import { TRACK_LENGTH } from './board.ts';
import { cardName } from './cards.ts';
import { COMBO_NAMES } from './combos.ts';
import { awaiting, legalActions } from './rules/awaiting.ts';
import { apply } from './rules/apply.ts';
import { SEAT_NOUN, seatName } from './rules/helpers.ts';
import { BANK_GOLD, MAX_PLAYERS, MIN_PLAYERS, START_GOLD, setup } from './rules/setup.ts';
import { invariants, result, view } from './rules/view.ts';
import type { PonyAction, PonyState } from './types.ts';

export type { PonyAction, PonyState } from './types.ts';
export type { PonyView } from './rules/view.ts';
export { placement, type Placement, type RiderPlacement } from './rules/placement.ts';

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

export const ponyExpress: GameModule<PonyState, PonyAction> = {
  id: 'pony-express',
  title: 'Mail Run to Sacramento',
  version: 1,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  seatNoun: SEAT_NOUN,
  options: [],
  setup,
  awaiting,
  legalActions,
  apply,
  view,
  result,
  invariants: (s) => invariants(s, BANK_GOLD + START_GOLD * s.players),
  describeAction,
  log: (s) => [...s.log],
  bot: ponyBot,
};
