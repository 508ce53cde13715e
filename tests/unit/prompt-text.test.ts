import { describe, expect, it } from 'vitest';
import { withoutSeat } from '../../src/ui/session/prompt-text.ts';
import { ponyExpress } from '../../src/games/pony-express/index.ts';
import { gambler } from '../../src/games/gambler/index.ts';
import { DEFAULT_SEAT_NOUN, seatTitle, type Awaiting, type GameModule } from '../../src/core/contract.ts';

const openingOf = <S, A>(game: GameModule<S, A>): Awaiting => game.awaiting(game.setup({ seed: 4, players: 3, options: {} }));

describe('prompt text beside the seat chip', () => {
  it('drops the seat the chip already shows, and only that seat', () => {
    expect(withoutSeat('Rider 2: keep one of your two cards', 'Rider 2')).toBe('Keep one of your two cards');
    expect(withoutSeat('Rider 2: keep one of your two cards', 'Rider 12')).toBe('Rider 2: keep one of your two cards');
    expect(withoutSeat('Throw the dice', 'Player 1')).toBe('Throw the dice');
    expect(withoutSeat('Player 10: stop', 'Player 1')).toBe('Player 10: stop');
  });

  it("shortens the real games' opening prompts to text that no longer names the seat", () => {
    const openings = [
      { game: ponyExpress, aw: openingOf(ponyExpress) },
      { game: gambler, aw: openingOf(gambler) },
    ];
    for (const { game, aw } of openings) {
      if (aw.kind === 'end') throw new Error('a new game has ended');
      const title = seatTitle(game.seatNoun ?? DEFAULT_SEAT_NOUN, aw.seat);
      const shown = withoutSeat(aw.prompt, title);
      expect(aw.prompt.startsWith(`${title}: `), aw.prompt).toBe(true);
      expect(shown.startsWith(title)).toBe(false);
      expect(shown.length).toBeGreaterThan(3);
    }
  });
});
