// The catalog parts (src/tools/catalog-split.ts, vite-catalog-parts.ts): each
// game's words go with its room only, nothing is lost or doubled in the cut,
// a part compiles to the messages Lingui formats, the pseudo-locale keeps
// every placeholder, and the build's stripping drops only descriptors' English.
import { readdirSync } from 'node:fs';
import { i18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CORE_PART, partOf, pseudoText, splitCatalog } from '../../src/tools/catalog-split.ts';
import { compilePart } from '../../src/tools/vite-catalog-parts.ts';
import { stripDescriptorMessages } from '../../src/tools/strip-english.ts';
import { catalogParts } from 'virtual:catalog-parts';
import { catalogPath, readPo } from './po.ts';

const games = readdirSync(new URL('../../src/games/', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const rooms = readdirSync(new URL('../../src/rooms/', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const PARTS = [...games, ...rooms];

/** Formats one message from a compiled part, as the page does. */
function format(code: string, messages: Messages, id: string, values?: Record<string, unknown>): string {
  i18n.load(code, messages);
  const before = i18n.locale;
  i18n.activate(code);
  try {
    return i18n._(id, values);
  } finally {
    i18n.activate(before);
  }
}

describe('catalog parts', () => {
  it('send an id named after a game to that game, everything else to the core', () => {
    expect(partOf('gold-rivers.help.1.title', PARTS)).toBe('gold-rivers');
    expect(partOf('main-street.log.showdown', PARTS)).toBe('main-street');
    expect(partOf('lobby.games', PARTS)).toBe(CORE_PART);
    expect(partOf('ui.ledger.title', PARTS)).toBe(CORE_PART);
    expect(partOf('gold-rivers', PARTS)).toBe(CORE_PART); // no dot: not a game's message
    expect(partOf('gold-riversx.a', PARTS)).toBe(CORE_PART);
  });

  it('cut every language into parts that add up to the whole catalog, each id once', () => {
    for (const lang of ['en', 'de', 'ru']) {
      const whole = readPo(catalogPath(lang));
      const parts = splitCatalog(whole, PARTS);
      expect([...parts.keys()].sort()).toEqual([CORE_PART, ...PARTS].sort());
      const ids = [...parts.values()].flatMap((p) => [...p.keys()]);
      expect(ids.length).toBe(whole.size);
      expect(new Set(ids)).toEqual(new Set(whole.keys()));
      // The core holds no game's words: a room of one game never loads another's.
      for (const id of parts.get(CORE_PART)!.keys()) expect(PARTS.some((g) => id.startsWith(`${g}.`)), id).toBe(false);
      expect(parts.get('gold-rivers')!.size).toBeGreaterThan(10);
    }
  });

  it('compile to messages Lingui formats, plurals included', async () => {
    const ru = splitCatalog(readPo(catalogPath('ru')), PARTS).get(CORE_PART)!;
    const code = compilePart(new Map([['t.moves', ru.get('log.moves')!]]), false);
    const { messages } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { messages: Messages };
    expect(format('ru', messages, 't.moves', { count: 3 })).toMatch(/3/);
    expect(format('ru', messages, 't.moves', { count: 5 })).not.toBe(format('ru', messages, 't.moves', { count: 3 }));
  });

  it('load through the virtual module: a game part holds its words and only those', async () => {
    const { messages } = await catalogParts.de!['gold-rivers']!();
    const ids = Object.keys(messages);
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.every((id) => id.startsWith('gold-rivers.'))).toBe(true);
    const core = await catalogParts.ru!.core!();
    expect(Object.keys(core.messages)).toContain('lobby.games');
    expect(Object.keys(core.messages).some((id) => id.startsWith('gambler.'))).toBe(false);
  });

  it('keep the online table\'s words in a part of their own, which a local room and the lobby do not load', async () => {
    for (const lang of ['en', 'de', 'ru']) {
      const online = Object.keys((await catalogParts[lang]!.online!()).messages);
      expect(online, lang).toContain('online.title');
      expect(online.every((id) => id.startsWith('online.')), lang).toBe(true);
      const core = Object.keys((await catalogParts[lang]!.core!()).messages);
      expect(core.some((id) => id.startsWith('online.')), lang).toBe(false);
      // The tab notice, shown in a local room, keeps its words in the core.
      expect(core, lang).toContain('tabs.back-to-lobby');
    }
  });

  it('make a pseudo-locale that is accented, 40 % longer and keeps its placeholders', async () => {
    expect(pseudoText('Settings')).toBe('Šéţţîñĝššéţţ');
    expect(pseudoText('Settings').length).toBeGreaterThanOrEqual(Math.ceil('Settings'.length * 1.4));
    const code = compilePart(new Map([['t.p', '{count, plural, one {# turn} other {# turns}} for {name}']]), true);
    const { messages } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { messages: Messages };
    const out = format('en', messages, 't.p', { count: 2, name: 'Ada' });
    expect(out).toBe('2 ţûŕñšţû föŕfö Ada');
  });
});

describe('stripping the English from the build', () => {
  it('drops the message of an id descriptor and nothing else', () => {
    expect(stripDescriptorMessages("i18n._({ id: 'menu.save', message: 'Save' })")).toBe("i18n._({ id: 'menu.save' })");
    expect(stripDescriptorMessages("x({ id: 'a.b', message: 'It\\'s {n}', values: { n } })")).toBe("x({ id: 'a.b', values: { n } })");
    expect(stripDescriptorMessages("/*i18n*/ {\n  id: 'g.help.1',\n  message:\n    'One ' +\n    \"two\",\n}")).toBe("/*i18n*/ {\n  id: 'g.help.1',\n}");
    const error = "{ code: 'bad', message: 'The rules failed.' }";
    expect(stripDescriptorMessages(error)).toBe(error);
    const template = "{ id: 'a.b', message: `x ${y}` }";
    expect(stripDescriptorMessages(template)).toBe(template);
  });
});
