// The one Rapier build the whole project uses: exactly the version that
// @react-three/rapier pins, so Node (tests, bots, sim) and the browser run the
// same engine. Call initPhysics() once before creating a world.
import RAPIER from '@dimforge/rapier3d-compat';

let ready: Promise<void> | null = null;

export function initPhysics(): Promise<void> {
  ready ??= RAPIER.init().then(() => undefined);
  return ready;
}

export { RAPIER };
