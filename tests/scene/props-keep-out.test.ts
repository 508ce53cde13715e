// Props never come to rest over the dice or the board (issue 21, item 5: a
// tossed tin cup lay over the dice waiting in the tray): one that settles in a
// throw area or on a game's board is nudged to the nearest free spot inside
// the rail. The nudge is checked against a brute-force search of the table.
import { describe, expect, it } from 'vitest';
import { footprintRadius, GAME_TABLE_KEEP_OUT, nudgeOut, NUDGE_CLEARANCE, reachesInto, THROW_AREAS } from '../../src/scene/props/keep-out.ts';
import { GAME_TABLE_PROPS, DICE_TABLE_PROPS, propSet } from '../../src/scene/props/prop-set.ts';
import { INNER_HALF_DEPTH, INNER_HALF_WIDTH, TABLE, type TableRect } from '../../src/physics/table.ts';

const cup = propSet(GAME_TABLE_PROPS).find((p) => p.id === 'cup')!;
const R = footprintRadius(cup);

/** The nearest free spot on a 0.25 cm grid: the answer nudgeOut must match (to the grid's step). */
function nearestFreeByGrid(x: number, z: number, radius: number, keepOut: readonly TableRect[]): number {
  let best = Infinity;
  const step = 0.25;
  for (let gx = -INNER_HALF_WIDTH; gx <= INNER_HALF_WIDTH; gx += step)
    for (let gz = -INNER_HALF_DEPTH; gz <= INNER_HALF_DEPTH; gz += step) {
      if (Math.abs(gx) > INNER_HALF_WIDTH - 3 - radius || Math.abs(gz) > INNER_HALF_DEPTH - 3 - radius) continue;
      if (keepOut.some((r) => reachesInto(gx, gz, radius + NUDGE_CLEARANCE, r))) continue;
      best = Math.min(best, Math.hypot(gx - x, gz - z));
    }
  return best;
}

const clear = ([x, z]: [number, number], radius: number, keepOut: readonly TableRect[]) =>
  !keepOut.some((r) => reachesInto(x, z, radius + NUDGE_CLEARANCE - 0.01, r)) &&
  Math.abs(x) + radius <= INNER_HALF_WIDTH - 3 + 1e-6 &&
  Math.abs(z) + radius <= INNER_HALF_DEPTH - 3 + 1e-6;

describe('a prop at rest over the dice or the board', () => {
  const spots: [string, number, number][] = [
    ['the tray, over the waiting dice', TABLE.areas.tray.x, TABLE.areas.tray.z],
    ['the tray’s back edge, next to the board', TABLE.areas.tray.x + 5, TABLE.areas.tray.z - TABLE.areas.tray.halfDepth],
    ['the cup’s throw area', TABLE.areas.cup.x + 3, TABLE.areas.cup.z + 2],
    ['the player’s throw area, near the rail', TABLE.areas.player.x + 8, TABLE.areas.player.z + 6],
    ['the middle of the board', TABLE.board.x + 4, TABLE.board.z],
    ['the board’s right edge', TABLE.board.x + TABLE.board.halfWidth - 1, -20],
  ];
  for (const [where, x, z] of spots) {
    it(`is nudged from ${where} to the nearest free spot inside the rail`, () => {
      const to = nudgeOut(x, z, R, GAME_TABLE_KEEP_OUT);
      expect(to).not.toBeNull();
      expect(clear(to!, R, GAME_TABLE_KEEP_OUT), JSON.stringify(to)).toBe(true);
      const moved = Math.hypot(to![0] - x, to![1] - z);
      expect(moved).toBeGreaterThan(0);
      expect(moved).toBeLessThanOrEqual(nearestFreeByGrid(x, z, R, GAME_TABLE_KEEP_OUT) + 0.36);
    });
  }

  it('stays where it lies when it is clear: the props’ own corner, and a die’s width off the tray', () => {
    for (const p of propSet(GAME_TABLE_PROPS)) expect(nudgeOut(p.start[0], p.start[2], footprintRadius(p), GAME_TABLE_KEEP_OUT), p.id).toBeNull();
    const tray = TABLE.areas.tray;
    expect(nudgeOut(tray.x + tray.halfWidth + R + 2, tray.z, R, GAME_TABLE_KEEP_OUT)).toBeNull();
  });

  it('in the dice table only the throw areas are kept clear (it has no board)', () => {
    for (const p of propSet(DICE_TABLE_PROPS)) expect(nudgeOut(p.start[0], p.start[2], footprintRadius(p), THROW_AREAS), p.id).toBeNull();
    const to = nudgeOut(TABLE.areas.tray.x, TABLE.areas.tray.z, R, THROW_AREAS);
    expect(to && clear(to, R, THROW_AREAS)).toBe(true);
  });

  it('reaches as far as a prop lying on its side: the cup is wider toppled than standing', () => {
    expect(R).toBeGreaterThan(2.6);
    const chip = propSet(GAME_TABLE_PROPS).find((p) => p.id === 'chip-1')!;
    expect(footprintRadius(chip)).toBeGreaterThanOrEqual(1.9);
  });
});
