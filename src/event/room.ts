// What event mode adds to a game room. The attract loop's game (bots only)
// wears a large caption and leaves at the first touch, click or key for the
// start screen; when it ends the loop moves on to the next offered game. A
// visitor's game opens the rules help by itself (with "Skip") and, left alone
// for the idle time, asks "Still playing?" and counts down to the attract loop.
import type { GameHelp } from '../core/help.ts';
import { openLobbyHelp } from '../ui/lobby-rules.ts';
import { attractLink } from './config.ts';
import { watchIdle, type IdleWatch } from './idle.ts';
import { showAttractCaption, showStillPlaying } from './overlays.ts';
import type { EventConfig } from './params.ts';
import { leaveOnFirstTouch } from './attract-exit.ts';

export interface EventRoomHooks {
  gameId: string;
  title: string;
  /** The game's one-line pitch (its facts' blurb). */
  pitch: string;
  /** The game's rules help, opened by itself for a visitor's fresh game. */
  help: GameHelp;
  /** No input recorded yet: a visitor's fresh game (the rules help opens by itself). */
  fresh: boolean;
  /** Stops the game and its table: bots, throws, sounds, the canvas (the attract loop's first touch). */
  stop(): void;
  /** Calls `cb` once the game is over; returns the unsubscribe. */
  onEnd(cb: () => void): () => void;
}

/** How long the attract loop shows a finished game before the next one, and the longest it shows one game. */
export const ATTRACT_END_PAUSE_MS = 6000;
export const ATTRACT_MAX_MS = 5 * 60_000;

const go = (href: string) => location.assign(href);

/** Starts event mode's behaviour in a game room; returns the function that ends it. */
export function startEventRoom(config: EventConfig, hooks: EventRoomHooks): () => void {
  return config.attract ? attractLoop(config, hooks) : visitorGame(config, hooks);
}

function attractLoop(config: EventConfig, hooks: EventRoomHooks): () => void {
  const next = () => go(attractLink(config, hooks.gameId));
  const hideCaption = showAttractCaption(hooks.title, hooks.pitch);
  document.body.classList.add('event-attract');
  const timers = [setTimeout(next, ATTRACT_MAX_MS)];
  const unsubscribeEnd = hooks.onEnd(() => timers.push(setTimeout(next, ATTRACT_END_PAUSE_MS)));
  const endLoop = (stopTable: boolean) => {
    timers.forEach(clearTimeout);
    unsubscribeEnd();
    if (stopTable) hooks.stop();
    hideCaption();
    document.body.classList.remove('event-attract');
  };
  const endExit = leaveOnFirstTouch(config, () => endLoop(true), next);
  return () => {
    endExit();
    endLoop(false);
  };
}

function visitorGame(config: EventConfig, hooks: EventRoomHooks): () => void {
  let closeHelp: (() => void) | null = null;
  let alive = true;
  let hideStill: (() => void) | null = null;
  let idle: IdleWatch | null = null;
  // While "Still playing?" is up, any sign of a visitor (a mouse moving too) keeps the game.
  const STAY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;
  const stay = () => {
    for (const type of STAY_EVENTS) window.removeEventListener(type, stay, { capture: true });
    hideStill?.();
    hideStill = null;
    idle?.reset();
  };
  const startIdle = () => {
    if (!alive) return;
    idle = watchIdle(config.idleS * 1000, () => {
      if (hideStill) return;
      closeHelp?.();
      hideStill = showStillPlaying(config.countdownS, stay, () => go(attractLink(config, hooks.gameId)));
      for (const type of STAY_EVENTS) window.addEventListener(type, stay, { capture: true });
    });
  };
  if (hooks.fresh) {
    // A first-time player sees how to play, with "Skip" for those who know; the idle time counts from then.
    closeHelp = openLobbyHelp(hooks.title, hooks.help, { closeLabel: 'Skip', className: 'event-help', host: document.querySelector('main') ?? undefined });
    startIdle();
  } else startIdle();
  return () => {
    alive = false;
    idle?.stop();
    hideStill?.();
    closeHelp?.();
  };
}
