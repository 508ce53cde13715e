// @react-three/rapier (the touchable props' world, src/scene/props) imports
// '@dimforge/rapier3d-compat' by name and calls its init(). Bundled as it is,
// that is a second copy of the engine with its WASM inlined as base64 (about
// 830 KB gzip) beside the one every room already loads by URL
// (src/physics/rapier.ts, src/tools/vite-rapier-wasm.ts). In the browser (build
// and dev) this plugin answers that import with a small module that waits for
// our engine and re-exports it: one engine, one download, and its init() is
// already done. Node (tests, sim, bots) never goes through vite's resolver for it.
import type { Plugin } from 'vite';

const COMPAT = '@dimforge/rapier3d-compat';
const VIRTUAL_ID = '\0rapier-shared-engine';

/** The engine's names @react-three/rapier reads (statically or off the module object). */
export const SHARED_NAMES = [
  'ActiveCollisionTypes',
  'ActiveEvents',
  'CoefficientCombineRule',
  'Collider',
  'ColliderDesc',
  'EventQueue',
  'JointData',
  'Quaternion',
  'RigidBody',
  'RigidBodyDesc',
  'RigidBodyType',
  'Vector3',
  'World',
] as const;

export function sharedEngineModule(rapierModulePath: string): string {
  return [
    `import { initPhysics, RAPIER } from ${JSON.stringify(rapierModulePath)};`,
    'await initPhysics();',
    'const engine = RAPIER;',
    'export default engine;',
    '/** Already initialised by initPhysics above. */',
    'export const init = async () => {};',
    ...SHARED_NAMES.map((name) => `export const ${name} = engine.${name};`),
  ].join('\n');
}

export function rapierShared(rapierModulePath: string): Plugin {
  return {
    name: 'rapier-shared-engine',
    enforce: 'pre',
    resolveId(source, importer) {
      // Only @react-three/rapier's imports (its ESM file lives in node_modules): our own code uses src/physics/rapier.ts.
      if (source === COMPAT && importer && /[\\/]@react-three[\\/]rapier[\\/]/.test(importer)) return VIRTUAL_ID;
      return null;
    },
    load(id) {
      return id === VIRTUAL_ID ? sharedEngineModule(rapierModulePath) : null;
    },
  };
}
