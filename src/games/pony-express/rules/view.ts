// What a seat may see: dice under the cup only for the active seat (until a
// doubt lifts the cup), its own cards, card choices only for the chooser; no
// deck order and no generator state for anyone.

import type { Seat } from '../../../core/contract.ts';
import type { Phase, PonyState, PonyView } from '../types.ts';

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
    spent: [...s.spent],
    length: s.length,
    dice: s.dice.map((d) => ({ face: d.where === 'open' || seesCup ? d.face : null, where: d.where })),
    revealed: s.revealed,
    flags: { ...s.flags },
    phase: hideOffers(s.phase, seat),
    stats: structuredClone(s.stats),
    winner: s.winner,
    log: [...s.log],
  };
}
