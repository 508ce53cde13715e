// Mail Run's keys are rows (view/hud/keys.ts): the in-game help's key table is
// printed from them, and it says what the lobby's rules say.
import { describe, expect, it } from 'vitest';
import { keyTable } from '../../../src/scene/kit/keymap.ts';
import { HELP } from '../../../src/games/pony-express/help.ts';
import { PONY_KEYS } from '../../../src/games/pony-express/view/hud/keys.ts';

describe('Mail Run key rows', () => {
  it('print the same key table as the rules text', () => {
    expect(keyTable(PONY_KEYS)).toEqual(HELP.keys);
  });
});
