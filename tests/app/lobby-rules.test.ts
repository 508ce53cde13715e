// The lobby offers each playable game's rules: the same help object the
// room's help shows (the game's help.ts, one shape for every game), loaded by
// the registry entry on first click.
import { describe, expect, it } from 'vitest';
import { formatText } from '../../src/i18n/format-message.ts';
import { GAMES, isPlayable } from '../../src/games/registry.ts';

describe('lobby rules', () => {
  it('every playable game carries its help: sections of items and a key table', async () => {
    const playable = GAMES.filter(isPlayable);
    expect(playable.length).toBeGreaterThan(0);
    for (const entry of playable) {
      expect(entry.help, entry.id).not.toBeNull();
      const help = await entry.help!();
      expect(help.sections.length, entry.id).toBeGreaterThan(2);
      for (const s of help.sections) {
        expect(formatText(s.title).length, `${entry.id}: a section without a title`).toBeGreaterThan(0);
        expect(s.items.length, `${entry.id}: "${formatText(s.title)}" has no items`).toBeGreaterThan(0);
      }
      expect(help.keys.length, entry.id).toBeGreaterThan(2);
      expect(new Set(help.keys.map((k) => formatText(k.keys))).size, `${entry.id}: a key listed twice`).toBe(help.keys.length);
    }
  });
});
