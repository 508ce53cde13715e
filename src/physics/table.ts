// The wooden table every game is played on: a flat top with a rail (walls)
// around the play area, sized in cm for a board game. Table coordinates: origin
// at the centre of the top surface (y = 0), x to the right, z towards the
// player, y up. The scene draws these numbers; buildTable() makes the same
// numbers into static colliders, always in the same order (determinism).
import type { ThrowArea } from './types.ts';
import { RAPIER } from './rapier.ts';
import type { World, Collider } from '@dimforge/rapier3d-compat';

/** An axis-aligned rectangle on the table top (centre and half extents, cm). */
export interface TableRect {
  x: number;
  z: number;
  halfWidth: number;
  halfDepth: number;
}

export const TABLE = {
  /** Play area inside the rail, cm (x by z). */
  inner: { width: 120, depth: 80 },
  /** Table top: surface at y = 0; drawn this thick. */
  top: { thickness: 3, overhang: 4 },
  /** The rail stands on the top around the play area. */
  rail: {
    height: 5,
    thickness: 4,
    /**
     * The rail's colliders reach this high (cm), an invisible guard above the
     * drawn 5 cm rail, like the glass of a dice tower: without CCD (too costly,
     * see docs/physics.md) a fast die sinks a few cm into a rail in one step,
     * and with a low rail the contact then pushes it out over the top.
     */
    guardHeight: 20,
  },
  /** Colliders reach this far below the top / beyond the rail so fast dice cannot tunnel. */
  colliderDepth: 20,
  friction: 0.4,
  restitution: 0.45,
  /** Where throws happen: tray centre-front, cup front-left, player front-right. */
  areas: {
    tray: { x: 0, z: 27, halfWidth: 14, halfDepth: 8 },
    cup: { x: -40, z: 27, halfWidth: 10, halfDepth: 8 },
    player: { x: 40, z: 27, halfWidth: 10, halfDepth: 8 },
  } satisfies Record<ThrowArea, TableRect>,
  /** Where a game's board lies (behind the throw areas). */
  board: { x: 0, z: -12, halfWidth: 50, halfDepth: 26 } satisfies TableRect,
} as const;

export const INNER_HALF_WIDTH = TABLE.inner.width / 2;
export const INNER_HALF_DEPTH = TABLE.inner.depth / 2;

/**
 * A point inside the rail (x, z) and not fallen through or flown away (y).
 * A positive margin demands that much room; a negative one tolerates
 * momentary penetration of a fast die into the rail or top.
 */
export function onTable(p: { x: number; y: number; z: number }, margin = 0): boolean {
  return (
    Math.abs(p.x) <= INNER_HALF_WIDTH - margin &&
    Math.abs(p.z) <= INNER_HALF_DEPTH - margin &&
    p.y > margin - 1 &&
    p.y < 200
  );
}

/** A static box of the table: half extents and centre, cm. */
export type TableBox = [halfX: number, halfY: number, halfZ: number, x: number, y: number, z: number];

/**
 * The table's collider boxes in their fixed order: top, then the rail far
 * (−z), near (+z), left (−x), right (+x). The bench's cannon-es yardstick
 * builds the very same boxes.
 */
export function tableBoxes(): TableBox[] {
  const d = TABLE.colliderDepth;
  const hw = INNER_HALF_WIDTH;
  const hd = INNER_HALF_DEPTH;
  const g = TABLE.rail.guardHeight;
  const t = TABLE.rail.thickness + d; // thick collider, inner face where the drawn rail is
  // Rails reach down into the top too, so a die sunk into one near the cloth
  // is never pushed down under it.
  const railHalfY = (g + d) / 2;
  const railY = (g - d) / 2;
  return [
    [hw + t, d / 2, hd + t, 0, -d / 2, 0],
    [hw + t, railHalfY, t / 2, 0, railY, -hd - t / 2],
    [hw + t, railHalfY, t / 2, 0, railY, hd + t / 2],
    [t / 2, railHalfY, hd, -hw - t / 2, railY, 0],
    [t / 2, railHalfY, hd, hw + t / 2, railY, 0],
  ];
}

/** Adds the table's static colliders (tableBoxes) to a world, in order; returns them in that order. */
export function buildTable(world: World): Collider[] {
  return tableBoxes().map(([ax, ay, az, x, y, z]) =>
    world.createCollider(
      RAPIER.ColliderDesc.cuboid(ax, ay, az)
        .setTranslation(x, y, z)
        .setFriction(TABLE.friction)
        .setRestitution(TABLE.restitution),
    ),
  );
}
