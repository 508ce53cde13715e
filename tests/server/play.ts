// A test player that plays whatever its seat is asked: a seeded-random legal
// decision, a throw (a drag when `drag` is set), a flick at a seeded aim.

import type { PositionMessage } from '../../src/online/protocol.ts';
import { randomFromSeed } from '../../src/core/rng.ts';
import type { Player } from './helpers.ts';

/** A raw SDK Player or the page's client (page-client.ts). */
export interface Seat {
  next: Player['next'];
  send(type: string, payload?: Record<string, unknown>): unknown;
}

export interface PlayOptions {
  game: string;
  seed: number;
  /** Throw with a drag instead of the seeded throw. */
  drag?: boolean;
}

/** Answer every position that awaits `player`'s seat until the game ends or `maxInputs` inputs are in the log. */
export async function playSeat(player: Seat, seat: number, opts: PlayOptions, maxInputs = Infinity): Promise<PositionMessage> {
  const random = randomFromSeed(opts.seed);
  let seen = -1;
  for (;;) {
    const p = await player.next<PositionMessage>((m) => m.type === 'position' && m.seq > seen, 60_000, true);
    seen = p.seq;
    if (p.awaiting.kind === 'end' || p.seq >= maxInputs) return p;
    if (p.awaiting.seat !== seat) continue;
    // A quick player, but within the table's rate limit (LIMITS.perSecond).
    await new Promise((r) => setTimeout(r, 60));
    const base = { game: opts.game, seq: p.seq };
    if (p.awaiting.kind === 'decision') {
      player.send('act', { ...base, action: p.legal[Math.floor(random() * p.legal.length)] });
    } else if (p.awaiting.kind === 'throw') {
      const gesture = opts.drag ? { from: { x: random() * 10 - 5, z: 20 }, to: { x: random() * 10 - 5, z: 0 }, durationMs: 120 } : undefined;
      player.send('throw', gesture ? { ...base, gesture } : base);
    } else {
      player.send('flick', { ...base, angle: (random() - 0.5) * 0.4, power: 0.45 + random() * 0.4 });
    }
  }
}
