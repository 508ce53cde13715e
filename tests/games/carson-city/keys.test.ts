// Silver Creek County's keys are rows (view/hud/keys.ts): the in-game help's
// key table is printed from them, and it says what the lobby's rules say.
import { describe, expect, it } from 'vitest';
import { keyTable } from '../../../src/scene/kit/keymap.ts';
import { HELP } from '../../../src/games/carson-city/help.ts';
import { CARSON_KEY_ROWS } from '../../../src/games/carson-city/view/hud/keys.ts';

describe('Silver Creek County key rows', () => {
  it('print the same key table as the rules text', () => {
    expect(keyTable(CARSON_KEY_ROWS)).toEqual(HELP.keys);
  });
});
