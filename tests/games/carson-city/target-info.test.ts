// What a target on the board is, in the rules' words (rules/target-info.ts):
// a card's holder, the building a construction square offers, what a building
// pays its owner, who stands there and the deciding seat's duel odds.
import { describe, expect, it } from 'vitest';
import { BUILDINGS, buildingIncome, duelOdds } from '../../../src/games/carson-city/index.ts';
import { describeTarget as describe_ } from '../../../src/games/carson-city/rules/target-info.ts';
import { act, parcel, put, run, square, turnOne } from './support.ts';
import { formatMessage } from '../../../src/i18n/format-message.ts';

// The info is messages (issue 25), read here in English (the tests' catalog).
const describeTarget = (...a: Parameters<typeof describe_>) => {
  const info = describe_(...a);
  return { ...info, title: formatMessage(info.title), lines: info.lines.map((l) => formatMessage(l.said)), kinds: info.lines.map((l) => l.kind) };
};

describe('carson-city: what a target says', () => {
  it('a character card says who took it this turn', () => {
    const s = run(turnOne(2), act(0, { type: 'character', character: 'banker' }));
    expect(describeTarget({ kind: 'card', character: 'banker' }, s, 1).lines.at(-1)).toBe('Taken by Player 1.');
    expect(describeTarget({ kind: 'card', character: 'sheriff' }, s, 1).lines.at(-1)).toBe('Free this turn.');
  });

  it('a construction square names the building on offer there', () => {
    const s = turnOne(2);
    const kind = s.row[0]!;
    const info = describeTarget(square('build12'), s, 0);
    expect(info.title).toBe('Construction square $12');
    expect(info.lines).toContain(`Offers a ${BUILDINGS[kind].name.toLowerCase()}: ${BUILDINGS[kind].income}`);
  });

  it('an owned building says what it pays at estate income', () => {
    const s = turnOne(2);
    put(s, 0, 'ranch', 1);
    const info = describeTarget({ kind: 'building', cell: 0 }, s, 0);
    expect(info.lines[0]).toBe("Player 2's, a ranch.");
    expect(info.lines[1]).toBe(`Pays $${buildingIncome(s.map, 0, null)} at estate income.`);
  });

  it('where a rival stands the deciding seat gets the rules’ duel odds; on wages, or for nobody deciding, none', () => {
    let s = run(turnOne(2), act(0, { type: 'character', character: 'banker' }), act(1, { type: 'character', character: 'coolie' }));
    s = run(s, act(0, { type: 'place', target: parcel(9) }));
    const info = describeTarget(parcel(9), s, 1);
    expect(info.there.map((p) => p.seat)).toEqual([0]);
    expect(info.odds).toBeCloseTo(duelOdds(s, 1, parcel(9)));
    expect(info.lines.at(-1)).toBe(`Your duel odds here: ${Math.round(info.odds! * 100)} %.`);
    // The HUD marks the odds line by its kind, not its words (which a translation changes).
    expect(info.kinds.at(-1)).toBe('odds');
    expect(info.kinds.slice(0, -1).every((k) => k === 'fact')).toBe(true);
    expect(describeTarget(parcel(9), s, null).odds).toBeNull();
    expect(describeTarget(parcel(9), s, null).kinds).not.toContain('odds');
    expect(describeTarget(parcel(9), s, 0).odds).toBeNull();
    const onWages = run(s, act(1, { type: 'place', target: square('wages') }));
    expect(describeTarget(square('wages'), onWages, 0).odds).toBeNull();
  });
});
