// The ledger as CSV (RFC 4180: comma-separated, CRLF, quoted where a field
// holds a comma, quote or line break), one line per throw, so anyone can run
// their own test in a spreadsheet or a script.
import type { LedgerRow } from './rows.ts';

export const CSV_COLUMNS = ['game', 'play', 'throw', 'seat', 'who', 'dice', 'kinds', 'faces', 'rethrows', 'edges', 'physics_version', 'replayable'] as const;

const field = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** One line per row: kinds and faces listed in throw order, separated by spaces; re-throws as die:reason. */
export function ledgerCsv(rows: readonly LedgerRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.game,
        r.gameKey,
        r.index + 1,
        r.seat === null ? '' : r.seat + 1,
        r.who,
        r.kinds.length,
        r.kinds.join(' '),
        r.faces ? r.faces.map(String).join(' ') : 'hidden',
        r.rethrows === null ? 'unknown' : r.rethrows.map((x) => `${x.die + 1}:${x.reason}`).join(' '),
        r.edges === null ? 'unknown' : r.edges.map((d) => d + 1).join(' '),
        r.inputs ? r.inputs.physicsVersion : '',
        r.inputs && r.faces ? 'yes' : 'no',
      ]
        .map(field)
        .join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}
