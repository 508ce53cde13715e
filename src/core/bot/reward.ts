// What a finished or cut-off playout is worth to each seat, in [0, 1].

import type { GameResult } from '../contract.ts';

/**
 * Mostly the win (shared on a tie), plus a little for a better place so a bot
 * that cannot win still avoids last place in a multi-player game.
 */
export function rewardFromResult(result: GameResult, seats: number): number[] {
  const out = new Array<number>(seats).fill(0);
  let placed = 0;
  result.ranking.forEach((group, place) => {
    for (const seat of group) {
      if (seat < 0 || seat >= seats) continue;
      const win = place === 0 ? 1 / group.length : 0;
      // average rank position of the tied group, 0 = first
      const mid = placed + (group.length - 1) / 2;
      const rank = seats > 1 ? 1 - mid / (seats - 1) : 1;
      out[seat] = 0.8 * win + 0.2 * rank;
    }
    placed += group.length;
  });
  return out;
}

/** Clamp an evaluation hook's vector to [0, 1] and the right length (bad hooks must not derail search). */
export function sanitizeValues(values: readonly number[], seats: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < seats; i++) {
    const v = values[i];
    out.push(typeof v === 'number' && Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0.5);
  }
  return out;
}
