// Mail Run's own DOM pieces over the table: the riders' board (space, gold,
// cards, jail, who may doubt), the turn panel (dice, re-throw, claims,
// doubt, every other choice), the cards in hand, and the keyboard. The Extra
// slot of the session HUD; the generic list of every legal move is hidden
// (the re-throw alone has 60 variants), its Undo and rule errors stay.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { PonySession, PonyViewProps } from '../session.ts';
import { TRACK_LENGTH } from '../../data/board.ts';
import type { PonyView } from '../../types.ts';
import { seatColour } from '../board/colours.ts';
import { Hand } from './Cards.tsx';
import { controllerFor, type PonyController } from './controller.ts';
import { handlePonyKey } from './keys.ts';
import { riderLabel } from './names.ts';
import { TurnPanel } from './TurnPanel.tsx';
import './pony.css';

const typing = (t: EventTarget | null) => t instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName);

function useKeys(session: PonySession, controller: PonyController): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'Enter' && e.target instanceof HTMLButtonElement) return;
      const handled = handlePonyKey(e.key, {
        controller,
        legal: () => (controller.deciding() || session.store.getState().live.awaiting.kind === 'decision' ? session.actions.legalActions() : []),
        mine: () => {
          const s = session.store.getState();
          return !s.replay && s.handoff === null && s.live.awaiting.kind === 'decision' && s.live.awaiting.seat === s.viewer;
        },
        openHelp: () => (document.querySelector('.session-hud .hud-help') as HTMLButtonElement | null)?.click(),
      });
      if (handled) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session, controller]);
}

function where(pos: number): string {
  return pos > TRACK_LENGTH ? `mail box ${pos - TRACK_LENGTH}` : `space ${pos}`;
}

function Riders({ view, name, doubter }: { view: PonyView; name(seat: number): string; doubter: number | null }) {
  return (
    <section className="panel px-riders" aria-label="Riders" data-testid="px-riders">
      <table>
        <thead>
          <tr>
            <th>Rider</th>
            <th>Where</th>
            <th>Gold</th>
            <th>Cards</th>
          </tr>
        </thead>
        <tbody>
          {view.riders.map((r) => (
            <tr key={r.seat} className={view.turn === r.seat && !view.winner ? 'acting' : ''} data-testid={`px-rider-${r.seat}`}>
              <td>
                <span className="px-dot" style={{ background: seatColour(r.seat) }} />
                {name(r.seat)}
                {r.jailed && <span className="px-tag jail">jail</span>}
                {doubter === r.seat && <span className="px-tag doubt">may doubt</span>}
                {view.winner === r.seat && <span className="px-tag win">winner</span>}
              </td>
              <td>{where(r.pos)}</td>
              <td data-testid={`px-gold-${r.seat}`}>{r.gold}</td>
              <td>{r.cards}</td>
            </tr>
          ))}
          <tr className="px-bank">
            <td>Bank</td>
            <td>round {view.round}</td>
            <td>{view.bank}</td>
            <td>{view.deckCount} left</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

export function PonyHud({ session, view, shown }: PonyViewProps) {
  const controller = controllerFor(session);
  useKeys(session, controller);
  const seats = useStore(session.store, (s) => s.record.seats);
  const viewer = useStore(session.store, (s) => s.viewer);
  const blocked = useStore(session.store, (s) => s.replay !== null || s.handoff !== null);
  const v: PonyView | null = view;
  if (!v || v.game !== 'pony-express') return null;
  const state = shown.state;
  const aw = shown.awaiting;
  const mine = !blocked && aw.kind === 'decision' && aw.seat === viewer;
  const legal = mine ? session.module.legalActions(state) : [];
  const name = (seat: number) => riderLabel(seats, seat);
  const doubter = v.phase.kind === 'challenge' ? v.phase.challenger : null;
  const hand = viewer !== null ? (v.riders[viewer]?.hand ?? []) : [];
  return (
    <div className="pony-hud">
      <Riders view={v} name={name} doubter={doubter} />
      {v.phase.kind !== 'over' && <TurnPanel view={v} state={state} legal={legal} mine={mine} controller={controller} name={name} />}
      <Hand hand={hand} legal={legal} controller={controller} riderName={name} />
    </div>
  );
}
