// Bot levels as budgets. Iteration counts (not time) decide, so a decision is
// the same for the same seed on any machine; the time cap is only a safety
// net against a slow game module, never the normal stop.

import type { BotLevel } from '../log.ts';

export interface SearchBudget {
  /** Search iterations (determinize, descend, roll out, back up). */
  iterations: number;
  /** Inputs a rollout plays past the tree before the evaluation hook judges. */
  rolloutDepth: number;
  /** Inputs after which the tree stops growing deeper (keeps memory flat). */
  treeDepth: number;
  /** UCB exploration constant. */
  exploration: number;
  /** Chance of a uniformly random legal move instead of searching. */
  epsilon: number;
  /** Gaussian-ish noise added to each move's value before picking. */
  noise: number;
  /** Wall-clock cap in ms (safety net only). */
  timeCapMs: number;
}

export const BUDGETS: Record<BotLevel, SearchBudget> = {
  easy: { iterations: 32, rolloutDepth: 6, treeDepth: 4, exploration: 1, epsilon: 0.15, noise: 0.12, timeCapMs: 400 },
  hard: { iterations: 500, rolloutDepth: 24, treeDepth: 24, exploration: 0.7, epsilon: 0, noise: 0, timeCapMs: 950 },
};
