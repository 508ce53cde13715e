// A save loaded as unverified stays visibly marked (issue 12, item 5), also
// after a reload resumes it; a new game or a verified save carries no mark.
import { describe, expect, it } from 'vitest';
import { toyPig, type ToyAction } from '../core/fixtures/toy-pig.ts';
import { appendEntry, newRecord } from '../../src/core/log.ts';
import { createSaveHealth } from '../../src/store/session/save-health.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}
const fresh = newRecord<ToyAction>('toy-pig', toyPig.version, 7, [{ kind: 'human' }, { kind: 'human' }], { target: 20 });
const loaded = appendEntry(appendEntry(fresh, { input: { kind: 'action', seat: 0, action: { type: 'roll' } } }), { input: { kind: 'dice', faces: [6, 6] } });
const later = appendEntry(loaded, { input: { kind: 'action', seat: 0, action: { type: 'bank' } } });

describe('the unverified mark', () => {
  it('outlasts a reload of the game it was loaded with', () => {
    const storage = memoryStorage();
    createSaveHealth(storage, loaded).markUnverified('Unverified save: physics version 1', loaded);
    expect(createSaveHealth(storage, later).store.getState().unverified).toBe('Unverified save: physics version 1');
  });

  it('is not shown on a new game, even with the same seed, nor after a verified save replaced it', () => {
    const storage = memoryStorage();
    const health = createSaveHealth(storage, loaded);
    health.markUnverified('Unverified save: physics version 1', loaded);
    expect(createSaveHealth(storage, fresh).store.getState().unverified).toBeNull();
    expect(createSaveHealth(storage, { ...later, seed: 8 }).store.getState().unverified).toBeNull();
    health.markUnverified(null);
    expect(health.store.getState().unverified).toBeNull();
    expect(createSaveHealth(storage, later).store.getState().unverified).toBeNull();
  });
});
