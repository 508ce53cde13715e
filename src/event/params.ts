// Event mode's URL parameters, read and written in one place. Pure and
// framework-free, so tests feed it any query string; a bad value becomes one
// sentence for the lobby, never an exception.
//   ?event=1            event mode on (kept across rooms: every link event mode makes carries these)
//   &idle=<seconds>     no input for this long starts the attract loop (in a game: "Still playing?"); default 90
//   &games=<id>,<id>    only these games are offered and shown (default: every playable game)
//   &countdown=<s>      the "Still playing?" countdown, default 20 (shortened by the browser spec)
//   &attract=1          this game is the attract loop's (bots only, leaves at the first touch)

import { i18n } from '@lingui/core';

export interface EventConfig {
  idleS: number;
  /** The games offered, in lobby order; null: every playable game. */
  games: string[] | null;
  countdownS: number;
  attract: boolean;
}

export const DEFAULT_IDLE_S = 90;
export const DEFAULT_COUNTDOWN_S = 20;
export const IDLE_RANGE = [5, 3600] as const;
export const COUNTDOWN_RANGE = [1, 60] as const;

/** Every parameter event mode reads; none of them names which game is on the table. */
export const EVENT_PARAMS = ['event', 'idle', 'games', 'countdown', 'attract'] as const;

export type GameStatus = 'open' | 'coming' | 'unknown';
export type EventParse = { ok: true; config: EventConfig | null } | { ok: false; message: string };

const show = (text: string): string => JSON.stringify(text.length > 30 ? `${text.slice(0, 30)}…` : text);

function wholeIn(name: 'idle' | 'countdown', raw: string, [lo, hi]: readonly [number, number]): number | string {
  const n = Number(raw);
  if (!/^\d{1,6}$/.test(raw) || n < lo || n > hi) {
    return i18n._({ id: 'event.link.seconds', message: '{name, select, idle {The idle time (idle)} other {The countdown}} must be a whole number of seconds from {lo} to {hi}, not {value}.', values: { name, lo, hi, value: show(raw) } });
  }
  return n;
}

/**
 * Event mode from the page's parameters: null when it is off. `gameStatus`
 * says whether the registry can open a game (the games list is checked against it).
 */
export function parseEventParams(params: URLSearchParams, gameStatus: (id: string) => GameStatus, titleOf: (id: string) => string = (id) => id): EventParse {
  const fail = (message: string): EventParse => ({ ok: false, message });
  const event = params.get('event');
  if (event === null || event === '0') {
    const stray = EVENT_PARAMS.find((p) => p !== 'event' && params.has(p));
    return stray ? fail(i18n._({ id: 'event.link.stray', message: 'The event parameter "{name}" needs event mode on: add event=1 to the link.', values: { name: stray } })) : { ok: true, config: null };
  }
  if (event !== '1') return fail(i18n._({ id: 'event.link.event', message: 'event must be 1 (on) or 0 (off), not {value}.', values: { value: show(event) } }));

  const idleRaw = params.get('idle');
  const idle = idleRaw === null ? DEFAULT_IDLE_S : wholeIn('idle', idleRaw, IDLE_RANGE);
  if (typeof idle === 'string') return fail(idle);
  const countdownRaw = params.get('countdown');
  const countdown = countdownRaw === null ? DEFAULT_COUNTDOWN_S : wholeIn('countdown', countdownRaw, COUNTDOWN_RANGE);
  if (typeof countdown === 'string') return fail(countdown);
  const attract = params.get('attract');
  if (attract !== null && attract !== '1') return fail(i18n._({ id: 'event.link.attract', message: 'attract must be 1, not {value}.', values: { value: show(attract) } }));

  let games: string[] | null = null;
  const list = params.get('games');
  if (list !== null) {
    const ids = list.split(',').map((s) => s.trim());
    if (ids.length === 0 || ids.some((id) => id === '')) return fail(i18n._({ id: 'event.link.empty-entry', message: 'The games list {list} has an empty entry: name games by id, e.g. games=gambler.', values: { list: show(list) } }));
    for (const id of ids) {
      const status = /^[a-z0-9-]{1,40}$/.test(id) ? gameStatus(id) : 'unknown';
      if (status === 'unknown') return fail(i18n._({ id: 'event.link.unknown', message: 'Event mode cannot offer {id}: there is no game by that id.', values: { id: show(id) } }));
      if (status === 'coming') return fail(i18n._({ id: 'event.link.coming', message: 'Event mode cannot offer {title}: it is not playable yet.', values: { title: titleOf(id) } }));
    }
    games = [...new Set(ids)];
  }
  return { ok: true, config: { idleS: idle, games, countdownS: countdown, attract: attract === '1' } };
}

/** The query parameters that keep event mode on across rooms (defaults left out; `attract` only when asked). */
export function eventParams(config: EventConfig, attract = false): string {
  const q: string[] = ['event=1'];
  if (config.idleS !== DEFAULT_IDLE_S) q.push(`idle=${config.idleS}`);
  if (config.games) q.push(`games=${config.games.join(',')}`);
  if (config.countdownS !== DEFAULT_COUNTDOWN_S) q.push(`countdown=${config.countdownS}`);
  if (attract) q.push('attract=1');
  return q.join('&');
}

/** `query` (e.g. "?game=x&seats=…") with event mode's parameters added. */
export function withEventParams(query: string, config: EventConfig | null, attract = false): string {
  if (!config) return query;
  const base = query === '' || query === '?' ? '?' : `${query}&`;
  return `${base.startsWith('?') ? base : `?${base}`}${eventParams(config, attract)}`;
}

/** The games event mode offers: the playable ones, limited by the config's list (in lobby order). */
export function offeredGames<T extends { id: string }>(config: EventConfig, playable: readonly T[]): T[] {
  return config.games ? playable.filter((g) => config.games?.includes(g.id)) : [...playable];
}

/** The game the attract loop shows after `current` (the first when there is none or it is not offered). */
export function nextAttractGame(offered: readonly string[], current: string | null): string | null {
  if (offered.length === 0) return null;
  const at = current === null ? -1 : offered.indexOf(current);
  return offered[(at + 1) % offered.length] ?? null;
}
