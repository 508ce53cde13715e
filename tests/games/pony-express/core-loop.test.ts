// Seed phases 1–6: alms, the throw under the cup, re-throws, the claim, who
// may doubt, and the three ways a claim is settled.
import { describe, expect, it } from 'vitest';
import { act, dice, game, run, table } from './support.ts';
import type { PonyState } from '../../../src/games/pony-express/types.ts';

const awaitSeat = (s: PonyState) => {
  const aw = game.awaiting(s);
  return 'seat' in aw ? aw.seat : null;
};

describe('phase 2: the throw under the cup', () => {
  it('asks the active rider for five poker dice under the cup, hidden from the others', () => {
    const s = table(3);
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0, area: 'cup', hidden: true });
    expect((game.awaiting(s) as { dice: string[] }).dice).toEqual(['poker', 'poker', 'poker', 'poker', 'poker']);
    const after = run(s, dice('A', 'A', 'K', 'Q', '9'));
    const mine = game.view(after, 0) as { dice: { face: string | null }[] };
    const theirs = game.view(after, 1) as { dice: { face: string | null }[] };
    expect(mine.dice.map((d) => d.face)).toEqual(['A', 'A', 'K', 'Q', '9']);
    expect(theirs.dice.map((d) => d.face)).toEqual([null, null, null, null, null]);
    expect(after.log.join('\n')).not.toMatch(/A A K Q 9/);
  });
});

describe('phase 3: re-throws', () => {
  const thrown = (riders: Parameters<typeof table>[1]) => run(table(3, riders), dice('A', 'A', 'K', 'Q', '9'));

  it('cost 1 gold normally, paid to the bank', () => {
    const s = thrown([{ pos: 5 }, { pos: 1 }, { pos: 3 }]);
    const after = run(s, act(0, { type: 'rethrow', dice: [2, 3, 4], landing: 'cup' }));
    expect(after.riders[0]!.gold).toBe(2);
    expect(after.bank).toBe(s.bank + 1);
  });

  it('cost 2 gold from space 25 on', () => {
    const s = thrown([{ pos: 25 }, { pos: 1 }, { pos: 3 }]);
    const after = run(s, act(0, { type: 'rethrow', dice: [4], landing: 'cup' }));
    expect(after.riders[0]!.gold).toBe(1);
  });

  it('the last rider re-throws once for free, then pays', () => {
    const s = thrown([{ pos: 2 }, { pos: 4 }, { pos: 3 }]);
    const once = run(s, act(0, { type: 'rethrow', dice: [4], landing: 'cup' }), dice('J'));
    expect(once.riders[0]!.gold).toBe(3);
    const twice = run(once, act(0, { type: 'rethrow', dice: [4], landing: 'cup' }), dice('10'));
    expect(twice.riders[0]!.gold).toBe(2);
  });

  it('the free first re-throw of the last rider holds in the desert too, then costs 2', () => {
    const s = thrown([{ pos: 26 }, { pos: 27 }, { pos: 28 }]);
    const once = run(s, act(0, { type: 'rethrow', dice: [4], landing: 'cup' }), dice('J'));
    expect(once.riders[0]!.gold).toBe(3);
    const twice = run(once, act(0, { type: 'rethrow', dice: [4], landing: 'cup' }), dice('10'));
    expect(twice.riders[0]!.gold).toBe(1);
  });

  it('may repeat only while gold lasts', () => {
    const s = thrown([{ pos: 5, gold: 1 }, { pos: 1 }, { pos: 3 }]);
    const broke = run(s, act(0, { type: 'rethrow', dice: [4], landing: 'cup' }), dice('J'));
    expect(broke.riders[0]!.gold).toBe(0);
    expect(game.legalActions(broke).some((a) => a.type === 'rethrow')).toBe(false);
    const r = game.apply(broke, act(0, { type: 'rethrow', dice: [4], landing: 'cup' }));
    expect(r.ok ? null : r.error.code).toBe('no-gold');
  });

  it('one die always stays unchanged: re-throwing all five (or none) is refused and changes nothing', () => {
    const s = thrown([{ pos: 5 }, { pos: 1 }, { pos: 3 }]);
    const before = JSON.stringify(s);
    const all = game.apply(s, act(0, { type: 'rethrow', dice: [0, 1, 2, 3, 4], landing: 'cup' }));
    expect(all.ok ? null : all.error.code).toBe('keep-one');
    const none = game.apply(s, act(0, { type: 'rethrow', dice: [], landing: 'cup' }));
    expect(none.ok ? null : none.error.code).toBe('no-dice');
    expect(JSON.stringify(s)).toBe(before);
    expect(game.legalActions(s).filter((a) => a.type === 'rethrow').every((a) => a.dice.length >= 1 && a.dice.length <= 4)).toBe(true);
  });

  it('throwing with the cup sets the kept dice aside open; the re-thrown dice stay hidden', () => {
    const s = thrown([{ pos: 5 }, { pos: 1 }, { pos: 3 }]);
    const mid = run(s, act(0, { type: 'rethrow', dice: [2, 3, 4], landing: 'cup' }));
    expect(game.awaiting(mid)).toMatchObject({ kind: 'throw', seat: 0, area: 'cup', hidden: true, purpose: 're-throw' });
    expect((game.awaiting(mid) as { dice: unknown[] }).dice).toHaveLength(3);
    const after = run(mid, dice('A', '10', 'J'));
    const seen = (game.view(after, 1) as { dice: { face: string | null; where: string }[] }).dice;
    expect(seen).toEqual([
      { face: 'A', where: 'open' },
      { face: 'A', where: 'open' },
      { face: null, where: 'cup' },
      { face: null, where: 'cup' },
      { face: null, where: 'cup' },
    ]);
    expect(after.dice.map((d) => d.face)).toEqual(['A', 'A', 'A', '10', 'J']);
  });

  it('keeping dice under the cup throws the rest openly for all to see', () => {
    const s = thrown([{ pos: 5 }, { pos: 1 }, { pos: 3 }]);
    const mid = run(s, act(0, { type: 'rethrow', dice: [3, 4], landing: 'open' }));
    expect(game.awaiting(mid)).toMatchObject({ kind: 'throw', area: 'tray', hidden: false });
    const after = run(mid, dice('K', 'A'));
    const seen = (game.view(after, 2) as { dice: { face: string | null }[] }).dice.map((d) => d.face);
    expect(seen).toEqual([null, null, null, 'K', 'A']);
  });
});

