// Where dice lie before the first throw: a neat row in the felt tray, each
// flat on its first face (the body's +y), slightly turned.
import type { DieKind } from '../../core/dice-kinds.ts';
import { DIE_BODY } from '../../physics/dice-tuning.ts';
import { DIE_SHAPE } from '../../physics/faces.ts';
import { TABLE } from '../../physics/table.ts';
import type { Pose } from '../../physics/types.ts';

export function restingHeight(kind: DieKind): number {
  return DIE_SHAPE[kind] === 'cube' ? DIE_BODY.cube.half : DIE_BODY.disc.halfThickness;
}

export function trayLayout(kinds: readonly DieKind[]): Pose[] {
  const tray = TABLE.areas.tray;
  const perRow = 5;
  const spacing = 3.4;
  return kinds.map((kind, i) => {
    const col = i % perRow;
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, kinds.length - row * perRow);
    const yaw = ((i * 37) % 23) / 23 - 0.5;
    return {
      position: { x: tray.x + (col - (inRow - 1) / 2) * spacing, y: restingHeight(kind), z: tray.z - 2 + row * spacing },
      rotation: { x: 0, y: Math.sin(yaw / 2), z: 0, w: Math.cos(yaw / 2) },
    };
  });
}

/** Offsets of dice held in the hand while dragging (a small cluster around the pointer). */
export function handCluster(count: number): { x: number; z: number }[] {
  const cols = Math.ceil(Math.sqrt(count));
  return Array.from({ length: count }, (_, i) => ({
    x: ((i % cols) - (cols - 1) / 2) * 2.2,
    z: (Math.floor(i / cols) - (Math.ceil(count / cols) - 1) / 2) * 2.2,
  }));
}
