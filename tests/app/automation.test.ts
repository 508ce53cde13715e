import { describe, expect, it } from 'vitest';
import { registerAutomation, roomOpening, roomReady, tabletop } from '../../src/ui/automation.ts';

describe('window.tabletop registry', () => {
  it("offers a room's methods until the room unregisters them", () => {
    const off = registerAutomation({ lastResult: () => 'faces' });
    expect(tabletop.methods()).toContain('lastResult');
    expect((tabletop.lastResult as () => string)()).toBe('faces');
    off();
    expect(tabletop.methods()).not.toContain('lastResult');
    expect(tabletop.lastResult).toBeUndefined();
  });

  it("keeps the shell's own methods", () => {
    expect(() => registerAutomation({ room: () => 'x' })).toThrow(/belongs to the shell/);
    expect(tabletop.room()).not.toBe('x');
  });

  it("an old room unregistering does not remove a newer room's method of the same name", () => {
    const offOld = registerAutomation({ view: () => 'old' });
    registerAutomation({ view: () => 'new' });
    offOld();
    expect((tabletop.view as () => string)()).toBe('new');
  });

  it('ready() resolves with the room once it has mounted', async () => {
    roomOpening('dice-table');
    expect(tabletop.room()).toBe('dice-table');
    const ready = tabletop.ready();
    roomReady();
    await expect(ready).resolves.toBe('dice-table');
  });
});
