// The bot worker imports a game's rules from the address the page sends (the
// chunk the page already fetched), never from a bundled copy. These check the
// pure half of that (src/store/bot-rules.ts): the module is found by what it
// is among minified export names, only the worker's own origin is imported,
// each address once, and every failure is the protocol's error reply.
import { describe, expect, it } from 'vitest';
import { botRulesAnswerer } from '../../src/store/bot-rules.ts';
import { findGameModule, isGameModuleOf, sameOriginUrl } from '../../src/store/rules-by-url.ts';
import { GAMES, isPlayable, rulesUrl } from '../../src/games/registry.ts';
import { toyPig, type ToyState } from '../core/fixtures/toy-pig.ts';

const HERE = 'https://table.example/assets/bot.worker-abc.js';
const TOY_URL = 'https://table.example/assets/toy-pig-123.js';
/** A built chunk's exports: minified names, the module beside other values. */
const TOY_CHUNK = { n: (x: number) => x + 1, t: toyPig, r: 'pig' };

const state: ToyState = { ...toyPig.setup({ seed: 3, players: 2 }), scores: [18, 0], pot: 6 };
const request = (over: Record<string, unknown> = {}) => ({
  type: 'choose',
  id: 7,
  moduleId: 'toy-pig',
  rulesUrl: TOY_URL,
  state,
  seat: 0,
  level: 'hard',
  seed: 3,
  players: 2,
  ...over,
});

/** An importer that serves the given chunks by address and counts what it was asked for. */
const fakeImporter = (chunks: Record<string, unknown>) => {
  const asked: string[] = [];
  const importModule = async (url: string) => {
    asked.push(url);
    if (!(url in chunks)) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    return chunks[url];
  };
  return { asked, importModule };
};

describe('finding the rules among a chunk’s exports', () => {
  it('a GameModule is recognised by its id and the engine’s functions', () => {
    expect(isGameModuleOf(toyPig, 'toy-pig')).toBe(true);
    expect(isGameModuleOf(toyPig, 'pony-express')).toBe(false);
    expect(isGameModuleOf({ id: 'toy-pig' }, 'toy-pig')).toBe(false);
    expect(isGameModuleOf({ ...toyPig, apply: 'not a function' }, 'toy-pig')).toBe(false);
    for (const v of [null, undefined, 'toy-pig', 3, () => toyPig]) expect(isGameModuleOf(v, 'toy-pig')).toBe(false);
  });

  it('the module is found whatever its export is named, and only for its own id', () => {
    expect(findGameModule(TOY_CHUNK, 'toy-pig')).toBe(toyPig);
    expect(findGameModule(TOY_CHUNK, 'gambler')).toBeUndefined();
    expect(findGameModule(null, 'toy-pig')).toBeUndefined();
    expect(findGameModule('toy-pig', 'toy-pig')).toBeUndefined();
  });

  it('every playable game’s pure entry exports its rules and its own address, and the registry hands that address out', async () => {
    for (const entry of GAMES.filter(isPlayable)) {
      const url = await rulesUrl(entry.id);
      // In Node the address is the file's URL; in a build it is the chunk's.
      expect(url).toMatch(new RegExp(`^file:.*/src/games/${entry.id}/index\\.ts$`));
      const exports = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
      expect(exports.RULES_URL).toBe(url);
      expect(findGameModule(exports, entry.id)?.id).toBe(entry.id);
    }
    await expect(rulesUrl('poker-night')).rejects.toThrow('There is no game "poker-night".');
  });
});

describe('the worker’s own origin only', () => {
  it('resolves relative and same-origin addresses', () => {
    expect(sameOriginUrl('/assets/toy-pig-123.js', HERE)).toBe(TOY_URL);
    expect(sameOriginUrl('./toy-pig-123.js', HERE)).toBe(TOY_URL);
    expect(sameOriginUrl(TOY_URL, HERE)).toBe(TOY_URL);
  });

  it('refuses other origins, opaque origins and non-addresses', () => {
    for (const url of [
      'https://evil.example/assets/toy-pig-123.js',
      'http://table.example/assets/toy-pig-123.js', // another scheme is another origin
      'https://table.example:8443/assets/toy-pig-123.js',
      '//evil.example/x.js',
      'data:text/javascript,export default 1',
      'javascript:alert(1)',
      'http://[bad',
      42,
      null,
      undefined,
      { href: TOY_URL },
    ]) {
      expect(sameOriginUrl(url, HERE), String(url)).toBeNull();
    }
    expect(sameOriginUrl('/x.js', 'file:///work/src/store/bot.worker.ts')).toBeNull();
  });
});

