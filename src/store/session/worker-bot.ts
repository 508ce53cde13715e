// The BotPort of the browser: one Web Worker (src/store/bot.worker.ts) answers
// decisions and flick aims, matched to requests by id, so the page never waits
// on a bot inside a frame. A dead worker rejects every pending request with a
// clear error (the session then plays a fallback move and says so).
//
// Each decision request carries the address of the game's rules code (the
// registry's rulesUrl: in a build, the chunk this page already fetched for the
// rules), and the worker imports the rules from there instead of bundling its
// own copy: one download of the rules for page and worker (issue 11). The
// address goes with every request rather than once per game: it is a short
// string, the worker then needs no "which game" state nor a set-up message to
// order before the first request, and it caches its import by address anyway.
import type { BotResponse } from '../../core/bot/worker-protocol.ts';
import type { BotLevel } from '../../core/log.ts';
import type { FlickSetup, FlickSpec } from '../../physics/types.ts';
import { rulesUrl } from '../../games/registry.ts';
import type { BotRulesRequest } from '../bot-rules.ts';
import type { AimRequest, BotPort, ChooseRequest } from './bot-port.ts';

export interface AimMessage {
  type: 'aim';
  id: number;
  setup: FlickSetup;
  from: { x: number; z: number };
  level: BotLevel;
  seed: number;
}

export type AimReply = { type: 'aimed'; id: number; spec: FlickSpec } | { type: 'error'; id: number; message: string };

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export function workerBotPort(): BotPort {
  const worker = new Worker(new URL('../bot.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let dead: string | null = null;

  worker.onmessage = (e: MessageEvent<BotResponse | AimReply>) => {
    const reply = e.data;
    const waiter = pending.get(reply.id);
    if (!waiter) return; // a stale answer (the game moved on)
    pending.delete(reply.id);
    if (reply.type === 'chosen') waiter.resolve(reply.action);
    else if (reply.type === 'aimed') waiter.resolve(reply.spec);
    else waiter.reject(new Error(reply.message));
  };
  worker.onerror = (e: ErrorEvent) => {
    dead = `the bot worker failed: ${e.message || 'unknown error'}`;
    e.preventDefault();
    for (const w of pending.values()) w.reject(new Error(dead));
    pending.clear();
  };

  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (dead) return Promise.reject(new Error(dead));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  return {
    // The registry's import of the rules already ran (the session holds the module), so the address costs nothing.
    choose: (req: ChooseRequest) =>
      rulesUrl(req.moduleId).then((url) => send<unknown>({ type: 'choose', ...req, rulesUrl: url } satisfies Omit<BotRulesRequest, 'id'>)),
    aim: (req: AimRequest) => send<FlickSpec>({ type: 'aim', ...req }),
    dispose() {
      dead = 'the game was closed';
      for (const w of pending.values()) w.reject(new Error(dead));
      pending.clear();
      worker.terminate();
    },
  };
}
