// How the bot worker finds the rules a decision request names, without a copy
// of its own. The page sends, with each request, the address of the game's
// rules code (RULES_URL in src/games/<id>/index.ts, which the page got from the
// registry): in a build that is the chunk the page already fetched, so the
// worker's import of it is an HTTP cache hit, and page and worker download the
// rules once between them. Vite bundles a worker apart from the page, so a
// worker that reached the rules through the registry fetched byte-identical
// copies of them under other file names (issue 11: about 17 gzip KB in the
// Mail Run room).
//
// Why the page's chunk is safe to run in a worker: rolldown groups modules by
// the set of entries that reach them, so the chunk holding a game's index.ts
// and the chunks it imports hold only modules reachable from index.ts, that is
// pure rules (lint keeps React, three, the store and the DOM out of them).
//
// Chunk export names are minified in a build, so the module is found by what
// it is (a GameModule with the requested id), not by its name. A message is
// not trusted: only an address on the worker's own origin is imported, and an
// address without those rules gets the protocol's error reply. Pure functions
// here (the worker passes in `import` and its location), so Node tests run them.
import { handleBotRequest, type BotRequest, type BotResponse } from '../core/bot/worker-protocol.ts';
import { errorText } from '../core/replay.ts';
import { findGameModule, sameOriginUrl } from './rules-by-url.ts';

/** A decision request as the page sends it: the protocol's message and the address of the game's rules code. */
export type BotRulesRequest = BotRequest & { rulesUrl: string };

/** At most this much of a hostile address goes into an error sentence. */
const shown = (url: unknown): string => {
  const text = typeof url === 'string' ? url : JSON.stringify(url) ?? String(url);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
};

/**
 * The worker's answer to one message: the rules are imported from the address the message names (once per
 * address), then handleBotRequest decides. Never rejects: whatever goes wrong becomes an error reply.
 */
export function botRulesAnswerer(importModule: (url: string) => Promise<unknown>, here: string): (msg: unknown) => Promise<BotResponse> {
  const loaded = new Map<string, Promise<unknown>>();
  const load = (url: string): Promise<unknown> => {
    let module = loaded.get(url);
    if (!module) {
      module = importModule(url);
      loaded.set(url, module);
      // A failed import (the network, say) is tried again by the next request, not remembered.
      module.catch(() => loaded.delete(url));
    }
    return module;
  };

  return async (msg) => {
    const m = (typeof msg === 'object' && msg !== null ? msg : {}) as Partial<BotRulesRequest>;
    // A message that is not a decision request with a game id gets the protocol's own wording.
    if (m.type !== 'choose' || typeof m.moduleId !== 'string') return handleBotRequest(msg, () => undefined);
    const gameId = m.moduleId;
    const fail = (message: string): BotResponse => ({ type: 'error', id: typeof m.id === 'number' ? m.id : -1, message });
    const url = sameOriginUrl(m.rulesUrl, here);
    if (!url) return fail(`the rules of "${gameId}" must come from this app's own address, not ${shown(m.rulesUrl)}`);
    let exports: unknown;
    try {
      exports = await load(url);
    } catch (e) {
      return fail(`the rules of "${gameId}" could not be loaded from ${shown(url)}: ${errorText(e)}`);
    }
    const module = findGameModule(exports, gameId);
    if (!module) return fail(`${shown(url)} holds no rules of the game "${gameId}"`);
    return handleBotRequest(msg, (id) => (id === module.id ? module : undefined));
  };
}
