// Messages between the app and the bot Web Worker (src/store/bot.worker.ts,
// owned by the app). The worker only forwards: handleBotRequest does the work
// and never throws, so a bad message becomes an error reply, not a dead worker.
//
//   self.onmessage = (e) => self.postMessage(handleBotRequest(e.data, getGame));

import type { AnyGameModule, Seat } from '../contract.ts';
import { isBotLevel, type BotLevel } from '../log.ts';
import { errorText } from '../replay.ts';
import { chooseAction } from './choose.ts';

export interface BotRequest {
  type: 'choose';
  /** Echoed in the reply, so the app can drop stale answers. */
  id: number;
  moduleId: string;
  /** The full state (the bot determinizes what the seat cannot see; it never reads it). */
  state: unknown;
  seat: Seat;
  level: BotLevel;
  seed: number;
  players: number;
}

export type BotResponse =
  | { type: 'chosen'; id: number; action: unknown; ms: number }
  | { type: 'error'; id: number; message: string };

export type ModuleLookup = (id: string) => AnyGameModule | undefined;

export function handleBotRequest(msg: unknown, lookup: ModuleLookup): BotResponse {
  const m = (typeof msg === 'object' && msg !== null ? msg : {}) as Partial<BotRequest>;
  const id = typeof m.id === 'number' ? m.id : -1;
  const fail = (message: string): BotResponse => ({ type: 'error', id, message });
  if (m.type !== 'choose') return fail(`unknown bot request type ${JSON.stringify(m.type)}`);
  if (typeof m.moduleId !== 'string') return fail('bot request without a game id');
  const module = lookup(m.moduleId);
  if (!module) return fail(`unknown game "${m.moduleId}"`);
  if (typeof m.seat !== 'number' || !Number.isInteger(m.seat) || m.seat < 0) return fail('bot request without a valid seat');
  if (!isBotLevel(m.level)) return fail(`unknown bot level ${JSON.stringify(m.level)}`);
  if (typeof m.seed !== 'number' || !Number.isFinite(m.seed)) return fail('bot request without a finite seed');
  if (typeof m.players !== 'number' || !Number.isInteger(m.players) || m.players < 1) return fail('bot request without a player count');
  const t0 = typeof performance !== 'undefined' ? performance.now() : Date.now();
  try {
    const action = chooseAction(module, m.state, m.seat, m.level, m.seed, { players: m.players });
    const ms = (typeof performance !== 'undefined' ? performance.now() : Date.now()) - t0;
    return { type: 'chosen', id, action, ms };
  } catch (e) {
    return fail(`bot failed: ${errorText(e)}`);
  }
}
