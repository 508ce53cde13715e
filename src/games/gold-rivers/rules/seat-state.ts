// A state the table can draw from one seat's view. Gold in the Rivers hides
// nothing (the discs are thrown in the open), so the view carries the whole
// position and this only reads it back into the state's shape.

import type { ThrownRange } from '../data.ts';
import type { GoldRiversState, GoldRiversView, Phase } from '../types.ts';

function phaseOf(v: GoldRiversView): Phase {
  const r = v.range;
  if (v.phase === 'over' || !r) return { kind: 'over' };
  const rows = { ...r.rows };
  if (v.phase === 'throw') return { kind: 'throw', range: r.range as ThrownRange, rows };
  if (v.phase === 'choose') return { kind: 'choose', range: r.range, rows, number: v.number, faces: [...v.faces] };
  if (!v.move) throw new Error('a confirm phase without its move');
  return { kind: 'confirm', range: r.range, rows, number: v.number, faces: [...v.faces], move: structuredClone(v.move), clearings: structuredClone(v.clearings) };
}

export function seatState(v: GoldRiversView): GoldRiversState {
  return {
    game: 'gold-rivers',
    players: 2,
    length: v.length,
    board: v.board,
    markers: v.sites.map((s) => s.marker),
    takenBy: v.sites.map((s) => s.takenBy),
    gold: [v.gold[0], v.gold[1]],
    shovels: [v.shovels[0], v.shovels[1]],
    turn: v.turn,
    turnNumber: v.turnNumber,
    phase: phaseOf(v),
    log: [...v.log],
  };
}
