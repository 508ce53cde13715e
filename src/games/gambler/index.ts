// Gambler as a GameModule: 2–6 players fill tableaux with dice for chips.
// The rules live in small files beside this one; this is only the wiring.

import type { GameModule } from '../../core/contract.ts';
import { gamblerBotHooks, scrambleStack } from './bot.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from './constants.ts';
import { invariants } from './invariants.ts';
import { result } from './result.ts';
import { apply, awaiting, legalActions } from './rules.ts';
import { setupGame } from './setup.ts';
import { SEAT_NOUN } from './draft.ts';
import { describeAction } from './text.ts';
import { END_OPTIONS, type GamblerAction, type GamblerState } from './types.ts';
import { view } from './view.ts';

export const gambler: GameModule<GamblerState, GamblerAction> = {
  id: 'gambler',
  title: 'Tableau Gulch',
  version: 1,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  seatNoun: SEAT_NOUN,
  options: [{ id: 'end', label: 'Game end', choices: [...END_OPTIONS] }],
  setup: setupGame,
  awaiting,
  legalActions,
  apply,
  view,
  result,
  invariants,
  describeAction,
  log: (s) => s.log.slice(),
  bot: gamblerBotHooks,
  conformance: { scramble: (s, _seat, random) => scrambleStack(s, random) },
};

export type { GamblerAction, GamblerState } from './types.ts';
export { TABLEAUX, tableauById } from './tableaux.data.ts';
export { fits, fittingFaces, rowLength, describeShape } from './fitting.ts';
export { currentTableau, freeBoxes } from './flow.ts';
export { rowsForDie } from './rules.ts';
export { heuristicAction } from './bot.ts';
export type { GamblerView } from './view.ts';
