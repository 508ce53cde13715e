// Saving trouble, said once and kept in view until dealt with: each autosave
// that could not be resumed (set aside; this is a new game), to open, download
// or dismiss; and a failing autosave, saying what a reload would lose, with
// the whole game offered for download at once. The notice stays until a
// write succeeds again.
import { i18n } from '@lingui/core';
import { useState } from 'react';
import { currentLanguage } from '../../i18n/language.ts';
import { useStore } from 'zustand';
import type { SetAside } from '../../store/session/autosave.ts';
import { reloadLoss } from '../../store/session/save-health.ts';
import type { SessionStore } from '../../store/session/store.ts';
import { useSession } from './hooks.ts';
import { loadSaveText } from './load-save.ts';
import { downloadText } from './save-file.ts';
import './save-health.css';

function SetAsideItem({ session, aside }: { session: SessionStore; aside: SetAside }) {
  const id = session.module.id;
  const [opening, setOpening] = useState<{ done: number; total: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const open = async () => {
    setOpening({ done: 0, total: 0 });
    const loaded = await loadSaveText(session, aside.text, 'play', (done, total) => setOpening({ done, total }));
    setOpening(null);
    setProblem(loaded.ok ? null : loaded.message);
  };
  const when = aside.at > 0 ? i18n._({ id: 'save.set-aside-at', message: ' (set aside {when})', values: { when: new Date(aside.at).toLocaleString(currentLanguage()) } }) : '';
  return (
    <div className="notice warn save-trouble" role="alert" data-testid="save-set-aside">
      <p>
        {/* The reason may end with a message's own full stop: one stop, never "..". */}
        {aside.reason.charAt(0).toUpperCase() + aside.reason.slice(1).replace(/[.\s]+$/, '')}
        {when}. {i18n._({ id: 'save.set-aside', message: 'It was set aside and a new game started; open it, or download it to keep it (or to load it later through the game menu).' })}
      </p>
      {problem && <p data-testid="set-aside-problem">{problem}</p>}
      {opening && (
        <p role="status">
          {opening.total > 0
            ? i18n._({ id: 'save.checking', message: 'Checking it: {done} of {total} throws and flicks re-simulated', values: { done: opening.done, total: opening.total } })
            : i18n._({ id: 'save.checking-physics', message: 'Checking it: loading the physics…' })}
        </p>
      )}
      <div className="save-trouble-buttons">
        <button type="button" data-testid="open-set-aside" disabled={opening !== null} onClick={() => void open()}>
          {i18n._({ id: 'save.open-set-aside', message: 'Open it instead of this game' })}
        </button>
        <button type="button" data-testid="download-set-aside" onClick={() => downloadText(`${id}-damaged-autosave.json`, aside.text)}>
          {i18n._({ id: 'save.download-set-aside', message: 'Download it' })}
        </button>
        <button type="button" data-testid="dismiss-set-aside" onClick={() => session.saves.dropSetAside(aside.text)}>
          {i18n._({ id: 'save.discard-set-aside', message: 'Discard it' })}
        </button>
      </div>
    </div>
  );
}

export function SaveHealth({ session }: { session: SessionStore }) {
  const { failing, storedMoves, setAside, unverified } = useStore(session.saves.store);
  const moves = useSession(session, (s) => s.record.inputs.length);
  if (!failing && setAside.length === 0 && !unverified) return null;
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
      {setAside.map((aside) => (
        <SetAsideItem key={`${aside.at}:${aside.text.length}:${aside.reason}`} session={session} aside={aside} />
      ))}
      {failing && (
        <div className="notice warn save-trouble" role="alert" data-testid="save-failing">
          <p>
            {failing}. {reloadLoss(moves, storedMoves)} {i18n._({ id: 'save.failing', message: 'Download the game to keep it; this notice stays until saving works again.' })}
          </p>
          <div className="save-trouble-buttons">
            <button type="button" className="primary" data-testid="download-game" onClick={downloadGame}>
              {i18n._({ id: 'save.download-now', message: 'Download the game now' })}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
