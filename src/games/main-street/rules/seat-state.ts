// A state the table can draw from one seat's view (an online seat has nothing
// else). Everything on the table is public; the one hidden fact, the order the
// bag gives its pieces out in, is the generator's state, which becomes a
// placeholder here (the server draws from the bag, never the page).

import { SPACES } from '../data.ts';
import type { Duellist, MainStreetState, MainStreetView, MeepleKind } from '../types.ts';

export function seatState(v: MainStreetView): MainStreetState {
  const doorways: (MeepleKind | null)[] = v.buildings.map(() => null);
  const showdowns: [Duellist | null, Duellist | null] = [null, null];
  for (const sp of v.spaces) {
    const info = SPACES[sp.space];
    if (!info || sp.meeple === null) continue;
    if (info.kind === 'doorway') doorways[info.building] = sp.meeple;
    else if (sp.owner !== null) showdowns[info.side] = { meeple: sp.meeple as Duellist['meeple'], owner: sp.owner };
  }
  return structuredClone({
    game: 'main-street',
    version: 1,
    players: v.players,
    seed: 0,
    options: v.options,
    rng: [0, 0, 0, 0],
    starter: v.starter,
    turn: v.turn,
    turns: v.turns,
    seats: v.seats.map(({ seat: _seat, score: _score, awningPoints: _points, ...p }) => p),
    buildings: v.buildings.map((b) => b.meeples),
    awnings: v.buildings.map((b) => b.awning),
    doorways,
    showdowns,
    saloon: v.saloon,
    jail: v.jail,
    graves: v.graves.filled,
    box: v.box,
    bag: v.bag,
    jailDynamite: v.jailDynamite,
    blasted: v.blasted,
    bank: v.bank.bars,
    phase: v.phase,
    events: v.events,
    log: v.log,
    summary: v.summary,
  });
}
