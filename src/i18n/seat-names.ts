// A seat's name in the reader's language (issue 25): "Rider 2" is the game's
// seat noun and the seat's number, "· bot, hard" the bot's level. The nouns are
// keyed by the English noun the games name (GameModule.seatNoun), so every caller
// of seatName (the session's HUD, the store's notices, the games' views) says it
// the same way; a noun not listed here passes as it is. tests/i18n/seat-names.test.ts
// holds every registered game's noun to an entry here and to its log's own seat message.
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { BotLevel } from '../core/log.ts';

/** The games' seat nouns by their English word (a plain key, so the build's stripping of `message` leaves it). */
export const SEAT_NOUNS: Readonly<Record<string, MessageDescriptor>> = {
  Player: /*i18n*/ { id: 'seat-noun.player', message: 'Player' },
  Rider: /*i18n*/ { id: 'seat-noun.rider', message: 'Rider' },
};

/** The seat noun alone ("Rider"), e.g. a score table's column head. */
export function sayNoun(noun: string): string {
  const d = SEAT_NOUNS[noun];
  return d ? i18n._(d) : noun;
}

/** "Rider 2": the noun and the seat's number (seats count from 1 on screen). */
export const saySeatTitle = (noun: string, seat: number): string =>
  i18n._({ id: 'seat.title', message: '{noun} {n}', values: { noun: sayNoun(noun), n: seat + 1 } });

/** A bot level's word: easy, heuristic, hard. */
export const botLevelName = (level: BotLevel): string =>
  ({
    easy: i18n._({ id: 'bot.easy', message: 'easy' }),
    heuristic: i18n._({ id: 'bot.heuristic', message: 'heuristic' }),
    hard: i18n._({ id: 'bot.hard', message: 'hard' }),
  })[level];

/** What stands after a bot seat's name: "bot, hard". */
export const sayBotTag = (level: BotLevel): string => i18n._({ id: 'seat.bot-tag', message: 'bot, {level}', values: { level: botLevelName(level) } });
