// The page's first language (src/i18n/language.ts): the link's &lang= wins,
// then the remembered choice, then the browser's languages in order, then English.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, pickLanguage } from '../../src/i18n/language.ts';

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
