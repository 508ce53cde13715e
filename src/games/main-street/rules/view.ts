// What a seat sees: everything on the table. The bag's contents are public by
// count (every piece not in the bag lies on the table, so players can count
// them in the published game too); the order they come out in is the
// generator's state, which no view shows.

import type { Seat } from '../../../core/contract.ts';
import { AWNING_COSTS, CORNERS, SPACES } from '../data.ts';
import { buildingMessage } from '../building-words.ts';
import type { MainStreetState, MainStreetView, SpaceView } from '../types.ts';
import { awningPoints, score } from './score.ts';
import { endTriggers, nextBarPrice, spec } from './state.ts';

export function view(s: MainStreetState, seat: Seat | null): MainStreetView {
  const sp = spec(s);
  return {
    seat,
    players: s.players,
    options: { ...s.options },
    turn: s.turn,
    starter: s.starter,
    turns: s.turns,
    phase: structuredClone(s.phase),
    seats: s.seats.map((p, i) => ({ ...p, seat: i, score: score(s, i), awningPoints: awningPoints(s, i) })),
    spaces: SPACES.map((info, space): SpaceView => {
      if (info.kind === 'showdown') {
        const d = s.showdowns[info.side];
        return { space, kind: 'showdown', building: null, meeple: d?.meeple ?? null, owner: d?.owner ?? null };
      }
      return { space, kind: 'doorway', building: info.building, meeple: s.doorways[info.building] ?? null, owner: null };
    }),
    buildings: s.buildings.map((meeples, index) => ({
      index,
      name: buildingMessage(index),
      meeples: { ...meeples },
      awning: s.awnings[index] ? { ...s.awnings[index] } : null,
      cost: { ...AWNING_COSTS[index]! },
      corner: (CORNERS as readonly number[]).includes(index),
    })),
    saloon: { ...s.saloon },
    jail: { ...s.jail },
    jailDynamite: s.jailDynamite,
    graves: { filled: s.graves.slice(), total: sp.graves },
    box: { ...s.box },
    bag: { ...s.bag },
    blasted: s.blasted,
    bank: { bars: s.bank, nextPrice: nextBarPrice(s), prices: sp.bars.slice() },
    endTriggered: endTriggers(s),
    events: structuredClone(s.events),
    log: s.log.slice(),
    summary: s.summary,
  };
}
