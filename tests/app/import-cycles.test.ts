// No import cycles anywhere in src: the engine, the physics, the games (pure
// halves and views), the scene, the rooms, the store, the interface, event
// mode and the tools. A cycle means no file of it can be read, tested or
// replaced on its own, and module load order starts to matter; layering
// (lower files never import higher ones) rules it out. The graph is every
// relative import (type-only imports and dynamic import() included: they are
// structure too, and a lazy loader that leads back closes a circle as well)
// of every .ts and .tsx file under src.

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Module specifiers of every static import/export-from, side-effect import and dynamic import(). */
export function importSpecifiers(source: string): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out: string[] = [];
  const patterns = [/\b(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const re of patterns) for (const m of text.matchAll(re)) out.push(m[1]!);
  return out;
}

/** .ts and .tsx files under `dir` (recursively), skipping folders named in `skip`. */
function tsFiles(dir: string, skip: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!skip.includes(name)) out.push(...tsFiles(path, skip));
    } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

export type Graph = Map<string, string[]>;

/** Edges between the given files only (relative imports that resolve to one of them). */
export function importGraph(files: readonly string[]): Graph {
  const known = new Set(files);
  const graph: Graph = new Map();
  for (const file of files) {
    const targets = importSpecifiers(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => resolve(dirname(file), spec))
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components that are cycles: two or more nodes, or one node importing itself. */
export function importCycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

const named = (cycles: string[][], base: string): string[][] => cycles.map((c) => c.map((f) => relative(base, f)));

describe('import cycles', () => {
  it('finds a cycle in a small graph, and none in a layered one', () => {
    const layered: Graph = new Map([
      ['index', ['apply', 'legal', 'types']],
      ['apply', ['legal', 'flow', 'types']],
      ['legal', ['flow', 'types']],
      ['flow', ['helpers']],
      ['helpers', ['types']],
      ['types', []],
    ]);
    expect(importCycles(layered)).toEqual([]);
    const planted = new Map(layered);
    planted.set('helpers', ['types', 'apply']); // helpers → apply → (legal →) flow → helpers
    expect(importCycles(planted)).toEqual([['apply', 'flow', 'helpers', 'legal']]);
    const selfish: Graph = new Map([['a', ['a']], ['b', ['a']]]);
    expect(importCycles(selfish)).toEqual([['a']]);
    const twoRings: Graph = new Map([['a', ['b']], ['b', ['a', 'c']], ['c', ['d']], ['d', ['c']]]);
    expect(importCycles(twoRings).sort()).toEqual([['a', 'b'], ['c', 'd']]);
  });

  it('reads static, type-only, re-export, side-effect and dynamic imports, and ignores comments', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "export * from './d.ts';",
      "import './e.ts';",
      "const f = await import('./f.ts');",
      "import {\n  g,\n  h,\n} from './gh.ts';",
      "// import { x } from './commented.ts';",
      "/* import { y } from './blocked.ts'; */",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual(['../b.ts', './a.ts', './c.ts', './d.ts', './e.ts', './f.ts', './gh.ts']);
  });

  it('catches a cycle planted in files on disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    try {
      mkdirSync(join(dir, 'rules'));
      writeFileSync(join(dir, 'index.ts'), "import { apply } from './rules/apply.ts';\nexport const game = { apply };\n");
      writeFileSync(join(dir, 'rules/apply.ts'), "import { proceed } from './flow.ts';\nexport const apply = () => proceed();\n");
      writeFileSync(join(dir, 'rules/flow.ts'), "import type { Space } from './spaces.ts';\nexport const proceed = (s?: Space) => s;\n");
      writeFileSync(join(dir, 'rules/spaces.ts'), "import { proceed } from './flow.ts';\nexport type Space = number;\nexport const on = () => proceed();\n");
      const cycles = named(importCycles(importGraph(tsFiles(dir))), dir);
      expect(cycles).toEqual([['rules/flow.ts', 'rules/spaces.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has none in src (dynamic imports included)', () => {
    const files = tsFiles(join(ROOT, 'src'));
    expect(files.some((f) => f.endsWith('/src/games/gambler/view/Room.tsx'))).toBe(true);
    expect(files.some((f) => f.endsWith('/src/games/registry.ts'))).toBe(true);
    expect(named(importCycles(importGraph(files)), ROOT)).toEqual([]);
  });
});
