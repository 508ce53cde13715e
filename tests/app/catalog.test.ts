// The lobby's first paint reads src/ui/catalog.ts (no rules code), so its
// player counts are copied by hand; this keeps them honest against the modules.
import { describe, expect, it } from 'vitest';
import { GAMES, LOBBY } from '../../src/games/registry.ts';
import { GAME_CATALOG, catalogGame } from '../../src/ui/catalog.ts';

const players = (min: number, max: number): string => (min === max ? `${min} players` : `${min}–${max} players`);

describe('lobby catalog', () => {
  it('lists the lobby games in lobby order', () => {
    expect(GAME_CATALOG.map((g) => g.id)).toEqual(LOBBY.map((g) => g.id));
  });

  for (const module of GAMES) {
    it(`${module.id}: title and player count match the module`, () => {
      const entry = catalogGame(module.id);
      expect(entry?.title).toBe(module.title);
      expect(entry?.players).toBe(players(module.minPlayers, module.maxPlayers));
    });
  }

  it('says the same player counts and titles as the lobby registry for every game', () => {
    for (const info of LOBBY) {
      expect(catalogGame(info.id)).toMatchObject({ title: info.title, players: players(info.minPlayers, info.maxPlayers) });
    }
  });
});