describe('phase 4: the claim', () => {
  it('a claim the open dice rule out is refused (ours), and only possible claims are offered', () => {
    // Keep die 0 under the cup, throw four openly: 9 10 J Q lie open.
    let s = run(table(3, [{ pos: 5 }, { pos: 1 }, { pos: 3 }]), dice('K', 'A', 'A', 'A', 'A'));
    s = run(s, act(0, { type: 'rethrow', dice: [1, 2, 3, 4], landing: 'open' }), dice('9', '10', 'J', 'Q'));
    const before = JSON.stringify(s);
    const r = game.apply(s, act(0, { type: 'claim', combo: 'four' }));
    expect(r.ok ? null : r.error.code).toBe('claim-ruled-out');
    expect(JSON.stringify(s)).toBe(before);
    const claims = game.legalActions(s).flatMap((a) => (a.type === 'claim' ? [a.combo] : []));
    expect(claims).toEqual(['nothing', 'pair', 'straight']);
  });

  it('claiming nothing ends the turn without a challenge', () => {
    const s = run(table(3), dice('9', '10', 'J', 'Q', 'A'), act(0, { type: 'claim', combo: 'nothing' }));
    expect(s.turn).toBe(1);
    expect(s.riders[0]!.pos).toBe(1);
  });
});

describe('phase 5: who may doubt', () => {
  const claimed = (riders: Parameters<typeof table>[1]) =>
    run(table(4, riders), dice('K', 'K', '9', '10', 'J'), act(0, { type: 'claim', combo: 'pair' }));

  it('a rider on the same space is asked first', () => {
    const s = claimed([{ pos: 10 }, { pos: 9 }, { pos: 11 }, { pos: 10 }]);
    expect(game.awaiting(s)).toMatchObject({ kind: 'decision', seat: 3 });
  });

  it('otherwise the nearest; on equal distance the rider behind (ours)', () => {
    const s = claimed([{ pos: 10 }, { pos: 15 }, { pos: 12 }, { pos: 8 }]);
    expect(awaitSeat(s)).toBe(3);
  });

  it('a rider in jail may not doubt', () => {
    const s = claimed([{ pos: 10 }, { pos: 15 }, { pos: 12 }, { pos: 10, jailed: true }]);
    expect(awaitSeat(s)).toBe(2);
  });

  it('nobody else may answer for the challenger', () => {
    const s = claimed([{ pos: 10 }, { pos: 15 }, { pos: 12 }, { pos: 10 }]);
    const r = game.apply(s, act(1, { type: 'doubt' }));
    expect(r.ok ? null : r.error.code).toBe('wrong-seat');
  });
});

