// A HUD table with one row per seat (a colour dot and the seat's name first,
// then the game's columns) and an optional last row for the bank. Every game's
// scoreboard is this table with other columns.
import type { ReactNode } from 'react';
import './hud.css';

export interface SeatColumn {
  head: string;
  cell(seat: number): ReactNode;
  /** data-testid of the cell, per seat. */
  testId?(seat: number): string;
}

export interface SeatTableProps {
  label: string;
  className: string;
  testId?: string;
  seats: readonly number[];
  /** Head of the first column ("Seat", "Rider"). */
  seatHead: string;
  name(seat: number): ReactNode;
  colour(seat: number): string;
  /** The seat whose turn it is (highlighted), if any. */
  acting: number | null;
  columns: readonly SeatColumn[];
  /** A closing row, e.g. the bank: its cells in column order after the label. */
  footer?: { label: string; cells: readonly ReactNode[]; className?: string };
  rowTestId?(seat: number): string;
}

export function SeatTable(p: SeatTableProps) {
  return (
    <section className={`panel seat-table ${p.className}`} aria-label={p.label} data-testid={p.testId}>
      <table>
        <thead>
          <tr>
            <th>{p.seatHead}</th>
            {p.columns.map((c) => (
              <th key={c.head}>{c.head}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {p.seats.map((seat) => (
            <tr key={seat} className={p.acting === seat ? 'acting' : ''} data-testid={p.rowTestId?.(seat)}>
              <td>
                <span className="seat-dot" style={{ background: p.colour(seat) }} />
                {p.name(seat)}
              </td>
              {p.columns.map((c) => (
                <td key={c.head} data-testid={c.testId?.(seat)}>
                  {c.cell(seat)}
                </td>
              ))}
            </tr>
          ))}
          {p.footer && (
            <tr className={p.footer.className}>
              <td>{p.footer.label}</td>
              {p.footer.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
