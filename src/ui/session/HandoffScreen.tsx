// Hot-seat: covers the table until the next player has the device, so a seat
// never sees what only the previous one may see. A modal (use-modal.ts): the
// focus is on its button, Tab stays there, Esc does nothing (it must be
// answered), and once answered the focus lands on the turn panel.
import { useRef } from 'react';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import { seatName } from '../../store/session/game-params.ts';
import type { SessionStore } from '../../store/session/store.ts';
import { turnPanel } from '../turn-focus.ts';
import { useSession } from './hooks.ts';
import { useModal } from './use-modal.ts';

export function HandoffScreen({ session }: { session: SessionStore }) {
  useLanguage();
  const handoff = useSession(session, (s) => s.handoff);
  const seats = useSession(session, (s) => s.record.seats);
  const cover = useRef<HTMLDivElement>(null);
  useModal(cover, handoff !== null, { fallback: turnPanel });
  if (handoff === null) return null;
  const who = seatName(seats, handoff, session.module.seatNoun);
  return (
    <div ref={cover} className="session-cover handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title" data-testid="handoff">
      <div className="cover-card">
        <h2 id="handoff-title">{i18n._({ id: 'handoff.title', message: 'Pass the device to {who}', values: { who } })}</h2>
        <p>{i18n._({ id: 'handoff.look-away', message: 'Everyone else, look away: {who} may see things the others may not.', values: { who } })}</p>
        <button className="primary" onClick={() => session.actions.confirmHandoff()}>
          {i18n._({ id: 'handoff.confirm', message: 'I am {who}', values: { who } })}
        </button>
      </div>
    </div>
  );
}
