// Bursts of clicks on the gallery's buttons (issue 12, item 8): a press the
// table cannot take now (the bot is aiming, the die is moving) says why in
// the hint and changes nothing; it never throws out of the click handler.
import { expect, test } from 'vitest';
import { i18n } from '@lingui/core';
import { createGalleryStore } from '../../src/rooms/shooting-gallery/store.ts';
import { formatText } from '../../src/i18n/format-message.ts';
import { messages as en } from '../../src/locales/en/messages.po';
import { messages as de } from '../../src/locales/de/messages.po';

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
  // The hint is a message, said in the reader's language (English here, German below), never the English error.
  expect(formatText(s.hint!)).toMatch(/^(Wait for the flick to finish|The bot is taking its flick)/);
  await i18n.loadAndActivate({ locale: 'de', messages: de });
  try {
    expect(formatText(s.hint!)).not.toMatch(/flick/i);
  } finally {
    await i18n.loadAndActivate({ locale: 'en', messages: en });
  }
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
