// *Play online* carries the seat set-up's options to the table it creates: the
// link it opens (onlineQuery) holds them as a local game's link does, and the
// table page reads them back (parseOptions) against the game's own choices,
// typed as the rules want them (Gold in the Rivers' board is a number).

import { expect, it } from 'vitest';
import { onlineQuery } from '../../src/ui/session/seat-setup.ts';
import { parseOptions } from '../../src/store/session/game-params.ts';
import { loadGame } from '../../src/games/registry.ts';

const readBack = (query: string) => new URLSearchParams(query.slice(1));

it('the online link carries every chosen option, and the table page reads them back typed', async () => {
  const rivers = await loadGame('gold-rivers');
  const board = rivers.options.find((o) => o.id === 'board')!.choices.find((c) => typeof c === 'number')!;
  const chosen = { board, length: rivers.options.find((o) => o.id === 'length')!.choices.at(-1)! };
  const query = onlineQuery('gold-rivers', ['human', 'bot:hard'], chosen, 'ws://example.test:2567');
  const params = readBack(query);
  expect([params.get('table'), params.get('game'), params.get('seats'), params.get('server')]).toEqual(['new', 'gold-rivers', 'human,bot:hard', 'ws://example.test:2567']);
  expect(parseOptions(params, rivers)).toEqual(chosen);
});

it('an option the game does not have, or a choice it does not offer, is a sentence, not a table', async () => {
  const pony = await loadGame('pony-express');
  expect(parseOptions(readBack(onlineQuery('pony-express', ['human', 'human'], { length: 'short' }, null)), pony)).toEqual({ length: 'short' });
  expect(parseOptions(readBack(onlineQuery('pony-express', ['human', 'human'], { length: 'epic' }, null)), pony)).toMatch(/cannot be "epic"/);
  expect(parseOptions(readBack(onlineQuery('pony-express', ['human', 'human'], { speed: 3 }, null)), pony)).toMatch(/no option "speed"/);
});
