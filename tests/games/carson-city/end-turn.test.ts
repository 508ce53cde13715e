// End of turn and of the game: refills, cash limits, the building row's
// slide, the 1858 marker, final scoring and the tie-break.
import { describe, expect, it } from 'vitest';
import { Rng, rngFromSeed } from '../../../src/core/rng.ts';
import { cellAt } from '../../../src/games/carson-city/rules/board.ts';
import { slideRow } from '../../../src/games/carson-city/rules/end-turn.ts';
import type { BuildingKind } from '../../../src/games/carson-city/data.ts';
import type { CarsonState } from '../../../src/games/carson-city/types.ts';
import { act, allPass, game, giveCash, pick, placeAll, put, rejects, run, square, turnOne } from './support.ts';
import { formatText } from '../../../src/i18n/format-message.ts';

/** A quiet turn: the given characters, everyone passes at once. */
const quietTurn = (s: CarsonState, ...chars: Parameters<typeof pick>[1][]) => allPass(pick(s, ...chars));

describe('end of turn', () => {
  it('new cowboys arrive after turns 1, 2 and 3: 4, 5 and 5, with at most 10 in the reserve', () => {
    let s = quietTurn(turnOne(2), 'banker', 'mercenary');
    expect(s.seats.map((p) => p.reserve)).toEqual([7, 7]);
    s = quietTurn(s, 'banker', 'mercenary');
    expect(s.seats.map((p) => p.reserve)).toEqual([10, 10]);
    expect(s.turn).toBe(3);
  });

  it('the Captain’s hired cowboys stay (ours) and count towards the cap', () => {
    let s = pick(turnOne(2), { type: 'character', character: 'captain', extra: 3 }, 'banker');
    expect(s.seats[0]!.reserve).toBe(6);
    s = allPass(s);
    expect(s.seats[0]!.reserve).toBe(10);
  });

  it('cash above the character’s limit is handed in for 1 point per $10', () => {
    const s0 = turnOne(2);
    giveCash(s0, 0, 25); // $40 with the Sheriff ($20): $20 above, no remainder
    const s = quietTurn(s0, 'sheriff', 'banker');
    expect(s.seats[0]).toMatchObject({ cash: 20, points: 2 });
  });

  it('a player may hand in more to round the excess up to the next $10', () => {
    const s0 = turnOne(2);
    giveCash(s0, 0, 20); // $35 with the Sheriff: $15 above
    let s = allPass(pick(s0, 'sheriff', 'banker'));
    expect(s.phase).toEqual({ kind: 'surrender', seat: 0 });
    const exact = run(s, act(0, { type: 'surrender', topUp: false }));
    expect(exact.seats[0]).toMatchObject({ cash: 20, points: 1 });
    s = run(s, act(0, { type: 'surrender', topUp: true }));
    expect(s.seats[0]).toMatchObject({ cash: 15, points: 2 });
    expect(s.turn).toBe(2);
  });

  it('unbought buildings slide to the cheaper squares in order and the bag refills the dear ones', () => {
    const bag: BuildingKind[] = ['hotel', 'hotel'];
    const row: (BuildingKind | null)[] = ['mine', null, 'saloon', 'bank', 'church', 'mine', null];
    const out = slideRow(row, bag, new Rng(rngFromSeed(1)));
    expect(out.slice(2)).toEqual(['mine', 'saloon', 'bank', 'church', 'mine']);
    expect(out.slice(0, 2)).toEqual(['hotel', 'hotel']);
    expect(bag).toEqual([]);
    expect(slideRow(['ranch', null, null, null, null, null, null], [], new Rng(rngFromSeed(1)))).toEqual([null, null, null, null, null, null, 'ranch']);
  });

  it('a bought building leaves the row; the rest slide at the end of the turn', () => {
    const s0 = turnOne(2);
    s0.map[0] = { owner: 0, piece: null };
    s0.seats[0]!.markers -= 1;
    const before = [...s0.row];
    let s = placeAll(pick(s0, 'banker', 'mercenary'), square('build3'), 'pass', 'pass');
    s = run(s, act(0, { type: 'build', cell: 0 }));
    expect(s.row.slice(1)).toEqual(before.slice(0, 6));
  });

  it('the 1858 marker closes one buying square a turn, the cheapest first (ours)', () => {
    let s = pick(turnOne(2), 'banker', 'mercenary');
    expect(game.view(s, 0).openBuyPrices).toEqual([5, 4, 3, 2]);
    s = allPass(s);
    s = pick(s, 'banker', 'mercenary');
    expect(game.view(s, 0).openBuyPrices).toEqual([5, 4, 3]);
    expect(rejects(s, act(0, { type: 'place', target: square('buy2') }))).toBe('square-closed');
    s = quietTurn(allPass(s), 'banker', 'mercenary');
    s = pick(s, 'banker', 'mercenary');
    expect(s.turn).toBe(4);
    expect(game.view(s, 0).openBuyPrices).toEqual([5]);
  });
});

