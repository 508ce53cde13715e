// A committed flick gets the table's secret mixed in: the same secret and
// move give the same flick, another secret or move another one, always close
// to what the player aimed and within physics' range.

import { describe, expect, it } from 'vitest';
import { FLICK_MIX, mixedFlick } from '../../src/server/flick-seed.ts';
import { parseCommand } from '../../src/server/commands.ts';

const secret = (n: number) => `table-secret-${String(n).padStart(6, '0')}`;

describe('the server secret in a flick', () => {
  it('is the same for the same secret and move, and differs for another secret or move', () => {
    expect(mixedFlick(secret(42), 7, 0.1, 0.6)).toEqual(mixedFlick(secret(42), 7, 0.1, 0.6));
    const others = new Set([1, 2, 3, 4, 5].map((n) => JSON.stringify(mixedFlick(secret(n), 7, 0.1, 0.6))));
    expect(others.size).toBe(5);
    const moves = new Set([1, 2, 3, 4, 5].map((i) => JSON.stringify(mixedFlick(secret(1), i, 0.1, 0.6))));
    expect(moves.size).toBe(5);
  });

  it('refuses a secret too short to be one', () => {
    expect(() => mixedFlick('1234', 0, 0, 0.5)).toThrow(/16/);
  });

  it('spreads its offsets over the whole allowed range (not a few fixed values)', () => {
    const angles = Array.from({ length: 400 }, (_, i) => mixedFlick(secret(i), 3, 0, 0.5).angle / FLICK_MIX.angle);
    expect(Math.min(...angles)).toBeLessThan(-0.9);
    expect(Math.max(...angles)).toBeGreaterThan(0.9);
    const mean = angles.reduce((a, b) => a + b, 0) / angles.length;
    expect(Math.abs(mean)).toBeLessThan(0.1);
  });

  it('stays within a third of a degree and 2 % power of the aim, and power within 0..1', () => {
    for (let seed = 0; seed < 200; seed++) {
      const f = mixedFlick(secret(seed), seed % 13, -0.3, seed % 2 ? 1 : 0.5);
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
