// Building a flick world in a fixed order (table, figures in setup order, then
// the die), so a fresh build and a snapshot copy hand out the same handles and
// step bit-identically.
import type { World } from '@dimforge/rapier3d-compat';
import type { FlickSetup } from '../types.ts';
import { createTableWorld } from '../world.ts';
import { buildFigure } from './figures.ts';

/** Handles of the figure bodies and colliders, valid in the world and in every copy of its snapshot. */
export interface FigureHandles {
  body: number;
  colliders: number[];
}

/**
 * The table world the dice use (createTableWorld: same settings, same table)
 * plus the standing figures, without the die. `impacts` turns on
 * contact-force events for sounds.
 */
export function buildFlickScene(setup: FlickSetup, impacts: boolean): { world: World; figures: FigureHandles[] } {
  const world = createTableWorld();
  return { world, figures: addFigures(world, setup, impacts) };
}

/** Adds the figures in setup order. */
function addFigures(world: World, setup: FlickSetup, impacts: boolean): FigureHandles[] {
  return setup.figures.map((spot) => {
    const f = buildFigure(world, spot, impacts);
    return { body: f.body.handle, colliders: f.colliders.map((c) => c.handle) };
  });
}
