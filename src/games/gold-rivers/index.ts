// Gold in the Rivers (seed 004): the two-player digging game on a hex field of
// mountains and rivers, with three wooden discs. The module object the
// engine, store and sims use; the rules live in rules/, the tables in data.ts.

import { defineGame } from '../../core/define-game.ts';
import { seatMessage } from './log-messages.ts';
import { goldRiversBot } from './bot.ts';
import { goldRiversHeuristic } from './heuristic.ts';
import { GOLD_RIVERS_HARD_BUDGET, goldRiversHorizon, goldRiversPlans, goldRiversPlayoutPolicy } from './hard.ts';
import { apply } from './rules/apply.ts';
import { describeAction } from './rules/describe.ts';
import { sayAction } from './action-messages.ts';
import { awaiting, legalActions } from './rules/legal.ts';
import { invariants, result } from './rules/result.ts';
import { FACTS } from './facts.ts';
import { OPTIONS, setup } from './rules/setup.ts';
import { SEAT_NOUN } from './rules/state.ts';
import { view } from './rules/view.ts';
import { seatState } from './rules/seat-state.ts';
import { GOLD_RIVERS_ERRORS } from './types.ts';

export const goldRivers = defineGame({ setup, awaiting, legalActions, apply, view, result, invariants, describeAction }, {
  ...FACTS,
  // 2: the log is messages (issue 25); version 1 records replay unchanged and re-derive it.
  version: 2,
  replaysVersions: [1],
  seatNoun: SEAT_NOUN,
  options: OPTIONS,
  errorCodes: GOLD_RIVERS_ERRORS,
  seatState,
  sayAction,
  bot: {
    ...goldRiversBot,
    heuristic: goldRiversHeuristic,
    plans: goldRiversPlans,
    playoutPolicy: goldRiversPlayoutPolicy,
    horizon: goldRiversHorizon,
    budgets: { ...goldRiversBot.budgets, hard: GOLD_RIVERS_HARD_BUDGET },
  },
  // Only the confirmation ends a turn: a reveal or a burial can be undone until then.
  isConfirming: (_s, a) => a.type === 'confirm',
}, { seatMessage });

export type { GoldRiversAction, GoldRiversState, GoldRiversView, Marker, Move, Phase, Clearing, SiteView, RegionView, RowCounts } from './types.ts';
export { GOLD_RIVERS_ERRORS, type GoldRiversErrorCode } from './types.ts';
export { FIELDS, LENGTHS, RANGES, RANGE_SPECS, MOUNTAIN_NAMES, RIVER_NAMES, SHOVELS_AT_START, type GameLength, type Range, type RegionKind } from './data.ts';
export { layout, placements, boardCount, rowBetween, adjacent, siteGeometry, regionName, regionOf, regionSitesOf, regionPicture, mountainMap, type Layout } from './board.ts';
export { hexCenter, hexField, symmetry, ROW_DIRECTIONS, type Hex, type HexField } from './hex.ts';
export { legalFirstMarkers, legalLastMarkers, legalRows, buryTargets, buryingAllowed } from './rules/legal.ts';
export { rangeOf, rangeReason, countRows, numberOf } from './rules/range.ts';
export { layoutOf, siteLabel, seatName, kindOwnedBy } from './rules/state.ts';
export { winner, TIE_WINNER } from './rules/result.ts';
/** The typed view function (also the module's `view`). */
export { view };

// Where this module's code lives: in a build, the URL of the chunk the page
// already fetched for these rules. The bot worker imports that same URL (an
// HTTP cache hit) instead of bundling its own copy of the rules; the chunk is
// safe in a worker because it and its imports hold only modules reachable from
// here, and rules are pure (src/store/bot-rules.ts says more).
export const RULES_URL: string = import.meta.url;
