// The page's first language (src/i18n/language.ts): the link's &lang= wins,
// then the remembered choice, then the browser's languages in order, then English.
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { LANGUAGE_KEY, currentLanguage, onLanguageChange, pickLanguage } from '../../src/i18n/language.ts';

const store = (v: string | null) => ({ getItem: (k: string) => (k === LANGUAGE_KEY ? v : null), setItem: () => {} });

describe('pickLanguage', () => {
  it('takes the link first, then the remembered choice, then the browser, then English', () => {
    expect(pickLanguage({ search: '?game=gambler&lang=de', storage: store('ru'), browser: ['en-US'] }).code).toBe('de');
    expect(pickLanguage({ search: '', storage: store('ru'), browser: ['de-AT'] }).code).toBe('ru');
    expect(pickLanguage({ search: '', storage: store(null), browser: ['fr-FR', 'ru-RU', 'de'] }).code).toBe('ru');
    expect(pickLanguage({ search: '', storage: store(null), browser: ['fr', 'ja'] }).code).toBe('en');
  });

  it('ignores an unknown language in the link or storage, and storage that throws', () => {
    expect(pickLanguage({ search: '?lang=xx', storage: store('zz'), browser: ['de-DE'] }).code).toBe('de');
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => {} };
    expect(pickLanguage({ search: '', storage: blocked, browser: [] }).code).toBe('en');
  });
});

describe('onLanguageChange', () => {
  it('tells of a new language, not of more words loaded into the one shown (a game part as its rules open)', () => {
    const before = currentLanguage();
    let calls = 0;
    const stop = onLanguageChange(() => calls++);
    try {
      i18n.load(before, { 'test.part-word': 'a word of a game part' });
      expect(calls).toBe(0);
      const other = before === 'de' ? 'ru' : 'de';
      i18n.load(other, {});
      i18n.activate(other);
      expect(calls).toBe(1);
      i18n.activate(before);
      expect(calls).toBe(2);
    } finally {
      stop();
      i18n.activate(before);
    }
  });
});
