// Our .glb reader (src/scene/glb/read-glb.ts) against three's own GLTFLoader
// on every model the model script wrote: the same meshes in the same places,
// the same triangles, normals, UVs and materials. And what it refuses.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { GlbFormatError, readGlb } from '../../src/scene/glb/read-glb.ts';
import { modelParts } from '../../src/scene/kit/model-parts.ts';

const MODELS = join(import.meta.dirname, '..', '..', 'models');
const files = readdirSync(MODELS).filter((f) => f.endsWith('.glb'));

const bytes = (file: string): ArrayBuffer => {
  const b = readFileSync(join(MODELS, file));
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
};

const threeScene = (data: ArrayBuffer): Promise<THREE.Object3D> =>
  new Promise((resolve, reject) => new GLTFLoader().parse(data, '', (g) => resolve(g.scene), reject));

interface Flat {
  material: string;
  color: number[];
  roughness: number;
  metalness: number;
  /** Each triangle's three corners in world space, with normals and UVs. */
  corners: number[][];
}

/** Every mesh as world-space triangle corners, independent of how the file was read. */
function flatten(scene: THREE.Object3D): Flat[] {
  scene.updateMatrixWorld(true);
  const out: Flat[] = [];
  scene.traverse((obj) => {
    if (!(obj instanceof THREE.Mesh)) return;
    const g = obj.geometry as THREE.BufferGeometry;
    const m = obj.material as THREE.MeshStandardMaterial;
    const normalMatrix = new THREE.Matrix3().getNormalMatrix(obj.matrixWorld);
    const pos = g.getAttribute('position');
    const nor = g.getAttribute('normal');
    const uv = g.getAttribute('uv');
    const index = g.getIndex();
    const corners: number[][] = [];
    const count = index ? index.count : pos.count;
    for (let i = 0; i < count; i++) {
      const v = index ? index.getX(i) : i;
      const p = new THREE.Vector3(pos.getX(v), pos.getY(v), pos.getZ(v)).applyMatrix4(obj.matrixWorld);
      const n = nor ? new THREE.Vector3(nor.getX(v), nor.getY(v), nor.getZ(v)).applyMatrix3(normalMatrix).normalize() : new THREE.Vector3();
      corners.push([p.x, p.y, p.z, n.x, n.y, n.z, ...(uv ? [uv.getX(v), uv.getY(v)] : [])]);
    }
    out.push({ material: m.name, color: m.color.toArray(), roughness: m.roughness, metalness: m.metalness, corners });
  });
  return out;
}

