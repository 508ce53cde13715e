// The table layout of Main Street's view: lit frames stay inside their
// building's slot (neighbours' frames never overlap), and the players' piles
// keep clear of each other and of the dice tray.
import { describe, expect, it } from 'vitest';
import { BUILDING_FRAME } from '../../../src/games/main-street/view/board/Lit.tsx';
import { PILE, SHOWN_DIE_SCALE, pileSlot, pileSpot, showdownSlot } from '../../../src/games/main-street/supply-layout.ts';
import { BUILDING, HOUSE, JAIL, SALOON, buildingSpot, crowdSlot, locationSpot, targetAt, targetSpot } from '../../../src/games/main-street/street-plan.ts';
import { SPACES } from '../../../src/games/main-street/index.ts';
import { TABLE } from '../../../src/physics/table.ts';
import { PHYSICS } from '../../../src/physics/tuning.ts';
import { waitingLayout } from '../../../src/scene/session/layout.ts';

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

  it("the two settled showdown dice lie whole in the tray, apart from each other and from the next waiting die", () => {
    const tray = TABLE.areas.tray;
    const half = (PHYSICS.dieEdge * SHOWN_DIE_SCALE) / 2;
    // A turned die reaches out by its half diagonal.
    const reach = half * Math.SQRT2;
    const waiting = waitingLayout(['d6'], 'tray')[0]!.position;
    for (const side of [0, 1]) {
      const s = showdownSlot(side);
      expect(Math.abs(s.x - tray.x) + reach).toBeLessThan(tray.halfWidth);
      expect(Math.abs(s.z - tray.z) + reach).toBeLessThan(tray.halfDepth);
      expect(Math.hypot(s.x - waiting.x, s.z - waiting.z)).toBeGreaterThan(reach + PHYSICS.dieEdge);
    }
    expect(showdownSlot(1).x - showdownSlot(0).x).toBeGreaterThan(2 * reach);
  });

  it('a pointer on a building, a space, the saloon or the jail (its walls too) names it; the ground between names nothing', () => {
    const targets = [...Array.from({ length: 12 }, (_, b) => `b${b}`), ...SPACES.map((_, i) => `s${i}`), 'saloon', 'jail'];
    for (const t of targets) {
      const at = targetSpot(t)!;
      expect(targetAt(at.x, at.z)).toBe(t);
    }
    const b = buildingSpot(2);
    expect(targetAt(b.x + BUILDING.width / 2, b.z)).toBe('b2');
    // Between two neighbouring buildings (12 cm apart, 10 wide) and off the table's street.
    expect(targetAt((b.x + buildingSpot(3).x) / 2, b.z)).toBeNull();
    expect(targetAt(0, 60)).toBeNull();
  });

  it("a location's meeples stand on its roof or porch, in rows of five that keep apart and stay on the house", () => {
    expect(locationSpot(4)).toEqual({ ...buildingSpot(4), y: BUILDING.height });
    expect(locationSpot('saloon')).toMatchObject(SALOON);
    expect(locationSpot('jail')).toMatchObject(JAIL);
    const slots = Array.from({ length: 10 }, (_, i) => crowdSlot(i, SALOON));
    for (const [i, a] of slots.entries()) {
      expect(Math.abs(a.x - SALOON.x)).toBeLessThan(HOUSE.width / 2);
      expect(Math.abs(a.z - SALOON.z)).toBeLessThan(HOUSE.depth / 2);
      for (const b of slots.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.z - b.z)).toBeGreaterThan(1.79);
    }
  });
});
