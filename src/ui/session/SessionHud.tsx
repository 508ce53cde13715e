// The DOM layer every game room shares, over the canvas: title bar and menu,
// seats, the prompt, the seat's choices with Undo, the log, replay controls,
// notices, and the covers (pass the device, rules, result). A game adds its
// own pieces through `Extra`, which receives the view the screen shows.
//
// On a small screen (session.css, "phone layout") the panels that act on the
// turn stack in a dock (below the board in portrait, beside it in landscape);
// the scoreboards and the log fold away behind two buttons and start folded.
// The board window marks the screen left free for the board: the camera
// fits the board into it (scene/lens-fit.ts).
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import type { SessionStore } from '../../store/session/store.ts';
import type { Shown } from '../../store/session/types.ts';
import { ActionBar } from './ActionBar.tsx';
import { GameMenu } from './GameMenu.tsx';
import { HandoffScreen } from './HandoffScreen.tsx';
import { TurnBanner } from './TurnBanner.tsx';
import { useShown } from './hooks.ts';
import { LogPanel } from './LogPanel.tsx';
import { Notices } from './Notices.tsx';
import { PromptBar } from './PromptBar.tsx';
import { ReplayBar } from './ReplayBar.tsx';
import { ResultScreen } from './ResultScreen.tsx';
import { RulesHelp, type SharedControls } from './RulesHelp.tsx';
import { SaveHealth } from './SaveHealth.tsx';
import { SeatsBar } from './SeatsBar.tsx';
import { sharedKey } from './shared-keys.ts';
import { ResetViewButton } from './ResetViewButton.tsx';
import { useBoardWindow } from '../board-window.ts';
import { useDockHeight } from '../dock-height.ts';
import { shortTitle } from '../short-title.ts';
import { useFocusAfterAction } from '../turn-focus.ts';
import type { LedgerSource } from '../../store/ledger/source.ts';
import { LedgerPanelLazy } from '../ledger/LedgerPanelLazy.tsx';
import './session.css';

/** What a game's own HUD or board gets, typed by the game: the session and the position on screen. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface SessionViewProps<S = any, A = any, V = any> {
  session: SessionStore<S, A, V>;
  /** module.view(state, seat) for the seat the screen shows (the spectator's when nobody's). */
  view: V;
  shown: Shown<S, V>;
}

export interface SessionHudProps {
  session: SessionStore;
  onNewGame(): void;
  rules?: ReactNode;
  Extra?: ComponentType<SessionViewProps>;
  /** False when `Extra` offers every move itself: the generic list of legal moves is left out. */
  listMoves?: boolean;
  /** What the help's shared controls name (default: dice, and flicks). */
  controls?: SharedControls;
  /** The dice ledger, opened from the game menu. */
  ledger?: LedgerSource;
}

export function SessionHud({ session, onNewGame, rules, Extra, listMoves = true, controls, ledger }: SessionHudProps) {
  useLanguage();
  const [ledgerOpen, setLedgerOpen] = useState(false);
  const shown = useShown(session);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [panelsOpen, setPanelsOpen] = useState(false);
  const boardWindow = useBoardWindow();
  const hudRoot = useRef<HTMLDivElement>(null);
  const dock = useDockHeight(hudRoot);
  // A fold opened on a phone is scrolled into the dock's view (the dock scrolls; the panel opens at its foot;
  // the prompt stays at the dock's top, session.css). Closing it brings the dock back to the turn.
  useEffect(() => {
    if (logOpen) document.getElementById('session-log')?.scrollIntoView({ block: 'nearest' });
    else document.querySelector('.session-hud .hud-dock')?.scrollTo({ top: 0 });
  }, [logOpen]);
  const title = session.module.title;
  const short = shortTitle(title);
  // A chosen button that leaves the page with its choice hands the focus to the turn panel (turn-focus.ts).
  useFocusAfterAction(useCallback((onChange: () => void) => session.store.subscribe(onChange), [session]));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A key a game's own HUD already took (it prevents the default) is not done twice.
      if (e.defaultPrevented) return;
      const command = sharedKey(e, session.store.getState().replay !== null);
      if (!command) return;
      if (command !== 'replay-forward' && command !== 'replay-back') e.preventDefault();
      if (command === 'undo') session.actions.undo();
      else if (command === 'throw') session.actions.throwDice();
      else if (command === 'help') setRulesOpen(true);
      else session.actions.replayStep(command === 'replay-forward' ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session]);

  return (
    <div ref={hudRoot} className="hud session-hud" data-log={logOpen ? 'open' : 'closed'} data-panels={panelsOpen ? 'open' : 'closed'}>
      <header className="hud-bar">
        <a className="hud-back" href="./" aria-label={`← ${i18n._({ id: 'result.lobby', message: 'Lobby' })}`}>
          ←<span className="wide-only">{i18n._({ id: 'result.lobby', message: 'Lobby' })}</span>
        </a>
        <h1 title={title}>
          <span className={short === title ? undefined : 'title-long'}>{title}</span>
          {short !== title && <span className="title-short">{short}</span>}
        </h1>
        <ResetViewButton />
        <button className="hud-help" aria-label={i18n._({ id: 'hud.rules', message: 'Rules and controls' })} onClick={() => setRulesOpen(true)}>?</button>
        <GameMenu session={session} onNewGame={onNewGame} onRules={() => setRulesOpen(true)} onLedger={ledger ? () => setLedgerOpen(true) : undefined} />
      </header>
      <SeatsBar session={session} />
      <div className="board-window" ref={boardWindow} aria-hidden="true" />
      <div className="hud-dock" ref={dock}>
        <PromptBar session={session} />
        {Extra && <Extra session={session} view={shown.view} shown={shown} />}
        <ActionBar session={session} listMoves={listMoves} />
        <ReplayBar session={session} />
        <div className="dock-toggles">
          <button aria-expanded={panelsOpen} data-testid="toggle-panels" onClick={() => setPanelsOpen((o) => !o)}>
            {panelsOpen ? '▾' : '▸'} {i18n._({ id: 'hud.scores', message: 'Scores' })}
          </button>
          <button aria-expanded={logOpen} aria-controls="session-log" data-testid="toggle-log" onClick={() => setLogOpen((o) => !o)}>
            {logOpen ? '▾' : '▸'} {i18n._({ id: 'log.title', message: 'Log' })}
          </button>
        </div>
        <LogPanel session={session} />
      </div>
      <Notices session={session} />
      <SaveHealth session={session} />
      <ResultScreen session={session} onNewGame={onNewGame} />
      <HandoffScreen session={session} />
      <TurnBanner session={session} />
      {ledger && <LedgerPanelLazy source={ledger} open={ledgerOpen} onClose={() => setLedgerOpen(false)} />}
      <RulesHelp title={title} open={rulesOpen} onClose={() => setRulesOpen(false)} controls={controls}>
        {rules}
      </RulesHelp>
    </div>
  );
}

