import { describe, expect, it } from 'vitest';
import type { Input } from '../../src/core/contract.ts';
import { loadSession, saveSession, startSession, submit, undoSession, type Session } from '../../src/core/session.ts';
import { toyPig, type ToyAction, type ToyState } from './fixtures/toy-pig.ts';

const seats = [{ kind: 'human' as const }, { kind: 'bot' as const, level: 'hard' as const }];

function started(): Session<ToyState, ToyAction> {
  const s = startSession(toyPig, seats, 4);
  if (!s.ok) throw new Error(s.error.message);
  return s.session;
}

describe('session', () => {
  it('applies inputs, logs them with their physics, and keeps the old session untouched', () => {
    const s0 = started();
    const s1 = submit(s0, { kind: 'action', seat: 0, action: { type: 'roll' } });
    expect(s1.ok).toBe(true);
    if (!s1.ok) return;
    const trace = { kind: 'throw' as const, spec: { kinds: ['d6' as const, 'd6' as const], dice: [], seed: 1 }, rethrows: [] };
    const s2 = submit(s1.session, { kind: 'dice', faces: [2, 5] }, trace);
    expect(s2.ok && s2.session.state.pot).toBe(7);
    expect(s2.ok && s2.session.record.inputs[1]?.physics).toEqual(trace);
    expect(s0.record.inputs).toEqual([]);
    expect(s1.session.record.inputs.length).toBe(1);
  });

  it('returns the rule error for an illegal input', () => {
    const r = submit(started(), { kind: 'dice', faces: [2, 5] });
    expect(!r.ok && r.error.code).toBe('not-awaiting-physics');
  });

  it('undoes an unconfirmed decision and refuses to undo a throw', () => {
    let s = started();
    const inputs: Input<ToyAction>[] = [{ kind: 'action', seat: 0, action: { type: 'roll' } }, { kind: 'dice', faces: [2, 5] }, { kind: 'action', seat: 0, action: { type: 'roll' } }];
    for (const input of inputs) {
      const r = submit(s, input);
      if (!r.ok) throw new Error(r.error.message);
      s = r.session;
    }
    const u = undoSession(s, 0);
    expect(u.ok && u.session.state.phase).toBe('decide');
    expect(u.ok && u.session.state.pot).toBe(7);
    expect(u.ok && undoSession(u.session, 0)).toMatchObject({ ok: false, error: { code: 'physical' } });
  });

  it('saves and resumes to the same state; a bad file gives a typed error', () => {
    const r = submit(started(), { kind: 'action', seat: 0, action: { type: 'roll' } });
    if (!r.ok) throw new Error(r.error.message);
    const back = loadSession(saveSession(r.session as Session<unknown, unknown>), [toyPig]);
    expect(back.ok && back.session.state).toEqual(r.session.state);
    expect(loadSession('{"format"', [toyPig])).toMatchObject({ ok: false, error: { code: 'truncated' } });
  });

  it('reports a player count the game does not take', () => {
    expect(startSession(toyPig, [seats[0]!], 1)).toMatchObject({ ok: false, error: { code: 'players' } });
  });
});
