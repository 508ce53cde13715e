// Names the ledger shows for die kinds, games and re-throw reasons, in the
// page's language (issue 25).
import { i18n } from '@lingui/core';
import type { DieKind } from '../../core/dice-kinds.ts';
import type { LedgerRethrow } from '../../core/ledger/rows.ts';
import { gameEntry } from '../../games/registry.ts';
import { formatMessage } from '../../i18n/format-message.ts';

const KIND_TITLE: Readonly<Record<DieKind, { id: string; message: string }>> = {
  d6: /*i18n*/ { id: 'ui.ledger.kind.d6', message: 'Pips (six-sided)' },
  poker: /*i18n*/ { id: 'ui.ledger.kind.poker', message: 'Poker dice' },
  disc01: /*i18n*/ { id: 'ui.ledger.kind.disc01', message: 'Discs 0|1' },
  disc02: /*i18n*/ { id: 'ui.ledger.kind.disc02', message: 'Discs 0|2' },
  disc12: /*i18n*/ { id: 'ui.ledger.kind.disc12', message: 'Discs 1|2' },
};

export const kindTitle = (kind: DieKind): string => i18n._(KIND_TITLE[kind]);

const KIND_SHORT: Readonly<Record<DieKind, { id: string; message: string }>> = {
  d6: /*i18n*/ { id: 'ui.ledger.short.d6', message: 'd6' },
  poker: /*i18n*/ { id: 'ui.ledger.short.poker', message: 'poker' },
  disc01: /*i18n*/ { id: 'ui.ledger.short.disc01', message: 'disc 0|1' },
  disc02: /*i18n*/ { id: 'ui.ledger.short.disc02', message: 'disc 0|2' },
  disc12: /*i18n*/ { id: 'ui.ledger.short.disc12', message: 'disc 1|2' },
};

/** "2 × d6", "3 × poker, 1 × d6". */
export function diceText(kinds: readonly DieKind[]): string {
  const counts = new Map<DieKind, number>();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${n} × ${i18n._(KIND_SHORT[k])}`).join(', ');
}

/** A line's name for its screen reader label: a game's move, or the dice table's throw ("move 3", "Zug 3"). */
export const lineName = (game: string, n: number): string =>
  game === 'dice-table' ? i18n._({ id: 'ui.ledger.line.throw', message: 'throw {n}', values: { n } }) : i18n._({ id: 'ui.ledger.line.move', message: 'move {n}', values: { n } });

export const gameTitle = (id: string): string => (id === 'dice-table' ? i18n._({ id: 'ui.dice-table.title', message: 'Dice table' }) : (gameEntry(id)?.title ?? id));

const REASON: Readonly<Record<LedgerRethrow['reason'], { id: string; message: string }>> = {
  cocked: /*i18n*/ { id: 'ui.ledger.rethrow.cocked', message: 'die {n} cocked' },
  'off-table': /*i18n*/ { id: 'ui.ledger.rethrow.off-table', message: 'die {n} off the table' },
  unsettled: /*i18n*/ { id: 'ui.ledger.rethrow.unsettled', message: 'die {n} unsettled' },
};

// A disc judged cocked leans (on a wall, on another die); one standing on its edge is a result, not a re-throw.
export function rethrowText(rethrows: readonly LedgerRethrow[] | null): string {
  if (rethrows === null) return i18n._({ id: 'ui.ledger.rethrow.unknown', message: 'not known' });
  if (rethrows.length === 0) return '—';
  return rethrows.map((r) => formatMessage({ id: REASON[r.reason].id, values: { n: r.die + 1 } })).join(', ');
}
