// Short message ids (src/i18n/id-codes.ts, src/tools/short-ids.ts): a production build writes each catalog id as a
// code of one or two letters, in the code and in the compiled catalogs alike. The map is a pure function of the
// English catalog; the rewrite touches exactly the quoted literals that are ids; a catalog part shipped as runs
// formats as the part keyed by ids does; and no code makes an id at run time, which the build could not rewrite.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { i18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it, vi } from 'vitest';
import { codeOf, codedRuns, encodeIds, idCodes, idCodesFingerprint, idIndexes, messagesOfRuns } from '../../src/i18n/id-codes.ts';
import { idStringsCost, rewriteIdLiterals } from '../../src/tools/short-ids.ts';
import { stripDescriptorMessages } from '../../src/tools/strip-english.ts';
import { CORE_PART, splitCatalog } from '../../src/tools/catalog-split.ts';
import { catalogPath, readPo } from './po.ts';
import { expectShortIds, formatMessage } from '../../src/i18n/format-message.ts';

const en = readPo(catalogPath('en'));
const codes = idCodes(en.keys());

describe('the map of ids to codes', () => {
  it('gives every index its own short code, never starting with a digit', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 20_000; n++) {
      const c = codeOf(n);
      expect(c, `code ${n}`).toMatch(/^[A-Za-z_$][\w$]*$/);
      expect(seen.has(c), `code ${n} (${c}) twice`).toBe(false);
      seen.add(c);
    }
    expect([codeOf(0), codeOf(53), codeOf(54), codeOf(54 + 3455)].map((c) => c.length)).toEqual([1, 1, 2, 2]);
    expect(codeOf(54 + 3456)).toHaveLength(3);
  });

  it('is a pure function of the set of ids: any order, same map and fingerprint', () => {
    const ids = [...en.keys()];
    const shuffled = [...ids].reverse();
    expect([...idCodes(shuffled)]).toEqual([...codes]);
    expect(idCodesFingerprint(idCodes(shuffled))).toBe(idCodesFingerprint(codes));
    expect(idCodesFingerprint(idCodes(ids.slice(1)))).not.toBe(idCodesFingerprint(codes));
  });

  it('codes the whole catalog in one or two letters, no code an id', () => {
    expect(codes.size).toBe(en.size);
    expect(new Set(codes.values()).size).toBe(en.size);
    for (const c of codes.values()) {
      expect(c.length).toBeLessThanOrEqual(2);
      expect(en.has(c)).toBe(false);
    }
  });
});

describe('the rewrite of the code', () => {
  const map = new Map([
    ['lobby.games', 'a'],
    ['list.join', 'b'],
  ]);

  it('writes each quoted id as its code, with its quotes, after the English is stripped', () => {
    const code = `const d = /*i18n*/ { id: 'lobby.games', message: 'Games' };\nmessage("list.join", { a, b });`;
    expect(rewriteIdLiterals(stripDescriptorMessages(code), map)).toBe(`const d = /*i18n*/ { id: 'a' };\nmessage("b", { a, b });`);
  });

  it('leaves alone what is not exactly an id: longer strings, template literals, other words', () => {
    const code = "x('lobby.games.more'); y(`lobby.games`); z('lobby'); w('Lobby.games'); v('see lobby.games')";
    expect(rewriteIdLiterals(code, map)).toBe(code);
  });
});

describe('catalog parts shipped as runs', () => {
  const indexes = idIndexes(en.keys());
  const parts = ['gold-rivers', 'pony-express', 'main-street', 'gambler', 'carson-city', 'dice-table', 'shooting-gallery'];

  it('hold every message of a part under its code, and a game part is one run', () => {
    for (const [part, messages] of splitCatalog(readPo(catalogPath('ru')), parts)) {
      const runs = codedRuns(messages, indexes);
      if (part !== CORE_PART && messages.size > 0) expect(runs, part).toHaveLength(1);
      const back = messagesOfRuns(runs);
      expect(Object.keys(back).length).toBe(messages.size);
      for (const [id, text] of messages) expect(back[codes.get(id)!], id).toBe(text);
    }
  });

  it('format as the part keyed by ids does (Russian plurals)', () => {
    const ru = readPo(catalogPath('ru'));
    const core = splitCatalog(ru, parts).get(CORE_PART)!;
    const compiled = new Map([...core].map(([id, text]) => [id, compileMessageOrThrow(text)]));
    i18n.load('ru', messagesOfRuns(codedRuns(compiled, indexes)) as Messages);
    const before = i18n.locale;
    i18n.activate('ru');
    try {
      const code = codes.get('log.moves')!;
      expect(i18n._(code, { count: 5 })).toMatch(/5/);
      expect(i18n._(code, { count: 5 })).not.toBe(i18n._(code, { count: 3 }));
      expect(i18n._(code, { count: 3 })).not.toBe(code);
    } finally {
      i18n.activate(before);
    }
  });

  it('refuse a message whose id the English catalog lacks', () => {
    expect(() => codedRuns(new Map([['no.such.id', 'x']]), indexes)).toThrow(/no\.such\.id.*lingui extract/);
  });
});

