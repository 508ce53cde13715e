// Every game the app knows, one entry each: the lobby's facts (title, blurb,
// player counts), the rules (the pure half) and the room (the view half).
// Rules and room are dynamic imports, so the lobby's first paint loads no
// rules code. The lobby, the room loader, the bot worker's page side (the
// address of the rules it sends the worker), saves, the sim tool and the bench
// all read this list; a game missing from it cannot open, and a
// game whose rules or room is null shows as "coming soon".
//
// Adding a game: one folder src/games/<id>/ (see README, "Adding a game") and
// one entry below.
import type { GameModule } from '../core/contract.ts';
import type { RoomModule } from '../rooms/types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameModule<any, any, any>;

export interface GameEntry {
  id: string;
  title: string;
  /** One line for the lobby card. */
  blurb: string;
  minPlayers: number;
  maxPlayers: number;
  /** The rules module, loaded on demand; null while the game is coming. */
  rules: (() => Promise<AnyGame>) | null;
  /** The address of the rules' code (the chunk the page fetched, in a build), for the bot worker; null while the game is coming. */
  rulesUrl: (() => Promise<string>) | null;
  /** The room (board, HUD), loaded on demand; null while the game is coming. */
  room: (() => Promise<RoomModule>) | null;
}

/** A game's pure entry (src/games/<id>/index.ts): its module under `name`, and its RULES_URL. */
type PureEntry<K extends string> = { readonly RULES_URL: string } & { readonly [k in K]: AnyGame };

/** Both halves of a game's pure entry from its one dynamic import (already loaded when the page asks for the address). */
const pure = <K extends string>(load: () => Promise<PureEntry<K>>, name: K): Pick<GameEntry, 'rules' | 'rulesUrl'> => ({
  rules: () => load().then((m) => m[name]),
  rulesUrl: () => load().then((m) => m.RULES_URL),
});

/** The games in lobby order. */
export const GAMES: readonly GameEntry[] = [
  {
    id: 'gambler',
    title: 'Tableau Gulch',
    blurb: 'Match the rows of a tableau with your dice and rake in the chips.',
    minPlayers: 2,
    maxPlayers: 6,
    ...pure(() => import('./gambler/index.ts'), 'gambler'),
    room: () => import('./gambler/view/Room.tsx'),
  },
  {
    id: 'pony-express',
    title: 'Mail Run to Sacramento',
    blurb: 'Poker dice, relay stations and duels decided by a flicked die.',
    minPlayers: 2,
    maxPlayers: 5,
    ...pure(() => import('./pony-express/index.ts'), 'ponyExpress'),
    room: () => import('./pony-express/view/Room.tsx'),
  },
  {
    id: 'main-street',
    title: 'Boomtown Main Street',
    blurb: 'Miners, builders and robbers walk the street; showdowns settle the rest.',
    minPlayers: 2,
    maxPlayers: 4,
    ...pure(() => import('./main-street/index.ts'), 'mainStreet'),
    room: () => import('./main-street/view/Room.tsx'),
  },
  {
    id: 'carson-city',
    title: 'Silver Creek County',
    blurb: 'Claim parcels, raise ranches and mines, and duel for the best lots.',
    minPlayers: 2,
    maxPlayers: 5,
    ...pure(() => import('./carson-city/index.ts'), 'carsonCity'),
    room: () => import('./carson-city/view/Room.tsx'),
  },
  {
    id: 'gold-rivers',
    title: 'Gold in the Rivers',
    blurb: 'Three wooden discs tell how far to dig along mountains and rivers.',
    minPlayers: 2,
    maxPlayers: 2,
    ...pure(() => import('./gold-rivers/index.ts'), 'goldRivers'),
    room: () => import('./gold-rivers/view/Room.tsx'),
  },
];

export const gameEntry = (id: string): GameEntry | undefined => GAMES.find((g) => g.id === id);

/** Whether the lobby can open the game (its rules and room both exist). */
export const isPlayable = (entry: GameEntry): boolean => entry.rules !== null && entry.room !== null;

/** "2–6 players", "2 players". */
export const playersText = (entry: Pick<GameEntry, 'minPlayers' | 'maxPlayers'>): string =>
  entry.minPlayers === entry.maxPlayers ? `${entry.minPlayers} players` : `${entry.minPlayers}–${entry.maxPlayers} players`;

/** The rules of game `id`; rejects with a sentence when there is no such game or it is not built yet. */
export async function loadGame(id: string): Promise<AnyGame> {
  const entry = gameEntry(id);
  if (!entry) throw new Error(`There is no game "${id}".`);
  if (!entry.rules) throw new Error(`${entry.title} is not playable yet.`);
  const module = await entry.rules();
  if (module.id !== id) throw new Error(`The registry entry "${id}" loaded the rules of "${module.id}".`);
  return module;
}

/**
 * The address of game `id`'s rules code, which the page sends the bot worker so it imports the very chunk the page
 * already fetched (one download of the rules for both). Rejects like loadGame.
 */
export async function rulesUrl(id: string): Promise<string> {
  const entry = gameEntry(id);
  if (!entry) throw new Error(`There is no game "${id}".`);
  if (!entry.rulesUrl) throw new Error(`${entry.title} is not playable yet.`);
  return entry.rulesUrl();
}

/** Every playable game's rules, in lobby order (Node tools and tests). */
export async function loadGames(): Promise<AnyGame[]> {
  return Promise.all(GAMES.filter(isPlayable).map((entry) => loadGame(entry.id)));
}

/** A synchronous lookup over every playable game's rules (saves, the sim tool, tests), once they are loaded. */
export async function gameLookup(): Promise<(id: string) => AnyGame | undefined> {
  const games = await loadGames();
  return (id) => games.find((g) => g.id === id);
}
