// The build serves the physics engine without the parts no table calls (src/tools/rapier-slim.ts).
// These check that it is the same engine for everything the tables do: the project's own throws and
// flick settle to the same fingerprint on it as on the package's WASM, a world using every kept part
// (rounded boxes and cylinders, balls, walls, CCD, a kinematic body, collision and contact-force
// events, contact pairs, a snapshot restored mid-run) steps to the same bits, and no source file calls
// a removed part.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import binaryen from 'binaryen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAPIER, initPhysics, usePhysicsEngine } from '../../src/physics/rapier.ts';
import { mulberry32 } from '../../src/physics/random.ts';
import { UNUSED_ENGINE_CALLS, UNUSED_ENGINE_PARTS, gzipKB, slimEngine } from '../../src/tools/rapier-slim.ts';
import { patchEngine } from '../../src/tools/vite-rapier-wasm.ts';
import { physicsFingerprint } from './physics-fingerprint.ts';

type Rapier = typeof RAPIER;
const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = join(root, 'node_modules/@dimforge/rapier3d-compat');
const fullWasm = readFileSync(join(pkg, 'rapier_wasm3d_bg.wasm'));
const slim = slimEngine(binaryen, fullWasm);

const exportNames = (wasm: Uint8Array) => WebAssembly.Module.exports(new WebAssembly.Module(Uint8Array.from(wasm))).map((e) => e.name);

/** A tray of dice, discs, a ball and a pushing kinematic paddle: every pose, velocity and event as numbers. */
function tray(R: Rapier, seed: number): number[] {
  const rnd = mulberry32(seed); // the scene's starts from a seed, the same for both engines
  const out: number[] = [];
  let world = new R.World({ x: 0, y: -981, z: 0 });
  world.createCollider(R.ColliderDesc.cuboid(40, 1, 40).setTranslation(0, -1, 0).setFriction(0.7));
  for (const [x, z, hx, hz] of [[41, 0, 1, 40], [-41, 0, 1, 40], [0, 41, 40, 1], [0, -41, 40, 1]] as const) {
    world.createCollider(R.ColliderDesc.cuboid(hx, 6, hz).setTranslation(x, 5, z).setRestitution(0.3));
  }
  const bodies = [];
  for (let i = 0; i < 9; i++) {
    const desc = R.RigidBodyDesc.dynamic()
      .setTranslation(rnd() * 30 - 15, 4 + rnd() * 12, rnd() * 30 - 15)
      .setRotation({ x: rnd() - 0.5, y: rnd() - 0.5, z: rnd() - 0.5, w: 1 })
      .setLinvel(rnd() * 300 - 150, rnd() * 50, rnd() * 300 - 150)
      .setAngvel({ x: rnd() * 40 - 20, y: rnd() * 40 - 20, z: rnd() * 40 - 20 })
      .setCcdEnabled(i % 2 === 0);
    const body = world.createRigidBody(desc);
    const shape = i < 5 ? R.ColliderDesc.roundCuboid(0.8, 0.8, 0.8, 0.15) : i < 8 ? R.ColliderDesc.roundCylinder(0.15, 1.2, 0.05) : R.ColliderDesc.ball(0.9);
    const collider = world.createCollider(shape.setRestitution(0.35).setFriction(0.5).setDensity(1 + i / 10), body);
    collider.setActiveEvents(R.ActiveEvents.COLLISION_EVENTS | R.ActiveEvents.CONTACT_FORCE_EVENTS);
    bodies.push(body);
  }
  const paddle = world.createRigidBody(R.RigidBodyDesc.kinematicPositionBased().setTranslation(-30, 2, 0));
  world.createCollider(R.ColliderDesc.cuboid(1, 2, 10), paddle);
  const events = new R.EventQueue(true);
  for (let step = 0; step < 360; step++) {
    if (step === 120) {
      // A bot's headless copy: the world serialised and restored, then stepped on (the old one freed).
      const copy = R.World.restoreSnapshot(world.takeSnapshot());
      world.free();
      world = copy;
      bodies.splice(0, bodies.length, ...bodies.map((b) => world.getRigidBody(b.handle)));
    }
    const p = world.getRigidBody(paddle.handle);
    p.setNextKinematicTranslation({ x: -30 + Math.min(step, 200) * 0.2, y: 2, z: 0 });
    world.step(events);
    events.drainCollisionEvents((a, b, started) => out.push(a, b, started ? 1 : 0));
    events.drainContactForceEvents((e) => out.push(e.collider1(), e.collider2(), e.totalForceMagnitude()));
    for (const body of bodies) {
      const t = body.translation();
      const r = body.rotation();
      const v = body.linvel();
      out.push(t.x, t.y, t.z, r.x, r.y, r.z, r.w, v.x, v.y, v.z, body.isSleeping() ? 1 : 0);
    }
    const first = bodies[0]?.collider(0);
    const floor = world.getCollider(0);
    if (first && floor) world.contactPair(floor, first, (manifold, flipped) => out.push(manifold.numContacts(), flipped ? 1 : 0, manifold.normal().y));
  }
  events.free();
  world.free();
  return out;
}

