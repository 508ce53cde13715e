// Building a flick world in a fixed order (table, figures in setup order, then
// the die), so a fresh build and a snapshot copy hand out the same handles and
// step bit-identically.
import { RAPIER } from '../rapier.ts';
import type { World } from '@dimforge/rapier3d-compat';
import type { FlickSetup } from '../types.ts';
import { PHYSICS } from '../tuning.ts';
import { buildTable } from '../table.ts';
import { buildFigure } from './figures.ts';

/** Handles of the figure bodies and colliders, valid in the world and in every copy of its snapshot. */
export interface FigureHandles {
  body: number;
  colliders: number[];
}

/** A world with our gravity, timestep and length unit (cm). */
export function newFlickWorld(): World {
  const world = new RAPIER.World({ x: 0, y: PHYSICS.gravity, z: 0 });
  configureWorld(world);
  return world;
}

/** Applied to fresh worlds and to worlds restored from a snapshot alike. */
export function configureWorld(world: World): void {
  world.timestep = PHYSICS.timestep;
  world.lengthUnit = PHYSICS.lengthUnit;
}

/** Table and standing figures, without the die; `impacts` turns on contact-force events for sounds. */
export function buildStaticScene(world: World, setup: FlickSetup, impacts: boolean): FigureHandles[] {
  buildTable(world);
  return setup.figures.map((spot) => {
    const f = buildFigure(world, spot, impacts);
    return { body: f.body.handle, colliders: f.colliders.map((c) => c.handle) };
  });
}
