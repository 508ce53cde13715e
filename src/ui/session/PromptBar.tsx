// What the game waits for, in words: the rules' prompt, who acts, a bot
// thinking, and for a human throw the Throw button (Space does the same).
// On a touch device the hints name the finger's moves, not keys.
import { seatName } from '../../store/session/game-params.ts';
import type { SessionStore } from '../../store/session/store.ts';
import { useSession, useShown } from './hooks.ts';
import { DEFAULT_SEAT_NOUN, seatTitle } from '../../core/contract.ts';
import { withoutSeat } from './prompt-text.ts';
import { useCoarsePointer } from '../touch.ts';
import { ThrowOutcome } from './ThrowOutcome.tsx';

export function PromptBar({ session }: { session: SessionStore }) {
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
  if (aw.kind === 'end') status = 'Game over';
  else if (thinking !== null) status = `${seatName(seats, thinking, session.module.seatNoun)} is thinking…`;
  else if (stage?.spec) status = stage.kind === 'throw' ? `The ${thrown} are rolling…` : 'The die is flying…';
  return (
    <section className="panel prompt-bar" aria-live="polite" data-testid="prompt">
      <ThrowOutcome session={session} />
      {aw.kind !== 'end' && <span className="prompt-seat">{seatName(seats, aw.seat, session.module.seatNoun)}</span>}
      <span className="prompt-text">{aw.kind === 'end' ? (shown.result?.summary ?? 'The game has ended.') : withoutSeat(aw.prompt, seatTitle(noun, aw.seat))}</span>
      {status && <span className="prompt-status">{status}</span>}
      {humanThrow && (
        <span className="prompt-do">
          {touch ? `Drag the ${thrown} with a finger and let go, or` : `Drag the ${thrown} and let go, or`}{' '}
          <button className="primary" data-testid="throw" onClick={() => session.actions.throwDice()}>
            {touch ? 'Throw' : 'Throw (Space)'}
          </button>
        </span>
      )}
      {humanFlick && (
        <span className="prompt-do">{touch ? 'Press on the die, pull back and let go: it flies the other way' : 'Pull back from the die and let go · or ←/→ aim, ↑/↓ power, Enter flicks'}</span>
      )}
    </section>
  );
}
