// Every game the engine knows. A new game plugs in with one folder
// (src/games/<id>/index.ts exporting its GameModule) and one line in PLAYABLE.
// LOBBY lists all five in lobby order; a game without a module shows as
// "coming". The lobby's first paint uses src/ui/catalog.ts instead, so it
// does not load rules code; this registry is for sessions, bots, saves, sim.

import type { GameModule } from '../core/contract.ts';
import { gambler } from './gambler/index.ts';
import { ponyExpress } from './pony-express/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameModule<any, any>;

/** The playable games: one line per game. */
export const GAMES: AnyGame[] = [gambler, ponyExpress];

export interface GameInfo {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  playable: boolean;
}

/** Lobby facts for the games not built yet (titles as in src/ui/catalog.ts). */
const COMING: GameInfo[] = [
  { id: 'main-street', title: 'Boomtown Main Street', minPlayers: 2, maxPlayers: 4, playable: false },
  { id: 'carson-city', title: 'Silver Creek County', minPlayers: 2, maxPlayers: 5, playable: false },
  { id: 'gold-rivers', title: 'Gold in the Rivers', minPlayers: 2, maxPlayers: 2, playable: false },
];

const LOBBY_ORDER = ['gambler', 'pony-express', 'main-street', 'carson-city', 'gold-rivers'];

/** All five games in lobby order; a registered module overrides its "coming" entry. */
export const LOBBY: GameInfo[] = LOBBY_ORDER.map((id) => {
  const game = GAMES.find((g) => g.id === id);
  if (game) return { id, title: game.title, minPlayers: game.minPlayers, maxPlayers: game.maxPlayers, playable: true };
  return COMING.find((c) => c.id === id) ?? { id, title: id, minPlayers: 2, maxPlayers: 2, playable: false };
});

export function getGame(id: string): AnyGame | undefined {
  return GAMES.find((g) => g.id === id);
}
