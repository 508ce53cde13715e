// Gold in the Rivers in players' words: the dig panel's range reason says the
// label once and follows a burial, the first turn does not offer a burial when
// nothing is revealed, and counts take the right plural.
import { describe, expect, it } from 'vitest';
import { goldRivers } from '../../../src/games/gold-rivers/index.ts';
import { act, atThrow, fresh, hiddenOnly, line, must, withMarkers } from './helpers.ts';
import { formatText } from '../../../src/i18n/format-message.ts';

const { view, awaiting } = goldRivers;
const prompt = (s: Parameters<typeof awaiting>[0]): string => {
  const aw = awaiting(s);
  return aw.kind === 'decision' ? aw.prompt : '';
};

describe('Gold in the Rivers words', () => {
  it('the range reason does not repeat the range (the panel shows "Range 1–5: 141 rows…")', () => {
    const r = view(fresh(), 0).range!;
    expect(r.label).toBe('1–5');
    expect(formatText(r.reason)).toMatch(/^141 rows of five face-down markers/);
  });

  it('after a burial the panel counts the rows as the board now has them', () => {
    const row = line(-5, 0, 1, 0, 6);
    const s = withMarkers({ ...hiddenOnly(row), [row[4]!]: 'open' }, { base: 'cleared', number: 2 });
    expect(formatText(view(s, 0).range!.reason)).toBe('fewer than two rows of four, but 2 rows of three');
    const buried = act(s, { type: 'bury', site: row[4]! });
    expect(formatText(view(buried, 0).range!.reason)).toBe('fewer than two rows of four, but 2 rows of three; after this move: 1–5, 2 rows of five face-down markers (two are needed)');
  });

  it('the first turn offers no burial: nothing is revealed yet', () => {
    const thrown = must(atThrow(fresh(), 'one-to-five'), { kind: 'dice', faces: [1, 2, 2] });
    expect(prompt(thrown)).toBe('Player 1: reveal a straight row of 5 face-down markers');
  });

  it('offers the burial once a revealed marker may be buried, and says "1 face-down marker"', () => {
    const row = line(-5, 0, 1, 0, 6);
    const s = withMarkers({ ...hiddenOnly(row), [row[4]!]: 'open' }, { base: 'cleared', number: 1 });
    expect(prompt(s)).toBe('Player 1: reveal a straight row of 1 face-down marker, or bury a revealed one');
  });
});
