// One die kind's bar chart: a bar per face with its count, and a line across
// each bar at the count fair dice would give. Plain SVG (no chart library for
// one chart); the figures are also said in words (the SVG's label and the
// table the panel prints), so the chart is never the only way to read them.
import { formatDecimal, formatNumber } from '../../i18n/format.ts';
import { i18n } from '@lingui/core';
import type { KindStats } from '../../core/ledger/summary.ts';

const W = 300;
const H = 120;
const PAD = { left: 8, right: 8, top: 14, bottom: 18 };

export function FaceChart({ stats }: { stats: KindStats }) {
  const n = stats.faces.length;
  const top = Math.max(1, ...stats.counts, ...stats.expected);
  const slot = (W - PAD.left - PAD.right) / n;
  const barW = slot * 0.6;
  const y = (v: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - v / top);
  const label = i18n._({
    id: 'ui.ledger.chart',
    message: 'Faces of {dice, plural, one {# die} other {# dice}}: {counts}; fair dice would give {fair} each.',
    values: { dice: stats.dice, counts: stats.faces.map((f, i) => `${String(f)} ${formatNumber(stats.counts[i] ?? 0)}`).join(', '), fair: formatDecimal(stats.expected[0]!, 1) },
  });
  return (
    <svg className="face-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid={`face-chart-${stats.kind}`}>
      {stats.faces.map((face, i) => {
        const x = PAD.left + i * slot + (slot - barW) / 2;
        const count = stats.counts[i]!;
        const expected = stats.expected[i]!;
        return (
          <g key={String(face)}>
            <rect className="bar" x={x} y={y(count)} width={barW} height={Math.max(0, y(0) - y(count))} />
            <line className="expected" x1={x - 4} x2={x + barW + 4} y1={y(expected)} y2={y(expected)} />
            <text className="count" x={x + barW / 2} y={y(count) - 3} textAnchor="middle">
              {count}
            </text>
            <text className="face" x={x + barW / 2} y={H - 5} textAnchor="middle">
              {String(face)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
