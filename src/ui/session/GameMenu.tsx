// The game menu: export the save file, load one (to play on, or to watch as a
// replay), watch this game as a replay, rules, a new game, back to the lobby.
// A bad file shows its message here and the game in progress stays as it was.
// Success notes fade out by a CSS animation (no React update per frame) and
// leave when it ends; errors stay until clicked, since the player must read them.
import { useRef, useState } from 'react';
import type { SessionStore } from '../../store/session/store.ts';
import { useSession } from './hooks.ts';
import { downloadText, readPickedFile } from './save-file.ts';

export function GameMenu({ session, onNewGame, onRules }: { session: SessionStore; onNewGame(): void; onRules(): void }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<{ text: string; bad: boolean; serial: number } | null>(null);
  const serial = useRef(0);
  // A fresh serial keys a fresh element, so a repeated note restarts its fade.
  const say = (text: string, bad: boolean) => setMessage({ text, bad, serial: ++serial.current });
  const picker = useRef<HTMLInputElement>(null);
  const mode = useRef<'play' | 'watch'>('play');
  const inReplay = useSession(session, (s) => s.replay !== null);

  const exportSave = () => {
    const { record } = session.store.getState();
    downloadText(`${record.moduleId}-seed${record.seed}-move${record.inputs.length}.json`, session.actions.exportSave());
    say('Save file downloaded.', false);
  };
  const pick = (as: 'play' | 'watch') => {
    mode.current = as;
    picker.current?.click();
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const text = await readPickedFile(file);
      const res = session.actions.importSave(text, mode.current);
      if (res.ok) say(mode.current === 'play' ? `Loaded ${file.name}.` : `Watching ${file.name}.`, false);
      else say(res.error.message, true);
      if (res.ok) setOpen(false);
    } catch (e) {
      say(`The file could not be read: ${e instanceof Error ? e.message : String(e)}`, true);
    } finally {
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <div className="game-menu">
      <button className="menu-toggle" aria-expanded={open} data-testid="menu" onClick={() => setOpen(!open)}>
        ☰ Game
      </button>
      {open && (
        <section className="panel menu-panel" aria-label="Game menu">
          <button data-testid="export-save" onClick={exportSave}>Save to file</button>
          <button data-testid="import-save" onClick={() => pick('play')}>Load a save…</button>
          <button onClick={() => pick('watch')}>Watch a save…</button>
          <button data-testid="watch-replay" disabled={inReplay} onClick={() => (session.actions.startReplay(), setOpen(false))}>
            Replay this game
          </button>
          <button onClick={() => (onRules(), setOpen(false))}>Rules &amp; controls</button>
          <button onClick={onNewGame}>New game</button>
          <a className="menu-link" href="./">Back to the lobby</a>
        </section>
      )}
      {message && (
        <p
          key={message.serial}
          className={`menu-message${message.bad ? ' bad' : ' fades'}`}
          role={message.bad ? 'alert' : 'status'}
          data-testid="save-message"
          onClick={() => setMessage(null)}
          onAnimationEnd={(e) => {
            const faded = message.serial;
            if (!message.bad && e.target === e.currentTarget) setMessage((m) => (m?.serial === faded ? null : m));
          }}
        >
          {message.text}
        </p>
      )}
      <input ref={picker} type="file" accept=".json,application/json" hidden data-testid="save-file" onChange={(e) => void onFile(e.target.files?.[0])} />
    </div>
  );
}
