// The server's bots: a few worker threads (bot-worker.ts) that decide and aim
// for every bot seat of every table in this process, so a hard bot's second of
// search never holds up another table's messages.

import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { BotAnswer, BotTask } from './table.ts';

export interface BotJob {
  id: number;
  game: string;
  task: BotTask;
}
export type BotReply = { id: number; answer: BotAnswer } | { id: number; error: string };

/** Worker threads do not inherit tsx's loader: each registers it, then imports the TypeScript worker. */
function workerBoot(): string {
  let tsx = 'tsx/esm/api';
  try {
    tsx = import.meta.resolve(tsx);
  } catch {
    // resolved from the working directory instead
  }
  const entry = new URL('./bot-worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`;
}

interface Pending {
  resolve: (answer: BotAnswer) => void;
  reject: (error: Error) => void;
  worker: Worker;
}

export class BotPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly load = new Map<Worker, number>();
  private nextId = 1;
  private closed = false;

  constructor(size = Math.max(1, Math.min(4, availableParallelism() - 1))) {
    for (let i = 0; i < size; i++) this.spawn();
  }

  private spawn(): void {
    const worker = new Worker(workerBoot(), { eval: true });
    worker.unref();
    this.workers.push(worker);
    this.load.set(worker, 0);
    worker.on('message', (reply: BotReply) => {
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      this.load.set(worker, (this.load.get(worker) ?? 1) - 1);
      if ('error' in reply) p.reject(new Error(reply.error));
      else p.resolve(reply.answer);
    });
    worker.on('error', (e) => this.lost(worker, e));
    worker.on('exit', () => this.lost(worker, new Error('bot thread stopped')));
  }

  /** A thread died: its jobs fail (their tables play a first legal move or ask again) and a new thread takes its place. */
  private lost(worker: Worker, error: Error): void {
    const i = this.workers.indexOf(worker);
    if (i < 0) return;
    this.workers.splice(i, 1);
    this.load.delete(worker);
    for (const [id, p] of this.pending) {
      if (p.worker === worker) {
        this.pending.delete(id);
        p.reject(error);
      }
    }
    if (!this.closed) this.spawn();
  }

  /** The bot's answer to one task of a table playing `game`. */
  ask(game: string, task: BotTask): Promise<BotAnswer> {
    if (this.closed || this.workers.length === 0) return Promise.reject(new Error('the bot threads are closed'));
    const worker = this.workers.reduce((a, b) => ((this.load.get(a) ?? 0) <= (this.load.get(b) ?? 0) ? a : b));
    const id = this.nextId++;
    this.load.set(worker, (this.load.get(worker) ?? 0) + 1);
    return new Promise<BotAnswer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, worker });
      const job: BotJob = { id, game, task };
      worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