describe('answering a decision request', () => {
  it('imports the rules from the sent address and answers with the bot’s action, echoing the id', async () => {
    const { asked, importModule } = fakeImporter({ [TOY_URL]: TOY_CHUNK });
    const answer = botRulesAnswerer(importModule, HERE);
    expect(await answer(JSON.parse(JSON.stringify(request())))).toMatchObject({ type: 'chosen', id: 7, action: { type: 'bank' } });
    expect(asked).toEqual([TOY_URL]);
  });

  it('imports each address once, however many requests name it', async () => {
    const { asked, importModule } = fakeImporter({ [TOY_URL]: TOY_CHUNK });
    const answer = botRulesAnswerer(importModule, HERE);
    const replies = await Promise.all([answer(request({ id: 1 })), answer(request({ id: 2 })), answer(request({ id: 3, rulesUrl: '/assets/toy-pig-123.js' }))]);
    expect(replies.map((r) => [r.type, r.id])).toEqual([['chosen', 1], ['chosen', 2], ['chosen', 3]]);
    expect(asked).toEqual([TOY_URL]);
  });

  it('an address on another origin gets an error reply and is never imported', async () => {
    const { asked, importModule } = fakeImporter({ 'https://evil.example/x.js': TOY_CHUNK });
    const answer = botRulesAnswerer(importModule, HERE);
    const reply = await answer(request({ rulesUrl: 'https://evil.example/x.js' }));
    expect(reply).toEqual({ type: 'error', id: 7, message: 'the rules of "toy-pig" must come from this app\'s own address, not https://evil.example/x.js' });
    expect(await answer(request({ rulesUrl: undefined }))).toMatchObject({ type: 'error', id: 7, message: expect.stringContaining('own address') });
    expect(asked).toEqual([]);
  });

  it('an address whose module has no rules of that game gets an error reply', async () => {
    const other = 'https://table.example/assets/texts-9.js';
    const { importModule } = fakeImporter({ [TOY_URL]: TOY_CHUNK, [other]: { t: 'Mail Run', n: { id: 'toy-pig' } } });
    const answer = botRulesAnswerer(importModule, HERE);
    expect(await answer(request({ rulesUrl: other }))).toEqual({ type: 'error', id: 7, message: `${other} holds no rules of the game "toy-pig"` });
    // The right chunk, the wrong game id: the toy chunk holds no rules of "gambler".
    expect(await answer(request({ moduleId: 'gambler' }))).toMatchObject({ type: 'error', id: 7, message: expect.stringContaining('no rules of the game "gambler"') });
  });

  it('a failed import is an error reply, and the next request tries the address again', async () => {
    const chunks: Record<string, unknown> = {};
    const { asked, importModule } = fakeImporter(chunks);
    const answer = botRulesAnswerer(importModule, HERE);
    expect(await answer(request())).toMatchObject({ type: 'error', id: 7, message: expect.stringContaining('could not be loaded') });
    chunks[TOY_URL] = TOY_CHUNK;
    expect(await answer(request())).toMatchObject({ type: 'chosen', id: 7 });
    expect(asked).toEqual([TOY_URL, TOY_URL]);
  });

  it('malformed messages get the protocol’s own error replies and never reject', async () => {
    const { asked, importModule } = fakeImporter({ [TOY_URL]: TOY_CHUNK });
    const answer = botRulesAnswerer(importModule, HERE);
    for (const msg of [null, 'hi', 42, { type: 'dance', id: 3 }, request({ moduleId: 5 }), request({ level: 'godlike' }), request({ state: { garbage: true } })]) {
      expect((await answer(msg)).type, JSON.stringify(msg)).toBe('error');
    }
    expect(await answer({ type: 'dance', id: 3 })).toMatchObject({ id: 3, message: expect.stringContaining('unknown bot request type') });
    expect(await answer(request({ level: 'godlike' }))).toMatchObject({ id: 7, message: expect.stringMatching(/level/) });
    expect(asked).toEqual([TOY_URL]);
  });
});
