// Mail Run to Sacramento: our poker-dice race with bluff, challenges, jail, duels and
// Indians (seed 000). The module object the engine, store and sims use.

import { defineGame } from '../../core/define-game.ts';
import { ponyBot } from './bot.ts';
import { ponyHeuristic } from './heuristic.ts';
import { PONY_HARD_BUDGET, ponyHorizon, ponyPlans, ponyPlayoutPolicy } from './hard.ts';
import { apply } from './rules/apply.ts';
import { isConfirming } from './rules/confirm.ts';
import { describeAction } from './rules/describe.ts';
import { sayAction } from './action-messages.ts';
import { SEAT_NOUN } from './rules/helpers.ts';
import { awaiting, legalActions } from './rules/legal.ts';
import { invariants, result } from './rules/result.ts';
import { FACTS } from './facts.ts';
import { BANK_GOLD, OPTIONS, START_GOLD, setup } from './rules/setup.ts';
import { view } from './rules/view.ts';
import { seatState } from './rules/seat-state.ts';
import { PONY_ERRORS } from './types.ts';
import { seatMessage } from './log-messages.ts';

export const ponyExpress = defineGame({ setup, awaiting, legalActions, apply, view, result, invariants: (s) => invariants(s, BANK_GOLD + START_GOLD * s.players), describeAction }, {
  ...FACTS,
  // 2: played cards leave the game, riders on the reached space are met even in jail, the length option.
  // 3: the log is messages (issue 25); version 2 records replay unchanged and re-derive it.
  version: 3,
  replaysVersions: [2],
  seatNoun: SEAT_NOUN,
  options: OPTIONS,
  errorCodes: PONY_ERRORS,
  seatState,
  sayAction,
  bot: { ...ponyBot, heuristic: ponyHeuristic, plans: ponyPlans, playoutPolicy: ponyPlayoutPolicy, horizon: ponyHorizon, budgets: { hard: PONY_HARD_BUDGET } },
  isConfirming,
  // The opening draft (each rider keeps one of two cards before the first ride) is setup: bots keep theirs as the table opens.
  inSetup: (s) => s.phase.kind === 'draft',
}, { seatMessage });

export type { PonyAction, PonyLength, PonyState, PonyView } from './types.ts';
export { describeAction } from './rules/describe.ts';
export { placement, type Placement, type RiderPlacement } from './rules/placement.ts';

// Where this module's code lives: in a build, the URL of the chunk the page
// already fetched for these rules. The bot worker imports that same URL (an
// HTTP cache hit) instead of bundling its own copy of the rules; the chunk is
// safe in a worker because it and its imports hold only modules reachable from
// here, and rules are pure (src/store/bot-rules.ts says more).
export const RULES_URL: string = import.meta.url;
