// The catalogs as parts (issue 25): `virtual:catalog-parts` maps each language
// to loaders of its parts, the core (lobby, menus, HUD) and one per game or
// practice room (ids `<game>.…`), each compiled from src/locales/<lang>/messages.po
// into a chunk of its own. A room loads the core and its game's part only
// (src/i18n/language.ts, loadGameWords); the online table's words (`online.…`) are
// a part of their own too, loaded by its page (src/ui/online/table-page.ts). In a test build (`vite build --mode
// test`) a pseudo-locale `en-XA` joins them: the English accented and 40 %
// longer, for the overflow spec (tests/browser/pseudo-locale.spec.mjs).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { parsePo } from './po.ts';
import { CORE_PART, pseudoText, splitCatalog } from './catalog-split.ts';
import { fileURLToPath } from 'node:url';
import { idCodesOfCatalog, idIndexesOfCatalog } from './short-ids.ts';
import { codedRuns, idCodesFingerprint } from '../i18n/id-codes.ts';

const MODULE = 'virtual:catalog-parts';
const PART = 'virtual:catalog-part/';
export const PSEUDO_LOCALE = 'en-XA';

interface Options {
  /** src/locales */
  locales: string;
  /** Folders whose sub-folders are games or rooms with words of their own (src/games, src/rooms). */
  partFolders: string[];
  /** Parts named by an id's first word that is no game or room folder (the online table's `online.…`), loaded by the page that shows them. */
  extraParts?: readonly string[];
  languages: readonly string[];
  sourceLanguage: string;
  /** A build keys the compiled catalogs by short codes (with vite-short-ids.ts rewriting the code the same way). */
  shortIds?: boolean;
}

const folders = (dir: string): string[] => readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());

/** One message compiled to what Lingui loads (ICU parsed; accented and lengthened for the pseudo-locale). */
function compileOne(id: string, text: string, pseudo: boolean): unknown {
  try {
    return compileMessageOrThrow(text || id, pseudo ? pseudoText : undefined);
  } catch (e) {
    throw new Error(`The catalog message ${id} does not parse as ICU: ${String(e)}`, { cause: e });
  }
}

/** One part of one language as an ES module: `export const messages = JSON.parse(…)` of compiled ICU, keyed by id. */
export function compilePart(messages: ReadonlyMap<string, string>, pseudo: boolean): string {
  const compiled: Record<string, unknown> = {};
  for (const [id, text] of messages) compiled[id] = compileOne(id, text, pseudo);
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
}

const ID_CODES_MODULE = fileURLToPath(new URL('../i18n/id-codes.ts', import.meta.url));

/**
 * The same part in a build with short ids (src/i18n/id-codes.ts): runs of compiled messages by their ids' index in the
 * English catalog, keyed by code again as the page loads it (`messagesOfRuns`), so no key is shipped.
 */
export function compileCodedPart(messages: ReadonlyMap<string, string>, pseudo: boolean, indexOf: ReadonlyMap<string, number>): string {
  const compiled = new Map([...messages].map(([id, text]) => [id, compileOne(id, text, pseudo)]));
  const runs = codedRuns(compiled, indexOf);
  return `import { messagesOfRuns } from ${JSON.stringify(ID_CODES_MODULE)};\nexport const messages = messagesOfRuns(JSON.parse(${JSON.stringify(JSON.stringify(runs))}));`;
}

export function catalogParts(opts: Options): Plugin {
  let pseudo = false;
  // A build keys the catalogs by short codes, as vite-short-ids.ts writes the code (dev and vitest: the ids).
  let indexes: Map<string, number> | null = null;
  const parts = () => [...opts.partFolders.flatMap(folders), ...(opts.extraParts ?? [])];
  const poFile = (lang: string) => join(opts.locales, lang, 'messages.po');
  return {
    name: 'catalog-parts',
    configResolved(config) {
      pseudo = config.mode === 'test';
      indexes = opts.shortIds && config.command === 'build' ? idIndexesOfCatalog(poFile(opts.sourceLanguage)) : null;
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
        const fingerprint = indexes ? JSON.stringify(idCodesFingerprint(idCodesOfCatalog(poFile(opts.sourceLanguage)))) : 'null';
        return `export const PSEUDO_LOCALE = ${pseudo ? JSON.stringify(PSEUDO_LOCALE) : 'null'};\nexport const ID_CODES = ${fingerprint};\nexport const catalogParts = {${langs.map(entry).join(',\n')}};\n`;
      }
      if (id.startsWith(`\0${PART}`)) {
        const [lang, part] = id.slice(PART.length + 1).split('/') as [string, string];
        const isPseudo = lang === PSEUDO_LOCALE;
        const file = poFile(isPseudo ? opts.sourceLanguage : lang);
        this.addWatchFile(file);
        const split = splitCatalog(parsePo(readFileSync(file, 'utf8')), parts());
        const messages = split.get(part);
        if (!messages) throw new Error(`There is no catalog part "${part}" (${id}).`);
        return indexes ? compileCodedPart(messages, isPseudo, indexes) : compilePart(messages, isPseudo);
      }
      return null;
    },
  };
}
