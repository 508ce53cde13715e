// The attract loop in the shooting gallery: the hard bot flicks at the
// figures, round after round, under the same caption as a bots-only game;
// the first touch, click or key stops it and shows the start screen. It
// drives the room through window.tabletop (botFlick, score, newRound), the
// door tests use, so the room itself knows nothing of event mode.
import { tabletop } from '../ui/automation.ts';
import { attractLink } from './config.ts';
import { showAttractCaption } from './overlays.ts';
import type { EventConfig } from './params.ts';
import { ATTRACT_MAX_MS } from './room.ts';
import { leaveOnFirstTouch } from './attract-exit.ts';

/** A pause between flicks, so a passer-by sees each one land. */
const BETWEEN_FLICKS_MS = 1500;

type Api = { botFlick?(level: 'easy' | 'hard'): Promise<unknown>; score?(): { over: boolean }; newRound?(): void };

export function startGalleryAttract(config: EventConfig, roomId: string, title: string, pitch: string): () => void {
  const api = tabletop as unknown as Api;
  let running = true;
  const hideCaption = showAttractCaption(title, pitch);
  document.body.classList.add('event-attract');
  const next = () => location.assign(attractLink(config, roomId));
  const maxTimer = setTimeout(next, ATTRACT_MAX_MS / 2);
  void (async () => {
    while (running) {
      try {
        if (api.score?.().over) api.newRound?.();
        await api.botFlick?.('hard');
      } catch {
        /* a refused flick (the round just ended): try again after the pause */
      }
      await new Promise((r) => setTimeout(r, BETWEEN_FLICKS_MS));
    }
  })();
  const endLoop = () => {
    running = false;
    clearTimeout(maxTimer);
    hideCaption();
    document.body.classList.remove('event-attract');
  };
  const endExit = leaveOnFirstTouch(config, endLoop, next);
  return () => {
    endExit();
    endLoop();
  };
}
