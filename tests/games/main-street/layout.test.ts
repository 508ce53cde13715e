// The table layout of Main Street's view: lit frames stay inside their
// building's slot (neighbours' frames never overlap), and the players' piles
// keep clear of each other and of the dice tray.
import { describe, expect, it } from 'vitest';
import { BUILDING_FRAME } from '../../../src/games/main-street/view/board/Lit.tsx';
import { PILE, buildingSpot, pileSlot, pileSpot } from '../../../src/games/main-street/view/board/layout.ts';

describe('layout', () => {
  it('a lit building frame is narrower than the gap to the next building, so neighbours never overlap', () => {
    const outer = BUILDING_FRAME.halfX + BUILDING_FRAME.band;
    for (const [a, b] of [[0, 1], [4, 5], [6, 7], [10, 11]] as const) {
      const gap = Math.abs(buildingSpot(a).x - buildingSpot(b).x);
      expect(2 * outer).toBeLessThan(gap);
    }
  });

  it('the four piles lie apart, left of the dice tray, and hold a full purse inside the mat', () => {
    for (let seat = 0; seat < 3; seat++) expect(pileSpot(seat + 1).x - pileSpot(seat).x).toBeGreaterThan(PILE.width);
    // The tray spans x −14..14 (src/physics/table.ts).
    expect(pileSpot(3).x + PILE.width / 2).toBeLessThan(-14);
    for (const kind of ['gold', 'stone'] as const) {
      for (let i = 0; i < 12; i++) {
        const p = pileSlot(0, kind, i);
        expect(Math.abs(p.x - pileSpot(0).x)).toBeLessThan(PILE.width / 2);
        expect(Math.abs(p.z - pileSpot(0).z)).toBeLessThan(PILE.depth / 2);
      }
    }
  });
});
