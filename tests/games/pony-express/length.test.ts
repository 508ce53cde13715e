// The length option (ours): 'standard' first (the whole track from St. Joseph),
// 'short' for events (the riders start on space 12). A short race ends, and sooner.
import { describe, expect, it } from 'vitest';
import { game, playLevels } from './support.ts';

describe('length option', () => {
  it("offers 'standard' first (the default) and 'short'", () => {
    expect(game.options.find((o) => o.id === 'length')?.choices).toEqual(['standard', 'short']);
    expect(game.setup({ seed: 1, players: 3 }).riders.map((r) => r.pos)).toEqual([1, 1, 1]);
    expect(() => game.setup({ seed: 1, players: 3, options: { length: 'marathon' } })).toThrow(/length/);
  });

  it('the short race starts every rider on space 12 and otherwise plays by the same rules', () => {
    const s = game.setup({ seed: 1, players: 3, options: { length: 'short' } });
    expect(s.length).toBe('short');
    expect(s.riders.map((r) => r.pos)).toEqual([12, 12, 12]);
    expect(game.invariants(s)).toEqual([]);
  });

  it('a short race ends with a winner and takes fewer rounds than a standard one', () => {
    let standard = 0;
    let short = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const a = playLevels(seed, ['heuristic', 'heuristic']);
      const b = playLevels(seed, ['heuristic', 'heuristic'], { length: 'short' });
      expect(a.problems).toEqual([]);
      expect(b.problems).toEqual([]);
      expect(b.winner).not.toBeNull();
      standard += a.rounds;
      short += b.rounds;
    }
    expect(short).toBeLessThan(standard * 0.85);
  });
});
