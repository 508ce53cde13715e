// What each bot level does, in one line, for the seat set-up and the result
// screen: players see honestly what they play against and which level won.
import { BOT_LEVELS, type BotLevel, type SeatConfig } from '../../core/log.ts';
import type { GameResult } from '../../core/contract.ts';

export const LEVEL_TEXT: Record<BotLevel, { name: string; does: string }> = {
  easy: { name: 'easy', does: 'a short look ahead, with slips' },
  heuristic: { name: 'heuristic', does: 'plays by rules of thumb' },
  hard: { name: 'hard', does: 'searches ahead' },
};

/** The seat set-up's choices: human, then every level weakest first, each with what it does. */
export const SEAT_CHOICES: { value: string; label: string }[] = [
  { value: 'human', label: 'Human' },
  ...BOT_LEVELS.map((l) => ({ value: `bot:${l}`, label: `Bot (${LEVEL_TEXT[l].name}): ${LEVEL_TEXT[l].does}` })),
];

/** "Won by the hard bot (searches ahead)", or by a human, or shared: who took first place, by kind and level. */
export function winnerLine(result: GameResult, seats: readonly SeatConfig[]): string {
  const top = result.ranking[0] ?? [];
  const kinds = [...new Set(top.map((seat) => {
    const s = seats[seat];
    return !s || s.kind === 'human' ? 'a human player' : `the ${LEVEL_TEXT[s.level].name} bot (${LEVEL_TEXT[s.level].does})`;
  }))];
  if (kinds.length === 0) return '';
  return `${top.length > 1 ? 'First place shared by' : 'Won by'} ${kinds.join(' and ')}.`;
}
