// The attract loop's stops: every offered game in lobby order, then the
// shooting gallery's bot, then the dice table's slow-motion cocked die (both
// only when no games list narrows the event).
import { describe, expect, it } from 'vitest';
import { ATTRACT_ROOM, ATTRACT_ROOMS, DICE_ATTRACT_ROOM, attractLink, attractStops, eventGames } from '../../src/event/config.ts';
import { sandboxRoom } from '../../src/rooms/registry.ts';

const config = { idleS: 90, games: null, countdownS: 20, attract: false };

describe('the attract loop', () => {
  it('cycles through every playable game, then the gallery, then the dice table, then back to the first game', () => {
    const games = eventGames(config).map((g) => g.id);
    expect(attractStops(config)).toEqual([...games, ATTRACT_ROOM, DICE_ATTRACT_ROOM]);
    expect(attractLink(config, games.at(-1)!)).toBe(`./?room=${ATTRACT_ROOM}&event=1&attract=1`);
    expect(attractLink(config, ATTRACT_ROOM)).toBe(`./?room=${DICE_ATTRACT_ROOM}&event=1&attract=1`);
    expect(attractLink(config, DICE_ATTRACT_ROOM)).toBe(`./?game=${games[0]}&seats=bot:easy,bot:easy&event=1&attract=1`);
  });

  it('stops only at sandbox rooms that are built', () => {
    for (const id of ATTRACT_ROOMS) expect(sandboxRoom(id)?.load, id).toBeTypeOf('function');
  });

  it('a games list narrows the loop to those games (bots only), keeping event mode in the link', () => {
    const only = { ...config, idleS: 5, games: [eventGames(config)[0]!.id] };
    expect(attractStops(only)).toEqual(only.games);
    expect(attractLink(only, only.games[0]!)).toBe(`./?game=${only.games[0]}&seats=bot:easy,bot:easy&event=1&idle=5&games=${only.games[0]}&attract=1`);
  });
});
