// Lingui (issue 25): English is the source; German and Russian are translated.
// Ids are explicit ("lobby.title"), the English text sits beside each id in the
// code and in the en catalog. `npx lingui extract` refreshes the three catalogs
// from src/; the vite plugin compiles a catalog when a language chunk imports it.
// A new language: add its code to `locales` and to LANGUAGES in src/i18n/languages.ts.
import { formatter } from '@lingui/format-po';

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: 'en',
  locales: ['en', 'de', 'ru'],
  fallbackLocales: { default: 'en' },
  // No line numbers and a stable order: catalogs change only where messages do (eight branches get merged).
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
};
