// One key map for every game room: U (or Ctrl+Z) undoes, Space throws, ? opens the rules, ← / →
// step a replay, in every game; no game's own key handler claims these keys,
// and Tab is left to the browser (focus must reach the buttons and the menu).
import { describe, expect, it } from 'vitest';
import { sharedKey, type KeyLike } from '../../src/ui/session/shared-keys.ts';
import { GAMBLER_KEY_ROWS } from '../../src/games/gambler/view/hud/keys.ts';
import { PONY_KEY_MAP } from '../../src/games/pony-express/view/hud/keys.ts';
import type { PonyController } from '../../src/games/pony-express/view/hud/controller.ts';
import { pressKey } from '../../src/scene/kit/keymap.ts';

const press = (key: string, more: Partial<KeyLike> = {}): KeyLike => ({
  key, code: key === ' ' ? 'Space' : `Key${key.toUpperCase()}`, repeat: false, ctrlKey: false, metaKey: false, altKey: false, target: { tagName: 'BODY' }, ...more,
});

describe('the shared key map', () => {
  it('undoes with U and Ctrl+Z, throws with Space, steps replays with the arrows', () => {
    expect(sharedKey(press('u'), false)).toBe('undo');
    expect(sharedKey(press('U'), false)).toBe('undo');
    expect(sharedKey(press('z', { ctrlKey: true }), false)).toBe('undo');
    expect(sharedKey(press(' '), false)).toBe('throw');
    expect(sharedKey(press('ArrowRight'), true)).toBe('replay-forward');
    expect(sharedKey(press('ArrowLeft'), true)).toBe('replay-back');
    expect(sharedKey(press('ArrowLeft'), false)).toBeNull();
  });

  it('opens the rules with ? in every game, not while typing', () => {
    expect(sharedKey(press('?'), false)).toBe('help');
    expect(sharedKey(press('?', { target: { tagName: 'INPUT' } }), false)).toBeNull();
  });

  it('leaves typing and focused buttons alone', () => {
    expect(sharedKey(press('u', { target: { tagName: 'INPUT' } }), false)).toBeNull();
    expect(sharedKey(press(' ', { target: { tagName: 'BUTTON' } }), false)).toBeNull();
    expect(sharedKey(press(' ', { target: { tagName: 'A' } }), false)).toBeNull();
    expect(sharedKey(press(' ', { repeat: true }), false)).toBeNull();
    expect(sharedKey(press('u', { altKey: true }), false)).toBeNull();
  });

  it('no game claims a shared key, nor Tab', () => {
    const gamblerCtx = { pickDie: () => undefined, picking: { move: () => undefined, enter: () => undefined, cancel: () => undefined }, stop: () => undefined, rethrow: () => undefined } as unknown as Parameters<typeof pressKey<never>>[1];
    const ponyCtx = {
      deciding: () => true, rethrow: () => true, actType: () => true,
      picking: { toggle: () => undefined, move: () => undefined, enter: () => undefined },
    } as unknown as PonyController;
    for (const key of ['u', 'U', ' ', 'Tab', '?']) {
      expect(pressKey(GAMBLER_KEY_ROWS, gamblerCtx, key)).toBe(false);
      expect(pressKey(PONY_KEY_MAP, ponyCtx, key)).toBe(false);
    }
  });
});
