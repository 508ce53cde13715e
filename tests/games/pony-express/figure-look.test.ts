// Figures in a flick keep their board look: every rider the flick layer draws
// (target or bystander) gets its own seat's colour, the one the board paints it
// with; Indians keep the model's own look.
import { describe, expect, it } from 'vitest';
import type { AwaitFlick } from '../../../src/core/contract.ts';
import { figurePaint, seatColour, SEAT_COLOURS } from '../../../src/games/pony-express/colours.ts';
import { act, dice, game, run, table } from './support.ts';

/** Seat 0 rides from 5 to 6 by an honest pair onto seat 1: a duel, seats 2 and 3 stand by. */
function duelRequest(): AwaitFlick {
  let s = run(table(4, [{ pos: 5 }, { pos: 6 }, { pos: 1 }, { pos: 3 }]), dice('K', 'K', '9', '10', 'J'), act(0, { type: 'claim', combo: 'pair' }));
  const aw = game.awaiting(s);
  if (aw.kind !== 'decision') throw new Error('expected a challenge');
  s = run(s, act(aw.seat, { type: 'believe' }));
  const req = game.awaiting(s);
  if (req.kind !== 'flick') throw new Error(`expected a duel flick, got ${req.kind}`);
  return req;
}

describe('pony figures in a flick', () => {
  it('the target and the bystander riders each keep their own seat colour', () => {
    const req = duelRequest();
    const riders = req.figures.filter((f) => f.model === 'rider');
    expect(riders.map((f) => [f.id, f.role])).toEqual([
      ['rider-1', 'target'],
      ['rider-2', 'bystander'],
      ['rider-3', 'bystander'],
    ]);
    expect(riders.map(figurePaint)).toEqual([seatColour(1), seatColour(2), seatColour(3)]);
    expect(new Set(riders.map(figurePaint)).size).toBe(3);
  });

  it('Indians standing by keep their own look', () => {
    const indians = duelRequest().figures.filter((f) => f.model === 'indian');
    expect(indians).toHaveLength(3);
    expect(indians.map(figurePaint)).toEqual([undefined, undefined, undefined]);
  });

  it('every seat colour is a colour, none of them grey', () => {
    for (const c of SEAT_COLOURS) {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
      expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeGreaterThan(40);
    }
  });
});
