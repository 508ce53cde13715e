// The way a rider's figure rides (data/board.ts ridePath): space by space on a
// short ride along the track, either way, onto a duel spot by way of its
// space; a long jump (jail, the train) is one hop with no spaces between.
// And the words the board prints on a space (spaceWord) and the riders' board says of a place (placeName).
import { describe, expect, it } from 'vitest';
import { placeName, ridePath, riderPoint } from '../../../src/games/pony-express/data/board.ts';
import { spaceWord } from '../../../src/games/pony-express/track-words.ts';
import { formatMessage } from '../../../src/i18n/format-message.ts';

const said = (space: number): string | null => {
  const m = spaceWord(space);
  return m && formatMessage(m);
};

describe('a rider’s ride on the board', () => {
  it('passes every space between on a short ride, forwards or back', () => {
    expect(ridePath(3, 6, 1)).toEqual([riderPoint(4, 1), riderPoint(5, 1)]);
    expect(ridePath(6, 4, 2)).toEqual([riderPoint(5, 2)]);
    expect(ridePath(6, 7, 0)).toEqual([]);
  });

  it('steps onto a duel spot by way of the space it reached', () => {
    expect(ridePath(3, 5, 0, true)).toEqual([riderPoint(4, 0), riderPoint(5, 0)]);
  });

  it('makes a long jump or no move one hop', () => {
    expect(ridePath(20, 5, 0)).toEqual([]);
    expect(ridePath(5, 5, 0, true)).toEqual([]);
  });
});

describe('a space’s own word on the board', () => {
  it('says start, the mail, and a station’s next stop and fare; other spaces leave it to their picture', () => {
    expect(said(1)).toBe('start');
    expect(said(33)).toBe('mail!');
    expect(said(4)).toBe('→11: 2g');
    expect(said(2)).toBe(null);
  });
});

describe('a rider’s place in words', () => {
  it('names a space on the trail, and the mail boxes past its end by number', () => {
    expect(placeName(12)).toBe('space 12');
    expect(placeName(33)).toBe('space 33');
    expect(placeName(35)).toBe('mail box 2');
  });
});
