// Main Street (seed 001): sow meeples along a ring of street spaces, let them
// mine, rob, arrest and build, and settle showdowns with real dice. The
// module object the engine, store and sims use; the rules live in rules/.

import { defineGame } from '../../core/define-game.ts';
import { mainStreetBot } from './bot.ts';
import { LENGTHS, OPTION_CHOICE_LABELS, OPTION_LABELS, SHOWDOWN_MODES } from './data.ts';
import { mainStreetHeuristic } from './heuristic.ts';
import { MAIN_STREET_HARD_BUDGET, mainStreetHorizon, mainStreetPlans, mainStreetPlayoutPolicy } from './hard.ts';
import { apply } from './rules/apply.ts';
import { isConfirming } from './rules/confirm.ts';
import { describeAction } from './rules/describe.ts';
import { awaiting, legalActions } from './rules/legal.ts';
import { invariants, result } from './rules/result.ts';
import { FACTS } from './facts.ts';
import { setup } from './rules/setup.ts';
import { SEAT_NOUN } from './rules/state.ts';
import { view } from './rules/view.ts';
import { seatState } from './rules/seat-state.ts';
import { describeThrow } from './rules/throw-text.ts';
import { MAIN_STREET_ERRORS } from './types.ts';
import { seatMessage } from './log-messages.ts';
import { sayAction } from './action-messages.ts';

export const mainStreet = defineGame({ setup, awaiting, legalActions, apply, view, result, invariants, describeAction }, {
  ...FACTS,
  // 2: the log is messages (issue 25); version 1 records replay unchanged and re-derive it.
  version: 2,
  replaysVersions: [1],
  seatNoun: SEAT_NOUN,
  options: [
    { id: 'length', label: OPTION_LABELS.length, choices: [...LENGTHS], choiceLabels: OPTION_CHOICE_LABELS },
    { id: 'showdown', label: OPTION_LABELS.showdown, choices: [...SHOWDOWN_MODES], choiceLabels: OPTION_CHOICE_LABELS },
  ],
  sayAction,
  describeThrow,
  seatState,
  bot: {
    ...mainStreetBot,
    heuristic: mainStreetHeuristic,
    plans: mainStreetPlans,
    playoutPolicy: mainStreetPlayoutPolicy,
    horizon: mainStreetHorizon,
    budgets: { ...mainStreetBot.budgets, hard: MAIN_STREET_HARD_BUDGET },
  },
  isConfirming,
  // The first awnings (the seed's setup, the last seat first) are setup choices: bots make theirs as the table opens.
  inSetup: (s) => s.phase.kind === 'first-awning',
  errorCodes: MAIN_STREET_ERRORS,
}, { seatMessage });

export type { MainStreetAction, MainStreetState, MainStreetView, MainStreetEvent, MeepleCounts, LocationId } from './types.ts';
export { MAIN_STREET_ERRORS, type MainStreetErrorCode } from './types.ts';
// What a board needs, as pure functions and tables.
export {
  BUILDING_NAMES,
  CORNERS,
  MEEPLE_KINDS,
  SPACES,
  SPACE_COUNT,
  AWNING_COSTS,
  doorwaySpace,
  showdownSpace,
  spacePoint,
  flickStart,
  type MeepleKind,
} from './data.ts';
export { firstSpaces, nextSpace, sowTargets, sowPath, isFree, spaceMeeple } from './rules/street.ts';
export { previewAction, previewText, canBuild, type ActionPreview } from './rules/actions.ts';
export { takeableLocations } from './rules/flow.ts';
export { spaceName } from './rules/describe.ts';
export { meepleList } from './rules/state.ts';
export { score, ranking } from './rules/score.ts';

// Where this module's code lives: in a build, the URL of the chunk the page
// already fetched for these rules. The bot worker imports that same URL (an
// HTTP cache hit) instead of bundling its own copy of the rules; the chunk is
// safe in a worker because it and its imports hold only modules reachable from
// here, and rules are pure (src/store/bot-rules.ts says more).
export const RULES_URL: string = import.meta.url;
