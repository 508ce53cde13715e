import { describe, expect, it } from 'vitest';
import { appendEntry, newRecord, type GameRecord } from '../../src/core/log.ts';
import { canUndo, undoLast } from '../../src/core/undo.ts';
import { toyPig, type ToyAction } from './fixtures/toy-pig.ts';

const roll = (seat: number) => ({ input: { kind: 'action' as const, seat, action: { type: 'roll' as const } } });
const bank = (seat: number) => ({ input: { kind: 'action' as const, seat, action: { type: 'bank' as const } } });
const dice = (a: number, b: number) => ({ input: { kind: 'dice' as const, faces: [a, b] } });

function rec(...entries: GameRecord<ToyAction>['inputs']): GameRecord<ToyAction> {
  return entries.reduce((r, e) => appendEntry(r, e), newRecord<ToyAction>('toy-pig', 3, 1, [{ kind: 'human' }, { kind: 'human' }]));
}

describe('undo', () => {
  it('takes back an unconfirmed decision since the last physical result', () => {
    const r = rec(roll(0), dice(4, 5), roll(0));
    const u = undoLast(toyPig, r, 0);
    expect(u.ok).toBe(true);
    if (u.ok) {
      expect(u.record.inputs).toEqual(r.inputs.slice(0, 2));
      expect(u.undone).toEqual(roll(0));
    }
    expect(r.inputs.length).toBe(3); // the record is a value
  });

  it('never takes back a physical result', () => {
    const u = undoLast(toyPig, rec(roll(0), dice(4, 5)), 0);
    expect(!u.ok && u.error.code).toBe('physical');
  });

  it('does not take back another seat\u2019s move', () => {
    const u = undoLast(toyPig, rec(roll(0), dice(4, 5), roll(0)), 1);
    expect(!u.ok && u.error.code).toBe('not-yours');
  });

  it('treats handing the turn to another seat as a confirmation by default', () => {
    const r = rec(roll(0), dice(4, 5), bank(0));
    const u = undoLast(toyPig, r, 0);
    expect(!u.ok && u.error.code).toBe('confirmed');
    expect(canUndo(toyPig, r, 0)).toBe(false);
  });

  it('lets the game decide what confirms', () => {
    const r = rec(roll(0), dice(4, 5), bank(0));
    const lenient = { ...toyPig, isConfirming: () => false };
    expect(undoLast(lenient, r, 0).ok).toBe(true);
    const strict = { ...toyPig, isConfirming: () => true };
    expect(undoLast(strict, rec(roll(0), dice(4, 5), roll(0)), 0).ok).toBe(false);
  });

  it('has nothing to undo in a fresh game', () => {
    expect(!undoLast(toyPig, rec(), 0).ok && undoLast(toyPig, rec(), 0)).toMatchObject({ error: { code: 'nothing-to-undo' } });
  });
});
