import type { BotHooks } from '../../core/contract.ts';
import type { CarsonAction, CarsonState } from './types.ts';
export const carsonBot: BotHooks<CarsonState, CarsonAction> = {
  evaluate: (_s, seats) => new Array<number>(seats).fill(0.5),
};
