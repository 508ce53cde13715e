// How a die placed on the tableau is drawn: in its box, its face up, a little
// turned (boxYaw) and leaning back towards the viewer (placedLean), resting on
// its front bottom edge, moved so its face covers its box as seen from the
// viewer. The board's dice (TableDice) and the glide of a die
// into its box (ThrownDice) both end in this pose, so nothing jumps on landing.
import * as THREE from 'three';
import { dieHalfHeight, faceUpQuaternion, poseMatrix, type PiecePose } from '../../../../scene/kit/index.ts';
import { BOARD_TOP, SHOWN_DIE_SCALE, VIEWER, boxCentre, boxYaw, placedLean } from './layout.ts';

const AXIS_X = new THREE.Vector3(1, 0, 0);
const lean = new THREE.Quaternion();

/** The pose of the die showing `face` in box `col` of row `row`. */
export function placedDiePose(row: number, col: number, face: number): PiecePose {
  const c = boxCentre(row, col);
  const tilt = placedLean(c.z);
  // The lean turns the top towards +z (the viewer); the front bottom edge is then the lowest point.
  const quaternion = lean.setFromAxisAngle(AXIS_X, tilt).clone().multiply(faceUpQuaternion('d6', face, boxYaw(row, col)));
  const half = dieHalfHeight('d6') * SHOWN_DIE_SCALE;
  const y = BOARD_TOP + half * (Math.cos(tilt) + Math.sin(tilt));
  // The top face stands above the board, so seen from the viewer it would sit
  // over the far edge of its box (over the row behind). The die is moved
  // towards the viewer until its top face's centre lies on the line from the
  // viewer's eye to the box's printed centre: the face covers its own box.
  const topY = y + half * Math.cos(tilt);
  const along = (topY - BOARD_TOP) / (VIEWER.y - BOARD_TOP);
  const z = c.z + along * (VIEWER.z - c.z) - half * Math.sin(tilt);
  return { p: new THREE.Vector3(c.x, y, z), q: quaternion, s: SHOWN_DIE_SCALE };
}

/** The same pose as an instance matrix. */
export const placedDieMatrix = (row: number, col: number, face: number): THREE.Matrix4 => poseMatrix(placedDiePose(row, col, face), new THREE.Matrix4());
