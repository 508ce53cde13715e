// The cursor keys as key rows: Main Street's cursor walks its options back
// (← ↑) and on (→ ↓), Silver Creek County's is the kit's picking (a direction
// per arrow); Enter acts, anything else is left alone, nothing in a replay.
import { describe, expect, it } from 'vitest';
import { handleStreetKey } from '../../src/games/main-street/view/hud/keys.ts';
import { handleCarsonKey } from '../../src/games/carson-city/view/hud/keys.ts';
import type { StreetController } from '../../src/games/main-street/view/hud/controller.ts';
import type { CarsonController } from '../../src/games/carson-city/view/hud/controller.ts';

const recorder = () => {
  const calls: string[] = [];
  return { calls, moveCursor: (s: -1 | 1) => calls.push(`move ${s}`), enter: () => calls.push('enter'), handKinds: () => [], chooseKind: () => undefined };
};
/** Silver Creek County's cursor is the kit's picking: the keys call it with a direction. */
const carsonRecorder = () => {
  const calls: string[] = [];
  const picking = { move: (d: string) => calls.push(`move ${d}`), enter: () => calls.push('enter'), cancel: () => calls.push('cancel') };
  return { calls, controller: { picking, character: () => false } as unknown as CarsonController };
};

describe('the cursor keys as key rows', () => {
  it('walk back with ← ↑, on with → ↓, and act with Enter, in both games', () => {
    const street = recorder();
    const carson = carsonRecorder();
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'Enter']) {
      expect(handleStreetKey({ key }, { controller: street as unknown as StreetController, inReplay: () => false })).toBe(true);
      expect(handleCarsonKey({ key }, { controller: carson.controller, inReplay: () => false })).toBe(true);
    }
    expect(street.calls).toEqual(['move -1', 'move -1', 'move 1', 'move 1', 'enter']);
    expect(carson.calls).toEqual(['move left', 'move up', 'move right', 'move down', 'enter']);
  });

  it('leave other keys alone (Esc goes on to the session HUD) and do nothing in a replay', () => {
    const c = recorder();
    const ctx = { controller: c as unknown as StreetController, inReplay: () => false };
    for (const key of ['p', '9', ' ', 'Escape', 'u']) expect(handleStreetKey({ key }, ctx)).toBe(false);
    expect(handleStreetKey({ key: 'Enter' }, { ...ctx, inReplay: () => true })).toBe(false);
    expect(c.calls).toEqual([]);
    const carson = carsonRecorder();
    expect(handleCarsonKey({ key: 'Escape' }, { controller: carson.controller, inReplay: () => false })).toBe(false);
    expect(carson.calls).toEqual(['cancel']);
  });
});
