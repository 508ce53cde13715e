// The generic search bot: chooseAction plus its budgets and worker protocol.
export { chooseAction, choose, BotError, type ChooseOptions, type Choice } from './choose.ts';
export { BUDGETS, type SearchBudget, type SearchLevel } from './levels.ts';
export { lookahead, pickBest, defaultHeuristic, type Scored } from './heuristic.ts';
export { rewardFromResult } from './reward.ts';
export { handleBotRequest, type BotRequest, type BotResponse, type ModuleLookup } from './worker-protocol.ts';
