// Where a pending throw's dice wait before they are thrown: a small cluster
// in the throw area the rules named, each die flat and slightly turned. Pure.
import type { ThrowArea } from '../../core/contract.ts';
import type { DieKind } from '../../core/dice-kinds.ts';
import { DIE_BODY } from '../../physics/dice-tuning.ts';
import { DIE_SHAPE } from '../../physics/faces.ts';
import { TABLE } from '../../physics/table.ts';
import type { Pose } from '../../physics/types.ts';

export const restingHeight = (kind: DieKind): number =>
  DIE_SHAPE[kind] === 'cube' ? DIE_BODY.cube.half : DIE_BODY.disc.halfThickness;

export function waitingLayout(kinds: readonly DieKind[], area: ThrowArea): Pose[] {
  const rect = TABLE.areas[area];
  // Many dice (Silver Creek County's eighteen set-up dice) lie in rows of six, so pairs stay side by side,
  // and the rows are centred on the area rather than running towards the player under the prompt.
  const perRow = kinds.length > 10 ? 6 : 5;
  const rows = Math.ceil(kinds.length / perRow);
  const spacing = 3.4;
  return kinds.map((kind, i) => {
    const col = i % perRow;
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, kinds.length - row * perRow);
    const yaw = ((i * 37) % 23) / 23 - 0.5;
    const z = rows > 2 ? rect.z - 2 + (row - (rows - 1) / 2) * spacing : rect.z - 2 + row * spacing;
    return {
      position: { x: rect.x + (col - (inRow - 1) / 2) * spacing, y: restingHeight(kind), z },
      rotation: { x: 0, y: Math.sin(yaw / 2), z: 0, w: Math.cos(yaw / 2) },
    };
  });
}

/** Centre of a set of poses on the table plane (where a cup covers hidden dice). */
export function centreOf(poses: readonly Pose[]): { x: number; z: number } {
  if (poses.length === 0) return { x: 0, z: 0 };
  const x = poses.reduce((a, p) => a + p.position.x, 0) / poses.length;
  const z = poses.reduce((a, p) => a + p.position.z, 0) / poses.length;
  return { x, z };
}

/**
 * Physics steps a frame may run. A slow frame (software rendering, a busy
 * machine) catches up this far so a throw still takes about its real time;
 * the poses drawn are still every step's poses of the one run that decides.
 */
export const CATCH_UP_STEPS = 12;
