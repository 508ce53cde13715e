// The browser's bot port when its worker dies: killed in the middle of a
// decision, the worker is replaced, the request is sent again and the seat
// gets a real move (the engine's own answer, legal in the position); a hung
// worker is treated the same after the stall time; a move that kills every
// worker is refused with the reason, so the session's fallback move plays.
import { describe, expect, it } from 'vitest';
import { handleBotRequest } from '../../src/core/bot/worker-protocol.ts';
import { samplePhysical } from '../../src/core/outcome-model.ts';
import { randomFromSeed } from '../../src/core/rng.ts';
import { loadGame } from '../../src/games/registry.ts';
import { workerBotPort, type BotWorker } from '../../src/store/session/worker-bot.ts';

const gold = await loadGame('gold-rivers');

type Behaviour = 'answer' | 'die' | 'hang';

/** A stand-in for the Web Worker: answers with the engine's handler, dies mid-decision, or never answers. */
class FakeWorker implements BotWorker {
  onmessage: BotWorker['onmessage'] = null;
  onerror: BotWorker['onerror'] = null;
  terminated = false;
  received = 0;
  constructor(private readonly behaviour: Behaviour) {}
  postMessage(message: unknown): void {
    this.received++;
    setTimeout(() => {
      if (this.terminated) return;
      if (this.behaviour === 'die') {
        this.onerror?.({ message: 'worker killed', preventDefault() {} } as ErrorEvent);
      } else if (this.behaviour === 'answer') {
        this.onmessage?.({ data: handleBotRequest(message, (id) => (id === gold.id ? gold : undefined)) } as MessageEvent);
      }
    }, 5);
  }
  terminate(): void {
    this.terminated = true;
  }
}

function port(behaviours: Behaviour[], opts: { stallMs?: number; retries?: number } = {}) {
  const made: FakeWorker[] = [];
  const p = workerBotPort({
    ...opts,
    makeWorker: () => {
      const w = new FakeWorker(behaviours[Math.min(made.length, behaviours.length - 1)]!);
      made.push(w);
      return w;
    },
  });
  return { p, made };
}

/** The first position where seat 0 must decide (the opening throws sampled). */
function firstDecision() {
  let s = gold.setup({ seed: 3, players: 2, options: {} });
  const random = randomFromSeed(3);
  for (let aw = gold.awaiting(s); aw.kind !== 'decision'; aw = gold.awaiting(s)) {
    if (aw.kind === 'end') throw new Error('the game ended before a decision');
    const r = gold.apply(s, samplePhysical(gold, s, aw, random));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}
const state = firstDecision();
const seat = (gold.awaiting(state) as { seat: number }).seat;
const request = { moduleId: gold.id, state, seat, level: 'heuristic' as const, seed: 9, players: 2 };
const key = (a: unknown) => JSON.stringify(a);

describe('bot worker restart', () => {
  it('a worker killed mid-decision is replaced and the seat still gets a legal move', async () => {
    const { p, made } = port(['die', 'answer']);
    const action = await p.choose(request);
    expect(gold.legalActions(state).map(key)).toContain(key(action));
    expect(made.length).toBe(2);
    expect(made[0]!.terminated).toBe(true);
    expect(made[1]!.received).toBe(1);
    // The new worker keeps serving the table.
    expect(gold.legalActions(state).map(key)).toContain(key(await p.choose({ ...request, seed: 10 })));
    expect(made.length).toBe(2);
    p.dispose();
  });

  it('a hung worker is killed after the stall time and the request answered by the next', async () => {
    const { p, made } = port(['hang', 'answer'], { stallMs: 40 });
    const action = await p.choose(request);
    expect(gold.legalActions(state).map(key)).toContain(key(action));
    expect(made[0]!.terminated).toBe(true);
    p.dispose();
  });

  it('a move that kills every worker is refused with the reason after the retries', async () => {
    const { p, made } = port(['die'], { retries: 2 });
    await expect(p.choose(request)).rejects.toThrow(/worker killed \(3 times for this move\)/);
    expect(made.length).toBe(4);
    p.dispose();
  });
});
