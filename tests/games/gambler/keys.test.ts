// Tableau Gulch's keys are rows (view/hud/keys.ts): the in-game help's key
// table is printed from them, and it says what the lobby's rules say.
import { describe, expect, it } from 'vitest';
import { keyTable } from '../../../src/scene/kit/keymap.ts';
import { HELP } from '../../../src/games/gambler/help.ts';
import { GAMBLER_KEY_ROWS } from '../../../src/games/gambler/view/hud/keys.ts';

describe('Tableau Gulch key rows', () => {
  it('print the same key table as the rules text', () => {
    expect(keyTable(GAMBLER_KEY_ROWS)).toEqual(HELP.keys);
  });
});
