// Build only: drops the English `message` of message descriptors from src/
// (see strip-english.ts). The dev server and vitest keep it.
import type { Plugin } from 'vite';
import { stripDescriptorMessages } from './strip-english.ts';

export const stripEnglish = (srcDir: string): Plugin => ({
  name: 'strip-english',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!id.startsWith(srcDir) || !/\.tsx?$/.test(id) || !code.includes('message:')) return null;
    const out = stripDescriptorMessages(code);
    return out === code ? null : { code: out, map: null };
  },
});
