// The bench's yardstick: the same 5-d6 throw in cannon-es, the engine several
// web dice rollers use. Same table boxes, dice size and mass, materials,
// damping, gravity, timestep, initial conditions and settle rule as ours;
// cannon has no rounded box, so the dice are plain boxes. No re-throws: one
// round to rest (or the cap), faces read with our faceUp.
import * as CANNON from 'cannon-es';
import type { DieKind, FaceValue } from '../core/dice-kinds.ts';
import { PHYSICS } from '../physics/tuning.ts';
import { DIE_BODY, SETTLE, THROW } from '../physics/dice-tuning.ts';
import { TABLE, tableBoxes } from '../physics/table.ts';
import { faceUp } from '../physics/faces.ts';
import { isCalm, SettleTracker } from '../physics/settle.ts';
import type { ThrowSpec } from '../physics/types.ts';

export interface CannonThrow {
  faces: (FaceValue | null)[];
  steps: number;
}

function addTable(world: CANNON.World, material: CANNON.Material): void {
  // The same boxes as physics/table.ts buildTable, same order.
  for (const [ax, ay, az, x, y, z] of tableBoxes()) {
    const body = new CANNON.Body({ mass: 0, material, position: new CANNON.Vec3(x, y, z) });
    body.addShape(new CANNON.Box(new CANNON.Vec3(ax, ay, az)));
    world.addBody(body);
  }
}

/** Simulate the first round of a throw of cubes (d6/poker) in cannon-es. `dieMass` in g (ours, from Rapier). */
export function cannonThrow(spec: ThrowSpec, dieMass: number): CannonThrow {
  const world = new CANNON.World({ gravity: new CANNON.Vec3(0, PHYSICS.gravity, 0), allowSleep: false });
  world.broadphase = new CANNON.SAPBroadphase(world);
  const tableMat = new CANNON.Material('table');
  const dieMat = new CANNON.Material('die');
  const avg = (a: number, b: number) => (a + b) / 2; // Rapier's default combine rule (friction)
  world.addContactMaterial(
    new CANNON.ContactMaterial(tableMat, dieMat, {
      friction: avg(TABLE.friction, DIE_BODY.friction),
      // Thrown dice keep their restitution against the table (combine rule max).
      restitution: Math.max(TABLE.restitution, THROW.die.restitution),
    }),
  );
  world.addContactMaterial(new CANNON.ContactMaterial(dieMat, dieMat, { friction: DIE_BODY.friction, restitution: THROW.die.restitution }));
  addTable(world, tableMat);
  const half = DIE_BODY.cube.half;
  const dice = spec.dice.map((init) => {
    const body = new CANNON.Body({
      mass: dieMass,
      material: dieMat,
      linearDamping: DIE_BODY.linearDamping,
      angularDamping: DIE_BODY.angularDamping,
      position: new CANNON.Vec3(init.position.x, init.position.y, init.position.z),
      quaternion: new CANNON.Quaternion(init.rotation.x, init.rotation.y, init.rotation.z, init.rotation.w),
      velocity: new CANNON.Vec3(init.linvel.x, init.linvel.y, init.linvel.z),
      angularVelocity: new CANNON.Vec3(init.angvel.x, init.angvel.y, init.angvel.z),
    });
    body.addShape(new CANNON.Box(new CANNON.Vec3(half, half, half)));
    world.addBody(body);
    return body;
  });
  const tracker = new SettleTracker(dice.length);
  const all = dice.map((_, i) => i);
  let steps = 0;
  while (steps < SETTLE.stepCap) {
    world.step(PHYSICS.timestep);
    steps++;
    dice.forEach((b, i) => tracker.observe(i, isCalm({ linvel: b.velocity, angvel: b.angularVelocity, sleeping: false })));
    if (tracker.allSettled(all)) break;
  }
  return { faces: dice.map((b, i) => faceUp(spec.kinds[i] as DieKind, b.quaternion)), steps };
}
