import { describe, expect, it } from 'vitest';
import { parcelEdges } from '../../../src/games/carson-city/rules/board.ts';
import { act, CENTRE, dice, game, MOUNTAIN_CELLS, MOUNTAIN_FACES, rejects, run, town } from './support.ts';
import { formatText } from '../../../src/i18n/format-message.ts';

describe('setup', () => {
  it('every player starts with $15, 1 road, 3 cowboys in reserve, 12 property markers and 1 revolver', () => {
    const s = game.setup({ seed: 1, players: 4 });
    for (const p of s.seats) expect(p).toMatchObject({ cash: 15, roads: 1, reserve: 3, markers: 12, points: 0 });
    const v = game.view(s, null);
    for (const p of v.seats) expect(p.revolvers).toBe(1);
  });

  it('the construction row starts with a mine at $12 and $4, a ranch at $10 and $3, and three drawn buildings at $8, $6, $5', () => {
    const s = game.setup({ seed: 3, players: 2 });
    expect(s.row[0]).toBe('mine');
    expect(s.row[1]).toBe('ranch');
    expect(s.row[5]).toBe('mine');
    expect(s.row[6]).toBe('ranch');
    expect(s.row.filter((b) => b !== null)).toHaveLength(7);
    expect(s.bag).toHaveLength(23);
  });

  it('the town centre is thrown with two dice (column, row) and gets a house and four roads around it', () => {
    const s0 = game.setup({ seed: 1, players: 2 });
    const aw = game.awaiting(s0);
    expect(aw).toMatchObject({ kind: 'throw', dice: ['d6', 'd6'], area: 'tray', purpose: 'town centre' });
    const s = run(s0, dice(4, 4));
    expect(s.map[CENTRE]!.piece).toBe('house');
    expect([...s.roads].sort()).toEqual([...parcelEdges(CENTRE)].sort());
  });

  it('the nine mountains are thrown at once (ours), a pair of dice (column, row) each, in the order listed', () => {
    const s = run(game.setup({ seed: 1, players: 2 }), dice(4, 4));
    const aw = game.awaiting(s);
    expect(aw).toMatchObject({ kind: 'throw', seat: 1, area: 'tray', purpose: 'mountain' });
    expect(aw.kind === 'throw' && aw.dice).toEqual(Array.from({ length: 18 }, () => 'd6'));
    const t = run(s, dice(...MOUNTAIN_FACES.flat()));
    expect(MOUNTAIN_CELLS.every((c) => t.map[c]!.piece === 'mountain')).toBe(true);
    expect(t.phase.kind).toBe('draft');
    expect(formatText(t.log.at(-1)!)).toBe('9 mountains at B2, C2, D2, E2, F2, G2, B7, C7, D7.');
  });

  it('a pair on a taken parcel (the centre, or a mountain of the same throw) is void; the next seat throws the pairs left together', () => {
    let s = run(game.setup({ seed: 1, players: 3 }), dice(4, 4));
    // Pair 1 on the centre, pair 3 on pair 2's parcel: seven mountains stand, two are thrown again.
    const faces = [4, 4, 1, 1, 1, 1, ...MOUNTAIN_FACES.slice(1, 7).flat()];
    s = run(s, dice(...faces));
    expect(s.map.filter((c) => c.piece === 'mountain')).toHaveLength(7);
    expect(formatText(s.log.at(-1)!)).toBe('7 mountains at B2, C2, D2, E2, F2, G2, B7; E5, B2 are taken: 2 to throw again.');
    const aw = game.awaiting(s);
    expect(aw).toMatchObject({ kind: 'throw', seat: 2, purpose: 'mountain' });
    expect(aw.kind === 'throw' && aw.dice).toHaveLength(4);
    s = run(s, dice(2, 6, 3, 6));
    expect(MOUNTAIN_CELLS.every((c) => s.map[c]!.piece === 'mountain')).toBe(true);
    expect(s.phase.kind).toBe('draft');
  });

  it('after the mountains each player claims two parcels in a snake draft (1, 2, 2, 1)', () => {
    let s = town(2);
    expect(MOUNTAIN_CELLS.every((c) => s.map[c]!.piece === 'mountain')).toBe(true);
    const seats: number[] = [];
    for (const cell of [0, 1, 2, 3]) {
      const aw = game.awaiting(s);
      if (aw.kind !== 'decision') throw new Error('no draft');
      seats.push(aw.seat);
      s = run(s, act(aw.seat, { type: 'claim', cell }));
    }
    expect(seats).toEqual([0, 1, 1, 0]);
    expect(s.map[0]!.owner).toBe(0);
    expect(s.map[3]!.owner).toBe(0);
    expect(s.seats[0]!.markers).toBe(10);
    expect(s.phase).toEqual({ kind: 'character', index: 0 });
    expect(s.turn).toBe(1);
  });

  it('a parcel owned already cannot be claimed in the draft', () => {
    const s = run(town(2), act(0, { type: 'claim', cell: 5 }));
    expect(rejects(s, act(1, { type: 'claim', cell: 5 }))).toBe('parcel-taken');
  });

  it('a short game (ours) lasts two turns; the standard game four', () => {
    expect(game.setup({ seed: 1, players: 2 }).turns).toBe(4);
    expect(game.setup({ seed: 1, players: 2, options: { length: 'short' } }).turns).toBe(2);
    expect(() => game.setup({ seed: 1, players: 6 })).toThrow();
  });
});
