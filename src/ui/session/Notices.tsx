// Short notices (re-throws, a bot's fallback, replay warnings); each fades after a while.
import { useEffect } from 'react';
import type { SessionStore } from '../../store/session/store.ts';
import { useSession } from './hooks.ts';

const SHOW_MS = 6000;

export function Notices({ session }: { session: SessionStore }) {
  const notices = useSession(session, (s) => s.notices);
  useEffect(() => {
    const timers = notices.map((n) => setTimeout(() => session.actions.dismissNotice(n.id), n.tone === 'warn' ? SHOW_MS * 2 : SHOW_MS));
    return () => timers.forEach(clearTimeout);
  }, [notices, session]);
  return (
    <div className="notices" aria-live="assertive">
      {notices.map((n) => (
        <p key={n.id} className={`notice ${n.tone}`} data-testid="notice" onClick={() => session.actions.dismissNotice(n.id)}>
          {n.text}
        </p>
      ))}
    </div>
  );
}
