// While a rider aims, the camera stands behind the shooter's die and looks
// along the shot, with the die and the target both in view (the die below the
// target on screen: pull back towards the player, like a slingshot).
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { frameFlick } from '../../src/scene/kit/index.ts';
import { DUEL_SPOTS, DUEL_STARTS, INDIAN_SPOTS, INDIAN_START } from '../../src/games/pony-express/data/board.ts';
import type { FigureSpot } from '../../src/core/contract.ts';

const lens = { fovDeg: 40, aspect: 1280 / 800 };

function onScreen(home: ReturnType<typeof frameFlick>, p: { x: number; z: number }): THREE.Vector3 {
  const cam = new THREE.PerspectiveCamera(lens.fovDeg, lens.aspect, 1, 2000);
  cam.position.set(...home.position);
  cam.lookAt(new THREE.Vector3(...home.target));
  cam.updateMatrixWorld();
  return new THREE.Vector3(p.x, 0, p.z).project(cam);
}

const duels: [{ x: number; z: number }, FigureSpot][] = [
  [DUEL_STARTS.a, { id: 'rider-1', model: 'rider', ...DUEL_SPOTS.b, role: 'target', owner: 1 }],
  [DUEL_STARTS.b, { id: 'rider-0', model: 'rider', ...DUEL_SPOTS.a, role: 'target', owner: 0 }],
];

describe('pony flick camera', () => {
  it('stands behind the shooter’s die in a duel, both ways, with die and target in view and the die nearer the bottom', () => {
    for (const [from, target] of duels) {
      const home = frameFlick({ from, setup: { die: 'poker', figures: [target] } }, lens);
      const toTarget = { x: target.x - from.x, z: target.z - from.z };
      const toCamera = { x: home.position[0] - from.x, z: home.position[2] - from.z };
      expect(toTarget.x * toCamera.x + toTarget.z * toCamera.z).toBeLessThan(0);
      const die = onScreen(home, from);
      const aim = onScreen(home, target);
      for (const p of [die, aim]) {
        expect(Math.abs(p.x)).toBeLessThan(0.95);
        expect(Math.abs(p.y)).toBeLessThan(0.95);
      }
      // Looking along the shot: both near the middle column, the die below the target.
      expect(Math.abs(die.x)).toBeLessThan(0.1);
      expect(Math.abs(aim.x)).toBeLessThan(0.1);
      expect(die.y).toBeLessThan(aim.y);
      // The die and its power ring clear the prompt bar along the foot of the screen (its lowest ~11 %).
      expect(die.y).toBeGreaterThan(-0.7);
    }
  });

  it('frames the three Indians of a visit from behind the start', () => {
    const figures: FigureSpot[] = INDIAN_SPOTS.map((p, i) => ({ id: `indian-${i}`, model: 'indian', ...p, role: 'target' }));
    const home = frameFlick({ from: INDIAN_START, setup: { die: 'poker', figures } }, lens);
    for (const p of [INDIAN_START, ...INDIAN_SPOTS]) {
      const s = onScreen(home, p);
      expect(Math.abs(s.x)).toBeLessThan(0.95);
      expect(Math.abs(s.y)).toBeLessThan(0.95);
    }
    expect(onScreen(home, INDIAN_START).y).toBeLessThan(onScreen(home, INDIAN_SPOTS[0]!).y);
  });
});
