// Texts for buttons and the log: what an action does, in a few words.

import { rowBetween } from '../board.ts';
import type { GoldRiversAction, GoldRiversState } from '../types.ts';
import { layoutOf, siteLabel } from './state.ts';

export function describeAction(s: GoldRiversState, a: GoldRiversAction): string {
  const l = layoutOf(s);
  switch (a.type) {
    case 'reveal': {
      const n = rowBetween(l, a.first, a.last)?.length ?? 0;
      if (a.first === a.last) return `Reveal ${siteLabel(l, a.first)}`;
      return `Reveal ${siteLabel(l, a.first)}–${siteLabel(l, a.last)} (${n})`;
    }
    case 'bury':
      return `Bury ${siteLabel(l, a.site)} (a shovel goes to your opponent)`;
    case 'confirm':
      return 'Confirm the move';
  }
}
