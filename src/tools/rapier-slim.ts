// The physics engine's WASM without the parts no table calls (issue 26: a room's bytes).
//
// Rapier's WASM is 53 % of what a room downloads (583 KB gzip), and it carries
// features our tables never use: the character, vehicle and PID controllers,
// scene queries (rays, shape casts, point projections, intersection tests),
// voxel shapes and the debug renderer's line lists. Each is reached only
// through its own exports, so removing those exports and then every function
// no remaining export, table entry or start function reaches
// (binaryen's `remove-unused-module-elements`, no optimisation pass) leaves the
// functions that are kept untouched: the same instructions, so the same floats,
// step after step (tests/physics/rapier-slim.test.ts steps worlds with both
// and compares every bit). About 70 KB gzip less.
//
// Build only: Node (tests, bots, the sim tool, the server) keeps the package's
// full engine. A part listed here that the code later calls fails loudly in
// the browser ("… is not a function" from the engine's glue), and the guard in
// tests/physics/rapier-slim.test.ts fails first: it looks for the calls in src/.
import { gzipSync } from 'node:zlib';
// Types only: the build loads binaryen when it needs it (vite-rapier-wasm.ts), the dev server never does.
import type BinaryenModule from 'binaryen';

/** An engine part no table uses: its exports by name, and why none is called. */
export interface UnusedEnginePart {
  name: string;
  exports: RegExp;
  why: string;
}

export const UNUSED_ENGINE_PARTS: readonly UnusedEnginePart[] = [
  {
    name: 'controllers',
    exports: /^(__wbg_)?raw(kinematiccharactercontroller|charactercollision|pidcontroller|dynamicraycastvehiclecontroller)_/,
    why: 'no character, vehicle or PID controller: dice, discs and props are plain rigid bodies',
  },
  {
    name: 'scene queries',
    exports:
      /^raw(broadphase_(?!new$)\w+|colliderset_co(ContainsPoint|CastShape|CastCollider|IntersectsShape|ContactShape|ContactCollider|ProjectPoint|IntersectsRay|CastRay|CastRayAndGetNormal)|shape_(castShape|intersectsShape|contactShape|containsPoint|projectPoint|intersectsRay|castRay|castRayAndGetNormal))$/,
    why: 'picking is three.js ray casting against meshes; faces are read from body rotations, not by casting rays',
  },
  {
    name: 'voxels',
    exports: /^raw(shape_(voxels|voxelsFromPoints)|colliderset_co(VoxelData|VoxelSize|SetVoxel|PropagateVoxelChange|CombineVoxelStates))$/,
    why: 'no voxel shapes: boxes, rounded boxes and cylinders, balls and cuboid walls',
  },
  {
    name: 'debug lines',
    exports: /^rawdebugrenderpipeline_(vertices|colors|render)$/,
    why: "the debug renderer is never drawn (no <Physics debug>, no world.debugRender); the world still makes its pipeline, so `new` stays",
  },
];

/** The source calls that would reach a removed part, for the guard over src/ (tests/physics/rapier-slim.test.ts). */
export const UNUSED_ENGINE_CALLS =
  /\.(castRay\w*|castShape|castCollider|intersectionsWith\w+|intersectionWithShape|intersectsRay|intersectsShape|projectPoint\w*|containsPoint|contactShape|contactCollider|collidersWithAabbIntersectingAabb|createCharacterController|createVehicleController|createPidController|debugRender|voxels\w*)\(|<Physics[^>]*\sdebug\b/;

export interface SlimEngine {
  wasm: Uint8Array;
  /** The exports taken out, by part. */
  removed: Record<string, string[]>;
}

type Binaryen = typeof BinaryenModule;

/**
 * Removes the unused parts' exports and what only they reached. Throws when a
 * part matches no export (a new Rapier version renamed it: look again, do not
 * ship half a list) or the result does not validate.
 */
export function slimEngine(binaryen: Binaryen, wasm: Uint8Array): SlimEngine {
  // The features the engine's instructions use, for validation (binaryen reads every instruction, but
  // checks and writes against the features set); no more, so the written module needs nothing new.
  const mod = binaryen.readBinary(wasm);
  const F = binaryen.Features;
  mod.setFeatures(F.MutableGlobals | F.SignExt | F.BulkMemory | F.BulkMemoryOpt | F.NontrappingFPToInt);
  try {
    const removed: Record<string, string[]> = Object.fromEntries(UNUSED_ENGINE_PARTS.map((p) => [p.name, []]));
    // wasm-bindgen exports one function under several names where the code is the same (a vector's y and
    // the character controller's offset) and its glue calls one of them for all: a name goes only when
    // every name of its function is in an unused part.
    const namesOf = new Map<string, string[]>();
    for (let i = 0; i < mod.getNumExports(); i++) {
      const info = binaryen.getExportInfo(mod.getExportByIndex(i));
      if (info.kind !== binaryen.ExternalFunction) continue;
      namesOf.set(info.value, [...(namesOf.get(info.value) ?? []), info.name]);
    }
    const partOf = (name: string) => UNUSED_ENGINE_PARTS.find((p) => p.exports.test(name));
    for (const names of namesOf.values()) {
      if (!names.every((n) => partOf(n))) continue;
      for (const name of names) {
        mod.removeExport(name);
        removed[partOf(name)?.name ?? '']?.push(name);
      }
    }
    const empty = UNUSED_ENGINE_PARTS.filter((p) => removed[p.name]?.length === 0);
    if (empty.length > 0) throw new Error(`rapier-slim: no export matches ${empty.map((p) => p.name).join(', ')}; the engine changed, look at the list again`);
    mod.runPasses(['remove-unused-module-elements']);
    if (!mod.validate()) throw new Error('rapier-slim: the slimmed engine does not validate');
    return { wasm: mod.emitBinary(), removed };
  } finally {
    mod.dispose();
  }
}

export const gzipKB = (bytes: Uint8Array): number => Math.round(gzipSync(bytes, { level: 9 }).length / 102.4) / 10;
