// Gambler as a GameModule: 2–6 players fill tableaux with dice for chips.
// The rules live in rules/, the tables in data/; this is only the wiring.

import { defineGame } from '../../core/define-game.ts';
import { OPTION_WORDS } from '../../core/option-words.ts';
import { gamblerBotHooks, scrambleStack } from './bot.ts';
import { FACTS } from './facts.ts';
import { seatMessage } from './log-messages.ts';
import { SHORT_ROUNDS, TARGET_CHIPS, TENTH_TABLEAU_ROUNDS } from './data/constants.ts';
import { gamblerHeuristic } from './heuristic.ts';
import { GAMBLER_HARD_BUDGET, gamblerHorizon, gamblerPlans, gamblerPlayoutPolicy } from './hard.ts';
import { apply } from './rules/apply.ts';
import { describeAction } from './rules/describe.ts';
import { sayAction } from './action-messages.ts';
import { awaiting, legalActions } from './rules/legal.ts';
import { invariants, result } from './rules/result.ts';
import { setupGame } from './rules/setup.ts';
import { SEAT_NOUN } from './rules/state.ts';
import { view } from './rules/view.ts';
import { seatState } from './rules/seat-state.ts';
import { END_OPTIONS, GAMBLER_ERRORS, LENGTH_OPTIONS } from './types.ts';

export const gambler = defineGame({ setup: setupGame, awaiting, legalActions, apply, view, result, invariants, describeAction }, {
  ...FACTS,
  // 2: the length option (the short game, ours), kept in the state.
  // 3: the log is messages (issue 25); version 2 records replay unchanged and re-derive it.
  version: 3,
  replaysVersions: [2],
  seatNoun: SEAT_NOUN,
  options: [
    {
      id: 'end',
      label: /*i18n*/ { id: 'gambler.option.end', message: 'Game end' },
      choices: [...END_OPTIONS],
      choiceLabels: {
        'tenth-tableau': /*i18n*/ { id: 'gambler.option.end.last-tableau', message: 'After tableau {n}', values: { n: TENTH_TABLEAU_ROUNDS } },
        'reach-500': /*i18n*/ { id: 'gambler.option.end.reach', message: 'First to {chips} chips', values: { chips: TARGET_CHIPS } },
      },
    },
    {
      id: 'length',
      label: OPTION_WORDS.length,
      choices: [...LENGTH_OPTIONS],
      choiceLabels: { standard: OPTION_WORDS.standard, short: /*i18n*/ { id: 'gambler.option.length.short', message: 'Short ({n} tableaux)', values: { n: SHORT_ROUNDS } } },
    },
  ],
  errorCodes: GAMBLER_ERRORS,
  seatState,
  sayAction,
  bot: { ...gamblerBotHooks, heuristic: gamblerHeuristic, plans: gamblerPlans, playoutPolicy: gamblerPlayoutPolicy, horizon: gamblerHorizon, budgets: { hard: GAMBLER_HARD_BUDGET } },
  conformance: { scramble: (s, _seat, random) => scrambleStack(s, random) },
}, { seatMessage });

export type { GamblerAction, GamblerState, GamblerView } from './types.ts';
export { TABLEAUX, tableauById } from './data/tableaux.ts';
export { fits, fittingFaces, rowLength, describeShape } from './rules/fitting.ts';
export { currentTableau, freeBoxes } from './rules/flow.ts';
export { rowsForDie } from './rules/legal.ts';
export { heuristicAction } from './bot.ts';

// Where this module's code lives: in a build, the URL of the chunk the page
// already fetched for these rules. The bot worker imports that same URL (an
// HTTP cache hit) instead of bundling its own copy of the rules; the chunk is
// safe in a worker because it and its imports hold only modules reachable from
// here, and rules are pure (src/store/bot-rules.ts says more).
export const RULES_URL: string = import.meta.url;
