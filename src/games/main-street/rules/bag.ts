// The bag: gold, stone and (once the jail is raided) dynamite, drawn at
// random from the seeded generator in the state. A bag is not a die: the draw
// happens inside the rules and is recorded in the state change (events).

import { Rng } from '../../../core/rng.ts';
import type { Seat } from '../../../core/contract.ts';
import type { MainStreetState, Piece } from '../types.ts';
import { note } from './state.ts';
import { listMessage, type Message } from '../../../core/message.ts';
import { logLine, seatMessage } from '../log-messages.ts';

/**
 * `seat` draws `count` pieces (fewer if the bag runs out: ours). The pieces
 * are drawn together; then each dynamite among them blows: every player
 * returns half their stone (rounded down) to the bag and the dynamite leaves
 * the game (ours: the blast comes after the whole draw, so stone drawn with
 * the dynamite is halved too).
 */
export function drawFromBag(s: MainStreetState, seat: Seat, count: number, why: Message): Piece[] {
  if (count <= 0) return [];
  const rng = new Rng(s.rng);
  const pieces: Piece[] = [];
  for (let i = 0; i < count; i++) {
    const total = s.bag.gold + s.bag.stone + s.bag.dynamite;
    if (total === 0) break;
    const r = rng.int(total);
    const piece: Piece = r < s.bag.gold ? 'gold' : r < s.bag.gold + s.bag.stone ? 'stone' : 'dynamite';
    s.bag[piece] -= 1;
    pieces.push(piece);
  }
  s.rng = rng.state;
  const me = s.seats[seat]!;
  let dynamite = 0;
  for (const p of pieces) {
    if (p === 'gold') me.gold += 1;
    else if (p === 'stone') me.stone += 1;
    else dynamite += 1;
  }
  const tally = (['gold', 'stone', 'dynamite'] as const)
    .map((kind) => [kind, pieces.filter((p) => p === kind).length] as const)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => logLine('pieces', { kind, count: n }));
  note(s, { kind: 'draw', seat, pieces, asked: count }, logLine('draw', { seat: seatMessage(seat), count, why, tally: tally.length > 0 ? listMessage(tally) : logLine('bagEmpty') }));
  for (let d = 0; d < dynamite; d++) blast(s);
  return pieces;
}

/** Dynamite drawn: everyone returns half their stone, rounded down; the stick is gone. */
function blast(s: MainStreetState): void {
  const returned = s.seats.map((p) => Math.floor(p.stone / 2));
  s.seats.forEach((p, i) => {
    p.stone -= returned[i]!;
    s.bag.stone += returned[i]!;
  });
  s.blasted += 1;
  note(s, { kind: 'blast', returned }, logLine('blast', { returned: returned.join(', ') }));
}
