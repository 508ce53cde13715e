// Silver Creek County in players' words: the Captain's hires show their price,
// the Grocer offers only building types that earn, a parcel's hover tells a
// free draft claim from a cowboy's purchase, and the reason the cash limit
// offers no more than rounding up still holds in the numbers.
import { describe, expect, it } from 'vitest';
import { BUY_PRICES, EARNING_KINDS, FINAL_CASH_PER_POINT, POINTS_PER_SURRENDERED } from '../../../src/games/carson-city/data.ts';
import { targetInfo } from '../../../src/games/carson-city/rules/board-targets.ts';
import { act, game, rejects, town, turnOne } from './support.ts';
import { formatMessage } from '../../../src/i18n/format-message.ts';

const labels = (s: ReturnType<typeof turnOne>) => game.legalActions(s).map((a) => game.describeAction(s, a));

describe('Silver Creek County words', () => {
  it('the Captain’s buttons say how many cowboys and what they cost', () => {
    const ls = labels(turnOne(2)).filter((l) => l.startsWith('Captain'));
    expect(ls).toEqual(['Captain: hire no cowboys', 'Captain: hire 1 cowboy for $1', 'Captain: hire 2 cowboys for $4', 'Captain: hire 3 cowboys for $9']);
  });

  it('the Grocer doubles only a building type that earns (never a church or a prison, whose income is nothing)', () => {
    const s = turnOne(2);
    const choices = game.legalActions(s).flatMap((a) => (a.type === 'character' && a.character === 'grocer' ? [a.grocer] : []));
    expect(choices).toEqual(['cash', ...EARNING_KINDS]);
    expect(labels(s).filter((l) => l.startsWith('Grocer'))).not.toContainEqual(expect.stringMatching(/church|prison/));
    expect(rejects(s, act(0, { type: 'character', character: 'grocer', grocer: 'church' }))).toBe('bad-character-choice');
  });

  it('a parcel’s hover says a draft claim is free and a cowboy’s purchase costs its price', () => {
    const draft = town(2);
    expect(draft.phase.kind).toBe('draft');
    const claim = formatMessage(targetInfo('c0', draft, 0)!.lines[0]!.said);
    expect(claim).toMatch(/^Unowned, empty; claimed free now \(a cowboy would pay \$\d+\)\.$/);
    const later = turnOne(2);
    later.phase = { kind: 'place', index: 0 };
    expect(formatMessage(targetInfo('c0', later, 0)!.lines[0]!.said)).toMatch(/^Unowned, empty; a cowboy buys it for \$\d+\.$/);
  });

  it('handing in a further $10 above the limit never pays: kept, it is worth at least the point it would buy (docs/rules/carson-city.md)', () => {
    // The seed allows handing in more than the excess at 1 point per $10; we offer only the round-up, because
    // cash kept buys points cheaper on the buying squares and counts more at the end.
    expect(Math.max(...BUY_PRICES)).toBeLessThan(POINTS_PER_SURRENDERED);
    expect(FINAL_CASH_PER_POINT).toBeLessThanOrEqual(POINTS_PER_SURRENDERED);
    for (let cash = 0; cash < 60; cash++) {
      expect(Math.floor((cash + POINTS_PER_SURRENDERED) / FINAL_CASH_PER_POINT)).toBeGreaterThanOrEqual(Math.floor(cash / FINAL_CASH_PER_POINT) + 1);
    }
  });
});
