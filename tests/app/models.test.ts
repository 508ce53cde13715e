// The committed models are what `npm run models` builds, and the faces drawn
// on each die sit on the face the physics reads for that value.
import { describe, expect, it } from 'vitest';
import { NodeIO, type Document, type Mesh } from '@gltf-transform/core';
import { KHRMeshQuantization } from '@gltf-transform/extensions';
import { fileURLToPath } from 'node:url';
import { FACES, type DieKind } from '../../src/core/dice-kinds.ts';
import { FACE_NORMALS } from '../../src/physics/faces.ts';
import { DIE_BODY } from '../../src/physics/dice-tuning.ts';
import { TABLE } from '../../src/physics/table.ts';

const modelPath = (name: string) => fileURLToPath(new URL(`../../models/${name}.glb`, import.meta.url));
const read = (name: string): Promise<Document> => new NodeIO().registerExtensions([KHRMeshQuantization]).read(modelPath(name));

/** Each mesh with its node's translation and uniform scale (the models undo quantization that way). */
function placedMeshes(doc: Document): { mesh: Mesh; at: (p: number[]) => [number, number, number] }[] {
  return doc
    .getRoot()
    .listNodes()
    .flatMap((node) => {
      const mesh = node.getMesh();
      if (!mesh) return [];
      const t = node.getTranslation();
      const s = node.getScale();
      return [{ mesh, at: (p: number[]) => [0, 1, 2].map((k) => (p[k] as number) * (s[k] as number) + (t[k] as number)) as [number, number, number] }];
    });
}

/** Vertex positions of every primitive whose material is named `material`. */
function positions(doc: Document, material: (name: string) => boolean): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const { mesh, at } of placedMeshes(doc)) {
    for (const prim of mesh.listPrimitives()) {
      if (!material(prim.getMaterial()?.getName() ?? '')) continue;
      const pos = prim.getAttribute('POSITION');
      for (let i = 0; i < (pos?.getCount() ?? 0); i++) out.push(at(pos!.getElement(i, [])));
    }
  }
  return out;
}

/** Index of the face (in FACE_NORMALS order) a decal vertex lies on: the normal it is furthest along. */
function faceOf(kind: DieKind, p: [number, number, number]): number {
  let best = -1;
  let bestDot = -Infinity;
  FACE_NORMALS[kind].forEach((n, i) => {
    const d = n.x * p[0] + n.y * p[1] + n.z * p[2];
    if (d > bestDot) {
      bestDot = d;
      best = i;
    }
  });
  return best;
}

/** Triangles (three vertex positions each) of every primitive whose material matches. */
function triangles(doc: Document, material: (name: string) => boolean): [number, number, number][][] {
  const out: [number, number, number][][] = [];
  for (const { mesh, at } of placedMeshes(doc)) {
    for (const prim of mesh.listPrimitives()) {
      if (!material(prim.getMaterial()?.getName() ?? '')) continue;
      const pos = prim.getAttribute('POSITION')!;
      const idx = prim.getIndices();
      const count = idx ? idx.getCount() : pos.getCount();
      for (let i = 0; i < count; i += 3) {
        out.push([0, 1, 2].map((k) => at(pos.getElement(idx ? idx.getScalar(i + k) : i + k, []))));
      }
    }
  }
  return out;
}

/** Separate pieces among triangles: two triangles sharing a vertex belong to one piece (a pip, a glyph stroke). */
function pieces(tris: [number, number, number][][]): number {
  const key = (p: [number, number, number]) => p.map((v) => v.toFixed(4)).join(',');
  const parent = new Map<string, string>();
  const find = (k: string): string => {
    let r = k;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(k, r);
    return r;
  };
  for (const t of tris) {
    const ks = t.map(key);
    for (const k of ks) if (!parent.has(k)) parent.set(k, k);
    for (const k of ks.slice(1)) parent.set(find(k), find(ks[0]!));
  }
  return new Set([...parent.keys()].map(find)).size;
}

describe('models', () => {
  it('d6: the face the physics reads as v carries v pips', async () => {
    const doc = await read('d6');
    const pips = triangles(doc, (m) => m.startsWith('pip-'));
    FACES.d6.forEach((value, face) => {
      const onFace = pips.filter((t) => faceOf('d6', t[0]!) === face);
      expect(pieces(onFace), `face ${face} shows ${String(value)}`).toBe(value);
    });
  });

  it('d6 and poker die are the physical size', async () => {
    for (const kind of ['d6', 'poker'] as const) {
      const body = positions(await read(kind), (m) => m === 'die-ivory');
      const extent = Math.max(...body.map((p) => Math.max(Math.abs(p[0]), Math.abs(p[1]), Math.abs(p[2]))));
      expect(extent).toBeCloseTo(DIE_BODY.cube.half, 2);
    }
  });

  it('poker die: every face carries its own ink mark inside the face', async () => {
    const doc = await read('poker');
    const ink = positions(doc, (m) => m !== 'die-ivory');
    const signatures = FACES.poker.map((_, face) => {
      const pts = ink.filter((p) => faceOf('poker', p) === face);
      expect(pts.length).toBeGreaterThan(10);
      for (const p of pts) expect(Math.max(...p.map(Math.abs))).toBeLessThan(DIE_BODY.cube.half + 0.01);
      return pts.length;
    });
    // Six different glyphs: no two faces carry the same drawing.
    expect(new Set(signatures).size).toBeGreaterThan(3);
  });

  it('discs: both sides marked, sized as the collider', async () => {
    for (const kind of ['disc01', 'disc02', 'disc12'] as const) {
      const doc = await read(kind);
      const marks = positions(doc, (m) => m === 'disc-burnt');
      expect(marks.some((p) => p[1] > DIE_BODY.disc.halfThickness)).toBe(true);
      expect(marks.some((p) => p[1] < -DIE_BODY.disc.halfThickness)).toBe(true);
      const wood = positions(doc, (m) => m === 'disc-wood');
      expect(Math.max(...wood.map((p) => Math.hypot(p[0], p[2])))).toBeCloseTo(DIE_BODY.disc.radius, 2);
    }
  });

  it('table: the rail stands where the physics rail is', async () => {
    const rail = positions(await read('table'), (m) => m === 'wood-dark').filter((p) => p[1] > 0.5);
    const innerX = Math.min(...rail.filter((p) => Math.abs(p[2]) < TABLE.inner.depth / 2).map((p) => Math.abs(p[0])));
    expect(innerX).toBeCloseTo(TABLE.inner.width / 2, 1);
  });

  it('every model the scenes load exists', async () => {
    for (const name of ['d6', 'poker', 'disc01', 'disc02', 'disc12', 'cup', 'table', 'rider', 'indian', 'meeple', 'town']) {
      const doc = await read(name);
      expect(doc.getRoot().listMeshes().length, name).toBeGreaterThan(0);
    }
  });
});
