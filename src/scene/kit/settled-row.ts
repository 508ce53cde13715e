// A settled throw shown where the players read it, once for every board that
// shows its dice: when the session's ThrowLayer has rolled a throw to rest, a
// board reads how each die lies (a face, a disc on its edge), takes it over
// where it lies (same pose, so nothing jumps) and glides it into the place its
// layout gives it (a row in the tray, a side's slot, the cup or the open row),
// face up as the physics read it and drawn larger so it reads from the chair.
// RowTags puts the tag under each; a row across the tray is `trayRowSlot`'s. Used by Tableau Gulch (ThrownDice), Main
// Street (ShowdownDice), Gold in the Rivers (ShownDiscs) and Mail Run (RiderDice).
import * as THREE from 'three';
import type { DieKind, FaceValue } from '../../physics/dice-kinds.ts';
import { TABLE } from '../../physics/table.ts';
import { readDie, type Reading } from '../../physics/faces.ts';
import { dieRestY, faceUpQuaternion } from './face-rotation.ts';
import { GLIDES, type GlideSpec, type PiecePose } from './glide.ts';
import type { PieceMotion } from './piece-motion.ts';
import { settledDicePoses } from './session-layers.ts';

/** A die of `kind` lying on the table at `at` with `face` up, drawn `scale` times its size and turned `yaw` about the vertical. */
export function restPose(kind: DieKind, at: { x: number; z: number }, face: FaceValue, scale: number, yaw = 0): PiecePose {
  return { p: new THREE.Vector3(at.x, dieRestY(kind, 0, scale), at.z), q: faceUpQuaternion(kind, face, yaw), s: scale };
}

/** Slot `i` of a row of `n` across the dice tray, `pitch` cm apart, `back` cm behind the tray's centre (Tableau Gulch's dice, Gold in the Rivers' discs). */
export const trayRowSlot = (i: number, n: number, pitch: number, back: number): { x: number; z: number } => ({
  x: TABLE.areas.tray.x + (i - (n - 1) / 2) * pitch,
  z: TABLE.areas.tray.z - back,
});

/** Piece `i` glides from where its die came to rest (`from`) to `to`; with no rest pose known it stands at `to` at once. */
export function gather(motion: PieceMotion, i: number, from: PiecePose | null | undefined, to: PiecePose, spec: GlideSpec = GLIDES.gather): void {
  if (!from) return motion.jump(i, to);
  motion.jump(i, from);
  motion.glide(i, to, spec);
}

/** A die of the settled throw: where it lies (size 1) and how it reads. */
export interface SettledDie {
  pose: PiecePose;
  reading: Reading;
}

/** The settled throw's dice in throw order, read as `kinds`; null unless the throw layer shows exactly that many dice, all drawn. */
export function settledThrow(scene: THREE.Object3D, kinds: readonly DieKind[]): SettledDie[] | null {
  const poses = settledDicePoses(scene);
  if (poses.length !== kinds.length || poses.some((p) => p === null)) return null;
  return kinds.map((kind, i) => {
    const pose = poses[i]!;
    return { pose, reading: readDie(kind, { x: pose.q.x, y: pose.q.y, z: pose.q.z, w: pose.q.w }) };
  });
}
