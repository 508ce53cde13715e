// Meeting riders on a space reached by regular movement: duel or poker round.
import { describe, expect, it } from 'vitest';
import type { AwaitFlick } from '../../../src/core/contract.ts';
import { DUEL_SPOTS, DUEL_STARTS, INDIAN_SPOTS, riderPoint } from '../../../src/games/pony-express/data/board.ts';
import type { PonyState } from '../../../src/games/pony-express/types.ts';
import { act, dice, flick, game, miss, run, table } from './support.ts';

/** Seat 0 rides from 5 to 6 (plain) by an honest pair; the nearest rider believes. */
function meet(riders: Parameters<typeof table>[1], players = 3): PonyState {
  const s = run(table(players, riders), dice('K', 'K', '9', '10', 'J'), act(0, { type: 'claim', combo: 'pair' }));
  const aw = game.awaiting(s);
  if (aw.kind !== 'decision') throw new Error('expected a challenge');
  return run(s, act(aw.seat, { type: 'believe' }));
}

describe('duel', () => {
  const duel = (gold1 = 4) => meet([{ pos: 5 }, { pos: 6, gold: gold1 }, { pos: 1 }]);

  it('the mover flicks first from its start line at the opponent on the far duel spot; other riders are bystanders', () => {
    const s = duel();
    const req = game.awaiting(s) as AwaitFlick;
    expect(req).toMatchObject({ kind: 'flick', seat: 0, purpose: 'duel', from: DUEL_STARTS.a });
    expect(req.figures).toEqual([
      { id: 'rider-1', model: 'rider', x: DUEL_SPOTS.b.x, z: DUEL_SPOTS.b.z, role: 'target', owner: 1 },
      { id: 'rider-2', model: 'rider', ...riderPoint(1, 2), role: 'bystander', owner: 2 },
      ...INDIAN_SPOTS.map((p, i) => ({ id: `indian-${i}`, model: 'indian', x: p.x, z: p.z, role: 'bystander' })),
    ]);
  });

  it('knocking over an Indian standing by costs nothing', () => {
    const s = run(duel(), flick(['indian-1']));
    expect(s.riders[0]!.jailed).toBe(false);
    expect(game.awaiting(s)).toMatchObject({ kind: 'flick', seat: 1 });
  });

  it('flicks alternate, three each, then the duellists go back to their space', () => {
    let s = duel();
    const shooters: number[] = [];
    for (let i = 0; i < 6; i++) {
      const req = game.awaiting(s) as AwaitFlick;
      shooters.push(req.seat);
      s = run(s, miss());
    }
    expect(shooters).toEqual([0, 1, 0, 1, 0, 1]);
    expect(s.riders[0]!.pos).toBe(6);
    expect(s.riders[1]!.pos).toBe(6);
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 1 });
  });

  it('the defender aims from the other start line at the mover on spot A', () => {
    const s = run(duel(), miss());
    const req = game.awaiting(s) as AwaitFlick;
    expect(req.from).toEqual(DUEL_STARTS.b);
    expect(req.figures[0]).toMatchObject({ id: 'rider-0', role: 'target', x: DUEL_SPOTS.a.x, z: DUEL_SPOTS.a.z });
  });

  it('a hit costs the target half its gold (rounded up, ours), paid to the shooter, and ends the duel', () => {
    const s = run(duel(5), flick(['rider-1']));
    expect(s.riders[1]!.gold).toBe(2);
    expect(s.riders[0]!.gold).toBe(6);
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 1 });
  });

  it('a hit on a rider without gold sends it to jail', () => {
    const s = run(duel(0), miss(), flick(['rider-0']));
    expect(s.riders[0]!.gold).toBe(1); // the mover was hit: 3 gold → pays 2
    const t = run(duel(0), flick(['rider-1']));
    expect(t.riders[1]!.jailed).toBe(true);
  });

  it('knocking over an uninvolved rider sends the shooter to jail; the space action still happens (seed: "immer")', () => {
    // Seat 0 rides 4 → 5 (a gold mine) onto seat 1.
    const base = table(3, [{ pos: 4 }, { pos: 5 }, { pos: 1 }]);
    let s = run(base, dice('K', 'K', '9', '10', 'J'), act(0, { type: 'claim', combo: 'pair' }), act(1, { type: 'believe' }));
    expect(game.awaiting(s)).toMatchObject({ kind: 'flick', purpose: 'duel' });
    s = run(s, flick(['rider-2'], ['rider-2']));
    expect(s.riders[0]!.jailed).toBe(true);
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0, purpose: 'gold mine' });
  });

  it('after a duel the space action still happens', () => {
    const base = table(3, [{ pos: 4 }, { pos: 5 }, { pos: 1 }]);
    let s = run(base, dice('K', 'K', '9', '10', 'J'), act(0, { type: 'claim', combo: 'pair' }), act(1, { type: 'believe' }));
    s = run(s, flick(['rider-1']));
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0, purpose: 'gold mine' });
  });
});

describe('poker round', () => {
  // Seats 1 and 2 stand on space 6; seat 0 rides there from 5.
  const round = (gold2 = 3) => meet([{ pos: 5 }, { pos: 6 }, { pos: 6, gold: gold2 }, { pos: 1 }], 4);

  it('several opponents: each throws all five dice once, openly, the mover first', () => {
    let s = round();
    const order: number[] = [];
    for (const faces of [dice('A', 'A', 'K', 'Q', 'J'), dice('K', 'K', 'K', '9', '10'), dice('9', '9', '10', 'J', 'Q')]) {
      const aw = game.awaiting(s);
      expect(aw).toMatchObject({ kind: 'throw', area: 'tray', hidden: false, purpose: 'poker round' });
      order.push((aw as { seat: number }).seat);
      s = run(s, faces);
    }
    expect(order).toEqual([0, 1, 2]);
    // Seat 1 (three kings) takes 2 from each loser.
    expect(s.riders.map((r) => r.gold)).toEqual([1, 7, 1, 3]);
  });

  it('the bank pays for a loser who cannot, and that loser goes to jail', () => {
    const bank = round(1).bank;
    const s = run(round(1), dice('A', 'A', 'K', 'Q', 'J'), dice('K', 'K', 'K', '9', '10'), dice('9', '9', '10', 'J', 'Q'));
    expect(s.riders[1]!.gold).toBe(7);
    expect(s.riders[2]!.gold).toBe(0);
    expect(s.riders[2]!.jailed).toBe(true);
    expect(s.bank).toBe(bank - 1);
  });

  it('a full house compares its triple first', () => {
    const s = run(round(), dice('J', 'J', 'J', '9', '9'), dice('10', '10', '10', 'A', 'A'), dice('9', '10', 'J', 'Q', 'A'));
    expect(s.riders[0]!.gold).toBe(7);
  });

  it('an exact tie at the top is thrown again by the tied riders (ours); the rest still pay the winner', () => {
    let s = run(round(), dice('A', 'A', 'K', 'Q', 'J'), dice('J', 'A', 'Q', 'K', 'A'), dice('9', '9', '10', 'J', 'Q'));
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0, purpose: 'poker round' });
    s = run(s, dice('9', '9', '9', '10', 'J'));
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 1 });
    s = run(s, dice('9', '10', 'J', 'Q', 'A'));
    expect(s.riders.map((r) => r.gold)).toEqual([7, 1, 1, 3]);
  });
});
