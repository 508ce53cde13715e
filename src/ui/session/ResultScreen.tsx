// The end of the game: ranking, scores, where the points came from, the
// rules' summary; watch it again or start anew. When the game ends the room's
// camera goes home, framing the whole board the result speaks of.
// A modal (use-modal.ts): it opens with the focus on its heading, keeps Tab
// inside, and Esc (like "Look at the table") shows the table, leaving the
// focus on "Show the result"; "Watch the replay" leaves it on the replay's controls.
import { useEffect, useRef, useState } from 'react';
import { i18n } from '@lingui/core';
import { formatText } from '../../i18n/format-message.ts';
import { useLanguage } from '../../i18n/react.ts';
import { formatNumber } from '../../i18n/format.ts';
import { DEFAULT_SEAT_NOUN } from '../../core/contract.ts';
import { requestViewReset } from '../../scene/view-frame.ts';
import { seatName } from '../../store/session/game-params.ts';
import type { SessionStore } from '../../store/session/store.ts';
import { useSession } from './hooks.ts';
import { ScoreBreakdown } from './ScoreBreakdown.tsx';
import { useModal } from './use-modal.ts';
import { winnerLine } from './bot-levels.ts';
import { turnPanel } from '../turn-focus.ts';

/** Where the focus goes when the result closes: "Show the result", the replay's controls, or the turn panel of a new game. */
const afterResult = () =>
  document.querySelector<HTMLElement>('[data-testid="show-result"]') ?? document.querySelector<HTMLElement>('[data-testid="replay-play"]') ?? turnPanel();

export function ResultScreen({ session, onNewGame }: { session: SessionStore; onNewGame(): void }) {
  useLanguage();
  const result = useSession(session, (s) => (s.replay ? null : s.live.result));
  const seats = useSession(session, (s) => s.record.seats);
  const [closed, setClosed] = useState(false);
  const over = result !== null;
  useEffect(() => {
    if (over) requestViewReset();
  }, [over]);
  const cover = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useModal(cover, !!result && !closed, { heading, onClose: () => setClosed(true), fallback: afterResult });
  if (!result) return null;
  // Looking at the finished table hides the result; a button brings it back.
  if (closed) {
    return (
      <button className="show-result" data-testid="show-result" onClick={() => setClosed(false)}>
        {i18n._({ id: 'result.show', message: 'Show the result' })}
      </button>
    );
  }
  return (
    <div ref={cover} className="session-cover result" role="dialog" aria-modal="true" aria-labelledby="result-title" data-testid="result">
      <div className="cover-card">
        <h2 id="result-title" ref={heading} tabIndex={-1}>
          {i18n._({ id: 'result.title', message: 'Game over' })}
        </h2>
        {/* A rules module may give its summary as a message (issue 25) or, not converted yet, as English. */}
        <p>{formatText(result.summary)}</p>
        <p data-testid="result-winner-level">{winnerLine(result, seats)}</p>
        <ol className="ranking">
          {result.ranking.map((group, place) => (
            <li key={place}>
              <span className="place">{place + 1}.</span> {group.map((seat) => `${seatName(seats, seat, session.module.seatNoun)} (${formatNumber(result.scores[seat] ?? 0)})`).join(' & ')}
            </li>
          ))}
        </ol>
        <ScoreBreakdown result={result} seats={seats} noun={session.module.seatNoun ?? DEFAULT_SEAT_NOUN} />
        <div className="cover-buttons">
          <button onClick={() => session.actions.startReplay()}>{i18n._({ id: 'result.replay', message: 'Watch the replay' })}</button>
          <button className="primary" onClick={onNewGame}>{i18n._({ id: 'menu.new-game', message: 'New game' })}</button>
          <button onClick={() => setClosed(true)}>{i18n._({ id: 'result.look', message: 'Look at the table' })}</button>
          <a className="menu-link" href="./">{i18n._({ id: 'result.lobby', message: 'Lobby' })}</a>
        </div>
      </div>
    </div>
  );
}
