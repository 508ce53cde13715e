// The scene worker started from the entry (src/rooms/early-link.ts): only for a link that opens a game room the worker
// will draw, with what the room's mount then asks of it (so the mount takes it instead of starting a second one).
import { describe, expect, it } from 'vitest';
import { GAME_SCENE, earlySceneOf } from '../../src/rooms/early-link.ts';
import { parseRoute, type KnownRooms } from '../../src/ui/route.ts';
import { WORKER_ROOMS } from '../../src/scene/worker/room-ids.ts';

const known: KnownRooms = {
  room: (id) => (id === 'dice-table' ? 'open' : 'unknown'),
  game: (id) => (WORKER_ROOMS.includes(id) ? 'open' : id === 'later' ? 'coming' : 'unknown'),
  titleOf: (id) => id,
};
const early = (search: string, canWorker = true) => earlySceneOf(parseRoute(search, known), search, canWorker);

describe('earlySceneOf', () => {
  it('starts the worker for every game room a link without render= opens, as the room draws it', () => {
    for (const game of WORKER_ROOMS) {
      expect(early(`?game=${game}&seats=human,bot:easy&seed=11`)).toEqual({ game, fov: GAME_SCENE.fov, preserveDrawingBuffer: GAME_SCENE.preserveDrawingBuffer });
      expect(early(`?game=${game}&render=worker`)).toEqual({ game, ...GAME_SCENE });
    }
  });

  it('starts none where the room is drawn on the page or does not open', () => {
    expect(early('?game=gambler&render=page')).toBeNull();
    expect(early('?game=gambler', false)).toBeNull();
    expect(early('?game=gambler&render=sideways')).toBeNull();
    expect(early('?game=gambler&event=1')).toBeNull();
    expect(early('?game=nope')).toBeNull();
    expect(early('?game=later')).toBeNull();
    expect(early('?room=dice-table')).toBeNull();
    expect(early('?game=gambler&room=dice-table')).toBeNull();
    expect(early('?table=ABCD&game=gambler')).toBeNull();
    expect(early('')).toBeNull();
  });
});
