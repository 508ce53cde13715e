// A language changed on the page while the scene worker draws the room (issue
// 26): the page's change is posted through a real MessageChannel as the worker
// canvas posts it (followLanguage) and taken by a Lingui instance of the
// worker's own (applyLanguage), which then paints the board's words in it.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setupI18n } from '@lingui/core';
import { messages as ru } from '../../src/locales/ru/messages.po';
import { messages as en } from '../../src/locales/en/messages.po';
import { applyLanguage, followLanguage } from '../../src/scene/worker/language-link.ts';
import type { PageToScene } from '../../src/scene/worker/protocol.ts';

const WAGES = { id: 'carson-city.print.wages' };
const channels: MessageChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
  i18n.activate('en');
});
const flush = () => new Promise((r) => setTimeout(r, 20));

describe('the page’s language followed by the scene worker', () => {
  it('posts a change of language with its catalog; the worker’s words follow, the page’s state is untouched', async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    const worker = setupI18n();
    applyLanguage(worker, { locale: 'en', messages: en });
    const seen: string[] = [];
    channel.port2.onmessage = (e: MessageEvent<PageToScene>) => {
      seen.push(e.data.kind);
      if (e.data.kind === 'scene.locale') applyLanguage(worker, e.data);
    };
    const stop = followLanguage((m) => channel.port1.postMessage(m));
    expect(worker._(WAGES)).toBe('Wages');

    // More words loaded into the language shown is no change: nothing posted.
    i18n.load('en', { 'test.more': 'more' });
    await flush();
    expect(seen).toEqual([]);

    i18n.load('ru', ru);
    i18n.activate('ru');
    await flush();
    expect(seen).toEqual(['scene.locale']);
    expect(worker.locale).toBe('ru');
    expect(worker._(WAGES)).toBe('Плата');

    stop();
    i18n.activate('en');
    await flush();
    expect(worker.locale).toBe('ru');
  });
});
