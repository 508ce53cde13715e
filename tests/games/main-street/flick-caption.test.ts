// The flick variant's caption names who fell as a player knows them (owner and
// kind, or the building whose doorway the meeple stood on), never by the
// rules' figure ids, and says what the flick scores (rules/showdown.ts flickScore).
import { describe, expect, it } from 'vitest';
import type { FlickOutcome, FlickSetup } from '../../../src/physics/types.ts';
import { streetFlickCaption } from '../../../src/games/main-street/view/board/flick-caption.ts';
import type { MainStreetState } from '../../../src/games/main-street/index.ts';

const setup = {
  figures: [
    { id: 'duellist-b', model: 'meeple', x: 0, z: 0, role: 'target', owner: 1 },
    { id: 'doorway-4', model: 'meeple', x: 5, z: 0, role: 'bystander' },
  ],
} as unknown as FlickSetup;
const showdowns: MainStreetState['showdowns'] = [
  { meeple: 'deputy', owner: 0 },
  { meeple: 'builder', owner: 1 },
];
const outcome = (o: Partial<FlickOutcome>): FlickOutcome => ({ kind: 'flick', touched: [], fallen: [], offBoard: [], bystandersHit: [], dieRest: { x: 0, z: 0 }, dieOffTable: false, ...o });
const caption = (o: Partial<FlickOutcome>) => streetFlickCaption({ setup, outcome: outcome(o), seat: 0, purpose: 'showdown' }, showdowns).lines;

describe('Main Street flick captions', () => {
  it('a hit names the target by owner and kind', () => {
    expect(caption({ fallen: ['duellist-b'] })).toEqual([{ who: "Player 2's builder knocked over", meaning: 'a hit', tone: 'good' }]);
    expect(caption({ offBoard: ['duellist-b'] })[0]!.who).toBe("Player 2's builder knocked off the board");
  });

  it('a doorway meeple down is named by its building and spoils the flick', () => {
    const lines = caption({ fallen: ['duellist-b', 'doorway-4'] });
    expect(lines.map((l) => l.who)).toEqual(["Player 2's builder knocked over", "The meeple at the Gunsmith's door knocked over"]);
    expect(lines.map((l) => l.tone)).toEqual(['plain', 'bad']);
    expect(lines[1]!.meaning).toMatch(/scores nothing/);
  });

  it('a miss says so', () => {
    expect(caption({})).toEqual([{ who: 'Missed', meaning: 'no hit', tone: 'plain' }]);
  });

  it('never shows a figure id', () => {
    for (const o of [{ fallen: ['duellist-b'] }, { bystandersHit: ['doorway-4'] }]) {
      for (const l of caption(o)) expect(l.who).not.toMatch(/duellist-|doorway-/);
    }
  });
});
