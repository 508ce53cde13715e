// The caption a settled Mail Run flick is held with names who fell, by name
// and seat colour, and says what the rules make of it (rules/flick-meaning.ts).
// Before, the only word was the log's "knocked over an uninvolved rider", naming nobody.
import { describe, expect, it } from 'vitest';
import type { FigureSpot, FlickOutcome } from '../../../src/core/contract.ts';
import { captionText, type FlickFacts } from '../../../src/scene/session/flick-caption.ts';
import { figureName as nameOf, flickLines } from '../../../src/games/pony-express/rules/flick-meaning.ts';
import { seatColourName } from '../../../src/games/pony-express/colours.ts';
import { readFlick } from '../../../src/games/pony-express/rules/flicks.ts';

const target: FigureSpot = { id: 'rider-1', model: 'rider', x: -41, z: 9, role: 'target', owner: 1 };
const bystander: FigureSpot = { id: 'rider-2', model: 'rider', x: 0, z: -25, role: 'bystander', owner: 2 };
const indianBy: FigureSpot = { id: 'indian-1', model: 'indian', x: -36, z: -30, role: 'bystander' };
const duel = [target, bystander, indianBy];

function outcome(fallen: string[], extra: Partial<FlickOutcome> = {}): FlickOutcome {
  return { kind: 'flick', touched: fallen, fallen, offBoard: [], bystandersHit: fallen.filter((id) => id === 'rider-2'), dieRest: { x: 0, z: 0 }, dieOffTable: false, ...extra };
}
const facts = (figures: FigureSpot[], o: FlickOutcome, purpose = 'duel', seat = 0): FlickFacts => ({ setup: { die: 'poker', figures }, outcome: o, seat, purpose });

// As the board captions a flick: the rules' lines, riders named with their seat colour's word.
const ponyFlickCaption = (f: FlickFacts, gold?: readonly number[]) => ({ lines: flickLines(f, gold, seatColourName) });
const figureName = (f: Pick<FigureSpot, 'id' | 'model' | 'owner'>) => nameOf(f, seatColourName);

describe('pony flick caption', () => {
  it('names riders by seat and colour, Indians by number', () => {
    expect(figureName(target)).toBe('Rider 2 (blue)');
    expect(figureName(bystander)).toBe('Rider 3 (green)');
    expect(figureName({ id: 'indian-0', model: 'indian' })).toBe('Indian 1');
  });

  it('an uninvolved rider knocked over in a duel: named, and the shooter goes to jail', () => {
    const text = captionText(ponyFlickCaption(facts(duel, outcome(['rider-2']))));
    expect(text).toBe('Rider 3 (green) knocked over: the shooter, Rider 1, goes to jail.');
  });

  it('a duel hit says how much gold changes hands, or jail for a target without gold', () => {
    expect(captionText(ponyFlickCaption(facts(duel, outcome(['rider-1'])), [4, 5, 2]))).toBe('Rider 2 (blue) hit: Rider 1 takes 3 of Rider 2\'s 5 gold.');
    expect(captionText(ponyFlickCaption(facts(duel, outcome(['rider-1'])), [4, 0, 2]))).toBe('Rider 2 (blue) hit: Rider 2 has no gold and goes to jail.');
  });

  it('a hit and a foul in one flick: the foul comes first, both are said', () => {
    const c = ponyFlickCaption(facts(duel, outcome(['rider-1', 'rider-2'])), [1, 2, 3]);
    expect(c.lines.map((l) => l.tone)).toEqual(['bad', 'good']);
    expect(captionText(c)).toContain('Rider 3 (green) knocked over: the shooter, Rider 1, goes to jail.');
  });

  it('an Indian knocked over in a duel does no harm; a miss says nobody fell', () => {
    expect(captionText(ponyFlickCaption(facts(duel, outcome(['indian-1']))))).toBe('Indian 2 knocked over: no harm done: the Indians are stood up again.');
    expect(captionText(ponyFlickCaption(facts(duel, outcome([]), 'duel', 1)))).toBe('Rider 2 misses: nobody fell.');
  });

  it('the final duel: a hit wins it, a foul loses it to the other rider', () => {
    expect(captionText(ponyFlickCaption(facts(duel, outcome(['rider-1']), 'final duel')))).toBe('Rider 2 (blue) hit: Rider 1 wins the final duel.');
    expect(captionText(ponyFlickCaption(facts(duel, outcome(['rider-2']), 'final duel')))).toBe('Rider 3 (green) knocked over: Rider 1 loses the final duel: Rider 2 wins.');
  });

  it('Indians down are worth gold at the end of the visit; one knocked off the board is said so', () => {
    const figures: FigureSpot[] = [
      { id: 'indian-0', model: 'indian', x: -30, z: -33, role: 'target' },
      { id: 'indian-2', model: 'indian', x: -24, z: -30, role: 'target' },
      bystander,
    ];
    const c = ponyFlickCaption(facts(figures, outcome(['indian-0'], { offBoard: ['indian-2'] }), 'indians'));
    expect(captionText(c)).toBe('Indian 1 knocked over: down for the rest of the visit: 1 gold when it ends. Indian 3 knocked off the board: down for the rest of the visit: 1 gold when it ends.');
    expect(captionText(ponyFlickCaption(facts(figures, outcome([]), 'indians')))).toBe('Rider 1 misses: the Indians stand firm.');
  });

  it('agrees with the rules on who counts: the rider the caption jails the shooter for is the one the rules read as down', () => {
    const request = { kind: 'flick' as const, seat: 0, die: 'poker' as const, from: { x: 30, z: -25 }, figures: duel, prompt: '', purpose: 'duel' };
    for (const fell of [['rider-2'], ['rider-1'], ['indian-1'], []]) {
      const o = outcome(fell);
      const read = readFlick(request, o);
      const c = ponyFlickCaption(facts(duel, o));
      expect(c.lines.some((l) => l.tone === 'bad')).toBe(read.bystanderDown);
      expect(c.lines.some((l) => l.who.endsWith(' hit'))).toBe(read.targetsDown.length > 0);
    }
  });
});
