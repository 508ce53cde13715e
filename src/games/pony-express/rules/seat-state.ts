// A state the board and HUD can draw from what one seat may see (an online
// seat's view is all it has): hidden parts are filled with placeholders the
// views never show. A die under another's cup gets face '9' (its view face
// stays null, and the board and HUD draw cup dice from the view); another
// rider's cards and the deck are card -1 (only counted); offers another seat
// chooses from are -1 in the view's phase already. No generator state, no seed.

import type { PonyState, PonyView } from '../types.ts';

/** Face of a die the seat may not see (never drawn: the view's face is null). */
const HIDDEN_FACE = '9';
/** A card the seat may not see (only counted). */
const HIDDEN_CARD = -1;

export function seatState(v: PonyView): PonyState {
  return {
    game: 'pony-express',
    version: 2,
    length: v.length,
    players: v.players,
    seed: 0,
    rng: [0, 0, 0, 0],
    round: v.round,
    turn: v.turn,
    bank: v.bank,
    riders: v.riders.map((r) => ({
      seat: r.seat,
      pos: r.pos,
      gold: r.gold,
      jailed: r.jailed,
      hand: r.hand ? [...r.hand] : Array.from({ length: r.cards }, () => HIDDEN_CARD),
    })),
    deck: Array.from({ length: v.deckCount }, () => HIDDEN_CARD),
    discard: [...v.discard],
    spent: [...v.spent],
    dice: v.dice.map((d) => ({ face: d.face ?? HIDDEN_FACE, where: d.where })),
    revealed: v.revealed,
    flags: { ...v.flags },
    // The work left after a move (not in the view) is read only when the game goes on, which the server does.
    todo: [],
    phase: structuredClone(v.phase),
    stats: structuredClone(v.stats),
    winner: v.winner,
    summary: '',
    log: [...v.log],
  };
}
