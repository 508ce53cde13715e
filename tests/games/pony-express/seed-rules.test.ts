// Three rules where the seed speaks plainly and the game follows it (issue 11, item 9):
// played cards leave the game, the space's action happens always, and the rider on
// the reached space is met even when it lies in jail.
import { describe, expect, it } from 'vitest';
import { CARD_DECK } from '../../../src/games/pony-express/data/cards.ts';
import { placement } from '../../../src/games/pony-express/rules/placement.ts';
import type { PonyState } from '../../../src/games/pony-express/types.ts';
import { act, dice, flick, game, giveCard, miss, run, table } from './support.ts';

const idOf = (kind: string): number => CARD_DECK.findIndex((k) => k === kind);

describe('seed: "Eine eingesetzte Karte kommt danach zunächst aus dem Spiel"', () => {
  it('a played card is out of the game and never shuffled into a new deck', () => {
    const gs = idOf('gold-strike');
    let s = run(giveCard(table(2, [{ pos: 5 }, { pos: 1 }]), 0, gs), dice('9', '10', 'J', 'Q', 'A'));
    s = run(s, act(0, { type: 'play', card: gs }));
    expect(s.spent).toEqual([gs]);
    // Empty the deck: the next draw shuffles only the discards, never the played card.
    const t: PonyState = { ...structuredClone(s), discard: [...s.deck, ...s.discard], deck: [] };
    const spentBefore = [...t.spent];
    let after = run(t, act(0, { type: 'claim', combo: 'nothing' }));
    // Draw through a relay station: Rider 2 rides 1 → 3 (relay) by believed two pairs.
    after = run(after, dice('K', 'K', '9', '9', 'J'), act(1, { type: 'claim', combo: 'two-pairs' }), act(0, { type: 'believe' }));
    expect(after.phase).toMatchObject({ kind: 'relay', seat: 1 });
    expect(after.spent).toEqual(spentBefore);
    expect([...after.deck, ...(after.phase.kind === 'relay' ? after.phase.offered : [])]).not.toContain(gs);
  });

  it("a duellist's Lucky Shot is out of the game once played", () => {
    const ls = idOf('lucky-shot');
    let s = run(giveCard(table(3, [{ pos: 5 }, { pos: 6 }, { pos: 1 }]), 0, ls), dice('K', 'K', '9', '10', 'J'), act(0, { type: 'claim', combo: 'pair' }), act(1, { type: 'believe' }));
    s = run(s, act(0, { type: 'play', card: ls }));
    expect(s.spent).toEqual([ls]);
    expect(s.discard).not.toContain(ls);
  });
});

describe('seed: "Unabhängig davon, ob der aktive Spieler ... auf einem besetzten Feld landet oder nicht, wird zudem immer die Aktion ausgeführt"', () => {
  // Rider 1 rides 4 → 5 (a gold mine) onto Rider 2.
  const duelOnMine = (gold0 = 3): PonyState =>
    run(table(3, [{ pos: 4, gold: gold0 }, { pos: 5 }, { pos: 1 }]), dice('K', 'K', '9', '10', 'J'), act(0, { type: 'claim', combo: 'pair' }), act(1, { type: 'believe' }));

  it('after a duel the mine is worked, also by a mover the duel sent to jail', () => {
    // Rider 1 has no gold and is hit: to jail. The mine still follows.
    let s = run(duelOnMine(0), miss(), flick(['rider-0']));
    expect(s.riders[0]!.jailed).toBe(true);
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0, purpose: 'gold mine' });
    s = run(s, dice('A', 'A', 'A', '9', '10'));
    expect(s.riders[0]!.gold).toBe(3);
  });

  it('after a poker round the space action follows, also for a mover who could not pay', () => {
    // Rider 1 (no gold) rides 4 → 5 (mine) onto Riders 2 and 3 and loses the poker round.
    let s = run(
      table(3, [{ pos: 4, gold: 0 }, { pos: 5 }, { pos: 5 }]),
      dice('K', 'K', '9', '10', 'J'),
      act(0, { type: 'claim', combo: 'pair' }),
      act(1, { type: 'believe' }),
    );
    s = run(s, dice('9', '10', 'J', 'Q', 'A'), dice('K', 'K', 'K', '9', '10'), dice('Q', 'Q', '9', '10', 'J'));
    expect(s.riders[0]!.jailed).toBe(true);
    expect(game.awaiting(s)).toMatchObject({ kind: 'throw', seat: 0, purpose: 'gold mine' });
  });
});

describe('seed: "Befindet sich auf dem Feld ein weiterer Reiter, kommt es zum Duell"', () => {
  it('the rider on the space is met even in jail: it stands on the duel spot and lies in jail again after', () => {
    let s = run(
      table(3, [{ pos: 5 }, { pos: 6, jailed: true }, { pos: 1 }]),
      dice('K', 'K', '9', '10', 'J'),
      act(0, { type: 'claim', combo: 'pair' }),
      act(2, { type: 'believe' }),
    );
    expect(s.phase).toMatchObject({ kind: 'duel', attacker: 0, defender: 1 });
    expect(placement(s).riders[1]).toMatchObject({ at: 'duel', lying: false });
    s = run(s, miss(), miss(), miss(), miss(), miss(), miss());
    expect(s.riders[1]).toMatchObject({ pos: 6, jailed: true });
    expect(placement(s).riders[1]).toMatchObject({ at: 'track', lying: true });
  });

  it('a jailed rider and a standing one on the space make a poker round of three', () => {
    const s = run(
      table(4, [{ pos: 5 }, { pos: 6, jailed: true }, { pos: 6 }, { pos: 1 }]),
      dice('K', 'K', '9', '10', 'J'),
      act(0, { type: 'claim', combo: 'pair' }),
      act(2, { type: 'believe' }),
    );
    expect(s.phase).toMatchObject({ kind: 'poker', contenders: [0, 1, 2] });
  });
});
