// What a place on Main Street says in words (src/games/main-street/place-text.ts):
// the hover line for each kind of target, the signs' short lines, and the
// names of a flick's figures.
import { describe, expect, it } from 'vitest';
import * as words from '../../../src/games/main-street/place-text.ts';
import { act, game, run, street } from './support.ts';
import { formatMessage } from '../../../src/i18n/format-message.ts';

// The place's words are messages (issue 25); the tests read them in English (the tests' catalog).
const hoverText = (...a: Parameters<typeof words.hoverText>) => {
  const m = words.hoverText(...a);
  return m && formatMessage(m);
};
const crowdText = (...a: Parameters<typeof words.crowdText>) => formatMessage(words.crowdText(...a));
const buildingSignText = (...a: Parameters<typeof words.buildingSignText>) => formatMessage(words.buildingSignText(...a));
const supplyLine = (...a: Parameters<typeof words.supplyLine>) => formatMessage(words.supplyLine(...a));
const streetFigureName = (...a: Parameters<typeof words.streetFigureName>) => formatMessage(words.streetFigureName(...a));
const supplySigns = (...a: Parameters<typeof words.supplySigns>) => {
  const raw = words.supplySigns(...a);
  const both = (x: { title: Parameters<typeof formatMessage>[0]; count: Parameters<typeof formatMessage>[0] }) => ({ title: formatMessage(x.title), count: formatMessage(x.count) });
  return { bank: both(raw.bank), bag: both(raw.bag), graveyard: both(raw.graveyard) };
};

describe('hover lines', () => {
  const s = street(2, { buildings: { 2: { builder: 1, miner: 2 } }, saloon: { madame: 1 }, awnings: { 2: { owner: 1, points: 5 } } });
  const v = game.view(s, 0);

  it('a building says who is inside, its awning and what building costs; an empty saloon or a missing target', () => {
    const b = v.buildings[2]!;
    expect(hoverText(v, 'b2')).toBe(`${formatMessage(b.name)}: 1 builder, 2 miners inside; awning 5 (Player 2); building costs ${b.cost.gold} gold + ${b.cost.stone} stone.`);
    expect(hoverText(v, 'saloon')).toBe('Saloon: 1 madame.');
    expect(hoverText(v, 'jail')).toBe(`Jail: nobody; ${v.jailDynamite} dynamite.`);
    expect(hoverText(v, 'b99')).toBeNull();
    expect(hoverText(v, 's99')).toBeNull();
  });

  it('a space says which doorway or showdown space it is and who stands there', () => {
    const sown = run(s, act(0, { type: 'take', from: 2 }));
    const sv = game.view(sown, 0);
    expect(hoverText(sv, 's0')).toBe('Showdown space A: free.');
    const place = game.legalActions(sown).find((a) => a.type === 'place' && a.meeple === 'builder' && a.space !== 0 && a.space !== 7);
    if (place?.type !== 'place') throw new Error('no doorway to place a builder on');
    const pv = game.view(run(sown, act(0, place)), 0);
    expect(hoverText(pv, `s${place.space}`)).toBe(`${formatMessage(pv.buildings[pv.spaces[place.space]!.building!]!.name)}'s doorway: builder.`);
  });
});

describe('signs', () => {
  it('count a crowd, name an awning or a cost, and the supplies’ counts', () => {
    expect(crowdText({ builder: 0, miner: 0, robber: 0, deputy: 0, madame: 0 })).toBe('empty');
    expect(crowdText({ builder: 2, miner: 0, robber: 1, deputy: 0, madame: 0 })).toBe('3 inside');
    const v = game.view(street(2, { awnings: { 4: { owner: 0, points: 10 } } }), 0);
    expect(buildingSignText(v.buildings[4]!)).toBe('awning 10 · P1');
    expect(buildingSignText(v.buildings[5]!)).toBe(`${v.buildings[5]!.cost.gold}g + ${v.buildings[5]!.cost.stone}s`);
    const signs = supplySigns(v);
    expect(signs.bag.count).toBe(`${v.bag.gold} gold · ${v.bag.stone} stone`);
    expect(signs.graveyard).toEqual({ title: 'Graveyard', count: `0 of ${v.graves.total} filled` });
    expect(signs.bank.count).toBe(v.bank.nextPrice === null ? 'empty' : `next bar ${v.bank.nextPrice} gold`);
    expect(supplySigns({ ...v, bag: { ...v.bag, dynamite: 2 } }).bag.title).toBe('Bag · 2 dynamite');
    const line = supplyLine({ ...v, bank: { ...v.bank, bars: 1, nextPrice: 12 }, endTriggered: ['the bank has no bar left'] });
    expect(line).toBe(`Bank: 1 bar (next 12 gold) · Bag: ${v.bag.gold} gold, ${v.bag.stone} stone, ${v.bag.dynamite} dynamite · Graves 0/${v.graves.total} · Last round: the bank has no bar left`);
    expect(supplyLine({ ...v, bank: { ...v.bank, bars: 0, nextPrice: null } })).toMatch(/^Bank: 0 bars · Bag: /);
  });

  it('a flick names its duellists by owner and kind, bystanders by their doorway', () => {
    const showdowns = [{ meeple: 'deputy', owner: 0 }, null] as const;
    expect(streetFigureName({ id: 'duellist-a' }, [...showdowns])).toBe("Player 1's deputy");
    expect(streetFigureName({ id: 'duellist-b', owner: 1 }, [...showdowns])).toBe("Player 2's meeple");
    expect(streetFigureName({ id: 'duellist-b' }, [...showdowns])).toBe('The target meeple');
    expect(streetFigureName({ id: 'doorway-0' }, [...showdowns])).toMatch(/^The meeple at the .+'s door$/);
    expect(streetFigureName({ id: 'someone' }, [...showdowns])).toBe('A bystander');
  });
});
