// Printed boards read from the chair at the default quality: at 1280×800, with
// the pixel ratio the automatic quality gives a software renderer, the smallest
// type printed on the gambler tableau and the pony track is at least 11 screen
// pixels to the em even at the board corner farthest from the home camera.
// A first check by distance alone; the browser's legibility spec measures the
// projection with the tilt. (The sizes before: 0.62 cm row hints at half the
// pixels, 2.5 px; 0.7 cm words on the pony board, 4.7 px at full pixels; then
// 1 cm on both, 6.5 and 6 px measured.)
import { describe, expect, it } from 'vitest';
import { QUALITY, resolveLevel } from '../../src/scene/render-quality.ts';
import { MIN_TYPE_CM as GAMBLER_MIN, TYPE_CM } from '../../src/games/gambler/view/board/board-paint.ts';
import { BOARD as TABLEAU, BOARD_TOP, VIEWER } from '../../src/games/gambler/view/board/layout.ts';
import { MIN_TYPE_CM as PONY_MIN } from '../../src/games/pony-express/view/board/track-paint.ts';
import { BOARD as TRACK } from '../../src/games/pony-express/data/board.ts';
import { CAMERA_HOME as PONY_CAMERA } from '../../src/games/pony-express/view/board/layout.ts';

/** The rooms' vertical field of view (src/rooms/game-room.tsx) and the screen height it spans. */
const FOV_DEG = 40;
const SCREEN_H = 800;
const MIN_EM_PX = 11;

const softwareDpr = (() => {
  const dpr = QUALITY[resolveLevel('auto', null, true)].dpr;
  return Array.isArray(dpr) ? dpr[0] : dpr;
})();

/** Screen pixels per centimetre at the board corner farthest from the camera. */
function farthestPxPerCm(camera: readonly [number, number, number], board: { x: number; z: number; width: number; depth: number }, y: number): number {
  const corners = [-1, 1].flatMap((sx) => [-1, 1].map((sz) => [board.x + (sx * board.width) / 2, y, board.z + (sz * board.depth) / 2] as const));
  const far = Math.max(...corners.map(([x, cy, z]) => Math.hypot(x - camera[0], cy - camera[1], z - camera[2])));
  return (SCREEN_H / 2 / (far * Math.tan(((FOV_DEG / 2) * Math.PI) / 180))) * softwareDpr;
}

describe('printed boards are legible at the default quality', () => {
  it('gambler tableau: the smallest type and every named size', () => {
    const px = farthestPxPerCm([0, VIEWER.y, VIEWER.z], TABLEAU, BOARD_TOP);
    expect(GAMBLER_MIN * px).toBeGreaterThanOrEqual(MIN_EM_PX);
    for (const [what, cm] of Object.entries(TYPE_CM)) expect(cm, what).toBeGreaterThanOrEqual(GAMBLER_MIN);
  });

  it('pony track: the smallest type', () => {
    const px = farthestPxPerCm(PONY_CAMERA.position, TRACK, 0);
    expect(PONY_MIN * px).toBeGreaterThanOrEqual(MIN_EM_PX);
  });
});
