// The board cursor's words for a picking (src/ui/hud/BoardCursor.tsx's
// cursorText): the target with its place among the lit ones, or how to reach
// one, or that the board offers nothing now.
import { describe, expect, it } from 'vitest';
import { cursorText } from '../../src/ui/hud/BoardCursor.tsx';

const say = (t: string) => (t === 'mute' ? null : { name: `Place ${t}`, more: t === 'b' ? 'Someone stands there.' : undefined });

describe('board cursor words', () => {
  it('names the target under the cursor and its place among the lit ones', () => {
    expect(cursorText(['a', 'b', 'c'], 'b', say)).toBe('Place b (2 of 3). Someone stands there.');
    expect(cursorText(['a', 'b', 'c'], 'c', say)).toBe('Place c (3 of 3).');
  });

  it('says how to reach a target when the cursor is on none of the lit ones, or on one it cannot name', () => {
    expect(cursorText(['a', 'b'], null, say)).toBe('2 lit targets: press an arrow key to go to one.');
    expect(cursorText(['a'], 'z', say)).toBe('1 lit target: press an arrow key to go to one.');
    expect(cursorText(['a', 'mute'], 'mute', say)).toBe('2 lit targets: press an arrow key to go to one.');
  });

  it('says there is nothing to choose when nothing is lit', () => {
    expect(cursorText([], 'a', say)).toBe('Nothing to choose on the board now.');
  });
});
