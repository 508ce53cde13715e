// Short human text for an action (buttons and the log).

import { BUILDING_NAMES, SPACES } from '../data.ts';
import type { MainStreetAction, MainStreetState } from '../types.ts';
import { costText, previewAction, previewText } from './actions.ts';
import { locationName, seatName } from './state.ts';

export function spaceName(space: number): string {
  const info = SPACES[space];
  if (!info) return `space ${space}`;
  return info.kind === 'showdown' ? `showdown space ${info.side === 0 ? 'A' : 'B'}` : `the ${BUILDING_NAMES[info.building]}'s doorway`;
}

export function describeAction(s: MainStreetState, a: MainStreetAction): string {
  switch (a.type) {
    case 'first-awning':
      return `First awning on the ${BUILDING_NAMES[a.building] ?? '?'}`;
    case 'take':
      return `Take the meeples from ${locationName(a.from)}`;
    case 'place':
      return `Put the ${a.meeple} on ${spaceName(a.space)}`;
    case 'marker':
      return `Give the showdown marker to ${seatName(a.seat)}`;
    case 'act': {
      const pv = previewAction(s, a.building);
      return pv ? previewText(pv) : `Act at the ${BUILDING_NAMES[a.building] ?? '?'}`;
    }
    case 'showdown':
      return 'Settle the showdown';
    case 'build': {
      if (s.phase.kind !== 'build') return 'Build the awning';
      const name = BUILDING_NAMES[s.phase.building] ?? '?';
      const cost = costText(s.phase.building);
      return s.phase.upgrade ? `Turn the ${name}'s awning to 10 (${cost})` : `Build an awning on the ${name} (${cost})`;
    }
    case 'decline':
      return s.phase.kind === 'build' ? `Do not build on the ${BUILDING_NAMES[s.phase.building] ?? '?'}` : 'Do not build';
    case 'rethrow':
      return 'Shoot once more';
    case 'accept':
      return 'Keep the result';
  }
}
