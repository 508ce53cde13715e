// Short texts for actions (buttons and the log).

import { plural } from '../../../core/plural.ts';
import { BUILDINGS, CAPTAIN_PRICES, CHARACTER_INFO } from '../data.ts';
import type { CarsonAction, CarsonState, Target } from '../types.ts';
import { cellName } from './board.ts';
import { contestName } from './resolve.ts';

export function targetName(t: Target): string {
  if (t.kind === 'parcel') return `parcel ${cellName(t.cell)}`;
  if (t.kind === 'building') return `the building on ${cellName(t.cell)}`;
  return contestName({ kind: 'square', square: t.square });
}

export function describeAction(s: CarsonState, a: CarsonAction): string {
  switch (a.type) {
    case 'claim':
      return `Claim ${cellName(a.cell)}`;
    case 'character': {
      const name = CHARACTER_INFO[a.character].name;
      if (a.character === 'grocer') return a.grocer === 'cash' ? `${name}: take $8` : `${name}: double ${BUILDINGS[a.grocer!].name.toLowerCase()} income`;
      if (a.character === 'captain') {
        const extra = a.extra ?? 0;
        return extra === 0 ? `${name}: hire no cowboys` : `${name}: hire ${plural(extra, 'cowboy')} for $${CAPTAIN_PRICES[extra] ?? '?'}`;
      }
      return name;
    }
    case 'place': {
      if (a.target.kind === 'building') {
        const owner = s.map[a.target.cell]?.owner;
        const mine = s.phase.kind === 'place' && owner === s.order[s.phase.index];
        return `${mine ? 'Defend' : 'Attack'} ${targetName(a.target)}`;
      }
      return `${a.white ? 'White cowboy to' : 'Cowboy to'} ${targetName(a.target)}`;
    }
    case 'pass':
      return 'Pass';
    case 'build':
      return `Build on ${cellName(a.cell)}`;
    case 'house':
      return `House on ${cellName(a.cell)}`;
    case 'skip':
      return 'Do not build';
    case 'buy-points':
      return `Buy ${plural(a.count, 'point')}`;
    case 'surrender':
      return a.topUp ? 'Round up to the next $10' : 'Hand in only the excess';
  }
}
