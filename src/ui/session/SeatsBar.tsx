// The seats around the table: name, human or bot, who acts now, whose view shows.
// The bot's level is its own span, so a phone can leave it out (the ⚙ still says bot).
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import { seatNameParts } from '../../store/session/game-params.ts';
import type { SessionStore } from '../../store/session/store.ts';
import { useSession, useShown } from './hooks.ts';

export function SeatsBar({ session }: { session: SessionStore }) {
  useLanguage();
  const seats = useSession(session, (s) => s.record.seats);
  const viewer = useSession(session, (s) => s.viewer);
  const aw = useShown(session).awaiting;
  const acting = aw.kind === 'end' ? null : aw.seat;
  return (
    <ol className="seats-bar" aria-label={i18n._({ id: 'seats.label', message: 'Seats' })}>
      {seats.map((seat, i) => (
        <li key={i} className={`seat${i === acting ? ' acting' : ''}${i === viewer ? ' viewer' : ''}`} aria-current={i === acting ? 'true' : undefined}>
          <span className="seat-icon" aria-hidden="true">{seat.kind === 'human' ? '☺' : '⚙'}</span>
          <SeatLabel {...seatNameParts(seats, i, session.module.seatNoun)} />
          {i === viewer && <span className="seat-you"> · {i18n._({ id: 'seats.you', message: 'you' })}</span>}
        </li>
      ))}
    </ol>
  );
}

/** "Rider 2 · bot, easy" as the name and the bot part ("· bot, easy"). */
function SeatLabel({ name, bot }: { name: string; bot: string | null }) {
  if (bot === null) return <>{name}</>;
  return (
    <>
      {name}
      <span className="seat-kind"> · {bot}</span>
    </>
  );
}
