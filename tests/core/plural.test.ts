// Counts in players' words: one helper for every "N things" a screen or log shows.
import { describe, expect, it } from 'vitest';
import { nounFor, plural } from '../../src/core/plural.ts';

describe('plural', () => {
  it('says one thing in the singular and none or several in the plural', () => {
    expect(plural(1, 'road')).toBe('1 road');
    expect(plural(0, 'road')).toBe('0 roads');
    expect(plural(4, 'builder')).toBe('4 builders');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'die', 'dice')).toBe('1 die');
    expect(plural(3, 'die', 'dice')).toBe('3 dice');
    expect(nounFor(2, 'die', 'dice')).toBe('dice');
    expect(nounFor(1, 'meeple')).toBe('meeple');
  });
});
