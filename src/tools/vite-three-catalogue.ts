// Only the three.js classes our scenes use, in the browser build (issue 11, item 8).
//
// react-three-fiber's <Canvas> registers its JSX catalogue with
// `extend(THREE)`: the whole three namespace, so the bundler must keep every
// class three exports (loaders, helpers, audio, animation, curves, …) in the
// room's main chunk whether any room uses it or not — about 34 KB gzip that
// no room runs. This plugin, for builds only, rewrites that one call to
// register just the classes named by the JSX elements in our sources
// (<mesh>, <group>, <meshStandardMaterial>, … found by scanning src/), which
// is what r3f's own docs advise for tree-shaking (extend with what you use).
// <primitive> needs no entry. An element the scan could not see (a dynamic
// tag, a library component drawing its own elements) fails loudly at render:
// "R3F: X is not part of the THREE namespace! Did you forget to extend?";
// list it in EXTRA below. The dev server keeps the full namespace.
// The scene worker (src/scene/worker/scene.worker.tsx) makes its root with
// r3f's createRoot, not <Canvas>, so it registers the catalogue itself with the
// same `extend(THREE)`, narrowed the same way: it is a chunk of the page's build
// (vite-scene-worker-shared.ts), and the full namespace there would put all of
// three (≈ 40 KB gzip more) in the chunk the page's rooms share with it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Classes a library component renders as JSX elements of its own: @react-three/rapier's bodies
 * and colliders are <object3D> (drei's OrbitControls renders a <primitive>; rapier's Debug,
 * which draws <lineSegments>, is not used).
 */
const EXTRA: readonly string[] = ['Object3D'];

const R3F_ENTRY = /[\\/]@react-three[\\/]fiber[\\/]dist[\\/]react-three-fiber\.esm\.js$/;
/** The scene worker's entry, after TypeScript is stripped: `extend(THREE as unknown as …)` reads `extend(THREE)`. */
const SCENE_WORKER_ENTRY = /[\\/]src[\\/]scene[\\/]worker[\\/]scene\.worker\.tsx$/;
const EXTEND_ALL = 'extend(THREE)';
/** A JSX opening tag starting lowercase: an HTML element or an r3f element. */
const LOWERCASE_TAG = /<([a-z][A-Za-z0-9]*)[\s/>]/g;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.[jt]sx$/.test(entry.name)) yield path;
  }
}

/**
 * The three classes the JSX under `dir` names as elements (`<meshBasicMaterial` →
 * MeshBasicMaterial), sorted. A lowercase tag whose PascalCase name three does not
 * export (div, span, a TypeScript `<number>`) is no class and is skipped.
 */
export function usedThreeClasses(dir: string, threeExports: ReadonlySet<string>): string[] {
  const found = new Set<string>(EXTRA);
  for (const file of sourceFiles(dir)) {
    for (const m of readFileSync(file, 'utf8').matchAll(LOWERCASE_TAG)) {
      const tag = m[1] as string;
      const name = tag[0]!.toUpperCase() + tag.slice(1);
      if (threeExports.has(name)) found.add(name);
    }
  }
  return [...found].sort();
}

/** r3f's entry with `extend(THREE)` replaced by a catalogue of `classes`; throws when r3f no longer reads so. */
export function narrowCatalogue(code: string, classes: readonly string[]): string {
  const at = code.indexOf(EXTEND_ALL);
  if (at < 0 || code.indexOf(EXTEND_ALL, at + 1) >= 0) throw new Error(`react-three-fiber: expected one "${EXTEND_ALL}" to narrow, found ${at < 0 ? 0 : 'more than one'}`);
  const names = classes.join(', ');
  return `import { ${names} } from 'three';\nconst __usedThree = { ${names} };\n` + code.slice(0, at) + 'extend(__usedThree)' + code.slice(at + EXTEND_ALL.length);
}

export function threeCatalogue(): Plugin {
  let root = '';
  let classes: string[] | null = null;
  return {
    name: 'three-used-catalogue',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const three = (await import('three')) as Record<string, unknown>;
      classes = usedThreeClasses(root, new Set(Object.keys(three).filter((k) => typeof three[k] === 'function')));
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!(R3F_ENTRY.test(file) || SCENE_WORKER_ENTRY.test(file)) || !classes) return null;
      return { code: narrowCatalogue(code, classes), map: null };
    },
  };
}
