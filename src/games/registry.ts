// Every game the app knows, one entry each, in lobby order: its facts (the
// game's facts.ts: title, blurb, player counts) and the addresses of its pure
// half's code (rules, the rules' URL for the workers, the rules help), all
// dynamic imports, so the lobby's first paint loads no rules code. The lobby,
// event mode, the bot worker's and the save checker's page side, saves, the
// sim tool and the bench read this list; a game missing from it cannot open,
// and a game whose rules are null shows as "coming soon".
//
// It reaches no view: the rooms' loaders are in rooms.ts, which only the page
// shell reads, so the rooms (and everything under them) may read this list
// without the import graph closing into a circle.
//
// Adding a game: one folder src/games/<id>/ (see README, "Adding a game"), one
// entry below and one line in rooms.ts.
import type { AnyGameModule, GameFacts } from '../core/contract.ts';
import type { GameHelp } from '../core/help.ts';
import { FACTS as carsonCity } from './carson-city/facts.ts';
import { FACTS as gambler } from './gambler/facts.ts';
import { FACTS as goldRivers } from './gold-rivers/facts.ts';
import { FACTS as mainStreet } from './main-street/facts.ts';
import { FACTS as ponyExpress } from './pony-express/facts.ts';

/** A game's facts (its facts.ts, which its module spreads too) and the addresses of its halves. */
export interface GameEntry extends GameFacts {
  /** The rules module, loaded on demand; null while the game is coming. */
  rules: (() => Promise<AnyGameModule>) | null;
  /** The address of the rules' code (the chunk the page fetched, in a build), for the bot worker; null while the game is coming. */
  rulesUrl: (() => Promise<string>) | null;
  /** The rules help (its help.ts), loaded when the lobby's Rules opens; null while the game is coming. */
  help: (() => Promise<GameHelp>) | null;
}

/** A game's pure entry (src/games/<id>/index.ts): its module under `name`, and its RULES_URL. */
type PureEntry<K extends string> = { readonly RULES_URL: string } & { readonly [k in K]: AnyGameModule };

/** Both halves of a game's pure entry from its one dynamic import (already loaded when the page asks for the address). */
const pure = <K extends string>(load: () => Promise<PureEntry<K>>, name: K): Pick<GameEntry, 'rules' | 'rulesUrl'> => ({
  rules: () => load().then((m) => m[name]),
  rulesUrl: () => load().then((m) => m.RULES_URL),
});

/** A game's help.ts, on demand. */
const help = (load: () => Promise<{ readonly HELP: GameHelp }>): GameEntry['help'] => () => load().then((m) => m.HELP);

/** The games in lobby order. */
export const GAMES: readonly GameEntry[] = [
  {
    ...gambler,
    ...pure(() => import('./gambler/index.ts'), 'gambler'),
    help: help(() => import('./gambler/help.ts')),
  },
  {
    ...ponyExpress,
    ...pure(() => import('./pony-express/index.ts'), 'ponyExpress'),
    help: help(() => import('./pony-express/help.ts')),
  },
  {
    ...mainStreet,
    ...pure(() => import('./main-street/index.ts'), 'mainStreet'),
    help: help(() => import('./main-street/help.ts')),
  },
  {
    ...carsonCity,
    ...pure(() => import('./carson-city/index.ts'), 'carsonCity'),
    help: help(() => import('./carson-city/help.ts')),
  },
  {
    ...goldRivers,
    ...pure(() => import('./gold-rivers/index.ts'), 'goldRivers'),
    help: help(() => import('./gold-rivers/help.ts')),
  },
];

export const gameEntry = (id: string): GameEntry | undefined => GAMES.find((g) => g.id === id);

/** Whether the lobby can open the game: its rules exist (its room then does too, in rooms.ts; a test holds them together). */
export const isPlayable = (entry: GameEntry): boolean => entry.rules !== null;

/** "2–6 players", "2 players". */
export const playersText = (entry: Pick<GameEntry, 'minPlayers' | 'maxPlayers'>): string =>
  entry.minPlayers === entry.maxPlayers ? `${entry.minPlayers} players` : `${entry.minPlayers}–${entry.maxPlayers} players`;

/** The rules of game `id`; rejects with a sentence when there is no such game or it is not built yet. */
export async function loadGame(id: string): Promise<AnyGameModule> {
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
export async function loadGames(): Promise<AnyGameModule[]> {
  return Promise.all(GAMES.filter(isPlayable).map((entry) => loadGame(entry.id)));
}

/** A synchronous lookup over every playable game's rules (saves, the sim tool, tests), once they are loaded. */
export async function gameLookup(): Promise<(id: string) => AnyGameModule | undefined> {
  const games = await loadGames();
  return (id) => games.find((g) => g.id === id);
}
