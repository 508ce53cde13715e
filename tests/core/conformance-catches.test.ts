// The conformance suite must fail on broken modules, or passing it proves
// nothing. Each mutant of the toy game breaks one rule of the contract.
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../src/core/contract.ts';
import { conformanceChecks } from './conformance.ts';
import { toyPig, type ToyAction, type ToyState } from './fixtures/toy-pig.ts';

type Toy = GameModule<ToyState, ToyAction>;

function failing(module: Toy): string[] {
  return conformanceChecks(module, { playouts: 1, players: [2], sampledStates: 15 }).flatMap((c) => {
    try {
      c.run();
      return [];
    } catch {
      return [c.name];
    }
  });
}

describe('conformance suite', () => {
  it('passes the toy game', () => {
    expect(failing(toyPig)).toEqual([]);
  });

  it('catches a setup that comes back after play began, or that waits for dice', () => {
    const name = 'says it is in setup only from the start, before any throw or flick and never again once play began';
    // Setup while nobody has scored: true again after every turn that banked nothing.
    expect(failing({ ...toyPig, inSetup: (s) => s.scores.every((x) => x === 0) })).toContain(name);
    expect(failing({ ...toyPig, inSetup: (s) => s.phase === 'throw' })).toContain(name);
    expect(failing({ ...toyPig, inSetup: () => false })).toEqual([]);
  });

  it('catches a view that shows other seats\u2019 secrets', () => {
    expect(failing({ ...toyPig, view: (s) => s })).toContain('shows each seat only what it may see');
  });

  it('catches an apply that mutates its input', () => {
    const mutating: Toy = {
      ...toyPig,
      apply(s, input) {
        const r = toyPig.apply(s, input);
        if (r.ok && input.kind === 'action') s.log.push('oops');
        return r;
      },
    };
    expect(failing(mutating).length).toBeGreaterThan(0);
  });

  it('catches an apply that accepts faces it must reject', () => {
    const lax: Toy = {
      ...toyPig,
      apply: (s, input) => (input?.kind === 'dice' && s.phase === 'throw' ? { ok: true, state: { ...s, phase: 'decide' } } : toyPig.apply(s, input)),
    };
    expect(failing(lax)).toContain('rejects illegal inputs with a typed error and the state untouched');
  });

  it('catches an apply that answers an engine input error with its own code, or an undeclared code', () => {
    const ownSeatCode: Toy = {
      ...toyPig,
      apply: (s, input) =>
        input?.kind === 'action' && s.phase === 'decide' && input.seat !== s.turn ? { ok: false, error: { code: 'not-your-turn', message: 'wait' } } : toyPig.apply(s, input),
    };
    expect(failing(ownSeatCode)).toContain('rejects illegal inputs with a typed error and the state untouched');
    const undeclared: Toy = { ...toyPig, errorCodes: ['empty-pot'] }; // its unknown actions answer 'illegal-action'
    expect(failing(undeclared)).toContain('rejects illegal inputs with a typed error and the state untouched');
    expect(failing({ ...toyPig, errorCodes: ['illegal-action', 'empty-pot', 'wrong-seat'] })).toContain('declares sane metadata and options');
  });

  it('catches a legal action the rules then reject', () => {
    const liar = { ...toyPig, legalActions: (s: ToyState) => (s.phase === 'decide' ? [{ type: 'roll' }, { type: 'fly' }] : []) } as unknown as Toy;
    expect(failing(liar)).toContain('applies every legal action');
  });

  it('catches broken invariants and a result before the end', () => {
    expect(failing({ ...toyPig, invariants: (s) => (s.pot > 8 ? ['pot too big'] : []) })).toContain(
      'keeps its invariants through random playouts, and awaiting, legalActions and result agree',
    );
    expect(failing({ ...toyPig, result: () => ({ scores: [0, 0], ranking: [[0, 1]], summary: '', breakdown: [[], []] }) })).toContain(
      'keeps its invariants through random playouts, and awaiting, legalActions and result agree',
    );
  });

  it('catches a result whose breakdown does not add up, or hides the tie-break that decided', () => {
    const explains = "explains every result: per seat its rules' rows sum to the score, the tie-break is stated when it decided";
    const short = (s: ToyState) => {
      const r = toyPig.result(s);
      return r && { ...r, breakdown: r.breakdown.map((rows) => rows.slice(0, 1)) };
    };
    expect(failing({ ...toyPig, result: short })).toContain(explains);
    const ragged = (s: ToyState) => {
      const r = toyPig.result(s);
      return r && { ...r, breakdown: r.breakdown.map((rows, seat) => (seat === 0 ? [...rows, { rule: 'extra', label: 'Extra', count: null, points: 0 }] : rows)) };
    };
    expect(failing({ ...toyPig, result: ragged })).toContain(explains);
    // Equal scores put in two places without a word: the tie-break must be stated.
    const silent = (s: ToyState) => {
      const r = toyPig.result(s);
      if (!r) return r;
      const row = (points: number) => [{ rule: 'all', label: 'All', count: null, points }];
      return { ...r, scores: r.scores.map(() => 7), ranking: r.ranking.flat().map((seat) => [seat]), breakdown: r.scores.map(() => row(7)) };
    };
    expect(failing({ ...toyPig, result: silent })).toContain(explains);
    expect(failing({ ...toyPig, result: (s: ToyState) => { const r = silent(s); return r && { ...r, tieBreak: 'Seat 1 threw first.' }; } })).not.toContain(explains);
  });

  it('catches state that does not survive JSON and a setup that is not deterministic', () => {
    const dated = { ...toyPig, setup: (c: Parameters<Toy['setup']>[0]) => ({ ...toyPig.setup(c), at: new Date(0) }) } as unknown as Toy;
    expect(failing(dated)).toContain('survives a JSON round-trip in every state');
    let n = 0;
    const drifting: Toy = { ...toyPig, setup: (c) => ({ ...toyPig.setup(c), pot: n++ % 2 }) };
    expect(failing(drifting)).toContain('sets up deterministically per seed, as plain JSON');
  });

  it('catches a log that does not replay to the same state', () => {
    // Every 7th action call writes its own call number into the log: a replay's calls come later, so its log
    // differs whatever number of calls the other checks made before it.
    let calls = 0;
    const forgetful: Toy = {
      ...toyPig,
      apply: (s, input) => {
        const r = toyPig.apply(s, input);
        return r.ok && input.kind === 'action' && ++calls % 7 === 0 ? { ok: true, state: { ...r.state, log: [...r.state.log, `call ${calls}`] } } : r;
      },
    };
    expect(failing(forgetful)).toContain("reproduces a playout's final state by replaying its log");
  });
});
