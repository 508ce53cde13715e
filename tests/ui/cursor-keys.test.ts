// The shared cursor keys (Main Street, Silver Creek County): arrows walk back
// and on, Enter acts, anything else is left to the game's own keys.
import { describe, expect, it } from 'vitest';
import { handleCursorKey } from '../../src/ui/hud/cursor-keys.ts';
import { handleStreetKey } from '../../src/games/main-street/view/hud/keys.ts';
import type { StreetController } from '../../src/games/main-street/view/hud/controller.ts';

const recorder = () => {
  const calls: string[] = [];
  return { calls, moveCursor: (s: -1 | 1) => calls.push(`move ${s}`), enter: () => calls.push('enter') };
};

describe('handleCursorKey', () => {
  it('walks back with ← ↑, on with → ↓, and acts with Enter', () => {
    const c = recorder();
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'Enter']) expect(handleCursorKey(key, c)).toBe(true);
    expect(c.calls).toEqual(['move -1', 'move -1', 'move 1', 'move 1', 'enter']);
  });

  it('leaves every other key to the game', () => {
    const c = recorder();
    for (const key of ['p', '1', ' ', 'Escape', 'u']) expect(handleCursorKey(key, c)).toBe(false);
    expect(c.calls).toEqual([]);
  });

  it("is what a game's key handler reads first, and nothing in a replay", () => {
    const c = { ...recorder(), handKinds: () => [], chooseKind: () => undefined } as unknown as StreetController & { calls: string[] };
    expect(handleStreetKey({ key: 'ArrowDown' }, { controller: c, inReplay: () => false })).toBe(true);
    expect(handleStreetKey({ key: 'Enter' }, { controller: c, inReplay: () => true })).toBe(false);
    expect(c.calls).toEqual(['move 1']);
  });
});
