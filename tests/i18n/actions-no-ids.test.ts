// The online server codes the message ids of what it sends a built page (src/server/message-codes.ts) but not the legal
// actions, which the page sends back as they came; a page that built an action of its own from a view would hold codes
// where the rules hold ids. So no action of any game may carry a catalog id: checked over a whole bot game of each.
import { describe, expect, it } from 'vitest';
import { GAMES, loadGame } from '../../src/games/registry.ts';
import { botGame } from './bot-game.ts';
import { catalogPath, readPo } from './po.ts';

const ids = new Set(readPo(catalogPath('en')).keys());

/** Every string inside a value. */
const strings = (v: unknown, into: string[] = []): string[] => {
  if (typeof v === 'string') into.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, into);
  else if (typeof v === 'object' && v !== null) for (const x of Object.values(v)) strings(x, into);
  return into;
};

describe('legal actions carry no message id', () => {
  for (const entry of GAMES) {
    it(entry.id, async () => {
      const module = await loadGame(entry.id);
      const { states } = botGame(module, 7, Math.min(3, entry.maxPlayers));
      const found = new Set<string>();
      for (const s of states) {
        const aw = module.awaiting(s as never);
        if (aw.kind !== 'decision') continue;
        for (const a of module.legalActions(s as never)) for (const t of strings(a)) if (ids.has(t)) found.add(t);
      }
      expect([...found]).toEqual([]);
    });
  }
});
