// Mail Run's own DOM pieces over the table: the riders' board (space, gold,
// cards, jail, who may doubt), the turn panel (dice, re-throw, claims,
// doubt, every other choice), the cards in hand, and the keyboard. The Extra
// slot of the session HUD; the generic list of every legal move is hidden
// (the re-throw alone has 60 variants), its Undo and rule errors stay.
import { useStore } from 'zustand';
import type { PonySession, PonyViewProps } from '../session.ts';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../../../i18n/react.ts';
import { formatText } from '../../../../i18n/format-message.ts';
import { placeWords } from '../../hud-words.ts';
import type { PonyView } from '../../types.ts';
import { seatColour } from '../../colours.ts';
import { Scoreboard, type ScoreColumn } from '../../../../ui/hud/Scoreboard.tsx';
import { Hand } from './Cards.tsx';
import { controllerFor } from './controller.ts';
import { PONY_KEY_MAP } from './keys.ts';
import { seatName } from '../../../../store/session/game-params.ts';
import { SEAT_NOUN } from '../../rules/helpers.ts';
import { TurnPanel } from './TurnPanel.tsx';
import { useKeyMap } from '../../../../ui/hud/use-game-keys.ts';
import { useMyMoves } from '../../../../ui/hud/my-moves.ts';
import './pony.css';

function Riders({ session, view, doubter }: { session: PonySession; view: PonyView; doubter: number | null }) {
  const rider = (seat: number) => view.riders.find((r) => r.seat === seat)!;
  const tags = (seat: number) => (
    <>
      {rider(seat).jailed && <span className="px-tag jail">{i18n._({ id: 'pony-express.ui.tag-jail', message: 'jail' })}</span>}
      {doubter === seat && <span className="px-tag doubt">{i18n._({ id: 'pony-express.ui.tag-doubt', message: 'may doubt' })}</span>}
      {view.winner === seat && <span className="px-tag win">{i18n._({ id: 'pony-express.ui.tag-winner', message: 'winner' })}</span>}
    </>
  );
  const columns: ScoreColumn[] = [
    { head: i18n._({ id: 'pony-express.ui.where', message: 'Where' }), cell: (seat) => formatText(placeWords(rider(seat).pos)) },
    { head: i18n._({ id: 'pony-express.ui.gold', message: 'Gold' }), cell: (seat) => rider(seat).gold, testId: (seat) => `px-gold-${seat}` },
    { head: i18n._({ id: 'pony-express.ui.cards', message: 'Cards' }), cell: (seat) => rider(seat).cards },
  ];
  const bank = {
    label: i18n._({ id: 'pony-express.ui.bank', message: 'Bank' }),
    cells: [i18n._({ id: 'pony-express.ui.round', message: 'round {n}', values: { n: view.round } }), view.bank, i18n._({ id: 'pony-express.ui.deck-left', message: '{n} left', values: { n: view.deckCount } })],
    className: 'px-bank',
  };
  return (
    <Scoreboard session={session} label={i18n._({ id: 'pony-express.ui.riders', message: 'Riders' })} id="px-riders" seats={view.riders.map((r) => r.seat)} colour={seatColour} acting={view.winner ? null : view.turn} tags={tags} columns={columns} footer={bank} rowTestId={(seat) => `px-rider-${seat}`} />
  );
}

export function PonyHud({ session, view, shown }: PonyViewProps) {
  useLanguage();
  const controller = controllerFor(session);
  useKeyMap(PONY_KEY_MAP, controller);
  const seats = useStore(session.store, (s) => s.record.seats);
  const viewer = useStore(session.store, (s) => s.viewer);
  const { mine, legal } = useMyMoves(session);
  const v: PonyView | null = view;
  if (!v || v.game !== 'pony-express') return null;
  const state = shown.state;
  // The seat bar's and the rules' name ("Rider 2 · bot, hard"; a human's given name wins).
  const name = (seat: number) => seatName(seats, seat, SEAT_NOUN);
  const doubter = v.phase.kind === 'challenge' ? v.phase.challenger : null;
  const hand = viewer !== null ? (v.riders[viewer]?.hand ?? []) : [];
  return (
    <div className="pony-hud">
      <Riders session={session} view={v} doubter={doubter} />
      {v.phase.kind !== 'over' && <TurnPanel view={v} state={state} legal={legal} mine={mine} controller={controller} name={name} />}
      <Hand hand={hand} legal={legal} controller={controller} riderName={name} />
    </div>
  );
}
