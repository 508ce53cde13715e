// The cursor keys as key rows: in Main Street and Silver Creek County they
// drive the kit's picking (a direction per arrow); Enter acts, anything else
// is left alone, nothing in a replay (Main Street's key map is off in a
// replay by useKeyMap, and so are the County's).
import { describe, expect, it } from 'vitest';
import { pressKey } from '../../src/scene/kit/keymap.ts';
import { STREET_KEYS } from '../../src/games/main-street/view/hud/keys.ts';
import { CARSON_KEY_ROWS } from '../../src/games/carson-city/view/hud/keys.ts';
import type { StreetController } from '../../src/games/main-street/view/hud/controller.ts';
import type { CarsonController } from '../../src/games/carson-city/view/hud/controller.ts';

const recorder = () => {
  const calls: string[] = [];
  const picking = { move: (d: string) => calls.push(`move ${d}`), enter: () => calls.push('enter') };
  return { calls, controller: { picking, handKinds: () => [], chooseKind: () => undefined } as unknown as StreetController };
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
      expect(pressKey(STREET_KEYS, street.controller, key)).toBe(true);
      expect(pressKey(CARSON_KEY_ROWS, carson.controller, key)).toBe(true);
    }
    expect(street.calls).toEqual(['move left', 'move up', 'move right', 'move down', 'enter']);
    expect(carson.calls).toEqual(['move left', 'move up', 'move right', 'move down', 'enter']);
  });

  it('leave other keys alone (Esc goes on to the session HUD) and do nothing in a replay', () => {
    const c = recorder();
    for (const key of ['p', '9', ' ', 'Escape', 'u']) expect(pressKey(STREET_KEYS, c.controller, key)).toBe(false);
    expect(c.calls).toEqual([]);
    const carson = carsonRecorder();
    expect(pressKey(CARSON_KEY_ROWS, carson.controller, 'Escape')).toBe(false);
    expect(carson.calls).toEqual(['cancel']);
  });
});