describe('the server codes what it sends', () => {
  it("codes messages' ids anywhere in a message, leaving other ids and strings", () => {
    const msg = { log: [{ id: 'list.join', values: { a: { id: 'lobby.games' }, b: 'list.join' } }], figures: [{ id: 'rider-1' }] };
    expect(encodeIds(msg, codes)).toEqual({
      log: [{ id: codes.get('list.join'), values: { a: { id: codes.get('lobby.games') }, b: 'list.join' } }],
      figures: [{ id: 'rider-1' }],
    });
    expect(msg.log[0]!.id).toBe('list.join'); // a copy: the server's own stays long
  });
});

const src = new URL('../../src/', import.meta.url).pathname;
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

describe('ids in the code', () => {
  it('are never made at run time (a template or a sum starting with a catalog id\'s first part): the build could not code them', () => {
    const heads = [...new Set([...en.keys()].map((id) => id.slice(0, id.indexOf('.'))).filter(Boolean))];
    const headRe = heads.map((h) => h.replace(/[-]/g, '\\-')).join('|');
    const made = new RegExp(String.raw`\`(?:${headRe})\.[\w.-]*\$\{|['"](?:${headRe})\.[\w.-]*['"]\s*\+`, 'g');
    const found: string[] = [];
    for (const file of sourceFiles(src)) {
      if (file.includes('/tools/')) continue;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(made)) {
        const line = text.slice(0, m.index).split('\n').length;
        const where = text.slice(text.lastIndexOf('\n', m.index) + 1, text.indexOf('\n', m.index));
        // Error texts of validation name their fields (`flick.angle must be …`): not ids, never formatted.
        if (/Error\(|throw|fail\(|num\(|vec3\(|quat\(/.test(where)) continue;
        found.push(`${file.slice(src.length)}:${line}: ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe("the bench's figure of what ids cost", () => {
  it('counts long ids and named codes in built scripts, and what they weigh', () => {
    const long = [...codes.keys()].slice(0, 200);
    const built = long.map((id) => `x({id:"${id}"});`).join('') + 'JSON.parse("{\\"lobby.games\\":1}")';
    const coded = long.map((id) => `x({id:"${codes.get(id)!}"});`).join('');
    const before = idStringsCost([built], codes);
    const after = idStringsCost([coded], codes);
    expect(before.longIds).toBe(201);
    expect(after).toMatchObject({ longIds: 0, codes: 200 });
    expect(after.gzipBytes).toBeGreaterThan(0);
    expect(after.gzipBytes).toBeLessThan(before.gzipBytes / 2);
  });
});

describe('a page built with codes', () => {
  it('says on the console, once per id, a long id it is asked to format; a code passes quietly', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      formatMessage({ id: 'lobby.games' });
      expect(said).not.toHaveBeenCalled(); // dev and tests: long ids are the catalog's
      expectShortIds();
      formatMessage({ id: codes.get('lobby.games')! });
      expect(said).not.toHaveBeenCalled();
      formatMessage({ id: 'list.join', values: { a: { id: 'lobby.games' }, b: 'x' } });
      formatMessage({ id: 'list.join', values: { a: 'y', b: 'x' } });
      expect(said.mock.calls.map((c) => String(c[0]).split(' ')[3])).toEqual(['list.join', 'lobby.games']);
    } finally {
      said.mockRestore();
    }
  });
});
