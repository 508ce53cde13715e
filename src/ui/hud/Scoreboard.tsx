// Every game's scoreboard: one row per seat (a colour dot, the seat's name as
// the set-up gave it and any tags, then the game's columns) and an optional
// closing row (the bank). A game writes only its columns, as data; the names
// and the first column's head (the game's seat noun) come from the session.
// Fold (below) is the foldable panel a scoreboard or any other HUD panel can
// sit in, so a phone keeps the board in view.
import { useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { DEFAULT_SEAT_NOUN } from '../../core/contract.ts';
import type { SessionStore } from '../../store/session/store.ts';
import { seatName } from '../../store/session/game-params.ts';
import { useLanguage } from '../../i18n/react.ts';
import { sayNoun } from '../../i18n/seat-names.ts';
import './hud.css';

export interface ScoreColumn {
  /** The column's head (in a bare table, only its key: the cell names its unit). */
  head: string;
  cell(seat: number): ReactNode;
  /** data-testid of the cell, per seat. */
  testId?(seat: number): string;
}

export interface ScoreboardProps {
  session: SessionStore;
  /** The table's accessible name. */
  label: string;
  /** The panel's class and data-testid (the phone's dock and the browser specs read them). */
  id: string;
  /** The seats in the rows, in order; by default every seat of the game. */
  seats?: readonly number[];
  colour(seat: number): string;
  /** The seat whose turn it is (highlighted), if any. */
  acting: number | null;
  columns: readonly ScoreColumn[];
  /** What stands after a seat's name ("jail", "mountains"). */
  tags?(seat: number): ReactNode;
  /** A closing row, e.g. the bank: its cells in column order after the label. */
  footer?: { label: string; cells: readonly ReactNode[]; className?: string };
  rowTestId?(seat: number): string;
  /** Inside another panel: the table alone, with no panel of its own and no head row (the cells name their units; not folded away with the phone's scores). */
  bare?: boolean;
  /**
   * Each seat's name on a line of its own above its figures (one row group per seat, the name its
   * header), so the figures get the panel's whole width: for a narrow panel with many columns,
   * where long names ("Spieler 2 · Bot, leicht") and long heads would not fit side by side.
   */
  namesAbove?: boolean;
}

export function Scoreboard(p: ScoreboardProps) {
  useLanguage();
  const seats = useStore(p.session.store, (s) => s.record.seats);
  const noun = p.session.module.seatNoun ?? DEFAULT_SEAT_NOUN;
  const table = p.namesAbove ? <NamesAboveTable {...p} seatRecord={seats} noun={noun} /> : (
    <table className={p.bare ? `score-table ${p.id}` : 'score-table'} aria-label={p.bare ? p.label : undefined} data-testid={p.bare ? p.id : undefined}>
      {!p.bare && (
        <thead>
          <tr>
            <th>{sayNoun(noun)}</th>
            {p.columns.map((c) => (
              <th key={c.head}>{c.head}</th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {(p.seats ?? seats.map((_, i) => i)).map((seat) => (
          <tr key={seat} className={p.acting === seat ? 'acting' : ''} data-testid={p.rowTestId?.(seat)}>
            <td>
              <span className="seat-dot" style={{ background: p.colour(seat) }} />
              {seatName(seats, seat, noun)}
              {p.tags?.(seat)}
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
  );
  if (p.bare) return table;
  return (
    <section className={`panel seat-table ${p.id}`} aria-label={p.label} data-testid={p.id}>
      {table}
    </section>
  );
}

/** The table with each seat's name above its figures: a row group per seat, its name the group's header. */
function NamesAboveTable(p: ScoreboardProps & { seatRecord: Parameters<typeof seatName>[0]; noun: string }) {
  return (
    <table className={p.bare ? `score-table names-above ${p.id}` : 'score-table names-above'} aria-label={p.bare ? p.label : undefined} data-testid={p.bare ? p.id : undefined}>
      {!p.bare && (
        <thead>
          <tr>
            {p.columns.map((c) => (
              <th key={c.head} scope="col">
                {c.head}
              </th>
            ))}
          </tr>
        </thead>
      )}
      {(p.seats ?? p.seatRecord.map((_, i) => i)).map((seat) => (
        <tbody key={seat} className={p.acting === seat ? 'acting' : ''} data-testid={p.rowTestId?.(seat)}>
          <tr>
            <th scope="rowgroup" colSpan={p.columns.length}>
              <span className="seat-dot" style={{ background: p.colour(seat) }} />
              {seatName(p.seatRecord, seat, p.noun)}
              {p.tags?.(seat)}
            </th>
          </tr>
          <tr>
            {p.columns.map((c) => (
              <td key={c.head} data-testid={c.testId?.(seat)}>
                {c.cell(seat)}
              </td>
            ))}
          </tr>
        </tbody>
      ))}
      {p.footer && (
        <tbody className={p.footer.className}>
          <tr>
            <th scope="rowgroup" colSpan={p.columns.length}>
              {p.footer.label}
            </th>
          </tr>
          <tr>
            {p.footer.cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        </tbody>
      )}
    </table>
  );
}

const wide = (): boolean => typeof window === 'undefined' || window.innerWidth > 700;

export interface FoldProps {
  title: string;
  /** The panel's class and data-testid. */
  id: string;
  /** Open at first; by default open on a wide window and folded on a phone. */
  open?: boolean;
  children: ReactNode;
}

/** A panel that folds to its title (a details element: the browser gives it its role, keys and state). */
export function Fold({ title, id, open: initial = wide(), children }: FoldProps) {
  const [open, setOpen] = useState(initial);
  return (
    <details className={`panel hud-fold ${id}`} data-testid={id} open={open} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>{title}</summary>
      {children}
    </details>
  );
}
