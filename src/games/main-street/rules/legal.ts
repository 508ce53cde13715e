// What the game waits for and which decisions are legal now.

import type { Awaiting } from '../../../core/contract.ts';
import { BUILDING_NAMES, CORNERS, kindLabel } from '../data.ts';
import { buildingMessage } from '../building-words.ts';
import type { MainStreetAction, MainStreetState } from '../types.ts';
import { bothHeld, flickRequest, ownerOf } from './showdown.ts';
import { kindsIn, seatName } from './state.ts';
import { sowTargets } from './street.ts';
import { takeableLocations } from './flow.ts';
import { listMessage } from '../../../core/message.ts';
import { meepleMessage } from '../log-messages.ts';
import { promptSaid, yesNo } from '../prompt-messages.ts';

export function awaiting(s: MainStreetState): Awaiting {
  const ph = s.phase;
  switch (ph.kind) {
    case 'over':
      return { kind: 'end' };
    case 'first-awning': {
      const seat = ph.order[ph.next]!;
      return { kind: 'decision', seat, prompt: `${seatName(seat)}: put your first awning on a free corner building`, said: promptSaid('firstAwning') };
    }
    case 'choose-location':
      return { kind: 'decision', seat: s.turn, prompt: `${seatName(s.turn)}: take every meeple from a building, the saloon or the jail`, said: promptSaid('chooseLocation') };
    case 'sow':
      if (ph.marker !== null) {
        return { kind: 'decision', seat: s.turn, prompt: `${seatName(s.turn)}: you hold the other showdown marker; give this one to another player`, said: promptSaid('giveMarker') };
      }
      return {
        kind: 'decision',
        seat: s.turn,
        prompt: `${seatName(s.turn)}: place the next meeple (${kindsIn(ph.hand).map(kindLabel).join(', ')} in hand)`,
        said: promptSaid('sow', { hand: listMessage(kindsIn(ph.hand).map(meepleMessage)) }),
      };
    case 'act':
      return {
        kind: 'decision',
        seat: s.turn,
        prompt: `${seatName(s.turn)}: let a placed meeple act${bothHeld(s) ? ', or settle the showdown' : ''}`,
        said: promptSaid(bothHeld(s) ? 'actOrShowdown' : 'act'),
      };
    case 'build':
      return {
        kind: 'decision',
        seat: ph.seat,
        prompt: `${seatName(ph.seat)}: ${ph.upgrade ? 'turn your awning to 10' : 'build an awning'} on the ${BUILDING_NAMES[ph.building]}?`,
        said: promptSaid('build', { upgrade: yesNo(ph.upgrade), building: buildingMessage(ph.building) }),
      };
    case 'showdown': {
      const seat = ownerOf(s, ph.side);
      if (ph.step === 'offer') return { kind: 'decision', seat, prompt: `${seatName(seat)}: you are the better shooter and behind; shoot once more?`, said: promptSaid('offer') };
      const again = ph.step === 'again';
      if (s.options.showdown === 'flick') return flickRequest(s, ph.side, again);
      return {
        kind: 'throw',
        seat,
        dice: ['d6'],
        area: 'tray',
        hidden: false,
        prompt: `${seatName(seat)}: throw your showdown die${again ? ' once more' : ''}`,
        said: promptSaid('throw', { again: yesNo(again) }),
        purpose: again ? 'showdown again' : 'showdown',
      };
    }
  }
}

export function legalActions(s: MainStreetState): MainStreetAction[] {
  const ph = s.phase;
  switch (ph.kind) {
    case 'first-awning':
      return CORNERS.filter((b) => s.awnings[b] === null).map((building) => ({ type: 'first-awning', building }));
    case 'choose-location':
      return takeableLocations(s).map((from) => ({ type: 'take', from }));
    case 'sow': {
      if (ph.marker !== null) {
        return Array.from({ length: s.players }, (_, seat) => seat)
          .filter((seat) => seat !== s.turn)
          .map((seat) => ({ type: 'marker', seat }));
      }
      const kinds = kindsIn(ph.hand);
      return sowTargets(s).flatMap((t) => kinds.map((meeple): MainStreetAction => ({ type: 'place', space: t.space, meeple })));
    }
    case 'act': {
      const out: MainStreetAction[] = [];
      s.doorways.forEach((m, building) => {
        if (m) out.push({ type: 'act', building });
      });
      if (bothHeld(s)) out.push({ type: 'showdown' });
      return out;
    }
    case 'build':
      return [{ type: 'build' }, { type: 'decline' }];
    case 'showdown':
      return ph.step === 'offer' ? [{ type: 'rethrow' }, { type: 'accept' }] : [];
    case 'over':
      return [];
  }
}
