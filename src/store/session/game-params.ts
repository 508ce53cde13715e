// Reads a game's set-up from URL parameters:
//   ?game=<id>&seats=human,bot:hard,...&seed=<n>[&opt.<option>=<value>][&resume=1]
// Pure and framework-free, so tests feed it any query string. Every bad
// parameter becomes one clear sentence for the lobby, never an exception.
import { DEFAULT_SEAT_NOUN, type OptionSpec, type Options } from '../../core/contract.ts';
import { i18n } from '@lingui/core';
import { BOT_LEVELS, isBotLevel, type SeatConfig } from '../../core/log.ts';
import { sayBotTag, saySeatTitle } from '../../i18n/seat-names.ts';
import { formatText } from '../../i18n/format-message.ts';

/** What the parser needs to know about a game (a GameModule fits). */
export interface GameShape {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  options: OptionSpec[];
}

export interface GameParams {
  seats: SeatConfig[];
  seed: number;
  /** False when the seed was drawn at random (the URL named none). */
  seedGiven: boolean;
  options: Options;
  /** ?resume=1: continue the autosaved game instead of starting one. */
  resume: boolean;
}

export type ParamsResult = { ok: true; value: GameParams } | { ok: false; message: string };

export const MAX_SEED = 0xffffffff;
const OPTION_PREFIX = 'opt.';

const show = (text: string): string => JSON.stringify(text.length > 24 ? `${text.slice(0, 24)}…` : text);

/** One seat token: `human`, `bot` (easy), `bot:easy`, `bot:heuristic`, `bot:hard`. */
export function parseSeat(token: string): SeatConfig | string {
  const t = token.trim().toLowerCase();
  if (t === 'human') return { kind: 'human' };
  if (t === 'bot') return { kind: 'bot', level: 'easy' };
  const m = /^bot:(.*)$/.exec(t);
  if (m) {
    const level = m[1] ?? '';
    return isBotLevel(level) ? { kind: 'bot', level } : i18n._({ id: 'link.bot-level', message: 'Unknown bot level {level}: use {levels}.', values: { level: show(level), levels: BOT_LEVELS.join(', ') } });
  }
  return i18n._({ id: 'link.seat', message: 'Unknown seat {seat}: a seat is human, bot:easy, bot:heuristic or bot:hard.', values: { seat: show(token) } });
}

/** A comma list of seats, checked against the game's player range. */
export function parseSeats(text: string, game: GameShape): SeatConfig[] | string {
  if (text.trim() === '') return i18n._({ id: 'link.no-seats', message: 'The seat list is empty: name each seat, e.g. seats=human,bot:hard.' });
  const tokens = text.split(',');
  if (tokens.length > 12) return playerCount(game, tokens.length);
  const seats: SeatConfig[] = [];
  for (const token of tokens) {
    const seat = parseSeat(token);
    if (typeof seat === 'string') return seat;
    seats.push(seat);
  }
  if (seats.length < game.minPlayers || seats.length > game.maxPlayers) {
    return playerCount(game, seats.length);
  }
  return seats;
}

const playerCount = (game: GameShape, n: number): string =>
  i18n._({ id: 'link.player-count', message: '{title} takes {range} players, not {n}.', values: { title: game.title, range: range(game), n } });

const range = (g: GameShape): string => (g.minPlayers === g.maxPlayers ? `${g.minPlayers}` : `${g.minPlayers}–${g.maxPlayers}`);

export function parseSeed(text: string): number | string {
  const n = Number(text);
  if (!/^\d{1,10}$/.test(text.trim()) || !Number.isSafeInteger(n) || n > MAX_SEED) {
    return i18n._({ id: 'link.seed', message: 'The seed must be a whole number from 0 to {max}, not {seed}.', values: { max: MAX_SEED, seed: show(text) } });
  }
  return n;
}

/** Seats used when the URL names none: one human against bots up to the minimum count. */
export function defaultSeats(game: GameShape): SeatConfig[] {
  const n = Math.max(2, game.minPlayers);
  const count = Math.min(n, game.maxPlayers);
  return Array.from({ length: count }, (_, i): SeatConfig => (i === 0 ? { kind: 'human' } : { kind: 'bot', level: 'easy' }));
}

/** Options: defaults (first choice) overridden by opt.<id>=<value>. */
export function parseOptions(params: URLSearchParams, game: GameShape): Options | string {
  const options: Options = {};
  for (const spec of game.options) {
    const first = spec.choices[0];
    if (first !== undefined) options[spec.id] = first;
  }
  for (const [key, raw] of params) {
    if (!key.startsWith(OPTION_PREFIX)) continue;
    const id = key.slice(OPTION_PREFIX.length);
    const spec = game.options.find((o) => o.id === id);
    if (!spec) return i18n._({ id: 'link.no-option', message: '{title} has no option {option}.', values: { title: game.title, option: show(id) } });
    const choice = spec.choices.find((c) => String(c) === raw);
    if (choice === undefined) {
      return i18n._({ id: 'link.option-value', message: 'Option "{label}" cannot be {value}; choose {choices}.', values: { label: formatText(spec.label), value: show(raw), choices: spec.choices.map(String).join(', ') } });
    }
    options[id] = choice;
  }
  return options;
}

