// The catalogs as parts (issue 25): `virtual:catalog-parts` maps each language
// to loaders of its parts, the core (lobby, menus, HUD) and one per game or
// practice room (ids `<game>.…`), each compiled from src/locales/<lang>/messages.po
// into a chunk of its own. A room loads the core and its game's part only
// (src/i18n/language.ts, loadGameWords). In a test build (`vite build --mode
// test`) a pseudo-locale `en-XA` joins them: the English accented and 40 %
// longer, for the overflow spec (tests/browser/pseudo-locale.spec.mjs).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { parsePo } from './po.ts';
import { CORE_PART, pseudoText, splitCatalog } from './catalog-split.ts';

const MODULE = 'virtual:catalog-parts';
const PART = 'virtual:catalog-part/';
export const PSEUDO_LOCALE = 'en-XA';

interface Options {
  /** src/locales */
  locales: string;
  /** Folders whose sub-folders are games or rooms with words of their own (src/games, src/rooms). */
  partFolders: string[];
  languages: readonly string[];
  sourceLanguage: string;
}

const folders = (dir: string): string[] => readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());

/** One part of one language as an ES module: `export const messages = JSON.parse(…)` of compiled ICU. */
export function compilePart(messages: ReadonlyMap<string, string>, pseudo: boolean): string {
  const compiled: Record<string, unknown> = {};
  for (const [id, text] of messages) {
    try {
      compiled[id] = compileMessageOrThrow(text || id, pseudo ? pseudoText : undefined);
    } catch (e) {
      throw new Error(`The catalog message ${id} does not parse as ICU: ${String(e)}`, { cause: e });
    }
  }
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
}

export function catalogParts(opts: Options): Plugin {
  let pseudo = false;
  const parts = () => opts.partFolders.flatMap(folders);
  const poFile = (lang: string) => join(opts.locales, lang, 'messages.po');
  return {
    name: 'catalog-parts',
    configResolved(config) {
      pseudo = config.mode === 'test';
    },
    resolveId(id) {
      if (id === MODULE || id.startsWith(PART)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${MODULE}`) {
        const langs = pseudo ? [...opts.languages, PSEUDO_LOCALE] : [...opts.languages];
        const entry = (lang: string) =>
          `${JSON.stringify(lang)}: {${[CORE_PART, ...parts()].map((p) => `${JSON.stringify(p)}: () => import(${JSON.stringify(`${PART}${lang}/${p}`)})`).join(', ')}}`;
        return `export const PSEUDO_LOCALE = ${pseudo ? JSON.stringify(PSEUDO_LOCALE) : 'null'};\nexport const catalogParts = {${langs.map(entry).join(',\n')}};\n`;
      }
      if (id.startsWith(`\0${PART}`)) {
        const [lang, part] = id.slice(PART.length + 1).split('/') as [string, string];
        const isPseudo = lang === PSEUDO_LOCALE;
        const file = poFile(isPseudo ? opts.sourceLanguage : lang);
        this.addWatchFile(file);
        const split = splitCatalog(parsePo(readFileSync(file, 'utf8')), parts());
        const messages = split.get(part);
        if (!messages) throw new Error(`There is no catalog part "${part}" (${id}).`);
        return compilePart(messages, isPseudo);
      }
      return null;
    },
  };
}
