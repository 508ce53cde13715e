// Bursts of clicks on the gallery's buttons (issue 12, item 8): a press the
// table cannot take now (the bot is aiming, the die is moving) says why in
// the hint and changes nothing; it never throws out of the click handler.
import { expect, test } from 'vitest';
import { createGalleryStore } from '../../src/rooms/shooting-gallery/store.ts';

test('New round and bot presses while the bot aims are refused with a hint, never thrown', async () => {
  // A worker that never answers within the test: the bot stays "aiming".
  const g = createGalleryStore(7, { aimer: () => new Promise(() => undefined), aimTimeoutMs: 1e9 });
  g.actions.pressBot('easy');
  expect(g.store.getState().bot?.level).toBe('easy');
  for (let i = 0; i < 5; i++) {
    expect(() => g.actions.pressNewRound()).not.toThrow();
    expect(() => g.actions.pressBot('hard')).not.toThrow();
  }
  await new Promise((r) => setImmediate(r));
  const s = g.store.getState();
  expect(s.round.number).toBe(1);
  expect(s.bot?.level).toBe('easy');
  expect(s.hint).toMatch(/wait for the flick|bot cannot flick now/);
  // The scripted API still refuses loudly.
  expect(() => g.actions.newRound()).toThrow(/wait for the flick/);
  g.actions.close();
});

test('a press the table can take works as before', () => {
  const g = createGalleryStore(7);
  g.actions.pressNewRound();
  expect(g.store.getState().round.number).toBe(2);
  expect(g.store.getState().hint).toBeNull();
});
