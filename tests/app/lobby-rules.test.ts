// The lobby offers each playable game's rules: the same texts the room's help
// shows (intro, sections, key map), read from the game's plain-data texts.
import { describe, expect, it } from 'vitest';
import { helpFromTexts, loadLobbyHelp } from '../../src/ui/lobby-rules.ts';
import { GAMBLER_HELP, GAMBLER_KEYS } from '../../src/games/gambler/texts.ts';
import { HELP_KEYS, HELP_SECTIONS } from '../../src/games/pony-express/texts.ts';
import { GAMES, isPlayable } from '../../src/games/registry.ts';

describe('lobby rules', () => {
  it('reads both shapes of help texts (lines or items; key pairs or rows)', () => {
    const g = helpFromTexts({ GAMBLER_HELP, GAMBLER_KEYS });
    expect(g.sections.map((s) => s.title)).toEqual(GAMBLER_HELP.map((s) => s.title));
    expect(g.keys).toContainEqual([GAMBLER_KEYS[0]!.keys, GAMBLER_KEYS[0]!.does]);
    const p = helpFromTexts({ HELP_SECTIONS, HELP_KEYS });
    expect(p.sections[0]!.lines).toEqual(HELP_SECTIONS[0]!.items);
    expect(p.keys).toEqual(HELP_KEYS);
  });

  it('finds rules and keys for the games the lobby opens', async () => {
    for (const id of GAMES.filter(isPlayable).map((g) => g.id)) {
      const help = await loadLobbyHelp(id);
      expect(help?.sections.length, id).toBeGreaterThan(2);
      expect(help?.keys.length, id).toBeGreaterThan(2);
    }
    expect(await loadLobbyHelp('no-such-game')).toBeNull();
  });
});
