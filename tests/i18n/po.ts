// Reads a catalog (src/locales/<lang>/messages.po) into id → text, for the
// catalog checks (the parser is the build's own, src/tools/po.ts).
import { readFileSync } from 'node:fs';
import { parsePo } from '../../src/tools/po.ts';

export const readPo = (path: string): Map<string, string> => parsePo(readFileSync(path, 'utf8'));

export const catalogPath = (lang: string): string => new URL(`../../src/locales/${lang}/messages.po`, import.meta.url).pathname;
