// Placeholder bot hooks; replaced below.
import type { BotHooks } from '../../core/contract.ts';
import type { MainStreetAction, MainStreetState } from './types.ts';
export const mainStreetBot: BotHooks<MainStreetState, MainStreetAction> = {
  evaluate: (_s, seats) => Array.from({ length: seats }, () => 1 / seats),
};
