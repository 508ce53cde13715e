// Main Street's keys are rows (view/hud/keys.ts): the in-game help's key table
// is printed from them, and it says what the lobby's rules say.
import { describe, expect, it } from 'vitest';
import { keyTable } from '../../../src/scene/kit/keymap.ts';
import { HELP } from '../../../src/games/main-street/help.ts';
import { STREET_KEYS } from '../../../src/games/main-street/view/hud/keys.ts';

describe('Main Street key rows', () => {
  it('print the same key table as the rules text', () => {
    expect(keyTable(STREET_KEYS)).toEqual(HELP.keys);
  });
});
