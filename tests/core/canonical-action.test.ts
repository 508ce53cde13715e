// The canonical action: what a session or a save records for a caller's action (issue 12, item 1).
import { describe, expect, it } from 'vitest';
import { canonicalAction } from '../../src/core/canonical-action.ts';

type A = { type: 'stop' } | { type: 'place'; die: number; row: number } | { type: 'play'; card: number; target?: number } | { type: 'rethrow'; dice: number[] };
const legal: A[] = [
  { type: 'stop' },
  { type: 'place', die: 1, row: 2 },
  { type: 'play', card: 3 },
  { type: 'play', card: 3, target: 1 },
  { type: 'rethrow', dice: [0, 2] },
];

describe('canonical action', () => {
  it('returns the legal entry itself, never the caller object, and drops junk fields', () => {
    const mine = { type: 'place', die: 1, row: 2, junk: 'x'.repeat(1000) };
    const c = canonicalAction(legal, mine);
    expect(c).toBe(legal[1]);
    expect(c).not.toHaveProperty('junk');
  });

  it('ignores circular references, BigInts, throwing getters and huge strings in fields the legal action lacks', () => {
    const circular: Record<string, unknown> = { type: 'stop' };
    circular['self'] = circular;
    expect(canonicalAction(legal, circular)).toBe(legal[0]);
    expect(canonicalAction(legal, { type: 'stop', n: 10n })).toBe(legal[0]);
    expect(canonicalAction(legal, { type: 'stop', get boom(): never { throw new Error('boom'); } })).toBe(legal[0]);
    expect(canonicalAction(legal, { type: 'stop', big: 'x'.repeat(60 * 1024 * 1024) })).toBe(legal[0]);
  });

  it('matches structurally: same values, arrays of the same length and order, no coercion', () => {
    expect(canonicalAction(legal, { type: 'place', die: '1', row: 2 })).toBeUndefined();
    expect(canonicalAction(legal, { type: 'place', die: 1n, row: 2 })).toBeUndefined();
    expect(canonicalAction(legal, { type: 'rethrow', dice: [0, 2] })).toBe(legal[4]);
    expect(canonicalAction(legal, { type: 'rethrow', dice: [2, 0] })).toBeUndefined();
    expect(canonicalAction(legal, { type: 'rethrow', dice: [0, 2, 4] })).toBeUndefined();
    expect(canonicalAction(legal, { type: 'rethrow', dice: { 0: 0, 1: 2, length: 2 } })).toBeUndefined();
    expect(canonicalAction(legal, { type: 'place', die: 1 })).toBeUndefined();
    for (const junk of [null, undefined, 0, 'stop', [], [{ type: 'stop' }], new Proxy({}, { get: () => { throw new Error('trap'); } })]) {
      expect(canonicalAction(legal, junk)).toBeUndefined();
    }
  });

  it('prefers the legal action whose fields the caller named (a target given picks the targeted play)', () => {
    expect(canonicalAction(legal, { type: 'play', card: 3 })).toBe(legal[2]);
    expect(canonicalAction(legal, { type: 'play', card: 3, target: 1 })).toBe(legal[3]);
    // a target no legal play has is not silently dropped
    expect(canonicalAction(legal, { type: 'play', card: 3, target: 2 })).toBeUndefined();
    expect(canonicalAction(legal, { type: 'play', card: 3, target: undefined })).toBe(legal[2]);
    // exact: a save must hold the canonical action itself
    expect(canonicalAction(legal, { type: 'play', card: 3, target: 2 }, 'exact')).toBeUndefined();
    expect(canonicalAction(legal, { type: 'stop', junk: 1 }, 'exact')).toBeUndefined();
    expect(canonicalAction(legal, { type: 'stop' }, 'exact')).toBe(legal[0]);
  });
});
