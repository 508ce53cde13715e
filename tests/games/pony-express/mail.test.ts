// The goal: the last space leads onto the first mail box, one box per turn,
// the third wins; a second arrival starts the final duel.
import { describe, expect, it } from 'vitest';
import type { AwaitFlick } from '../../../src/core/contract.ts';
import { MAILBOX_1 } from '../../../src/games/pony-express/data/board.ts';
import type { PonyState } from '../../../src/games/pony-express/types.ts';
import { CARD_DECK } from '../../../src/games/pony-express/data/cards.ts';
import { act, dice, flick, game, giveCard, miss, run, table } from './support.ts';

const pass = (s: PonyState, seat: number) => run(s, dice('9', '10', 'J', 'Q', 'A'), act(seat, { type: 'claim', combo: 'nothing' }));

describe('mail boxes', () => {
  it('reaching the last space puts the rider on the first mail box; two more turns there win', () => {
    let s = run(table(3, [{ pos: 30 }, { pos: 20 }, { pos: 10 }]), dice('K', 'K', 'K', '9', '10'), act(0, { type: 'claim', combo: 'three' }), act(1, { type: 'believe' }));
    expect(s.riders[0]!.pos).toBe(MAILBOX_1);
    expect(s.turn).toBe(1);
    s = pass(pass(s, 1), 2);
    // Seat 0's turn: it rides on to box 2 by itself and the turn passes.
    expect(s.riders[0]!.pos).toBe(MAILBOX_1 + 1);
    expect(s.turn).toBe(1);
    expect(game.result(s)).toBeNull();
    s = pass(pass(s, 1), 2);
    expect(s.riders[0]!.pos).toBe(MAILBOX_1 + 2);
    expect(game.awaiting(s)).toEqual({ kind: 'end' });
    const res = game.result(s)!;
    expect(res.ranking[0]).toEqual([0]);
    expect(res.ranking.slice(1)).toEqual([[1], [2]]);
  });

  it('overshooting the last space also ends on the first mail box', () => {
    const s = run(table(3, [{ pos: 31 }, { pos: 20 }, { pos: 10 }]), dice('A', 'A', 'A', 'A', 'A'), act(0, { type: 'claim', combo: 'five' }), act(1, { type: 'believe' }));
    expect(s.riders[0]!.pos).toBe(MAILBOX_1);
  });

  it('riders on the mail boxes may not doubt', () => {
    const s = run(table(3, [{ pos: 30 }, { pos: MAILBOX_1 }, { pos: 10 }]), dice('K', 'K', '9', '10', 'J'), act(0, { type: 'claim', combo: 'pair' }));
    expect(game.awaiting(s)).toMatchObject({ kind: 'decision', seat: 2 });
  });
});

describe('final duel', () => {
  /** Seat 1 holds box 1; seat 0 arrives from 31 with two pairs. */
  const arrive = () =>
    run(table(3, [{ pos: 31 }, { pos: MAILBOX_1 }, { pos: 10 }]), dice('K', 'K', '9', '9', 'J'), act(0, { type: 'claim', combo: 'two-pairs' }), act(2, { type: 'believe' }));

  it('starts when a second rider reaches the first mail box; the earlier arrival flicks first', () => {
    const s = arrive();
    const req = game.awaiting(s) as AwaitFlick;
    expect(req).toMatchObject({ kind: 'flick', seat: 1, purpose: 'final duel' });
    expect(req.figures.filter((f) => f.model === 'rider').map((f) => [f.id, f.role])).toEqual([
      ['rider-0', 'target'],
      ['rider-2', 'bystander'],
    ]);
  });

  it('the first hit wins the game', () => {
    const s = run(arrive(), miss(), flick(['rider-1']));
    expect(s.winner).toBe(0);
    expect(game.awaiting(s)).toEqual({ kind: 'end' });
  });

  it('knocking over an uninvolved rider loses at once', () => {
    const s = run(arrive(), flick(['rider-0', 'rider-2'], ['rider-2']));
    expect(s.winner).toBe(0);
  });

  it('a caught bluff that carries the challenger to Sacramento starts the final duel too', () => {
    const s = run(
      table(3, [{ pos: 20 }, { pos: MAILBOX_1 }, { pos: 29 }]),
      dice('9', '10', 'J', 'Q', 'A'),
      act(0, { type: 'claim', combo: 'four' }),
      act(2, { type: 'doubt' }),
      act(2, { type: 'take-steps' }),
    );
    expect(game.awaiting(s)).toMatchObject({ kind: 'flick', seat: 1, purpose: 'final duel' });
  });

  it('a rider on the mail boxes may still play a card at its turn start, then rides on', () => {
    const strike = CARD_DECK.indexOf('gold-strike');
    let s = giveCard(table(3, [{ pos: 20 }, { pos: 10 }, { pos: MAILBOX_1 }]), 2, strike);
    s = pass(pass(s, 0), 1);
    expect(game.awaiting(s)).toMatchObject({ kind: 'decision', seat: 2 });
    expect(game.legalActions(s)).toEqual([{ type: 'ride' }, { type: 'play', card: strike }]);
    expect(game.describeAction(s, { type: 'ride' })).toBe('Ride to the next mail box');
    s = run(s, act(2, { type: 'play', card: strike }));
    expect(s.riders[2]!.gold).toBe(5);
    expect(s.riders[2]!.pos).toBe(MAILBOX_1 + 1);
    expect(s.turn).toBe(0);
  });
});
