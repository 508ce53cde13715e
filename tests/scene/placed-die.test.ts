// A die placed on the gambler's tableau shows its top face to the player:
// drawn leaning towards the home camera, the face the rules placed is the one
// turned most towards the viewer (more than it would be lying flat), the die
// rests on the board, and its face covers its own box as seen from the chair.
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { FACE_NORMALS } from '../../src/physics/faces.ts';
import { FACES } from '../../src/physics/dice-kinds.ts';
import { dieHalfHeight } from '../../src/scene/kit/face-rotation.ts';
import { placedDiePose } from '../../src/games/gambler/view/board/placed-die.ts';
import { BOARD_TOP, SHOWN_DIE_SCALE, VIEWER, boxCentre } from '../../src/games/gambler/view/board/layout.ts';

const eye = new THREE.Vector3(0, VIEWER.y, VIEWER.z);
const normals = FACE_NORMALS.d6.map((n) => new THREE.Vector3(n.x, n.y, n.z));
const BOXES: [number, number][] = [[0, 0], [0, 4], [2, 2], [5, 0], [5, 3]];

describe('a placed die faces the player', () => {
  it('the placed face is the one turned most towards the viewer, and more than lying flat', () => {
    for (const [row, col] of BOXES) {
      for (const face of FACES.d6) {
        const pose = placedDiePose(row, col, Number(face));
        const toEye = eye.clone().sub(pose.p).normalize();
        const facing = normals.map((n) => n.clone().applyQuaternion(pose.q).dot(toEye));
        const i = FACES.d6.indexOf(face);
        expect(Math.max(...facing), `face ${face} in box ${row}:${col}`).toBeCloseTo(facing[i]!, 9);
        // Lying flat, the top face's normal is straight up.
        expect(facing[i]!).toBeGreaterThan(new THREE.Vector3(0, 1, 0).dot(toEye) + 0.05);
      }
    }
  });

  it('rests on the board: its lowest corner touches the top, none sinks in', () => {
    const half = dieHalfHeight('d6') * SHOWN_DIE_SCALE;
    for (const [row, col] of BOXES) {
      const pose = placedDiePose(row, col, 3);
      const ys = [-1, 1].flatMap((x) => [-1, 1].flatMap((y) => [-1, 1].map((z) => new THREE.Vector3(x, y, z).multiplyScalar(half).applyQuaternion(pose.q).y + pose.p.y)));
      expect(Math.min(...ys)).toBeGreaterThan(BOARD_TOP - 0.15);
      expect(Math.min(...ys)).toBeLessThan(BOARD_TOP + 0.15);
    }
  });

  it("seen from the chair, the top face's centre lies over its own box's centre", () => {
    const half = dieHalfHeight('d6') * SHOWN_DIE_SCALE;
    for (const [row, col] of BOXES) {
      const pose = placedDiePose(row, col, 5);
      const top = new THREE.Vector3(0, half, 0).applyQuaternion(pose.q).add(pose.p);
      const box = boxCentre(row, col);
      // Where the line from the eye through the face's centre meets the board.
      const t = (eye.y - BOARD_TOP) / (eye.y - top.y);
      const hitZ = eye.z + (top.z - eye.z) * t;
      expect(Math.abs(hitZ - box.z)).toBeLessThan(0.6);
    }
  });
});
