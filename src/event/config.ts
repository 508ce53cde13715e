// Event mode as the page's address has it, read against the games registry
// (which games can open), and the links event mode makes: the start screen,
// a visitor's game, the attract loop's next game. The registry's entries are
// small (their rules and rooms are dynamic imports), so the lobby can read them.
import { GAMES, gameEntry, isPlayable, type GameEntry } from '../games/registry.ts';
import { eventParams, nextAttractGame, offeredGames, parseEventParams, type EventConfig } from './params.ts';

const status = (id: string) => {
  const entry = gameEntry(id);
  return entry === undefined ? 'unknown' : isPlayable(entry) ? 'open' : 'coming';
};

/** Event mode from `search`; null when it is off or its parameters are bad (the router says why). */
export function eventConfig(search: string = location.search): EventConfig | null {
  const parsed = parseEventParams(new URLSearchParams(search), status, (id) => gameEntry(id)?.title ?? id);
  return parsed.ok ? parsed.config : null;
}

/** The games this event offers, in lobby order. */
export const eventGames = (config: EventConfig): GameEntry[] => offeredGames(config, GAMES.filter(isPlayable));

export type Opponent = 'easy' | 'hard' | 'two';
const SEATS: Record<Opponent, string> = { easy: 'human,bot:easy', hard: 'human,bot:hard', two: 'human,human' };

/** The event's start screen (the lobby in event mode). */
export const startLink = (config: EventConfig): string => `./?${eventParams(config)}`;

/** A visitor's short game against one bot, or two players hot-seat (the room picks the short length). */
export const playLink = (config: EventConfig, gameId: string, opponent: Opponent): string =>
  `./?game=${gameId}&seats=${SEATS[opponent]}&${eventParams(config)}`;

/** The sandbox room the attract loop shows between games (its bot flicks); only when no games list narrows the event. */
export const ATTRACT_ROOM = 'shooting-gallery';
/** After the gallery: the dice table's slow-motion replay of a re-thrown cocked die (src/event/dice-attract.ts). */
export const DICE_ATTRACT_ROOM = 'dice-table';
/** Sandbox rooms, both built (a test checks them against src/rooms/registry.ts; this file reads no room's loader, so rooms may read it). */
export const ATTRACT_ROOMS: readonly string[] = [ATTRACT_ROOM, DICE_ATTRACT_ROOM];

/** What the attract loop shows, in turn: every offered game (bots only), then the gallery's bot, then the cocked die. */
export function attractStops(config: EventConfig): string[] {
  const games = eventGames(config).map((g) => g.id);
  if (config.games !== null) return games;
  return [...games, ...ATTRACT_ROOMS];
}

/** The attract loop's stop after `current` (a game id or a sandbox room's id). */
export function attractLink(config: EventConfig, current: string | null): string {
  const next = nextAttractGame(attractStops(config), current);
  if (next === null) return startLink(config);
  if (ATTRACT_ROOMS.includes(next)) return `./?room=${next}&${eventParams(config, true)}`;
  return `./?game=${next}&seats=bot:easy,bot:easy&${eventParams(config, true)}`;
}
