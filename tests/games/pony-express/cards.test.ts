// The 20 item cards (ours): each does what its text says, then leaves the hand.
import { describe, expect, it } from 'vitest';
import { CARD_COUNT, CARD_DECK, CARDS, type CardKind } from '../../../src/games/pony-express/data/cards.ts';
import type { PonyState } from '../../../src/games/pony-express/types.ts';
import { act, dice, flick, game, giveCard, miss, run, table } from './support.ts';

const idOf = (kind: CardKind): number => CARD_DECK.indexOf(kind);
const atStart = (s: PonyState): PonyState => ({ ...s, phase: { kind: 'start' } });
const base = (riders: Parameters<typeof table>[1] = [{ pos: 5 }, { pos: 3 }, { pos: 1 }]) => table(3, riders);

describe('item cards', () => {
  it('there are 20 cards with our own names and texts', () => {
    expect(CARD_COUNT).toBe(20);
    expect(Object.values(CARDS).reduce((a, c) => a + c.copies, 0)).toBe(20);
    expect(new Set(Object.values(CARDS).map((c) => c.name)).size).toBe(Object.keys(CARDS).length);
  });

  it('setup deals two to each seat, who keeps one', () => {
    let s = game.setup({ seed: 9, players: 3 });
    for (let seat = 0; seat < 3; seat++) {
      expect(game.awaiting(s)).toMatchObject({ kind: 'decision', seat });
      const acts = game.legalActions(s);
      expect(acts).toHaveLength(2);
      s = run(s, act(seat, acts[0]!));
    }
    expect(s.riders.map((r) => r.hand.length)).toEqual([1, 1, 1]);
    expect(s.discard).toHaveLength(3);
  });

  it('Spare Horseshoe makes the next re-throw free', () => {
    let s = run(giveCard(base(), 0, idOf('horseshoe')), dice('9', '10', 'J', 'Q', 'A'));
    s = run(s, act(0, { type: 'play', card: idOf('horseshoe') }), act(0, { type: 'rethrow', dice: [4], landing: 'cup' }));
    expect(s.riders[0]!.gold).toBe(3);
    expect(s.riders[0]!.hand).toEqual([]);
    // A played card is out of the game, not shuffled back (seed).
    expect(s.spent).toEqual([idOf('horseshoe')]);
    expect(s.discard).not.toContain(idOf('horseshoe'));
  });

  it('Sworn Word: nobody may doubt the claim', () => {
    const s = run(
      giveCard(base(), 0, idOf('sworn-word')),
      dice('9', '10', 'J', 'Q', 'A'),
      act(0, { type: 'play', card: idOf('sworn-word') }),
      act(0, { type: 'claim', combo: 'pair' }),
    );
    expect(s.riders[0]!.pos).toBe(6);
    expect(s.turn).toBe(1);
  });

  it('Spurs: one space further when moving by the claim', () => {
    const s = run(
      giveCard(base(), 0, idOf('spurs')),
      dice('K', 'K', '9', '10', 'J'),
      act(0, { type: 'play', card: idOf('spurs') }),
      act(0, { type: 'claim', combo: 'pair' }),
      act(1, { type: 'believe' }),
    );
    expect(s.riders[0]!.pos).toBe(7);
  });

  it('Tailwind: 2 spaces on at the turn start, and the space reached does nothing', () => {
    // 6 → 8 is a saloon: no bill.
    const s = run(atStart(giveCard(base([{ pos: 6 }, { pos: 3 }, { pos: 1 }]), 0, idOf('tailwind'))), act(0, { type: 'play', card: idOf('tailwind') }));
    expect(s.riders[0]!.pos).toBe(8);
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0, purpose: 'throw' });
  });

  it('Short Cut: to the next station for free', () => {
    const s = run(atStart(giveCard(base([{ pos: 6 }, { pos: 3 }, { pos: 1 }]), 0, idOf('short-cut'))), act(0, { type: 'play', card: idOf('short-cut') }));
    expect(s.riders[0]!.pos).toBe(11);
    expect(s.riders[0]!.gold).toBe(3);
  });

  it('Gold Strike and Pickpocket move gold from the bank and from a chosen rider', () => {
    let s = atStart(giveCard(giveCard(base(), 0, idOf('gold-strike')), 0, idOf('pickpocket')));
    const plays = game.legalActions(s).filter((a) => a.type === 'play');
    expect(plays).toContainEqual({ type: 'play', card: idOf('pickpocket'), target: 1 });
    expect(plays).toContainEqual({ type: 'play', card: idOf('pickpocket'), target: 2 });
    s = run(s, act(0, { type: 'play', card: idOf('gold-strike') }), act(0, { type: 'play', card: idOf('pickpocket'), target: 2 }));
    expect(s.riders.map((r) => r.gold)).toEqual([6, 3, 2]);
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0 });
  });

  it('a targeted card needs a legal target', () => {
    const s = atStart(giveCard(base(), 0, idOf('pickpocket')));
    const r = game.apply(s, act(0, { type: 'play', card: idOf('pickpocket'), target: 0 }));
    expect(r.ok ? null : r.error.code).toBe('card-not-playable');
  });

  it('Sandstorm: a chosen rider goes 2 spaces back', () => {
    const s = run(atStart(giveCard(base(), 0, idOf('sandstorm'))), act(0, { type: 'play', card: idOf('sandstorm'), target: 1 }));
    expect(s.riders[1]!.pos).toBe(1);
  });

  it("Governor's Pardon: out of jail for free", () => {
    const s = run(giveCard(base([{ pos: 5, jailed: true }, { pos: 3 }, { pos: 1 }]), 0, idOf('pardon')), act(0, { type: 'play', card: idOf('pardon') }));
    expect(s.riders[0]!.jailed).toBe(false);
    expect(s.riders[0]!.gold).toBe(3);
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0 });
  });

  it('Telegraph: draw 2, keep 1, and go on where the card was played', () => {
    let s = run(giveCard(base(), 0, idOf('telegraph')), dice('K', 'K', '9', '10', 'J'), act(0, { type: 'play', card: idOf('telegraph') }));
    expect(s.phase.kind).toBe('relay');
    const keep = game.legalActions(s)[0]!;
    s = run(s, act(0, keep));
    expect(s.riders[0]!.hand).toHaveLength(1);
    expect(s.phase.kind).toBe('decide');
  });

  it('cards are not offered at moments their text does not allow', () => {
    const s = run(giveCard(base(), 0, idOf('tailwind')), dice('K', 'K', '9', '10', 'J'));
    expect(game.legalActions(s).some((a) => a.type === 'play')).toBe(false);
    const r = game.apply(s, act(0, { type: 'play', card: idOf('tailwind') }));
    expect(r.ok).toBe(false);
  });

  it('Lucky Shot: before a duel flick the holder may flick twice in a row, the bonus flick not counted', () => {
    let s = run(giveCard(table(3, [{ pos: 5 }, { pos: 6 }, { pos: 1 }]), 1, idOf('lucky-shot')), dice('K', 'K', '9', '10', 'J'), act(0, { type: 'claim', combo: 'pair' }), act(1, { type: 'believe' }));
    // Seat 0 holds no card: it flicks at once.
    expect(game.awaiting(s)).toMatchObject({ kind: 'flick', seat: 0 });
    s = run(s, miss());
    expect(game.awaiting(s)).toMatchObject({ kind: 'decision', seat: 1 });
    expect(game.legalActions(s)).toEqual([{ type: 'aim' }, { type: 'play', card: idOf('lucky-shot') }]);
    s = run(s, act(1, { type: 'play', card: idOf('lucky-shot') }));
    const seats: number[] = [];
    for (let i = 0; i < 6; i++) {
      seats.push((game.awaiting(s) as { seat: number }).seat);
      s = run(s, miss());
    }
    expect(seats).toEqual([1, 1, 0, 1, 0, 1]);
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 1 });
    expect(s.riders[1]!.hand).toEqual([]);
  });

  it('Lucky Shot also works in the final duel: cards stay usable there', () => {
    let s = run(
      giveCard(table(3, [{ pos: 31 }, { pos: 34 }, { pos: 10 }]), 0, idOf('lucky-shot')),
      dice('K', 'K', '9', '9', 'J'),
      act(0, { type: 'claim', combo: 'two-pairs' }),
      act(2, { type: 'believe' }),
    );
    expect(game.awaiting(s)).toMatchObject({ kind: 'flick', seat: 1, purpose: 'final duel' });
    s = run(s, miss(), act(0, { type: 'play', card: idOf('lucky-shot') }), miss());
    expect(game.awaiting(s)).toMatchObject({ kind: 'flick', seat: 0 });
    s = run(s, flick(['rider-1']));
    expect(s.winner).toBe(0);
  });
});
