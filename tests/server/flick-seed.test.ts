// A committed flick gets the table's secret seed mixed in: the same seed and
// move give the same flick (records re-simulate), another seed another one,
// always close to what the player aimed and within physics' range.

import { describe, expect, it } from 'vitest';
import { FLICK_MIX, mixedFlick } from '../../src/server/flick-seed.ts';
import { parseCommand } from '../../src/server/commands.ts';

describe('the server seed in a flick', () => {
  it('is the same for the same seed and move, and differs for another seed', () => {
    expect(mixedFlick(42, 7, 0.1, 0.6)).toEqual(mixedFlick(42, 7, 0.1, 0.6));
    const others = new Set([1, 2, 3, 4, 5].map((seed) => JSON.stringify(mixedFlick(seed, 7, 0.1, 0.6))));
    expect(others.size).toBe(5);
  });

  it('stays within a third of a degree and 2 % power of the aim, and power within 0..1', () => {
    for (let seed = 0; seed < 200; seed++) {
      const f = mixedFlick(seed, seed % 13, -0.3, seed % 2 ? 1 : 0.5);
      expect(Math.abs(f.angle + 0.3)).toBeLessThanOrEqual(FLICK_MIX.angle);
      expect(f.power).toBeLessThanOrEqual(1);
      expect(Math.abs(f.power - (seed % 2 ? 1 : 0.5))).toBeLessThanOrEqual(FLICK_MIX.powerShare * (seed % 2 ? 1 : 0.5) + 1e-12);
    }
  });
});

describe('commands at the door', () => {
  it('takes well-formed commands and refuses the rest with their own codes', () => {
    expect(parseCommand('act', { game: 'gambler', seq: 3, action: { t: 1 } })).toMatchObject({ type: 'act', seq: 3 });
    expect(parseCommand('faces', {})).toMatchObject({ code: 'unknown-message' });
    expect(parseCommand('act', [1, 2])).toMatchObject({ code: 'malformed' });
    expect(parseCommand('act', { game: 'gambler', seq: -1, action: 1 })).toMatchObject({ code: 'malformed' });
    expect(parseCommand('flick', { game: 'g', seq: 0, angle: 0, power: 1.5 })).toMatchObject({ code: 'bad-flick' });
    expect(parseCommand('throw', { game: 'g', seq: 0, gesture: { from: { x: 0, z: 0 }, to: { x: 1, z: 1 }, durationMs: -5 } })).toMatchObject({ code: 'bad-throw' });
    expect(parseCommand('set-seat', { seat: 1, plan: 'bot:genius' })).toMatchObject({ code: 'malformed' });
    expect(parseCommand('act', { game: 'g', seq: 0, action: 'x'.repeat(5000) })).toMatchObject({ code: 'oversized' });
  });
});
