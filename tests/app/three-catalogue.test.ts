// The build registers with react-three-fiber only the three classes our JSX
// names (src/tools/vite-three-catalogue.ts), so the rest of three can be left
// out of the room's chunk. A class the scan missed would stop a room at its
// first render; the browser specs open every room, these check the scan and
// the rewrite themselves.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { narrowCatalogue, usedThreeClasses } from '../../src/tools/vite-three-catalogue.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const threeClasses = new Set(Object.keys(THREE).filter((k) => typeof (THREE as Record<string, unknown>)[k] === 'function'));
const r3fEntry = () => {
  const main = createRequire(join(root, 'package.json')).resolve('@react-three/fiber');
  return readFileSync(join(dirname(main), 'react-three-fiber.esm.js'), 'utf8');
};

describe('the three catalogue of the build', () => {
  it('names the classes of lowercase JSX tags and nothing that is not a three class', () => {
    const dir = mkdtempSync(join(tmpdir(), 'three-catalogue-'));
    try {
      mkdirSync(join(dir, 'scene'));
      writeFileSync(
        join(dir, 'scene', 'Thing.tsx'),
        `const list: Array<number> = [];\nexport const Thing = () => (\n  <group>\n    <mesh castShadow>\n      <torusKnotGeometry args={[1, 0.2]} />\n      <meshPhongMaterial color="red"/>\n    </mesh>\n    <primitive object={list} />\n  </group>\n);\nexport const Panel = () => <div><span>text</span></div>;\n`,
      );
      writeFileSync(join(dir, 'scene', 'plain.ts'), 'export const ignored = "<lineSegments>";\n');
      // Object3D always: @react-three/rapier's bodies render <object3D> from node_modules, which the scan does not read.
      expect(usedThreeClasses(dir, threeClasses)).toEqual(['Group', 'Mesh', 'MeshPhongMaterial', 'Object3D', 'TorusKnotGeometry']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('our sources name the classes the rooms draw with, each one a three class', () => {
    const used = usedThreeClasses(join(root, 'src'), threeClasses);
    for (const name of ['Group', 'Mesh', 'MeshStandardMaterial', 'MeshBasicMaterial', 'DirectionalLight']) expect(used).toContain(name);
    for (const name of used) expect(threeClasses.has(name), name).toBe(true);
    expect(used.length).toBeLessThan(threeClasses.size / 4);
  });

  it('rewrites the one extend(THREE) of the installed react-three-fiber, and refuses an entry without it', () => {
    const code = r3fEntry();
    const narrowed = narrowCatalogue(code, ['Group', 'Mesh']);
    expect(narrowed).not.toContain('extend(THREE)');
    expect(narrowed).toContain('extend(__usedThree)');
    expect(narrowed.startsWith("import { Group, Mesh } from 'three';\nconst __usedThree = { Group, Mesh };\n")).toBe(true);
    expect(() => narrowCatalogue('export const Canvas = () => null;', ['Mesh'])).toThrow(/found 0/);
  });
});