describe('readGlb reads our models as three.js GLTFLoader does', () => {
  it('finds the models the script wrote', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  for (const file of files) {
    it(`${file}: same meshes, triangles, normals, UVs and materials`, async () => {
      const ours = flatten(readGlb(bytes(file), file));
      const theirs = flatten(await threeScene(bytes(file)));
      expect(ours.map((f) => f.material)).toEqual(theirs.map((f) => f.material));
      ours.forEach((mesh, i) => {
        const ref = theirs[i]!;
        expect(mesh.color).toEqual(ref.color);
        expect([mesh.roughness, mesh.metalness]).toEqual([ref.roughness, ref.metalness]);
        expect(mesh.corners.length).toBe(ref.corners.length);
        mesh.corners.forEach((c, k) => c.forEach((x, j) => expect(Math.abs(x - ref.corners[k]![j]!)).toBeLessThan(1e-5)));
      });
    });
  }

  it('bakes a figure into parts at its full height (quantized positions are not squeezed back into ±1)', () => {
    const parts = modelParts(readGlb(bytes('rider.glb')));
    const box = new THREE.Box3();
    for (const p of parts) {
      p.geometry.computeBoundingBox();
      box.union(p.geometry.boundingBox!);
    }
    // The rider stands 4.75 cm tall; re-quantizing baked positions would have clamped it to 1.
    expect(box.max.y - box.min.y).toBeCloseTo(4.75, 2);
  });
});

describe('readGlb refuses what our models never contain, with a sentence', () => {
  /** A .glb with this JSON and binary chunk. */
  function glb(json: object, bin = new Uint8Array(0)): ArrayBuffer {
    let text = JSON.stringify(json);
    while (text.length % 4) text += ' ';
    const jsonBytes = new TextEncoder().encode(text);
    const binLength = Math.ceil(bin.length / 4) * 4;
    const total = 12 + 8 + jsonBytes.length + (bin.length ? 8 + binLength : 0);
    const out = new Uint8Array(total);
    const view = new DataView(out.buffer);
    view.setUint32(0, 0x46546c67, true);
    view.setUint32(4, 2, true);
    view.setUint32(8, total, true);
    view.setUint32(12, jsonBytes.length, true);
    view.setUint32(16, 0x4e4f534a, true);
    out.set(jsonBytes, 20);
    if (bin.length) {
      view.setUint32(20 + jsonBytes.length, binLength, true);
      view.setUint32(24 + jsonBytes.length, 0x004e4942, true);
      out.set(bin, 28 + jsonBytes.length);
    }
    return out.buffer;
  }
  const triangle = (accessor: object = {}) => ({
    asset: { version: '2.0' },
    buffers: [{ byteLength: 36 }],
    bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: 36 }],
    accessors: [{ bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', ...accessor }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
    nodes: [{ mesh: 0 }],
    scenes: [{ nodes: [0] }],
  });
  const refuses = (data: ArrayBuffer, what: RegExp) => {
    expect(() => readGlb(data, 'test.glb')).toThrow(GlbFormatError);
    expect(() => readGlb(data, 'test.glb')).toThrow(what);
  };

  it('reads a minimal triangle (the fixture itself is valid)', () => {
    const scene = readGlb(glb(triangle(), new Uint8Array(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]).buffer)));
    const mesh = scene.children[0] as THREE.Mesh;
    expect(mesh.geometry.getAttribute('position').getX(1)).toBe(1);
    expect((mesh.material as THREE.MeshStandardMaterial).metalness).toBe(1);
  });

  it('refuses a file that is not a .glb, or is cut short', () => {
    refuses(new ArrayBuffer(8), /too short/);
    refuses(new TextEncoder().encode('{"asset":{"version":"2.0"}}      ').buffer, /not a \.glb/);
    const whole = glb(triangle(), new Uint8Array(36));
    refuses(whole.slice(0, whole.byteLength - 8), /bytes but the file has/);
  });

  it('refuses required extensions, skins and external buffers it does not read', () => {
    refuses(glb({ ...triangle(), extensionsRequired: ['KHR_draco_mesh_compression'] }, new Uint8Array(36)), /KHR_draco_mesh_compression/);
    refuses(glb({ ...triangle(), skins: [{}] }, new Uint8Array(36)), /skins/);
    refuses(glb({ ...triangle(), buffers: [{ byteLength: 36, uri: 'x.bin' }] }), /external buffer/);
  });

  it('refuses an accessor that reads past its buffer, and indices past the vertices', () => {
    refuses(glb(triangle({ count: 4 }), new Uint8Array(36)), /reads past its buffer/);
    const indexed = triangle();
    indexed.bufferViews.push({ buffer: 0, byteOffset: 36, byteLength: 6 });
    indexed.buffers[0]!.byteLength = 44;
    indexed.accessors.push({ bufferView: 1, componentType: 5123, count: 3, type: 'SCALAR' });
    (indexed.meshes[0]!.primitives[0] as { indices?: number }).indices = 1;
    const bin = new Uint8Array(44);
    new DataView(bin.buffer).setUint16(40, 7, true);
    refuses(glb(indexed, bin), /indexes a vertex it does not have/);
  });

  it('refuses textures, other attributes and other primitive modes', () => {
    refuses(glb({ ...triangle(), materials: [{ pbrMetallicRoughness: { baseColorTexture: { index: 0 } } }] }, new Uint8Array(36)), /texture/);
    const tangents = triangle();
    (tangents.meshes[0]!.primitives[0]!.attributes as Record<string, number>).TANGENT = 0;
    refuses(glb(tangents, new Uint8Array(36)), /TANGENT/);
    const lines = triangle();
    (lines.meshes[0]!.primitives[0] as { mode?: number }).mode = 1;
    refuses(glb(lines, new Uint8Array(36)), /not triangles/);
  });
});
