// Readable English for actions (buttons, bot explanations), and the tableau
// listing for docs/rules/gambler.md, generated from the data so the document
// cannot drift from the game (a test compares them).

import { MAX_THROWS } from '../data/constants.ts';
import { seatName } from './state.ts';
import { describeShape, rowLength } from './fitting.ts';
import { currentTableau } from './flow.ts';
import { TABLEAUX } from '../data/tableaux.ts';
import type { GamblerAction, GamblerState, RowShape } from '../types.ts';

export function describeAction(s: GamblerState, a: GamblerAction): string {
  const who = seatName(s.active);
  const hand = s.turn?.hand ?? 0;
  switch (a.type) {
    case 'place': {
      const face = s.turn?.faces?.[a.die];
      const spec = currentTableau(s).rows[a.row];
      if (face == null || !spec) return `${who} places die ${a.die + 1} in row ${a.row + 1}`;
      const completes = (s.rows[a.row]?.length ?? 0) + 1 === rowLength(spec.shape);
      const effect = completes ? (spec.colour === 'yellow' ? `, collecting ${spec.value}` : `, paying ${spec.value}`) : '';
      return `${who} places the ${face} in row ${a.row + 1} (${describeShape(spec.shape)})${effect}`;
    }
    case 'stop':
      return `${who} stops and keeps ${hand} ${hand === 1 ? 'die' : 'dice'}`;
    case 'rethrow':
      return `${who} throws the ${hand} unplaced ${hand === 1 ? 'die' : 'dice'} again (throw ${(s.turn?.throws ?? 0) + 1} of ${MAX_THROWS})`;
  }
}

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
