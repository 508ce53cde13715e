// Jail: a rider lying on its side misses a round unless it pays 3 gold or
// escapes with a straight or better (the reward table is ours).
import { describe, expect, it } from 'vitest';
import { JAIL_TABLE } from '../../../src/games/pony-express/rules/turn.ts';
import { act, dice, game, run, table } from './support.ts';

const jailed = (gold = 3) => run(table(3, [{ pos: 5 }, { pos: 3, gold, jailed: true }, { pos: 1 }]), dice('9', '10', 'J', 'Q', 'A'), act(0, { type: 'claim', combo: 'nothing' }));

describe('jail', () => {
  it('a jailed rider is asked to pay, escape or sit out', () => {
    const s = jailed();
    expect(game.awaiting(s)).toMatchObject({ kind: 'decision', seat: 1 });
    expect(game.legalActions(s).map((a) => a.type)).toEqual(['pay-bail', 'escape', 'sit-out']);
  });

  it('sitting out misses the turn; the rider stands up for the next one', () => {
    const s = run(jailed(), act(1, { type: 'sit-out' }));
    expect(s.turn).toBe(2);
    expect(s.riders[1]!.jailed).toBe(false);
    expect(s.riders[1]!.pos).toBe(3);
  });

  it('3 gold buys the rider out and it plays its turn', () => {
    const s = run(jailed(4), act(1, { type: 'pay-bail' }));
    expect(s.riders[1]!.gold).toBe(1);
    expect(s.riders[1]!.jailed).toBe(false);
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 1, area: 'cup' });
  });

  it('without 3 gold there is no bail', () => {
    const s = jailed(2);
    expect(game.legalActions(s).map((a) => a.type)).toEqual(['escape', 'sit-out']);
    const r = game.apply(s, act(1, { type: 'pay-bail' }));
    expect(r.ok ? null : r.error.code).toBe('no-gold');
  });

  it('an escape throw of a straight or better frees the rider with a reward, and it plays on', () => {
    const mid = run(jailed(), act(1, { type: 'escape' }));
    expect(game.awaiting(mid)).toMatchObject({ kind: 'throw', seat: 1, area: 'tray', hidden: false, purpose: 'jail escape' });
    const s = run(mid, dice('9', '10', 'J', 'Q', 'K'));
    expect(s.riders[1]!.gold).toBe(3 + JAIL_TABLE.straight.gold);
    expect(s.riders[1]!.jailed).toBe(false);
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 1, area: 'cup' });
  });

  it('a lower escape throw pays a smaller reward but the round is lost', () => {
    const s = run(jailed(), act(1, { type: 'escape' }), dice('Q', 'Q', 'Q', '9', 'A'));
    expect(s.riders[1]!.gold).toBe(3 + JAIL_TABLE.three.gold);
    expect(s.turn).toBe(2);
    expect(s.riders[1]!.jailed).toBe(false);
  });

  it('the table: only straight and better escape, better throws never pay less', () => {
    const order = ['nothing', 'pair', 'two-pairs', 'three', 'straight', 'full-house', 'four', 'five'] as const;
    expect(order.map((c) => JAIL_TABLE[c].escapes)).toEqual([false, false, false, false, true, true, true, true]);
    const escapeGold = order.slice(4).map((c) => JAIL_TABLE[c].gold);
    expect([...escapeGold].sort((a, b) => a - b)).toEqual(escapeGold);
  });

  it('a jailed rider on the reached space is met too: a duel (seed: "Befindet sich auf dem Feld ein weiterer Reiter, kommt es zum Duell")', () => {
    // Seat 0 rides from 5 to 6 where seat 1 lies in jail; seat 2 is the one who may doubt.
    const s = run(
      table(3, [{ pos: 5 }, { pos: 6, jailed: true }, { pos: 1 }]),
      dice('K', 'K', '9', '10', 'J'),
      act(0, { type: 'claim', combo: 'pair' }),
      act(2, { type: 'believe' }),
    );
    expect(s.riders[0]!.pos).toBe(6);
    expect(game.awaiting(s)).toMatchObject({ kind: 'flick', seat: 0, purpose: 'duel' });
    expect(s.riders[1]!.jailed).toBe(true);
  });
});
