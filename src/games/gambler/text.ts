// Readable English for actions (buttons, bot explanations) and the view.

import { MAX_THROWS } from './constants.ts';
import { seatName } from './draft.ts';
import { describeShape, rowLength } from './fitting.ts';
import { currentTableau } from './flow.ts';
import type { GamblerAction, GamblerState } from './types.ts';

export function describeAction(s: GamblerState, a: GamblerAction): string {
  const who = seatName(s.active);
  const hand = s.turn?.hand ?? 0;
  switch (a.type) {
    case 'place': {
      const face = s.turn?.faces?.[a.die];
      const spec = currentTableau(s).rows[a.row];
      if (face == null || !spec) return `${who} places die ${a.die + 1} in row ${a.row + 1}`;
      const completes = (s.rows[a.row]?.length ?? 0) + 1 === rowLength(spec.shape);
      const effect = completes ? (spec.colour === 'yellow' ? `, collecting ${spec.value}` : `, paying ${spec.value}`) : '';
      return `${who} places the ${face} in row ${a.row + 1} (${describeShape(spec.shape)})${effect}`;
    }
    case 'stop':
      return `${who} stops and keeps ${hand} ${hand === 1 ? 'die' : 'dice'}`;
    case 'rethrow':
      return `${who} throws the ${hand} unplaced ${hand === 1 ? 'die' : 'dice'} again (throw ${(s.turn?.throws ?? 0) + 1} of ${MAX_THROWS})`;
  }
}
