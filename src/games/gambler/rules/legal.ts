// What the game waits for and which actions are legal now (also what the HUD
// lights up). Read-only: nothing here edits a state.

import type { Awaiting } from '../../../core/contract.ts';
import type { DieKind } from '../../../core/dice-kinds.ts';
import { MAX_THROWS } from '../data/constants.ts';
import { seatName } from './state.ts';
import { anythingFits, rowMasks } from './flow.ts';
import { GAMBLER_PROMPT, decisionDemand, decisionSaid, lowerFirst } from './demand.ts';
import type { GamblerAction, GamblerState } from '../types.ts';

/** 0..5 plain dice, prebuilt: awaiting() runs at every step of a bot's search. */
const D6_HANDS: DieKind[][] = [0, 1, 2, 3, 4, 5].map((n) => Array.from({ length: n }, () => 'd6' as const));

export function awaiting(s: GamblerState): Awaiting {
  if (s.over || !s.turn) return { kind: 'end' };
  const t = s.turn;
  if (t.faces === null) {
    return {
      kind: 'throw',
      seat: s.active,
      dice: D6_HANDS[t.hand]?.slice() ?? [],
      area: 'tray',
      hidden: false,
      prompt: `${seatName(s.active)}: throw ${t.hand} ${t.hand === 1 ? 'die' : 'dice'} (throw ${t.throws + 1} of ${MAX_THROWS})`,
      said: { id: GAMBLER_PROMPT.throw.id, values: { count: t.hand, n: t.throws + 1, max: MAX_THROWS } },
      purpose: t.throws === 0 ? 'throw' : 're-throw',
    };
  }
  // The very words of the turn panel's line (demand.ts): whether another die fits is only asked once one is placed.
  const fits = t.placedSinceThrow > 0 && anythingFits(s, t.faces);
  return { kind: 'decision', seat: s.active, prompt: `${seatName(s.active)}: ${lowerFirst(decisionDemand(t, fits))}`, said: decisionSaid(t, fits) };
}

const canRethrow = (s: GamblerState): boolean =>
  !!s.turn && s.turn.placedSinceThrow > 0 && s.turn.throws < MAX_THROWS && s.turn.hand > 0;

export function legalActions(s: GamblerState): GamblerAction[] {
  const t = s.turn;
  if (s.over || !t || t.faces === null) return [];
  const masks = rowMasks(s);
  const out: GamblerAction[] = [];
  t.faces.forEach((face, die) => {
    if (face === null) return;
    masks.forEach((m, row) => {
      if ((m >> face) & 1) out.push({ type: 'place', die, row });
    });
  });
  if (t.placedSinceThrow > 0) {
    out.push({ type: 'stop' });
    if (canRethrow(s)) out.push({ type: 'rethrow' });
  }
  return out;
}

/** Rows the given die of the current throw fits now (the HUD highlights their next boxes). */
export function rowsForDie(s: GamblerState, die: number): number[] {
  const face = s.turn?.faces?.[die];
  if (face == null) return [];
  return rowMasks(s).flatMap((m, row) => ((m >> face) & 1 ? [row] : []));
}
