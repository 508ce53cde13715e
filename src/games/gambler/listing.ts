// The tableau listing for docs/rules/gambler.md, generated from the data so
// the document cannot drift from the game (a test compares them).

import { describeShape, rowLength } from './fitting.ts';
import { TABLEAUX } from './tableaux.data.ts';
import type { RowShape } from './types.ts';

/** Boxes as a compact picture: pips as digits, stars as *, full house as GGGRR, runs as arrows. */
function boxes(shape: RowShape): string {
  switch (shape.kind) {
    case 'pips':
      return shape.pips.map((p) => `[${p}]`).join('');
    case 'stars':
      return '[*]'.repeat(shape.length);
    case 'full-house':
      return '[G][G][G][R][R]';
    case 'rising':
      return '[↑]'.repeat(shape.length);
    case 'falling':
      return '[↓]'.repeat(shape.length);
  }
}

export function tableauListing(): string {
  const out: string[] = [];
  for (const t of TABLEAUX) {
    const total = t.rows.reduce((n, r) => n + rowLength(r.shape), 0);
    out.push(`### ${t.id}. ${t.name} (board ${t.board}, side ${t.side}, ${total} boxes)`, '');
    out.push('| Row | Boxes | Kind | Colour | Value |', '|---|---|---|---|---|');
    t.rows.forEach((r, i) => {
      const value = r.colour === 'yellow' ? `+${r.value}` : `−${r.value}`;
      out.push(`| ${i + 1} | \`${boxes(r.shape)}\` | ${describeShape(r.shape)} | ${r.colour} | ${value} |`);
    });
    out.push('');
  }
  return out.join('\n');
}
