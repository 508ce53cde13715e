// The build's side of short message ids (src/i18n/id-codes.ts): every string
// literal of the code that is exactly a catalog id becomes its code. Ids are
// written as literals (`{ id: 'lobby.games', … }`, `message('list.join')`, keys of
// descriptor tables), so a literal is all there is to find; an id made at run
// time (`\`blurb.${id}\``) would miss its code, and tests/i18n/id-codes.test.ts
// fails on one. Template literals are left alone.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parsePo } from './po.ts';
import { idCodes, idIndexes } from '../i18n/id-codes.ts';

const QUOTED_ID = /(['"])([\w.-]+)\1/g;

/** The code with every quoted literal that is a key of `codes` replaced by its code (same quotes). */
export const rewriteIdLiterals = (code: string, codes: ReadonlyMap<string, string>): string =>
  code.replace(QUOTED_ID, (all, quote: string, text: string) => {
    const short = codes.get(text);
    return short === undefined ? all : `${quote}${short}${quote}`;
  });

/** The map of the English catalog at `poFile` (src/locales/en/messages.po). */
export const idCodesOfCatalog = (poFile: string): Map<string, string> => idCodes(parsePo(readFileSync(poFile, 'utf8')).keys());

/** id → index of the English catalog at `poFile` (the catalog parts ship runs by index, src/i18n/id-codes.ts). */
export const idIndexesOfCatalog = (poFile: string): Map<string, number> => idIndexes(parsePo(readFileSync(poFile, 'utf8')).keys());

/**
 * For the bundle bench: what the message ids left in built scripts cost, gzip bytes (level 9) of the texts as they
 * are minus with each id emptied: every quoted catalog id, and each short code where the minified code names one
 * (`id:"a4"`; a lone code elsewhere is too short to tell from other strings, so the figure is a floor).
 */
export function idStringsCost(texts: readonly string[], codes: ReadonlyMap<string, string>): { gzipBytes: number; longIds: number; codes: number } {
  const shorts = new Set(codes.values());
  let longIds = 0;
  let coded = 0;
  let before = 0;
  let after = 0;
  for (const text of texts) {
    const emptied = text
      .replace(/(\\?["'`])([\w.-]+)\1/g, (all, q: string, s: string) => (codes.has(s) ? (longIds++, `${q}${q}`) : all))
      .replace(/\bid:(["'`])([\w$]{1,3})\1/g, (all, q: string, s: string) => (shorts.has(s) ? (coded++, `id:${q}${q}`) : all));
    before += gzipSync(text, { level: 9 }).length;
    after += gzipSync(emptied, { level: 9 }).length;
  }
  return { gzipBytes: before - after, longIds, codes: coded };
}
