// The attract loop at the dice table: a slow-motion replay of a seeded throw
// that ends with a cocked die, re-thrown by the table's rule, under a large
// caption ("Touch to play", what happens). Like the gallery's stop, the first
// touch, click or key stops it (here the table closes: no canvas drawing
// behind the start screen) and shows the start screen; left alone after the
// replay, the loop moves on. The room gives the throw and the stop; this file
// knows nothing of React or physics.
import './dice-attract.css';
import { attractLink } from './config.ts';
import { COCKED_CAPTION, COCKED_SUBTITLE } from './cocked-throw.ts';
import { showAttractCaption } from './overlays.ts';
import type { EventConfig } from './params.ts';
import { ATTRACT_END_PAUSE_MS, ATTRACT_MAX_MS } from './room.ts';
import { leaveOnFirstTouch } from './attract-exit.ts';

/** The dice lie in the tray this long before the replay throws them (the camera has settled). */
const BEFORE_THROW_MS = 1500;

export interface DiceAttractHooks {
  /** Throws the cocked throw in slow motion; resolves once it rests. */
  throwCocked(): Promise<unknown>;
  /** Closes the table (the first touch). */
  stop(): void;
}

export function startDiceAttract(config: EventConfig, roomId: string, hooks: DiceAttractHooks): () => void {
  const hideCaption = showAttractCaption(COCKED_CAPTION, COCKED_SUBTITLE);
  document.body.classList.add('event-attract', 'event-attract-dice');
  const next = () => location.assign(attractLink(config, roomId));
  const timers = [setTimeout(next, ATTRACT_MAX_MS / 2)];
  let left = false;
  timers.push(
    setTimeout(() => {
      if (left) return;
      hooks
        .throwCocked()
        .catch(() => undefined)
        .finally(() => {
          if (!left) timers.push(setTimeout(next, ATTRACT_END_PAUSE_MS));
        });
    }, BEFORE_THROW_MS),
  );
  const endLoop = (closeTable: boolean) => {
    left = true;
    timers.forEach(clearTimeout);
    if (closeTable) hooks.stop();
    hideCaption();
    document.body.classList.remove('event-attract', 'event-attract-dice');
  };
  const endExit = leaveOnFirstTouch(config, () => endLoop(true), next);
  return () => {
    endExit();
    endLoop(false);
  };
}

/** Marks the caption while the cocked die is held still (the moment to look at; specs wait for it). */
export function markCockedMoment(on: boolean): void {
  document.querySelector('[data-testid="event-caption"]')?.toggleAttribute('data-cocked', on);
}
