// Rules code found by its address, for the workers (the bot's, bot-rules.ts,
// and the save checker's, save-verify.worker.ts): the page sends the address
// of a game's rules (RULES_URL in src/games/<id>/index.ts, handed out by the
// registry's rulesUrl), which in a build is the chunk the page already
// fetched, so a worker imports it from the HTTP cache instead of bundling a
// copy of every game. Chunk export names are minified in a build, so the
// module is found by what it is (a GameModule with the wanted id), not by its
// name; and only an address on the worker's own origin is ever imported.
import type { AnyGameModule } from '../core/contract.ts';

/** The functions every GameModule has (optional hooks aside). */
const MODULE_FUNCTIONS = ['setup', 'awaiting', 'legalActions', 'apply', 'view', 'result', 'invariants', 'describeAction'] as const;

/** Whether `value` is the rules of game `id` (an object with that id and the engine's functions). */
export function isGameModuleOf(value: unknown, id: string): value is AnyGameModule {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return m.id === id && MODULE_FUNCTIONS.every((k) => typeof m[k] === 'function');
}

/** The rules of game `id` among a module's exports (whatever they are named), if any. */
export function findGameModule(exports: unknown, id: string): AnyGameModule | undefined {
  if (typeof exports !== 'object' || exports === null) return undefined;
  return Object.values(exports).find((v): v is AnyGameModule => isGameModuleOf(v, id));
}

/** The absolute form of `url` when it is on the same origin as `here` (the worker's own address), else null. */
export function sameOriginUrl(url: unknown, here: string): string | null {
  if (typeof url !== 'string') return null;
  try {
    const origin = new URL(here).origin;
    const target = new URL(url, here);
    // data:, blob: and file: addresses have the opaque origin "null": never the same as anything.
    return origin !== 'null' && target.origin === origin ? target.href : null;
  } catch {
    return null;
  }
}
