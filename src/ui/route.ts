// Reads the page URL into what to show: the lobby (maybe with a message), a
// sandbox room, or a game. Pure and framework-free so tests can feed it any
// query string; bad parameters become a message, never an exception.
// Event mode's parameters (src/event/params.ts) are checked here too, so a bad
// idle time or games list brings any link back to the lobby with the reason.
import { i18n } from '@lingui/core';
import { parseEventParams } from '../event/params.ts';

export type Route =
  | { kind: 'lobby'; message: string | null }
  | { kind: 'room'; id: string }
  | { kind: 'game'; id: string };

export interface KnownRooms {
  /** 'open' when it can be loaded, 'coming' when listed but not built yet. */
  room(id: string): 'open' | 'coming' | 'unknown';
  game(id: string): 'open' | 'coming' | 'unknown';
  titleOf(id: string): string;
}

const ID = /^[a-z0-9-]{1,40}$/;

const show = (text: string): string => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

export function parseRoute(search: string, known: KnownRooms): Route {
  const params = new URLSearchParams(search);
  const event = parseEventParams(params, (id) => known.game(id), (id) => known.titleOf(id));
  if (!event.ok) return { kind: 'lobby', message: i18n._({ id: 'route.event-off', message: '{reason} Event mode is off.', values: { reason: event.message } }) };
  const room = params.get('room');
  const game = params.get('game');
  if (room !== null && game !== null) {
    return { kind: 'lobby', message: i18n._({ id: 'route.both', message: 'The link names both a room and a game; open one at a time.' }) };
  }
  if (room !== null) return pick('room', room, known.room(room), known);
  if (game !== null) return pick('game', game, known.game(game), known);
  return { kind: 'lobby', message: null };
}

function pick(kind: 'room' | 'game', id: string, status: 'open' | 'coming' | 'unknown', known: KnownRooms): Route {
  if (!ID.test(id) || status === 'unknown') {
    return { kind: 'lobby', message: kind === 'room'
        ? i18n._({ id: 'route.no-room', message: 'There is no room called {id}. Pick one below.', values: { id: show(id) } })
        : i18n._({ id: 'route.no-game', message: 'There is no game called {id}. Pick one below.', values: { id: show(id) } }) };
  }
  if (status === 'coming') {
    return { kind: 'lobby', message: i18n._({ id: 'route.coming', message: '{title} is coming soon; it cannot be opened yet.', values: { title: known.titleOf(id) } }) };
  }
  return { kind, id };
}
