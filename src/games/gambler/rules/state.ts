// Copy-on-apply: `apply` clones the state once, then the flow functions edit
// the copy. The input state is never touched. The stack never changes after
// setup, so it is shared. Rows are copied one level deep only: a placement
// replaces the one row it touches (see applyPlace), and a new round replaces
// them all. Bots apply millions of inputs, so each copy here counts.

import { DEFAULT_SEAT_NOUN, seatTitle } from '../../../core/contract.ts';
import type { GamblerState } from '../types.ts';

export function cloneState(s: GamblerState): GamblerState {
  // An explicit literal (not a spread) keeps one object shape, which V8 copies fast.
  const turn = s.turn;
  return {
    game: s.game,
    players: s.players,
    end: s.end,
    length: s.length,
    stack: s.stack,
    round: s.round,
    rows: s.rows.slice(),
    chips: s.chips.slice(),
    bank: s.bank,
    collected: s.collected.slice(),
    paid: s.paid.slice(),
    supply: s.supply.slice(),
    aside: s.aside,
    roundStarter: s.roundStarter,
    active: s.active,
    turn: turn
      ? {
          throws: turn.throws,
          placed: turn.placed,
          placedSinceThrow: turn.placedSinceThrow,
          faces: turn.faces ? turn.faces.slice() : null,
          hand: turn.hand,
        }
      : null,
    lastPlacer: s.lastPlacer,
    idleTurns: s.idleTurns,
    over: s.over,
    endReason: s.endReason,
    log: s.log.slice(),
  };
}

/** What this game calls a seat; the module's seatNoun, so log and HUD say the same. */
export const SEAT_NOUN = DEFAULT_SEAT_NOUN;
export const seatName = (seat: number): string => seatTitle(SEAT_NOUN, seat);
