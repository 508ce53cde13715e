// The one owner of the active language (issue 25). The first choice: `&lang=`
// in the page's link (for that page only), else the language the player chose
// last (localStorage), else the browser's languages in order, else English.
// Changing it loads that language's catalog chunk, activates it in Lingui,
// sets <html lang> and tells every listener, which re-paint in place: the game
// in play, its store and its table are untouched.
import { i18n } from '@lingui/core';
import { localStore, type KeyValue } from '../core/remembered.ts';
import { LANGUAGES, MESSAGE_ID_CODES, SOURCE_LANGUAGE, languageOf, loadCoreWords, loadPart, type Language } from './languages.ts';
import { expectShortIds } from './format-message.ts';

export const LANGUAGE_KEY = 'frontier-table:language';

export interface LanguageSources {
  search: string;
  storage: KeyValue | null;
  browser: readonly string[];
}

/** The language a page opens in, from its link, the remembered choice and the browser (pure, for tests). */
export function pickLanguage({ search, storage, browser }: LanguageSources): Language {
  const fromLink = languageOf(new URLSearchParams(search).get('lang'));
  if (fromLink) return fromLink;
  let stored: string | null;
  try {
    stored = storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    stored = null; // storage blocked
  }
  return languageOf(stored) ?? browser.map((b) => languageOf(b)).find((l) => l !== undefined) ?? languageOf(SOURCE_LANGUAGE)!;
}

/** Catalog parts loaded so far, as `<language>/<part>`. */
const loaded = new Set<string>();
/** The games and rooms whose words the page needs (the room open now): a language change loads them too. */
const gamesShown = new Set<string>();

// Until a catalog is loaded (unit tests, code run in Node), texts fall back to
// the English written beside their ids; the page loads its catalog before painting.
if (!i18n.locale) i18n.loadAndActivate({ locale: SOURCE_LANGUAGE, messages: {} });

async function loadParts(code: string, parts: readonly string[]): Promise<void> {
  const missing = parts.filter((p) => !loaded.has(`${code}/${p}`));
  const got = await Promise.all(missing.map((p) => (p === 'core' ? loadCoreWords(code) : loadPart(code, p))));
  // Merged into what the language has; Lingui's load() adds to a locale's messages.
  for (const [i, { messages }] of got.entries()) {
    i18n.load(code, messages);
    loaded.add(`${code}/${missing[i]!}`);
  }
}

async function activate(language: Language): Promise<void> {
  await loadParts(language.code, ['core', ...gamesShown]);
  i18n.activate(language.code);
  if (typeof document !== 'undefined') document.documentElement.lang = language.code;
}

/**
 * Loads the words of a game or practice room (its catalog part) in the active
 * language, before the room paints; a later language change brings them along.
 * An id without words of its own loads nothing.
 */
export async function loadGameWords(game: string): Promise<void> {
  gamesShown.add(game);
  await loadParts(currentLanguage(), [game]);
}

/** Opens the page in its first language (call once, before the first paint). */
export function startLanguage(): Promise<void> {
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  const search = typeof location === 'undefined' ? '' : location.search;
  if (MESSAGE_ID_CODES) expectShortIds();
  return activate(pickLanguage({ search, storage: localStore(), browser }));
}

/** The player's choice from a language menu: applied at once and remembered. */
export async function chooseLanguage(code: string): Promise<void> {
  const language = languageOf(code);
  if (!language) throw new Error(`There is no language "${code}".`);
  await activate(language);
  try {
    localStore()?.setItem(LANGUAGE_KEY, language.code);
  } catch {
    // storage blocked or full: the choice holds for this page
  }
}

export const currentLanguage = (): string => i18n.locale || SOURCE_LANGUAGE;

/**
 * Calls `listener` after every language change; returns the unsubscribe.
 * Lingui says 'change' for a catalog part loaded into the active language too
 * (a game's words as its rules open): that is no change of language, and a
 * lobby re-painted for it lost the button the rules' focus returns to.
 */
export const onLanguageChange = (listener: () => void): (() => void) => {
  let last = currentLanguage();
  return i18n.on('change', () => {
    const now = currentLanguage();
    if (now === last) return;
    last = now;
    listener();
  });
};

export { LANGUAGES };