/** Numbers compared bit for bit (+0 and -0, every NaN payload). */
const bits = (xs: number[]) => Buffer.from(new Float64Array(xs).buffer);

describe('the slimmed physics engine', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rapier-slim-'));
  const realFetch = globalThis.fetch;
  let slimEngineModule: Rapier;
  let packageEngine: Rapier;

  beforeAll(async () => {
    await initPhysics();
    packageEngine = RAPIER;
    const files = patchEngine(readFileSync(join(pkg, 'rapier.mjs'), 'utf8'), fullWasm, slim.wasm);
    writeFileSync(join(dir, files.engineName), files.engine);
    writeFileSync(join(dir, files.wasmName), files.wasm);
    globalThis.fetch = (async (input: string | URL | Request) =>
      new Response(readFileSync(fileURLToPath(new URL(input instanceof Request ? input.url : String(input)))), { headers: { 'Content-Type': 'application/wasm' } })) as typeof fetch;
    slimEngineModule = ((await import(/* @vite-ignore */ pathToFileURL(join(dir, files.engineName)).href)) as { default: Rapier }).default;
    await slimEngineModule.init();
  });

  afterAll(async () => {
    globalThis.fetch = realFetch;
    await usePhysicsEngine(packageEngine);
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes out every listed part and nothing else, and is smaller by tens of KB', () => {
    const before = exportNames(fullWasm);
    const after = new Set(exportNames(slim.wasm));
    const removed = Object.values(slim.removed).flat();
    for (const part of UNUSED_ENGINE_PARTS) expect(slim.removed[part.name]?.length, part.name).toBeGreaterThan(0);
    expect(before.filter((n) => !after.has(n)).sort()).toEqual([...removed].sort());
    expect(removed.every((n) => UNUSED_ENGINE_PARTS.some((p) => p.exports.test(n)))).toBe(true);
    expect(after.has('rawphysicspipeline_step') && after.has('rawshape_roundCuboid') && after.has('rawserializationpipeline_serializeAll')).toBe(true);
    expect(gzipKB(fullWasm) - gzipKB(slim.wasm)).toBeGreaterThan(50);
  });

  it('the same slimmed bytes each time (the page and the worker name one file)', () => {
    expect(Buffer.from(slimEngine(binaryen, fullWasm).wasm).equals(Buffer.from(slim.wasm))).toBe(true);
  });

  it('steps a tray of dice, discs, a ball and a paddle to the same bits, snapshot and events included', () => {
    for (const seed of [1, 2, 3, 5, 8, 13]) {
      const a = tray(packageEngine, seed);
      const b = tray(slimEngineModule, seed);
      expect(a.length).toBeGreaterThan(20_000);
      expect(bits(b).equals(bits(a)), `seed ${seed}`).toBe(true);
    }
  });

  it('the project’s own throws and flick settle to the same fingerprint on it', async () => {
    const onPackage = physicsFingerprint();
    await usePhysicsEngine(slimEngineModule);
    const onSlim = physicsFingerprint();
    await usePhysicsEngine(packageEngine);
    expect(onSlim).toBe(onPackage);
  });

  it('no source file calls a part it left out', () => {
    const offenders: string[] = [];
    const walk = (d: string) => {
      for (const name of readdirSync(d)) {
        const path = join(d, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|tsx)$/.test(name) && name !== 'rapier-slim.ts') {
          const text = readFileSync(path, 'utf8');
          // Only files that reach the engine: three.js has calls of the same names (Box3.containsPoint, …).
          if (/@dimforge\/rapier3d|@react-three\/rapier|physics\/rapier|\bRAPIER\b|\bWorld\b/.test(text) && UNUSED_ENGINE_CALLS.test(text)) offenders.push(path.slice(root.length));
        }
      }
    };
    walk(join(root, 'src'));
    expect(offenders, `these call an engine part src/tools/rapier-slim.ts removes from the build: ${offenders.join(', ')}`).toEqual([]);
  });
});
