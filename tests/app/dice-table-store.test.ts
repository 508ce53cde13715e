// The dice-table store with the real headless physics standing in for the
// scene: what the scene would step to rest, simulateThrow runs to rest.
import { beforeAll, describe, expect, it } from 'vitest';
import { initPhysics } from '../../src/physics/rapier.ts';
import { simulateThrow } from '../../src/physics/dice-run.ts';
import { createDiceTableStore } from '../../src/store/dice-table.ts';
import { kindsFor } from '../../src/rooms/dice-table/automation.ts';

beforeAll(() => initPhysics());

/** Plays the scene's part: run the pending throw to rest and report it. */
function settlePending(table: ReturnType<typeof createDiceTableStore>) {
  const rolling = table.store.getState().rolling;
  if (!rolling) throw new Error('nothing rolling');
  table.actions.settled(rolling.id, simulateThrow(rolling.spec));
}

describe('dice-table store', () => {
  it('a seeded throw resolves with the faces the physics read, and lands in history', async () => {
    const table = createDiceTableStore(7);
    table.actions.setDice('d6', 3);
    const done = table.actions.throwDice({ seed: 99, source: 'roll' });
    const spec = table.store.getState().rolling!.spec;
    settlePending(table);
    const record = await done;
    expect(record.faces).toEqual(simulateThrow(spec).faces);
    expect(record.sum).toBe((record.faces as number[]).reduce((a, b) => a + b, 0));
    expect(table.store.getState().last).toBe(record);
    expect(table.store.getState().history[0]).toBe(record);
    expect(table.store.getState().rolling).toBeNull();
  });

  it('refuses a second throw while the dice roll, without touching the first', async () => {
    const table = createDiceTableStore(1);
    const first = table.actions.throwDice({ seed: 5, source: 'roll' });
    const pending = table.store.getState().rolling;
    await expect(table.actions.throwDice({ seed: 6, source: 'roll' })).rejects.toThrow(/still rolling/);
    expect(table.store.getState().rolling).toBe(pending);
    settlePending(table);
    await first;
  });

  it('rejects a bad gesture with the physics error and stays idle', async () => {
    const table = createDiceTableStore(1);
    await expect(
      table.actions.throwDice({ gesture: { from: { x: 0, z: 0 }, to: { x: Number.NaN, z: 0 }, durationMs: 100 }, source: 'automation' }),
    ).rejects.toThrow(/finite/);
    expect(table.store.getState().rolling).toBeNull();
  });

  it('has no sum for poker dice', async () => {
    const table = createDiceTableStore(3);
    const done = table.actions.throwDice({ kinds: ['poker', 'poker'], seed: 4, source: 'automation' });
    settlePending(table);
    expect((await done).sum).toBeNull();
  });

  it('limits the table to 1–10 dice of a known kind', () => {
    const table = createDiceTableStore(3);
    expect(() => table.actions.setDice('d6', 11)).toThrow(/1 to 10/);
    expect(() => table.actions.setDice('d6', 0)).toThrow(/1 to 10/);
    expect(() => table.actions.setDice('d20' as 'd6', 2)).toThrow(/unknown die kind/);
    table.actions.setDice('disc12', 3);
    expect(table.store.getState().dice).toEqual(['disc12', 'disc12', 'disc12']);
  });
});

describe('throwDice options', () => {
  it('fills a single kind to the count, or the dice on the table', () => {
    expect(kindsFor({ kinds: 'poker', count: 3 }, ['d6'])).toEqual(['poker', 'poker', 'poker']);
    expect(kindsFor({}, ['disc01', 'disc01'])).toEqual(['disc01', 'disc01']);
    expect(kindsFor({ count: 2 }, ['disc02'])).toEqual(['disc02', 'disc02']);
    expect(kindsFor({ kinds: ['d6', 'poker'] }, ['d6'])).toEqual(['d6', 'poker']);
  });
  it('explains nonsense', () => {
    expect(() => kindsFor({ count: 0 }, ['d6'])).toThrow(/count must be an integer from 1 to 10/);
    expect(() => kindsFor({ count: 2.5 }, ['d6'])).toThrow(/count/);
    expect(() => kindsFor({ kinds: 'd20' as 'd6' }, ['d6'])).toThrow(/not one of/);
    expect(() => kindsFor({ kinds: ['d6'], count: 2 }, ['d6'])).toThrow(/does not match/);
  });
});
