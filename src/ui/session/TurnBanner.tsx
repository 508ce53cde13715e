// Hot-seat in a game without hidden information: a change of seat is a
// banner ("Player 2's turn"), not the pass-the-device wall. The live region
// is always in the page so screen readers announce the new text politely;
// the banner on screen fades after a moment and never blocks the table.
import { useEffect, useState } from 'react';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import { seatName } from '../../store/session/game-params.ts';
import type { SessionStore } from '../../store/session/store.ts';
import { useSession } from './hooks.ts';

const SHOWN_MS = 2600;

export function TurnBanner({ session }: { session: SessionStore }) {
  useLanguage();
  const banner = useSession(session, (s) => (s.replay ? null : s.turnBanner));
  const seats = useSession(session, (s) => s.record.seats);
  const [shownId, setShownId] = useState<number | null>(null);
  useEffect(() => {
    if (!banner) return;
    setShownId(banner.id);
    const t = window.setTimeout(() => setShownId(null), SHOWN_MS);
    return () => window.clearTimeout(t);
  }, [banner]);
  // The words stay in the live region (read again only when they change); only the banner on screen fades.
  const text = banner ? i18n._({ id: 'ui.turn-banner', message: "{name}'s turn", values: { name: seatName(seats, banner.seat, session.module.seatNoun) } }) : '';
  const shown = banner !== null && shownId === banner.id;
  return (
    <div className={`turn-banner${shown ? ' shown' : ''}`} role="status" aria-live="polite" data-testid="turn-banner">
      {text}
    </div>
  );
}
