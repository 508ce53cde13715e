// The game menu: export the save file, load one (to play on, or to watch as a
// replay), watch this game as a replay, rules, the bots' speed, sound (mute
// and volume), display settings (quality, interface size, fullscreen), a new game, back to the lobby.
// A bad file shows its message here and the game in progress stays as it was.
// Success notes fade out by a CSS animation (no React update per frame) and
// leave when it ends; errors stay until clicked, since the player must read them.
import { useCallback, useRef, useState } from 'react';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import type { SessionStore } from '../../store/session/store.ts';
import { useSession } from './hooks.ts';
import { downloadText, readPickedFile } from './save-file.ts';
import { loadSaveText } from './load-save.ts';
import { useDismiss } from './menu-dismiss.ts';
import { SpeedSetting } from './SpeedSetting.tsx';
import { DisplaySettings } from './DisplaySettings.tsx';
import { SoundSetting } from './SoundSetting.tsx';
import { LanguageSetting } from './LanguageSetting.tsx';

export function GameMenu({ session, onNewGame, onRules, onLedger }: { session: SessionStore; onNewGame(): void; onRules(): void; /** Opens the dice ledger (absent: no ledger here). */ onLedger?(): void }) {
  useLanguage();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<{ text: string; bad: boolean; serial: number } | null>(null);
  const serial = useRef(0);
  // A fresh serial keys a fresh element, so a repeated note restarts its fade.
  const say = (text: string, bad: boolean) => setMessage({ text, bad, serial: ++serial.current });
  const picker = useRef<HTMLInputElement>(null);
  const mode = useRef<'play' | 'watch'>('play');
  const inReplay = useSession(session, (s) => s.replay !== null);
  // A game with moves and no end yet is in progress: loading a save over it asks first.
  const inProgress = useSession(session, (s) => s.record.inputs.length > 0 && s.live.awaiting.kind !== 'end');
  const [confirmLoad, setConfirmLoad] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => (setOpen(false), setConfirmLoad(false)), []);
  useDismiss(open, root, close, toggle);
  /** A save being checked before it is played on: throws and flicks re-simulated so far. */
  const [checking, setChecking] = useState<{ name: string; done: number; total: number } | null>(null);

  const exportSave = () => {
    const { record } = session.store.getState();
    downloadText(`${record.moduleId}-seed${record.seed}-move${record.inputs.length}.json`, session.actions.exportSave());
    say(i18n._({ id: 'menu.saved', message: 'Save file downloaded.' }), false);
    close();
  };
  const pick = (as: 'play' | 'watch') => {
    mode.current = as;
    picker.current?.click();
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const text = await readPickedFile(file);
      // Every recorded throw and flick must re-simulate as recorded, and the file is read, off this thread (with progress).
      setChecking({ name: file.name, done: 0, total: 0 });
      const as = mode.current;
      const loaded = await loadSaveText(session, text, as, (done, total) => setChecking({ name: file.name, done, total }));
      setChecking(null);
      if (!loaded.ok) {
        say(loaded.message, true);
        return;
      }
      say(as === 'watch' ? i18n._({ id: 'menu.watching', message: 'Watching {file}.', values: { file: file.name } }) : `${i18n._({ id: 'menu.loaded', message: 'Loaded {file}.', values: { file: file.name } })} ${loaded.message}`, loaded.unverified && as === 'play');
      setOpen(false);
    } catch (e) {
      say(i18n._({ id: 'menu.unreadable', message: 'The file could not be read: {reason}', values: { reason: e instanceof Error ? e.message : String(e) } }), true);
    } finally {
      setChecking(null);
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <div className="game-menu" ref={root}>
      <button ref={toggle} className="menu-toggle" aria-expanded={open} data-testid="menu" onClick={() => (open ? close() : setOpen(true))}>
        ☰ {i18n._({ id: 'menu.game', message: 'Game' })}
      </button>
      {open && (
        <section className="panel menu-panel" aria-label={i18n._({ id: 'menu.game-menu', message: 'Game menu' })}>
          <button data-testid="export-save" onClick={exportSave}>{i18n._({ id: 'menu.save', message: 'Save to file' })}</button>
          <button data-testid="import-save" aria-expanded={inProgress ? confirmLoad : undefined} onClick={() => (inProgress ? setConfirmLoad(!confirmLoad) : pick('play'))}>
            {i18n._({ id: 'menu.load', message: 'Load a save…' })}
          </button>
          {confirmLoad && (
            <div className="menu-confirm" role="group" aria-label={i18n._({ id: 'menu.replace.label', message: 'Replace the game in progress?' })} data-testid="load-confirm">
              <p>{i18n._({ id: 'menu.replace.text', message: 'Loading a save replaces the game in progress. Save it to a file first if you want to come back to it.' })}</p>
              <button data-testid="load-confirm-yes" onClick={() => (setConfirmLoad(false), pick('play'))}>{i18n._({ id: 'menu.replace.yes', message: 'Replace it: choose a file…' })}</button>
              <button onClick={() => setConfirmLoad(false)}>{i18n._({ id: 'menu.replace.no', message: 'Keep playing' })}</button>
            </div>
          )}
          <button onClick={() => pick('watch')}>{i18n._({ id: 'menu.watch', message: 'Watch a save…' })}</button>
          <button data-testid="watch-replay" disabled={inReplay} onClick={() => (session.actions.startReplay(), setOpen(false))}>
            {i18n._({ id: 'menu.replay', message: 'Replay this game' })}
          </button>
          <button onClick={() => (onRules(), close())}>{i18n._({ id: 'menu.rules', message: 'Rules & controls' })}</button>
          {onLedger && <button data-testid="open-ledger" onClick={() => (onLedger(), close())}>{i18n._({ id: 'menu.ledger', message: 'Dice ledger' })}</button>}
          <SpeedSetting />
          <SoundSetting />
          <LanguageSetting />
          <DisplaySettings />
          <button onClick={onNewGame}>{i18n._({ id: 'menu.new-game', message: 'New game' })}</button>
          <a className="menu-link" href="./">{i18n._({ id: 'menu.lobby', message: 'Back to the lobby' })}</a>
        </section>
      )}
      {checking && (
        <div className="menu-message save-checking" role="status" data-testid="save-checking">
          <p>
            {checking.total > 0
              ? i18n._({ id: 'menu.checking', message: 'Checking {file}: {done} of {total} throws and flicks re-simulated', values: { file: checking.name, done: checking.done, total: checking.total } })
              : i18n._({ id: 'menu.checking-start', message: 'Checking {file}: loading the physics…', values: { file: checking.name } })}
          </p>
          <progress max={Math.max(1, checking.total)} value={checking.done} />
        </div>
      )}
      {message && !checking && (
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