describe('phase 6: the reveal', () => {
  // Seat 0 on 5 (a gold mine), claims from there; seat 1 on 3 doubts or believes.
  const riders = [{ pos: 5 }, { pos: 3 }, { pos: 1 }];

  it('believed: the rider moves the claimed steps and the cup stays shut', () => {
    const s = run(table(3, riders), dice('K', 'K', '9', '10', 'J'), act(0, { type: 'claim', combo: 'pair' }), act(1, { type: 'believe' }));
    expect(s.riders[0]!.pos).toBe(6);
    expect(s.revealed).toBe(false);
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 1 });
  });

  it('a believed bluff still moves the claimed steps', () => {
    const s = run(table(3, riders), dice('9', '10', 'J', 'Q', 'A'), act(0, { type: 'claim', combo: 'four' }), act(1, { type: 'believe' }));
    expect(s.riders[0]!.pos).toBe(11);
  });

  it('doubted and bluffing: the bluffer stays, the challenger may move the claimed steps', () => {
    const s = run(table(3, riders), dice('9', '10', 'J', 'Q', 'A'), act(0, { type: 'claim', combo: 'three' }), act(1, { type: 'doubt' }));
    expect(s.revealed).toBe(true);
    expect(s.riders[0]!.pos).toBe(5);
    expect(game.awaiting(s)).toMatchObject({ kind: 'decision', seat: 1 });
    const took = run(s, act(1, { type: 'take-steps' }));
    expect(took.riders[1]!.pos).toBe(6);
    expect(took.stats[0]!.caughtBluffing).toBe(1);
    const declined = run(s, act(1, { type: 'decline-steps' }));
    expect(declined.riders[1]!.pos).toBe(3);
    expect(declined.turn).toBe(1);
  });

  it('doubted but honest: the rider moves, the challenger goes to jail', () => {
    const s = run(table(3, riders), dice('Q', 'Q', 'Q', '9', 'A'), act(0, { type: 'claim', combo: 'pair' }), act(1, { type: 'doubt' }));
    expect(s.riders[0]!.pos).toBe(6);
    expect(s.riders[1]!.jailed).toBe(true);
    expect(s.stats[1]!.doubtsMade).toBe(1);
    expect(game.awaiting(s)).toMatchObject({ kind: 'decision', seat: 1 });
    expect(game.legalActions(s).map((a) => a.type)).toEqual(['pay-bail', 'escape', 'sit-out']);
  });

  it('a challenger moved by a caught bluff triggers nothing on the space it reaches', () => {
    // Seat 1 on 3 takes 2 steps to 5 (a gold mine with seat 0 standing there): no duel, no mine.
    const s = run(
      table(3, riders),
      dice('9', '10', 'J', 'Q', 'A'),
      act(0, { type: 'claim', combo: 'two-pairs' }),
      act(1, { type: 'doubt' }),
      act(1, { type: 'take-steps' }),
    );
    expect(s.riders[1]!.pos).toBe(5);
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 1, area: 'cup' });
  });
});

describe('phase 1: alms', () => {
  it('a rider without gold gets 1 nugget from the bank at its turn, but not in the first round', () => {
    let s = table(3, [{ pos: 5 }, { pos: 3, gold: 0 }, { pos: 1 }]);
    s = run(s, dice('9', '10', 'J', 'Q', 'A'), act(0, { type: 'claim', combo: 'nothing' }));
    expect(s.turn).toBe(1);
    expect(s.riders[1]!.gold).toBe(0);
    s = run(s, dice('9', '10', 'J', 'Q', 'A'), act(1, { type: 'claim', combo: 'nothing' }));
    s = run(s, dice('9', '10', 'J', 'Q', 'A'), act(2, { type: 'claim', combo: 'nothing' }));
    s = run(s, dice('9', '10', 'J', 'Q', 'A'), act(0, { type: 'claim', combo: 'nothing' }));
    expect(s.round).toBe(2);
    expect(s.turn).toBe(1);
    expect(s.riders[1]!.gold).toBe(1);
  });
});
