// How a language's catalog is cut into parts (issue 25): a room loads the core
// part (lobby, menus, HUD: every id not named after a game or room) and its own
// game's part (ids `<game>.…`: its rules help, log, prompts), so the words of
// the other four games never travel with it. Pure, for the build plugin
// (src/tools/vite-catalog-parts.ts) and its test.

export const CORE_PART = 'core';

/** The part an id belongs to: the game or room it is named after, else the core. */
export function partOf(id: string, parts: readonly string[]): string {
  const head = id.slice(0, id.indexOf('.'));
  return head && parts.includes(head) ? head : CORE_PART;
}

/** Cuts id → text into one map per part (the core part always, even when empty). */
export function splitCatalog(messages: ReadonlyMap<string, string>, parts: readonly string[]): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>([[CORE_PART, new Map()]]);
  for (const part of parts) out.set(part, new Map());
  for (const [id, text] of messages) out.get(partOf(id, parts))!.set(id, text);
  return out;
}

// The pseudo-locale (test builds): every letter accented and every word about
// 40 % longer, so a layout that only fits English shows it (German and Russian
// run 20–40 % longer). Only literal text is changed, never an ICU placeholder.
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'].map((c, i) => [c, [...'àƀçđéĝĥîķļñöŕšţûýžÀƁÇĐÉĜĤÎĶĻÑÖŔŠŢÛÝŽ'][i]!]),
);

const accent = (s: string): string => [...s].map((c) => ACCENTED[c] ?? c).join('');

/** "Settings" → "Šéţţîñĝšŝéţ": accented, each word lengthened by 40 % (rounded up) with its own letters. */
export const pseudoText = (s: string): string =>
  s.replace(/\p{L}+/gu, (word) => {
    const extra = Math.ceil(word.length * 0.4);
    return accent(word + word.repeat(Math.ceil(extra / word.length)).slice(0, extra).toLowerCase());
  });
