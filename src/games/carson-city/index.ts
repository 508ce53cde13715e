// Carson City: the town-building game of seed 003 (characters, cowboys on
// action squares and parcels, dice duels, buildings, roads). The module object.

import { defineGame } from '../../core/define-game.ts';
import { carsonBot } from './bot.ts';
import { LENGTH_LABELS, LENGTHS } from './data.ts';
import { FACTS } from './facts.ts';
import { carsonHeuristic } from './heuristic.ts';
import { CARSON_HARD_BUDGET, carsonHorizon, carsonPlans, carsonPlayoutPolicy } from './hard.ts';
import { apply } from './rules/apply.ts';
import { describeAction } from './rules/describe.ts';
import { awaiting, legalActions } from './rules/legal.ts';
import { invariants, result } from './rules/result.ts';
import { setup } from './rules/setup.ts';
import { SEAT_NOUN } from './rules/state.ts';
import { view } from './rules/view.ts';
import { seatState } from './rules/seat-state.ts';
import { describeThrow } from './rules/throw-text.ts';
import { CARSON_ERRORS } from './types.ts';
import { seatMessage } from './log-messages.ts';
import { sayAction } from './action-messages.ts';

export type { CarsonAction, CarsonState, Target, Cell, Piece, Contest, Placement, CarsonErrorCode } from './types.ts';
export type { CarsonView, CarsonSeatView } from './rules/view.ts';
export * from './board-api.ts';
export { setupPairs } from './rules/legal.ts';

export const carsonCity = defineGame({ setup, awaiting, legalActions, apply, view, result, invariants, describeAction }, {
  ...FACTS,
  // 2: the Grocer offers only earning building types; 3: the set-up mountains are thrown together, a pair of dice each (rules/apply.ts setupThrow).
  // 4: the log is messages (issue 25); version 3 records replay unchanged and re-derive it.
  version: 4,
  replaysVersions: [3],
  seatNoun: SEAT_NOUN,
  options: [{ id: 'length', label: LENGTH_LABELS.label, choices: [...LENGTHS], choiceLabels: { standard: LENGTH_LABELS.standard, short: LENGTH_LABELS.short } }],
  sayAction,
  describeThrow,
  errorCodes: CARSON_ERRORS,
  seatState,
  bot: {
    ...carsonBot,
    heuristic: carsonHeuristic,
    plans: carsonPlans,
    playoutPolicy: carsonPlayoutPolicy,
    horizon: carsonHorizon,
    budgets: { ...carsonBot.budgets, hard: CARSON_HARD_BUDGET },
  },
}, { seatMessage });

// Where this module's code lives: in a build, the URL of the chunk the page
// already fetched for these rules. The bot worker imports that same URL (an
// HTTP cache hit) instead of bundling its own copy of the rules; the chunk is
// safe in a worker because it and its imports hold only modules reachable from
// here, and rules are pure (src/store/bot-rules.ts says more).
export const RULES_URL: string = import.meta.url;
