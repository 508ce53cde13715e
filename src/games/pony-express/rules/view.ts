// What a seat may see: dice under the cup only for the active seat (until a
// doubt lifts the cup), its own cards, card choices only for the chooser; no
// deck order and no generator state for anyone.

import type { GameResult, Seat } from '../../../core/contract.ts';
import type { PokerFace } from '../../../core/dice-kinds.ts';
import { CARD_COUNT } from '../cards.ts';
import type { DieWhere, Phase, PonyState, SeatStats, TurnFlags } from '../types.ts';

export interface PonyView {
  game: 'pony-express';
  seat: Seat | null;
  players: number;
  round: number;
  turn: Seat;
  bank: number;
  riders: { seat: Seat; pos: number; gold: number; jailed: boolean; cards: number; hand: number[] | null }[];
  deckCount: number;
  discard: number[];
  /** null faces are under the cup and not this seat's to see. */
  dice: { face: PokerFace | null; where: DieWhere }[];
  revealed: boolean;
  /** Effects of cards played this turn (public). */
  flags: TurnFlags;
  phase: Phase;
  stats: SeatStats[];
  winner: Seat | null;
  log: string[];
}

function hideOffers(phase: Phase, seat: Seat | null): Phase {
  if ((phase.kind === 'draft' || phase.kind === 'relay') && phase.seat !== seat) {
    return { ...phase, offered: phase.offered.map(() => -1) };
  }
  return structuredClone(phase);
}

export function view(s: PonyState, seat: Seat | null): PonyView {
  const seesCup = s.revealed || seat === s.turn;
  return {
    game: 'pony-express',
    seat,
    players: s.players,
    round: s.round,
    turn: s.turn,
    bank: s.bank,
    riders: s.riders.map((r) => ({
      seat: r.seat,
      pos: r.pos,
      gold: r.gold,
      jailed: r.jailed,
      cards: r.hand.length,
      hand: r.seat === seat ? [...r.hand] : null,
    })),
    deckCount: s.deck.length,
    discard: [...s.discard],
    dice: s.dice.map((d) => ({ face: d.where === 'open' || seesCup ? d.face : null, where: d.where })),
    revealed: s.revealed,
    flags: { ...s.flags },
    phase: hideOffers(s.phase, seat),
    stats: structuredClone(s.stats),
    winner: s.winner,
    log: [...s.log],
  };
}

export function result(s: PonyState): GameResult | null {
  if (s.winner === null) return null;
  // Score: the winner 100, the others their position (mail boxes count 34–36).
  const scores = s.riders.map((r) => (r.seat === s.winner ? 100 : r.pos));
  const others = [...new Set(s.riders.filter((r) => r.seat !== s.winner).map((r) => r.pos))].sort((a, b) => b - a);
  const ranking: Seat[][] = [[s.winner], ...others.map((p) => s.riders.filter((r) => r.seat !== s.winner && r.pos === p).map((r) => r.seat))];
  return { scores, ranking, summary: s.summary };
}

export function invariants(s: PonyState, totalGold: number): string[] {
  const out: string[] = [];
  const gold = s.bank + s.riders.reduce((a, r) => a + r.gold, 0);
  if (gold !== totalGold) out.push(`gold not conserved: ${gold} ≠ ${totalGold}`);
  if (s.bank < 0) out.push('bank below zero');
  for (const r of s.riders) {
    if (r.gold < 0 || !Number.isInteger(r.gold)) out.push(`seat ${r.seat} has ${r.gold} gold`);
    if (!Number.isInteger(r.pos) || r.pos < 1 || r.pos > 36) out.push(`seat ${r.seat} at position ${r.pos}`);
    if (r.pos === 33) out.push(`seat ${r.seat} stands on space 33 instead of the first mail box`);
    if (r.jailed && r.pos > 33) out.push(`seat ${r.seat} is jailed on the mail boxes`);
  }
  const offered = s.phase.kind === 'draft' || s.phase.kind === 'relay' ? s.phase.offered : [];
  const cards = [...s.deck, ...s.discard, ...offered, ...s.riders.flatMap((r) => r.hand)].sort((a, b) => a - b);
  if (cards.length !== CARD_COUNT || cards.some((c, i) => c !== i)) out.push(`cards not conserved (${cards.length})`);
  const needsDice = ['decide', 'rethrow-throw', 'challenge', 'bluff-caught'].includes(s.phase.kind);
  if (needsDice && s.dice.length !== 5) out.push(`phase ${s.phase.kind} without five dice`);
  if ((s.winner === null) !== (s.phase.kind !== 'over')) out.push('winner and end phase disagree');
  if (s.riders.filter((r) => r.pos > 33).length > 2) out.push('more than two riders on the mail boxes');
  return out;
}
