// Saving trouble, said once and kept in view until dealt with: the autosave
// that could not be resumed (set aside; this is a new game) with its download,
// and a failing autosave with the whole game offered for download at once,
// since a reload would go back to the last move that was stored.
import { useStore } from 'zustand';
import type { SessionStore } from '../../store/session/store.ts';
import { downloadText } from './save-file.ts';
import './save-health.css';

export function SaveHealth({ session }: { session: SessionStore }) {
  const { failing, unsavedMoves, setAside, unverified } = useStore(session.saves.store);
  if (!failing && !setAside && !unverified) return null;
  const id = session.module.id;
  const downloadGame = () => {
    const { record } = session.store.getState();
    downloadText(`${id}-seed${record.seed}-move${record.inputs.length}.json`, session.actions.exportSave());
  };
  return (
    <div className="save-health">
      {unverified && (
        <p className="notice warn save-unverified" role="status" data-testid="save-unverified" title={unverified}>
          {unverified}
        </p>
      )}
      {setAside && (
        <div className="notice warn save-trouble" role="alert" data-testid="save-set-aside">
          <p>
            {/* The reason may end with a message's own full stop: one stop, never "..". */}
            {setAside.reason.charAt(0).toUpperCase() + setAside.reason.slice(1).replace(/[.\s]+$/, '')}. It was set aside and a new game started; download the damaged
            file to keep it (or to load it later through the game menu).
          </p>
          <div className="save-trouble-buttons">
            <button type="button" data-testid="download-set-aside" onClick={() => downloadText(`${id}-damaged-autosave.json`, setAside.text)}>
              Download the damaged save
            </button>
            <button type="button" data-testid="dismiss-set-aside" onClick={() => session.saves.dropSetAside()}>
              Discard it
            </button>
          </div>
        </div>
      )}
      {failing && (
        <div className="notice warn save-trouble" role="alert" data-testid="save-failing">
          <p>
            {failing}. {unsavedMoves === 1 ? 'The last move is' : `The last ${unsavedMoves} moves are`} not stored in this browser: a reload would lose
            {unsavedMoves === 1 ? ' it' : ' them'}. Download the game to keep it.
          </p>
          <div className="save-trouble-buttons">
            <button type="button" className="primary" data-testid="download-game" onClick={downloadGame}>
              Download the game
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