export function parseGameParams(params: URLSearchParams, game: GameShape, randomSeed: () => number): ParamsResult {
  const fail = (message: string): ParamsResult => ({ ok: false, message });
  const resume = params.get('resume');
  if (resume !== null && resume !== '1') return fail(i18n._({ id: 'link.resume', message: 'resume must be 1, not {value}.', values: { value: show(resume) } }));
  const seatsText = params.get('seats');
  const seats = seatsText === null ? defaultSeats(game) : parseSeats(seatsText, game);
  if (typeof seats === 'string') return fail(seats);
  const seedText = params.get('seed');
  const seed = seedText === null ? randomSeed() >>> 0 : parseSeed(seedText);
  if (typeof seed === 'string') return fail(seed);
  const options = parseOptions(params, game);
  if (typeof options === 'string') return fail(options);
  return { ok: true, value: { seats, seed, seedGiven: seedText !== null, options, resume: resume === '1' } };
}

export function seatToken(seat: SeatConfig): string {
  return seat.kind === 'human' ? 'human' : `bot:${seat.level}`;
}

/** Link parameters about how the page shows a game, not which game: kept when the room rewrites its address. */
export const DISPLAY_PARAMS = ['quality', 'render'] as const;

/** `query` with the display parameters of `from` (e.g. ?quality=high) carried over. */
export function withDisplayParams(query: string, from: URLSearchParams): string {
  const extra = DISPLAY_PARAMS.flatMap((k) => {
    const v = from.get(k);
    return v === null ? [] : [`${k}=${encodeURIComponent(v)}`];
  });
  return extra.length === 0 ? query : `${query}${query.includes('?') ? '&' : '?'}${extra.join('&')}`;
}

/** The query string that opens this set-up (the inverse of parseGameParams). */
export function gameQuery(gameId: string, setup: { seats: SeatConfig[]; seed: number; options?: Options }, game?: GameShape): string {
  const q = new URLSearchParams();
  q.set('game', gameId);
  q.set('seats', setup.seats.map(seatToken).join(','));
  q.set('seed', String(setup.seed));
  for (const [id, value] of Object.entries(setup.options ?? {})) {
    // Defaults stay out of the link, so links stay short.
    const spec = game?.options.find((o) => o.id === id);
    if (spec && spec.choices[0] === value) continue;
    q.set(OPTION_PREFIX + id, String(value));
  }
  return `?${q.toString().replace(/%2C/g, ',').replace(/%3A/g, ':')}`;
}

/**
 * A seat's name in the HUD: its given name, else the rules' own name for it
 * ("Rider 2", from the game's seatNoun, in the reader's language: src/i18n/seat-names.ts),
 * so the seat bar and the log agree; a bot seat adds its level as a tag ("Rider 2 · bot, hard").
 */
export function seatName(seats: readonly SeatConfig[], seat: number, noun: string = DEFAULT_SEAT_NOUN): string {
  const { name, bot } = seatNameParts(seats, seat, noun);
  return bot === null ? name : `${name} · ${bot}`;
}

/** A seat's name and, for a bot, its tag ("bot, hard") apart, so a narrow screen can leave the tag out. */
export function seatNameParts(seats: readonly SeatConfig[], seat: number, noun: string = DEFAULT_SEAT_NOUN): { name: string; bot: string | null } {
  const s = seats[seat];
  if (!s) return { name: i18n._({ id: 'setup.seat', message: 'Seat {n}', values: { n: seat + 1 } }), bot: null };
  // Controls, direction overrides and invisible marks never reach the screen, whatever let a name in.
  // eslint-disable-next-line no-control-regex
  const given = s.name?.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '').trim();
  const name = given || saySeatTitle(noun, seat);
  return { name, bot: s.kind === 'human' ? null : sayBotTag(s.level) };
}

/** A seat's name alone, bot or not: a sign on the table names a person (the seat tabs say which seats are bots). */
export const personName = (seats: readonly SeatConfig[], seat: number, noun?: string): string =>
  seatName(seats.map((s) => ({ kind: 'human' as const, name: s.name })), seat, noun);

/** A fresh random seed for a new game (the only place the session draws one). */
export const randomSeed = (): number => (Math.floor(Math.random() * 0x100000000) ^ (Date.now() & 0xffff)) >>> 0;
