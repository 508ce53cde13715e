// Which way up a die lies to show a face: the one rotation for every die kind
// (d6, poker, the wooden discs), derived from the table the physics reads
// faces with (FACE_NORMALS). Turning face i's outward normal onto world up is
// the inverse of what readDie does, so a die drawn with faceUpQuaternion(kind,
// v) reads as v, and the pips on top are the face the rules got.
import * as THREE from 'three';
import { FACES, type DieKind, type FaceValue } from '../../physics/dice-kinds.ts';
import { FACE_NORMALS } from '../../physics/faces.ts';
import { DIE_BODY } from '../../physics/dice-tuning.ts';
import { DIE_SHAPE } from '../../physics/faces.ts';

const UP = new THREE.Vector3(0, 1, 0);
/** Cached "face i on top" turns, per kind and face index (a handful in all). */
const turns = new Map<string, THREE.Quaternion>();

function turnFor(kind: DieKind, face: FaceValue): THREE.Quaternion {
  const key = `${kind}:${face}`;
  let turn = turns.get(key);
  if (!turn) {
    // An unknown face falls back to the first (a view never asks for one, but a frame must not throw).
    const i = Math.max(0, (FACES[kind] as readonly FaceValue[]).indexOf(face));
    const n = FACE_NORMALS[kind][i]!;
    turn = new THREE.Quaternion().setFromUnitVectors(new THREE.Vector3(n.x, n.y, n.z), UP);
    turns.set(key, turn);
  }
  return turn;
}

/** The rotation that puts `face` of a `kind` die on top, turned by `yaw` about the vertical. */
export function faceUpQuaternion(kind: DieKind, face: FaceValue, yaw = 0, out = new THREE.Quaternion()): THREE.Quaternion {
  return out.setFromAxisAngle(UP, yaw).multiply(turnFor(kind, face));
}

/** Half the height of a `kind` die lying flat (a cube's half edge, a disc's half thickness). */
export const dieHalfHeight = (kind: DieKind): number => (DIE_SHAPE[kind] === 'cube' ? DIE_BODY.cube.half : DIE_BODY.disc.halfThickness);

/** Centre height of a `kind` die `scale` times its size resting on a surface at height `base`. */
export const dieRestY = (kind: DieKind, base = 0, scale = 1): number => base + dieHalfHeight(kind) * scale;

const scratchQ = new THREE.Quaternion();
const scratchP = new THREE.Vector3();
const scratchS = new THREE.Vector3();

/** Instance matrix of a die centred at (x, y, z) with `face` up, `scale` times its size. */
export function dieMatrix(kind: DieKind, x: number, y: number, z: number, face: FaceValue, yaw = 0, scale = 1, out = new THREE.Matrix4()): THREE.Matrix4 {
  return out.compose(scratchP.set(x, y, z), faceUpQuaternion(kind, face, yaw, scratchQ), scratchS.setScalar(scale));
}
