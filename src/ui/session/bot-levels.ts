// What each bot level does, in one line, for the seat set-up and the result
// screen: players see honestly what they play against and which level won.
// Functions, not constants: the words follow the active language.
import { i18n } from '@lingui/core';
import { BOT_LEVELS, type BotLevel, type SeatConfig } from '../../core/log.ts';
import type { GameResult } from '../../core/contract.ts';
import { botLevelName } from '../../i18n/seat-names.ts';

const levelName = botLevelName;

const levelDoes = (level: BotLevel): string =>
  ({
    easy: i18n._({ id: 'bot.easy.does', message: 'a short look ahead, with slips' }),
    heuristic: i18n._({ id: 'bot.heuristic.does', message: 'plays by rules of thumb' }),
    hard: i18n._({ id: 'bot.hard.does', message: 'searches ahead' }),
  })[level];

/** The seat set-up's choices: human, then every level weakest first, each with what it does. */
export const seatChoices = (): { value: string; label: string }[] => [
  { value: 'human', label: i18n._({ id: 'seat.human', message: 'Human' }) },
  ...BOT_LEVELS.map((l) => ({
    value: `bot:${l}`,
    label: i18n._({ id: 'seat.bot', message: 'Bot ({level}): {does}', values: { level: levelName(l), does: levelDoes(l) } }),
  })),
];

/** "Won by the hard bot (searches ahead)", or by a human, or shared: who took first place, by kind and level. */
export function winnerLine(result: GameResult, seats: readonly SeatConfig[]): string {
  const top = result.ranking[0] ?? [];
  const kinds = [...new Set(top.map((seat) => {
    const s = seats[seat];
    return !s || s.kind === 'human'
      ? i18n._({ id: 'winner.human', message: 'a human player' })
      : i18n._({ id: 'winner.bot', message: 'the {level} bot ({does})', values: { level: levelName(s.level), does: levelDoes(s.level) } });
  }))];
  if (kinds.length === 0) return '';
  const who = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(kinds);
  return top.length > 1
    ? i18n._({ id: 'winner.shared', message: 'First place shared by {who}.', values: { who } })
    : i18n._({ id: 'winner.one', message: 'Won by {who}.', values: { who } });
}
