// One registry entry per game: the lobby, the room loader, the bot worker,
// saves and the tools read src/games/registry.ts and nothing else lists
// games. These check the entries against the rules they load, and that a game
// outside the registry cannot be opened or loaded.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES, gameEntry, isPlayable, loadGame, loadGames, playersText } from '../../src/games/registry.ts';
import { GAME_ROOMS, gameRoom } from '../../src/games/rooms.ts';

describe('games registry', () => {
  it('lists the five games once each, in lobby order', () => {
    expect(GAMES.map((g) => g.id)).toEqual(['gambler', 'pony-express', 'main-street', 'carson-city', 'gold-rivers']);
  });

  it('every playable entry loads rules whose facts are the entry’s, its help, and its room', async () => {
    for (const entry of GAMES.filter(isPlayable)) {
      const module = await loadGame(entry.id);
      expect(module.id).toBe(entry.id);
      expect(module.title).toBe(entry.title);
      expect([module.minPlayers, module.maxPlayers, module.blurb]).toEqual([entry.minPlayers, entry.maxPlayers, entry.blurb]);
      expect((await entry.help!()).sections.length, entry.id).toBeGreaterThan(0);
      const room = await gameRoom(entry.id)!();
      expect(typeof room.mount).toBe('function');
    }
  });

  it('every game folder with a view has an entry (a folder alone cannot open, nor be forgotten)', () => {
    const folders = readdirSync('src/games', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    for (const id of folders) {
      const entry = gameEntry(id);
      expect(entry, `src/games/${id} has no registry entry`).toBeDefined();
      const hasRoom = readdirSync(`src/games/${id}`).includes('view');
      if (hasRoom) expect(isPlayable(entry!), `${id} has a view but is not playable in the registry`).toBe(true);
    }
  });

  it('a room for every playable game and for nothing else', () => {
    expect(Object.keys(GAME_ROOMS).sort()).toEqual(GAMES.filter(isPlayable).map((g) => g.id).sort());
    expect(gameRoom('constructor')).toBeUndefined();
  });

  it('an unknown or coming game cannot be loaded, with a sentence saying why', async () => {
    await expect(loadGame('poker-night')).rejects.toThrow('There is no game "poker-night".');
    const coming = GAMES.find((g) => !isPlayable(g));
    if (coming) await expect(loadGame(coming.id)).rejects.toThrow(`${coming.title} is not playable yet.`);
  });

  it('loadGames gives every playable game once', async () => {
    expect((await loadGames()).map((g) => g.id)).toEqual(GAMES.filter(isPlayable).map((g) => g.id));
  });

  it('names player counts for the lobby', () => {
    expect(playersText({ minPlayers: 2, maxPlayers: 6 })).toBe('2–6 players');
    expect(playersText({ minPlayers: 2, maxPlayers: 2 })).toBe('2 players');
  });

  it('nothing else lists games: no other source file names two game ids together', () => {
    const REGISTRIES = ['src/games/registry.ts', 'src/games/rooms.ts', 'src/scene/worker/room-ids.ts', 'src/scene/worker/rooms.ts', 'src/scene/opening-models.ts'];
    const ids = GAMES.map((g) => g.id);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const d of readdirSync(dir, { withFileTypes: true })) {
        const path = `${dir}/${d.name}`;
        if (d.isDirectory()) walk(path);
        // The registries: the games, their rooms, and the rooms the scene worker draws (their ids, which the page
        // reads alone, and their boards keyed by those ids: a mismatch between the two fails to typecheck), and the
        // boards' opening models, keyed by the same ids (the worker's and page mode's first render awaits them).
        else if (/\.(ts|tsx)$/.test(d.name) && !REGISTRIES.includes(path)) {
          const text = readFileSync(path, 'utf8');
          if (ids.filter((id) => text.includes(`'${id}'`)).length >= 3) offenders.push(path);
        }
      }
    };
    walk('src');
    expect(offenders).toEqual([]);
  });
});
