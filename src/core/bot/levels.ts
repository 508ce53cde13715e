// Bot levels as budgets. Iteration counts (not time) decide, so a decision is
// the same for the same seed on any machine; the time cap is only a safety
// net against a slow game module, never the normal stop.

import type { BotBudget } from '../contract.ts';
import type { BotLevel } from '../log.ts';

/** Same shape as the contract's BotBudget (games may override parts per level). */
export type SearchBudget = BotBudget;

/** The levels that search; `heuristic` plays by the game's rules of thumb instead (heuristic.ts). */
export type SearchLevel = Exclude<BotLevel, 'heuristic'>;

export const BUDGETS: Record<SearchLevel, SearchBudget> = {
  easy: { iterations: 32, rolloutDepth: 6, treeDepth: 4, exploration: 1, epsilon: 0.15, noise: 0.12, timeCapMs: 400 },
  hard: { iterations: 500, rolloutDepth: 24, treeDepth: 24, exploration: 0.7, epsilon: 0, noise: 0, timeCapMs: 950 },
};
