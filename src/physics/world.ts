// The one way to make a physics world for the table: our gravity, timestep,
// length unit and contact stiffness, then the table colliders. Dice throws use
// it; flicks should too, so a die behaves the same in both.
import type { World } from '@dimforge/rapier3d-compat';
import { RAPIER } from './rapier.ts';
import { PHYSICS } from './tuning.ts';
import { buildTable } from './table.ts';

/** Apply our integration settings (also needed after World.restoreSnapshot). */
export function configureWorld(world: World): void {
  world.timestep = PHYSICS.timestep;
  world.lengthUnit = PHYSICS.lengthUnit;
  world.integrationParameters.contact_natural_frequency = PHYSICS.contactNaturalFrequency;
  world.numSolverIterations = PHYSICS.solverIterations;
}

/** A configured world with the table in it (fixed creation order). */
export function createTableWorld(): World {
  const world = new RAPIER.World({ x: 0, y: PHYSICS.gravity, z: 0 });
  configureWorld(world);
  buildTable(world);
  return world;
}
