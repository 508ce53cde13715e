// The BotPort of the browser: one Web Worker (src/store/bot.worker.ts) answers
// decisions and flick aims, matched to requests by id, so the page never waits
// on a bot inside a frame. A worker that crashes or hangs is replaced and its
// requests sent again, so the seat plays on; a move that keeps killing
// workers is refused with a clear error (the session then plays a fallback
// move and says so).
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

/** The part of a Worker the port uses (tests hand in a fake one). */
export interface BotWorker {
  onmessage: ((e: MessageEvent<BotResponse | AimReply>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
}

export interface WorkerBotOptions {
  /** Makes a worker (default: the app's bot.worker.ts). Called again after a crash. */
  makeWorker?: () => BotWorker;
  /**
   * A request unanswered this long counts as a hung worker: it is killed and
   * restarted. The search stops itself at its time cap (under a second for
   * hard), so only a stuck thread ever reaches this.
   */
  stallMs?: number;
  /** Restarts one request may cause before it is given up (the session then plays a fallback move and says so). */
  retries?: number;
}

type Pending = { message: Record<string, unknown>; tries: number; resolve: (value: unknown) => void; reject: (error: Error) => void };

const appWorker = (): BotWorker => new Worker(new URL('../bot.worker.ts', import.meta.url), { type: 'module' }) as unknown as BotWorker;

/**
 * A crashed or hung worker is replaced by a fresh one and every request it
 * held is sent again (requests are pure: the same state and seed give the
 * same move), so the seat plays on as if nothing happened. A request that
 * crashes its worker `retries` times over is refused with the reason.
 */
export function workerBotPort(opts: WorkerBotOptions = {}): BotPort {
  const makeWorker = opts.makeWorker ?? appWorker;
  const stallMs = opts.stallMs ?? 15_000;
  const retries = opts.retries ?? 2;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let dead: string | null = null;
  let worker: BotWorker;
  let watchdog: ReturnType<typeof setTimeout> | null = null;

  const armWatchdog = () => {
    if (watchdog !== null) clearTimeout(watchdog);
    watchdog = pending.size > 0 && !dead ? setTimeout(() => restart(`the bot worker gave no answer in ${Math.round(stallMs / 1000)} s`), stallMs) : null;
  };

  const start = () => {
    worker = makeWorker();
    worker.onmessage = (e) => {
      const reply = e.data;
      const waiter = pending.get(reply.id);
      if (!waiter) return; // a stale answer (the game moved on)
      pending.delete(reply.id);
      armWatchdog();
      if (reply.type === 'chosen') waiter.resolve(reply.action);
      else if (reply.type === 'aimed') waiter.resolve(reply.spec);
      else waiter.reject(new Error(reply.message));
    };
    worker.onerror = (e) => {
      e.preventDefault();
      restart(`the bot worker failed: ${e.message || 'unknown error'}`);
    };
  };

  /** Kill the worker, start another and send it what the old one held; give up on requests that keep killing it. */
  function restart(why: string): void {
    if (dead) return;
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
    start();
    for (const [id, p] of pending) {
      p.tries++;
      if (p.tries > retries) {
        pending.delete(id);
        p.reject(new Error(`${why} (${p.tries} times for this move)`));
      } else {
        worker.postMessage({ ...p.message, id });
      }
    }
    armWatchdog();
  }

  start();

  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (dead) return Promise.reject(new Error(dead));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { message, tries: 0, resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...message, id });
      armWatchdog();
    });
  };

  return {
    // The registry's import of the rules already ran (the session holds the module), so the address costs nothing.
    choose: (req: ChooseRequest) =>
      rulesUrl(req.moduleId).then((url) => send<unknown>({ type: 'choose', ...req, rulesUrl: url } satisfies Omit<BotRulesRequest, 'id'>)),
    aim: (req: AimRequest) => send<FlickSpec>({ type: 'aim', ...req }),
    dispose() {
      dead = 'the game was closed';
      if (watchdog !== null) clearTimeout(watchdog);
      for (const w of pending.values()) w.reject(new Error(dead));
      pending.clear();
      worker.terminate();
    },
  };
}
