// Tableau Gulch's own DOM pieces over the table: the turn panel (throws n/5,
// dice placed n/5, what the rules demand now, the picked die and where it
// fits, Stop / Throw again) and a scoreboard (chips and dice per seat, the
// bank). Also the keyboard (see keys.ts). The Extra slot of the session HUD.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { GamblerSession, GamblerViewProps } from '../session.ts';
import { seatName } from '../../../../store/session/game-params.ts';
import { MAX_PLACED_PER_TURN, MAX_THROWS } from '../../data/constants.ts';
import { describeShape } from '../../rules/fitting.ts';
import type { GamblerView } from '../../types.ts';
import { seatColour } from '../board/seat-colours.ts';
import { anyFits, controllerFor, fittingRows, type GamblerController } from './controller.ts';
import { handleGamblerKey } from './keys.ts';
import './gambler.css';

const typing = (t: EventTarget | null) => t instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName);

function useKeys(session: GamblerSession, controller: GamblerController): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target)) return;
      // Enter on a focused button presses that button instead.
      if (e.key === 'Enter' && e.target instanceof HTMLButtonElement) return;
      const handled = handleGamblerKey(e, {
        controller,
        undo: () => session.actions.undo(),
        openHelp: () => (document.querySelector('.session-hud .hud-help') as HTMLButtonElement | null)?.click(),
        inReplay: () => session.store.getState().replay !== null,
      });
      if (handled) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session, controller]);
}

function PickInfo({ view, controller }: { view: GamblerView; controller: GamblerController }) {
  const die = useStore(controller.pick, (s) => s.die);
  const row = useStore(controller.pick, (s) => s.row);
  const face = die === null ? null : view.turn?.faces?.[die];
  if (die === null || face == null) {
    return <p className="g-pick" data-testid="g-pick">Click a die (or press 1–5) to light up the boxes it fits.</p>;
  }
  const rows = fittingRows(view, die);
  if (rows.length === 0) return <p className="g-pick" data-testid="g-pick">Die {die + 1} shows {face}: it fits no row.</p>;
  return (
    <div className="g-pick" data-testid="g-pick">
      Die {die + 1} shows <b>{face}</b> — fits:
      <span className="g-rows">
        {rows.map((r) => {
          const spec = view.tableau.rows[r]!;
          return (
            <button
              key={r}
              className={r === row ? 'chosen' : ''}
              data-testid={`g-row-${r + 1}`}
              title={describeShape(spec.shape)}
              onClick={() => controller.clickBox(r, view.rows[r]?.length ?? 0)}
            >
              Row {r + 1} <span className={`g-val ${spec.colour}`}>{spec.colour === 'yellow' ? '+' : '−'}{spec.value}</span>
            </button>
          );
        })}
      </span>
      <span className="g-keyhint">← → choose · Enter places</span>
    </div>
  );
}

function TurnPanel({ session, view, controller }: { session: GamblerSession; view: GamblerView; controller: GamblerController }) {
  const seats = useStore(session.store, (s) => s.record.seats);
  const hint = useStore(controller.pick, (s) => s.hint);
  const shown = useStore(session.store, (s) => s.replay?.shown ?? s.live);
  const mine = useStore(session.store, (s) => !s.replay && s.handoff === null && s.live.awaiting.kind === 'decision' && s.live.awaiting.seat === s.viewer);
  const t = view.turn;
  const recent = shown.log.slice(-3).find((l) => l.includes('nothing fits'));
  if (view.over) return null;
  const legal = mine ? session.module.legalActions(shown.state) : [];
  const canStop = legal.some((a) => a.type === 'stop');
  const canRethrow = legal.some((a) => a.type === 'rethrow');
  const who = seatName(seats, view.active);
  let demand = '';
  if (t?.faces) {
    if (!anyFits(view)) demand = 'Nothing fits — the turn is over.';
    else if (t.placedSinceThrow === 0) demand = 'Place at least one fitting die.';
    else if (t.hand === 0) demand = 'Every die of the turn is placed.';
    else demand = t.throws >= MAX_THROWS ? 'Place more dice or stop (no throw left).' : 'Place more dice, stop, or throw the rest again.';
  } else if (t) {
    demand = `${who} throws ${t.hand} ${t.hand === 1 ? 'die' : 'dice'}.`;
  }
  return (
    <section className="panel g-turn" aria-label="This turn" data-testid="g-turn">
      <div className="g-counts">
        <span className="g-who" style={{ borderColor: seatColour(view.active) }}>{who}</span>
        <span data-testid="g-throws">Throw {t?.throws ?? 0}/{MAX_THROWS}</span>
        <span data-testid="g-placed">Placed {t?.placed ?? 0}/{MAX_PLACED_PER_TURN}</span>
        {demand && <span className="g-demand" data-testid="g-demand">{demand}</span>}
      </div>
      {recent && !t?.faces && <p className="g-demand g-over" data-testid="g-nothing">{recent}</p>}
      {mine && t?.faces && (
        <div className="g-act">
          <PickInfo view={view} controller={controller} />
          <div className="g-buttons">
            <button data-testid="g-stop" disabled={!canStop} onClick={() => controller.stop()} title="Unplaced dice go back to your supply">
              Stop (S)
            </button>
            <button data-testid="g-rethrow" className="primary" disabled={!canRethrow} onClick={() => controller.rethrow()} title="Throw the unplaced dice again">
              Throw {t.hand} again (R)
            </button>
          </div>
        </div>
      )}
      {mine && hint && <p className="g-hint" role="status" data-testid="g-hint">{hint}</p>}
    </section>
  );
}

function Scoreboard({ session, view }: { session: GamblerSession; view: GamblerView }) {
  const seats = useStore(session.store, (s) => s.record.seats);
  return (
    <section className="panel g-score" aria-label="Chips and dice" data-testid="g-score">
      <table>
        <thead>
          <tr>
            <th>Seat</th>
            <th>Chips</th>
            <th>Dice</th>
          </tr>
        </thead>
        <tbody>
          {view.chips.map((chips, seat) => {
            const dice = (view.supply[seat] ?? 0) + (view.active === seat && view.turn ? view.turn.hand : 0);
            return (
              <tr key={seat} className={view.active === seat && !view.over ? 'acting' : ''}>
                <td>
                  <span className="g-dot" style={{ background: seatColour(seat) }} />
                  {seatName(seats, seat)}
                </td>
                <td data-testid={`g-chips-${seat}`}>{chips}</td>
                <td>{dice}</td>
              </tr>
            );
          })}
          <tr className="g-bank">
            <td>Bank</td>
            <td>{view.bank}</td>
            <td>{view.aside > 0 ? `${view.aside} aside` : ''}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

export function GamblerHud({ session, view }: GamblerViewProps) {
  const controller = controllerFor(session);
  useKeys(session, controller);
  const v: GamblerView | null = view;
  if (!v || !v.tableau) return null;
  return (
    <div className="gambler-hud">
      <Scoreboard session={session} view={v} />
      <TurnPanel session={session} view={v} controller={controller} />
    </div>
  );
}
