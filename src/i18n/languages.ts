// The languages of the table (issue 25). Adding one: a folder of catalogs
// (src/locales/<code>/messages.po, made by `npx lingui extract` once the code
// is in lingui.config.js) and one line here. Each catalog is its own chunk,
// loaded when the language is chosen.
import type { Messages } from '@lingui/core';

export interface Language {
  code: string;
  /** The language's name in itself, as its menu shows it. */
  name: string;
  /** A flag for event mode's start screen (decorative; the name is the label). */
  flag: string;
  load: () => Promise<{ messages: Messages }>;
}

export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English', flag: '🇬🇧', load: () => import('../locales/en/messages.po') },
  { code: 'de', name: 'Deutsch', flag: '🇩🇪', load: () => import('../locales/de/messages.po') },
  { code: 'ru', name: 'Русский', flag: '🇷🇺', load: () => import('../locales/ru/messages.po') },
];

export const SOURCE_LANGUAGE = 'en';

export const languageOf = (code: string | null | undefined): Language | undefined =>
  code ? LANGUAGES.find((l) => l.code === code.toLowerCase().split(/[-_]/)[0]) : undefined;
