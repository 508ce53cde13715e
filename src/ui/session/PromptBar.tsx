// What the game waits for, in words: the rules' prompt, who acts, a bot
// thinking, and for a human throw the Throw button (Space does the same).
// On a touch device the hints name the finger's moves, not keys.
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import { seatName } from '../../store/session/game-params.ts';
import type { SessionStore } from '../../store/session/store.ts';
import { useSession, useShown } from './hooks.ts';
import { DEFAULT_SEAT_NOUN, seatTitle } from '../../core/contract.ts';
import { withoutSeat } from './prompt-text.ts';
import { useCoarsePointer } from '../touch.ts';
import { ThrowOutcome } from './ThrowOutcome.tsx';
import { formatText } from '../../i18n/format-message.ts';

export function PromptBar({ session }: { session: SessionStore }) {
  useLanguage();
  const shown = useShown(session);
  const seats = useSession(session, (s) => s.record.seats);
  const thinking = useSession(session, (s) => s.thinking);
  const stage = useSession(session, (s) => s.stage);
  const inReplay = useSession(session, (s) => s.replay !== null);
  const touch = useCoarsePointer();
  const aw = shown.awaiting;
  const noun = session.module.seatNoun ?? DEFAULT_SEAT_NOUN;
  const humanThrow = !inReplay && stage?.kind === 'throw' && stage.mode === 'live' && stage.performer === 'human' && !stage.spec;
  const humanFlick = !inReplay && stage?.kind === 'flick' && stage.mode === 'live' && stage.performer === 'human' && !stage.spec;
  // Gold in the Rivers throws wooden discs: the words name what is thrown.
  const thrown = stage?.kind === 'throw' && stage.kinds.every((k) => k.startsWith('disc')) ? 'discs' : 'dice';
  let status = '';
  if (aw.kind === 'end') status = i18n._({ id: 'result.title', message: 'Game over' });
  else if (thinking !== null) status = i18n._({ id: 'prompt.thinking', message: '{seat} is thinking…', values: { seat: seatName(seats, thinking, session.module.seatNoun) } });
  else if (stage?.spec) status = stage.kind === 'throw' ? i18n._({ id: 'prompt.rolling', message: '{thrown, select, discs {The discs are rolling…} other {The dice are rolling…}}', values: { thrown } }) : i18n._({ id: 'prompt.flying', message: 'The die is flying…' });
  return (
    <section className="panel prompt-bar" aria-live="polite" data-testid="prompt">
      <ThrowOutcome session={session} />
      {aw.kind !== 'end' && <span className="prompt-seat">{seatName(seats, aw.seat, session.module.seatNoun)}</span>}
      <span className="prompt-text">{aw.kind === 'end' ? (shown.result ? formatText(shown.result.summary) : i18n._({ id: 'prompt.ended', message: 'The game has ended.' })) : aw.said ? formatText(aw.said) : withoutSeat(aw.prompt, seatTitle(noun, aw.seat))}</span>
      {status && <span className="prompt-status">{status}</span>}
      {humanThrow && (
        <span className="prompt-do">
          {touch
            ? i18n._({ id: 'prompt.drag-touch', message: '{thrown, select, discs {Drag the discs with a finger and let go, or} other {Drag the dice with a finger and let go, or}}', values: { thrown } })
            : i18n._({ id: 'prompt.drag', message: '{thrown, select, discs {Drag the discs and let go, or} other {Drag the dice and let go, or}}', values: { thrown } })}{' '}
          <button className="primary" data-testid="throw" onClick={() => session.actions.throwDice()}>
            {touch ? i18n._({ id: 'prompt.throw', message: 'Throw' }) : i18n._({ id: 'prompt.throw-key', message: 'Throw (Space)' })}
          </button>
        </span>
      )}
      {humanFlick && (
        <span className="prompt-do">{touch ? i18n._({ id: 'prompt.flick-touch', message: 'Press on the die, pull back and let go: it flies the other way' }) : i18n._({ id: 'prompt.flick', message: 'Pull back from the die and let go · or ←/→ aim, ↑/↓ power, Enter flicks' })}</span>
      )}
    </section>
  );
}
