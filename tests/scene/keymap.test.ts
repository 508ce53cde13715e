// Keys as data (src/scene/kit/keymap.ts): one table of rows per game handles
// the presses and prints the help's key table, the one-line hint and a
// button's key, so the help cannot say one thing while a key does another.
import { describe, expect, it } from 'vitest';
import { bindKeys, keyFor, keyLine, keyTable, keyWords, pressKey, type KeyMap } from '../../src/scene/kit/keymap.ts';

interface Ctx {
  log: string[];
}

const MAP: KeyMap<Ctx> = [
  { keys: ['Space'], does: 'throw (the session’s key)' },
  { keys: ['ArrowLeft', 'ArrowRight'], label: 'Arrow keys', does: 'walk', short: 'Arrows walk', run: (c, k) => void c.log.push(k) },
  { keys: ['b'], does: 'bury', short: 'B buries', name: 'bury', run: (c) => void c.log.push('bury') },
  { keys: ['Escape'], label: 'Esc', does: 'drop', run: (c) => (c.log.push('drop'), false) },
  { keys: ['1', '2', '3'], label: '1–3', does: 'pick a die', run: (c, k) => void c.log.push(`die ${k}`) },
];

describe('a key map', () => {
  it('runs the row a key belongs to (a letter in either case) and says it was taken', () => {
    const c: Ctx = { log: [] };
    expect(pressKey(MAP, c, 'B')).toBe(true);
    expect(pressKey(MAP, c, 'b')).toBe(true);
    expect(pressKey(MAP, c, 'ArrowRight')).toBe(true);
    expect(pressKey(MAP, c, '2')).toBe(true);
    expect(c.log).toEqual(['bury', 'bury', 'ArrowRight', 'die 2']);
  });

  it('leaves unknown keys and explaining rows alone, and a row may run yet pass the key on', () => {
    const c: Ctx = { log: [] };
    expect(pressKey(MAP, c, 'x')).toBe(false);
    expect(pressKey(MAP, c, 'Space')).toBe(false);
    expect(pressKey(MAP, c, 'Escape')).toBe(false);
    expect(c.log).toEqual(['drop']);
  });

  it('prints the help’s table, the hint line and a button’s key from the same rows', () => {
    expect(keyTable(MAP)).toEqual([
      { keys: 'Space', does: 'throw (the session’s key)' },
      { keys: 'Arrow keys', does: 'walk' },
      { keys: 'b', does: 'bury' },
      { keys: 'Esc', does: 'drop' },
      { keys: '1–3', does: 'pick a die' },
    ]);
    expect(keyLine(MAP)).toBe('Arrows walk · B buries');
    expect(keyFor(MAP, 'bury')).toBe('b');
    expect(() => keyFor(MAP, 'fly')).toThrow(/fly/);
  });

  it('binds runs by name to rows written without them (rows a pure half can hold), refusing an unknown name', () => {
    const rows = [{ keys: ['b'], label: 'B', does: 'bury', name: 'bury' }, { keys: ['Space'], does: 'throw' }];
    const c: Ctx = { log: [] };
    const map = bindKeys<Ctx>(rows, { bury: (x) => void x.log.push('bury') });
    expect(pressKey(map, c, 'B')).toBe(true);
    expect(pressKey(map, c, 'Space')).toBe(false);
    expect(c.log).toEqual(['bury']);
    expect(keyTable(map)).toEqual([{ keys: 'B', does: 'bury' }, { keys: 'Space', does: 'throw' }]);
    expect(() => bindKeys<Ctx>(rows, { fly: () => undefined })).toThrow(/fly/);
  });

  it('takes a row\'s words from the help\'s key table, so the table it prints is the help\'s', () => {
    const words = { bury: { keys: 'B', does: 'bury the marker' }, drop: { keys: 'Esc', does: 'drop the pick' } };
    const c: Ctx = { log: [] };
    const map: KeyMap<Ctx> = [
      { keys: ['b'], ...keyWords(words.bury), name: 'bury', run: (x) => void x.log.push('bury') },
      { keys: ['Escape'], ...keyWords(words.drop), run: (x) => void x.log.push('drop') },
    ];
    expect(keyTable(map)).toEqual(Object.values(words));
    expect(keyFor(map, 'bury')).toBe('B');
    expect(pressKey(map, c, 'Escape')).toBe(true);
    expect(c.log).toEqual(['drop']);
  });
});