describe('end of the game', () => {
  it('after the last turn: 2 points per building, house or mountain on one’s parcels and 1 point per $6', () => {
    const s0 = turnOne(2, 'short');
    put(s0, cellAt(7, 7), 'hotel', 0);
    s0.map[cellAt(1, 1)] = { owner: 0, piece: 'mountain' };
    s0.seats[0]!.markers -= 1;
    s0.map[cellAt(0, 0)] = { owner: 0, piece: null }; // an empty parcel scores nothing
    s0.seats[0]!.markers -= 1;
    let s = quietTurn(s0, 'banker', 'mercenary'); // seat 0: $24 + $6 hotel = $30
    s = quietTurn(s, 'banker', 'mercenary'); // $39 + $6 = $45
    expect(game.awaiting(s)).toEqual({ kind: 'end' });
    expect(s.final![0]).toEqual({ pieces: 2, cashPoints: 7, total: 11 });
    expect(s.final![1]).toEqual({ pieces: 0, cashPoints: 2, total: 2 });
    expect(game.result(s)!.ranking).toEqual([[0], [1]]);
  });

  it('the result explains each total: points so far, then the end bonus by piece and by money, as the score table projected it', () => {
    const s0 = turnOne(2, 'short');
    put(s0, cellAt(7, 7), 'hotel', 0);
    s0.map[cellAt(1, 1)] = { owner: 0, piece: 'mountain' };
    s0.seats[0]!.markers -= 1;
    let s = quietTurn(s0, 'banker', 'mercenary');
    s = pick(s, 'banker', 'mercenary');
    s.seats[0]!.points = 5;
    // The score table's end bonus just before the end: 2 pieces → 4, $39 → 6 (the hotel pays $6 more at the end).
    expect(game.view(s, null).seats.map((p) => p.endBonus)).toEqual([4 + 6, Math.floor(s.seats[1]!.cash / 6)]);
    s = placeAll(s, 'pass', 'pass');
    const r = game.result(s)!;
    expect(r.breakdown[0]!.map((row) => [row.rule, row.count, row.points])).toEqual([
      ['points', null, 5],
      ['buildings', 1, 2],
      ['houses', 0, 0],
      ['mountains', 1, 2],
      ['money', 45, 7],
    ]);
    expect(r.scores[0]).toBe(16);
    expect(formatText(r.breakdown[0]!.find((row) => row.rule === 'money')!.label)).toBe('Money, 1 point per $6');
    // After the end the table's points plus its end bonus are the result's total.
    const v = game.view(s, null);
    expect(v.seats.map((p) => p.points + p.endBonus)).toEqual(r.scores);
    // The log says the same, seat by seat in the order of the ranking.
    const log = game.log!(s);
    expect(log.slice(-2).map(formatText)).toEqual([
      'Final score, Player 1: Points during the game: 5; Buildings on your parcels, 2 each: 1 → 2; Houses on your parcels, 2 each: 0 → 0; Mountains on your parcels, 2 each: 1 → 2; Money, 1 point per $6: 45 → 7; total 16.',
      `Final score, Player 2: Points during the game: 0; Buildings on your parcels, 2 each: 0 → 0; Houses on your parcels, 2 each: 0 → 0; Mountains on your parcels, 2 each: 0 → 0; Money, 1 point per $6: ${s.seats[1]!.cash} → ${r.scores[1]}; total ${r.scores[1]}.`,
    ]);
    expect(r.tieBreak).toBeUndefined();
  });

  it('a tie goes to whoever passed first in the last turn', () => {
    const lastTurn = () => {
      let s = quietTurn(turnOne(2, 'short'), 'banker', 'mercenary');
      s = pick(s, 'mercenary', 'sheriff'); // order: Sheriff (seat 1), Mercenary (seat 0)
      // Both on $18 (under both limits) and nothing else: 3 points each.
      s.seats[0]!.cash = 18;
      s.burned += 6;
      giveCash(s, 1, 3);
      return s;
    };
    const sheriffFirst = placeAll(lastTurn(), 'pass', 'pass');
    expect(sheriffFirst.lastPassed).toEqual([1, 0]);
    expect(game.result(sheriffFirst)!.scores).toEqual([3, 3]);
    expect(game.result(sheriffFirst)!.ranking).toEqual([[1], [0]]);
    // The Sheriff places a cowboy that earns nothing; the Mercenary passes first and wins the tie.
    const mercenaryFirst = placeAll(lastTurn(), square('estate-points'), 'pass', 'pass');
    expect(mercenaryFirst.lastPassed).toEqual([0, 1]);
    expect(game.result(mercenaryFirst)!.scores).toEqual([3, 3]);
    expect(game.result(mercenaryFirst)!.ranking).toEqual([[0], [1]]);
    // The result says the tie-break decided, and the log says it too.
    expect(formatText(game.result(mercenaryFirst)!.tieBreak!)).toBe('Player 1 before Player 2 at 3 points (equal points: whoever passed first in the last turn ranks higher).');
    expect(formatText(game.log!(mercenaryFirst).at(-1)!)).toBe(`Tie-break: ${formatText(game.result(mercenaryFirst)!.tieBreak!)}`);
  });
});
