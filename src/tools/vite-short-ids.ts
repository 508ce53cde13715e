// Build only: every catalog id in src/ becomes its short code (short-ids.ts,
// src/i18n/id-codes.ts); vite-catalog-parts.ts keys the compiled catalogs by the
// same codes. The dev server and vitest keep the long ids.
import type { Plugin } from 'vite';
import { idCodesOfCatalog, rewriteIdLiterals } from './short-ids.ts';

export const shortIds = (srcDir: string, enCatalog: string): Plugin => {
  let codes: Map<string, string> | null = null;
  return {
    name: 'short-ids',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      this.addWatchFile(enCatalog);
      codes = idCodesOfCatalog(enCatalog);
    },
    transform(code, id) {
      if (!id.startsWith(srcDir) || !/\.tsx?$/.test(id)) return null;
      codes ??= idCodesOfCatalog(enCatalog);
      const out = rewriteIdLiterals(code, codes);
      return out === code ? null : { code: out, map: null };
    },
  };
};
