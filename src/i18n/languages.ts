// The languages of the table (issue 25). Adding one: a folder of catalogs
// (src/locales/<code>/messages.po, made by `npx lingui extract` once the code
// is in lingui.config.js) and one line here. Each catalog is cut into parts,
// one chunk each (src/tools/vite-catalog-parts.ts): the core, loaded with the
// language, and one per game or practice room, loaded with its room.
import type { Messages } from '@lingui/core';
import { ID_CODES, PSEUDO_LOCALE, catalogParts } from 'virtual:catalog-parts';

/** A production build's short message ids (src/i18n/id-codes.ts): their fingerprint, which the online server is told; null in dev and tests. */
export const MESSAGE_ID_CODES: string | null = ID_CODES;

export interface Language {
  code: string;
  /** The language's name in itself, as its menu shows it. */
  name: string;
  /** A flag for event mode's start screen (decorative; the name is the label). */
  flag: string;
}

export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English', flag: '🇬🇧' },
  { code: 'de', name: 'Deutsch', flag: '🇩🇪' },
  { code: 'ru', name: 'Русский', flag: '🇷🇺' },
];

export const SOURCE_LANGUAGE = 'en';

/** The pseudo-locale of a test build (`&lang=en-XA`: accented, 40 % longer English); in no menu. */
const PSEUDO: Language | undefined = PSEUDO_LOCALE ? { code: PSEUDO_LOCALE, name: 'Ƥšéûđö', flag: '🏳' } : undefined;

export const languageOf = (code: string | null | undefined): Language | undefined => {
  if (!code) return undefined;
  if (PSEUDO && code.toLowerCase() === PSEUDO.code.toLowerCase()) return PSEUDO;
  return LANGUAGES.find((l) => l.code === code.toLowerCase().split(/[-_]/)[0]);
};

/** The core words of a language (lobby, menus, HUD). */
export const loadCoreWords = (code: string): Promise<{ messages: Messages }> => loadPart(code, 'core');

/** The words of one game or practice room in a language (its rules help, log, prompts); none when it has no part. */
export const loadPart = (code: string, part: string): Promise<{ messages: Messages }> => catalogParts[code]?.[part]?.() ?? Promise.resolve({ messages: {} });
