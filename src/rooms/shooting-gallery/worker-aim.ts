// The gallery's FlickAimer: the game rooms' bot worker (workerBotPort, the
// same worker, protocol and aimFlick the game rooms use), started on the
// first bot flick so a visit without one never loads it, and closed with the
// room. A worker that cannot start rejects like a failed one: the store then
// aims on the page and says so.
import type { BotPort } from '../../store/session/bot-port.ts';
import { workerBotPort } from '../../store/session/worker-bot.ts';
import type { FlickAimer } from './store.ts';

export interface WorkerAimer {
  aim: FlickAimer;
  dispose(): void;
}

export function workerAimer(open: () => BotPort = workerBotPort): WorkerAimer {
  let port: BotPort | null = null;
  return {
    aim(request) {
      try {
        port ??= open();
      } catch (error) {
        return Promise.reject(new Error(`the bot worker could not start: ${error instanceof Error ? error.message : String(error)}`));
      }
      return port.aim(request);
    },
    dispose() {
      port?.dispose();
      port = null;
    },
  };
}
