// Names the ledger shows for die kinds, games and re-throw reasons.
import type { DieKind } from '../../core/dice-kinds.ts';
import type { LedgerRethrow } from '../../core/ledger/rows.ts';
import { gameEntry } from '../../games/registry.ts';

export const KIND_TITLE: Readonly<Record<DieKind, string>> = {
  d6: 'Pips (six-sided)',
  poker: 'Poker dice',
  disc01: 'Discs 0|1',
  disc02: 'Discs 0|2',
  disc12: 'Discs 1|2',
};

const KIND_SHORT: Readonly<Record<DieKind, string>> = { d6: 'd6', poker: 'poker', disc01: 'disc 0|1', disc02: 'disc 0|2', disc12: 'disc 1|2' };

/** "2 × d6", "3 × poker, 1 × d6". */
export function diceText(kinds: readonly DieKind[]): string {
  const counts = new Map<DieKind, number>();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${n} × ${KIND_SHORT[k]}`).join(', ');
}

/** What a line's number counts: a game's moves, or the dice table's throws. */
export const lineNoun = (game: string): string => (game === 'dice-table' ? 'throw' : 'move');

export const gameTitle = (id: string): string => (id === 'dice-table' ? 'Dice table' : (gameEntry(id)?.title ?? id));

const REASON: Readonly<Record<LedgerRethrow['reason'], string>> = { cocked: 'cocked', 'off-table': 'off the table', unsettled: 'unsettled' };

// A disc judged cocked leans (on a wall, on another die); one standing on its edge is a result, not a re-throw.
export function rethrowText(rethrows: readonly LedgerRethrow[] | null): string {
  if (rethrows === null) return 'not known';
  if (rethrows.length === 0) return '—';
  return rethrows.map((r) => `die ${r.die + 1} ${REASON[r.reason]}`).join(', ');
}
