import { describe, expect, it } from 'vitest';
import { game, randomFromSeed, randomInput } from './support.ts';

describe('seeded random playouts', () => {
  for (const [seed, players] of [
    [1, 3],
    [2, 4],
    [3, 5],
    [4, 2],
    [5, 3],
  ] as const) {
    it(`seed ${seed}, ${players} riders: random legal inputs end the game with every invariant holding`, () => {
      const random = randomFromSeed(seed * 7919);
      let s = game.setup({ seed, players });
      let steps = 0;
      while (game.awaiting(s).kind !== 'end') {
        const input = randomInput(game.awaiting(s), s, random);
        const r = game.apply(s, input);
        if (!r.ok) throw new Error(`step ${steps}: ${r.error.code} ${r.error.message}`);
        s = r.state;
        expect(game.invariants(s)).toEqual([]);
        steps += 1;
        if (steps > 40000) throw new Error('playout did not end');
      }
      const res = game.result(s);
      expect(res).not.toBeNull();
      expect(res!.ranking[0]).toEqual([s.winner]);
    });
  }
});
