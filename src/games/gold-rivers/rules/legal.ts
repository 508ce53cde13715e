// What the game waits for and what the deciding player may do: the rows of
// exactly the thrown number of face-down markers, the markers that may be
// buried, the confirmation. Also the queries a board needs to light up
// choices (first markers for the number, last markers for a first one).

import type { Awaiting } from '../../../core/contract.ts';
import { plural } from '../../../core/plural.ts';
import { FREE_CHOICE_MAX, RANGE_SPECS } from '../data.ts';
import type { GoldRiversAction, GoldRiversState } from '../types.ts';
import { buryTurnLimit, layoutOf, seatName } from './state.ts';
import { promptSaid } from '../prompt-messages.ts';

export function awaiting(s: GoldRiversState): Awaiting {
  const p = s.phase;
  const who = seatName(s.turn);
  switch (p.kind) {
    case 'over':
      return { kind: 'end' };
    case 'throw':
      return {
        kind: 'throw',
        seat: s.turn,
        dice: [...RANGE_SPECS[p.range].discs],
        area: 'tray',
        hidden: false,
        prompt: `${who}: throw the discs (range ${RANGE_SPECS[p.range].label})`,
        said: promptSaid('throw', { range: RANGE_SPECS[p.range].label }),
        purpose: 'number',
      };
    case 'choose':
      return {
        kind: 'decision',
        seat: s.turn,
        prompt:
          p.number === null
            ? `${who}: free choice, reveal one marker or two neighbouring ones`
            : `${who}: reveal a straight row of ${plural(p.number, 'face-down marker')}${buryTargets(s).length > 0 ? ', or bury a revealed one' : ''}`,
        said: p.number === null ? promptSaid('free') : promptSaid(buryTargets(s).length > 0 ? 'revealOrBury' : 'reveal', { n: p.number }),
      };
    case 'confirm':
      return { kind: 'decision', seat: s.turn, prompt: `${who}: confirm your move (or undo it)`, said: promptSaid('confirm') };
  }
}

/** Burying needs thrown discs (not free choice), a shovel, and a turn within the cap (ours). */
export function buryingAllowed(s: GoldRiversState): boolean {
  return s.phase.kind === 'choose' && s.phase.number !== null && s.shovels[s.turn]! > 0 && s.turnNumber <= buryTurnLimit(s);
}

/** Every row the current decision may reveal (each once, as stored in the layout). */
export function legalRows(s: GoldRiversState): (readonly number[])[] {
  if (s.phase.kind !== 'choose') return [];
  const l = layoutOf(s);
  const lengths = s.phase.number === null ? Array.from({ length: FREE_CHOICE_MAX }, (_, i) => i + 1) : [s.phase.number];
  const out: (readonly number[])[] = [];
  for (const k of lengths) {
    for (const row of l.rows[k] ?? []) if (row.every((site) => s.markers[site] === 'hidden')) out.push(row);
  }
  return out;
}

/** Revealed markers that may be buried now (none when burying is not allowed). */
export function buryTargets(s: GoldRiversState): number[] {
  if (!buryingAllowed(s)) return [];
  const out: number[] = [];
  s.markers.forEach((m, site) => {
    if (m === 'open') out.push(site);
  });
  return out;
}

/** Sites that can begin a legal row (either end of one), in site order: what a board lights up for the number. */
export function legalFirstMarkers(s: GoldRiversState): number[] {
  const set = new Set<number>();
  for (const row of legalRows(s)) {
    set.add(row[0]!);
    set.add(row[row.length - 1]!);
  }
  return [...set].sort((a, b) => a - b);
}

/** Sites that end a legal row begun at `first` (first itself for a row of one), in site order. */
export function legalLastMarkers(s: GoldRiversState, first: number): number[] {
  const set = new Set<number>();
  for (const row of legalRows(s)) {
    if (row[0] === first) set.add(row[row.length - 1]!);
    else if (row[row.length - 1] === first) set.add(row[0]!);
  }
  return [...set].sort((a, b) => a - b);
}

export function legalActions(s: GoldRiversState): GoldRiversAction[] {
  if (s.phase.kind === 'confirm') return [{ type: 'confirm' }];
  if (s.phase.kind !== 'choose') return [];
  const out: GoldRiversAction[] = legalRows(s).map((row) => ({ type: 'reveal', first: row[0]!, last: row[row.length - 1]! }));
  for (const site of buryTargets(s)) out.push({ type: 'bury', site });
  return out;
}
