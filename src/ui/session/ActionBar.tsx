// The seat's choices as buttons: every legal action, named by the rules'
// sayAction (or English describeAction); Undo while the last decision is still unconfirmed; the rule
// error of a refused move. A game whose own HUD offers every move turns the
// list off (`listMoves`); then the bar shows only Undo and errors, or nothing.
import { i18n } from '@lingui/core';
import type { SessionStore } from '../../store/session/store.ts';
import { actionText, errorText } from '../../i18n/format-message.ts';
import { useSession, useShown } from './hooks.ts';

export function ActionBar({ session, listMoves = true }: { session: SessionStore; listMoves?: boolean }) {
  const shown = useShown(session);
  const { module } = session;
  const viewer = useSession(session, (s) => s.viewer);
  const blocked = useSession(session, (s) => s.replay !== null || s.handoff !== null);
  const canUndo = useSession(session, (s) => s.canUndo && s.replay === null);
  const error = useSession(session, (s) => s.lastError);
  const aw = shown.awaiting;
  const mine = !blocked && aw.kind === 'decision' && aw.seat === viewer;
  const listing = mine && listMoves;
  if (!listing && !canUndo && !error) return null;
  const actions: unknown[] = listing ? (module.legalActions(shown.state) as unknown[]) : [];
  return (
    <section className="panel action-bar" aria-label={i18n._({ id: 'ui.actions', message: 'Your move' })} data-testid="actions">
      {actions.length > 0 && (
        <div className="action-list">
          {actions.map((action, i) => (
            <button key={i} data-testid="action" onClick={() => session.actions.act(action)}>
              {actionText(module, shown.state, action)}
            </button>
          ))}
        </div>
      )}
      <div className="action-foot">
        {canUndo && (
          <button data-testid="undo" title={i18n._({ id: 'ui.undo.title', message: 'Take back your last move (Ctrl+Z)' })} onClick={() => session.actions.undo()}>
            ↶ {i18n._({ id: 'ui.undo', message: 'Undo' })}
          </button>
        )}
        {error && (
          <p className="rule-error" role="alert" data-testid="rule-error">
            {errorText(error)}
          </p>
        )}
      </div>
    </section>
  );
}
