// Writes procedural three.js geometry to a .glb with glTF-Transform (three's
// GLTFExporter needs browser APIs). Each part becomes one primitive with a
// named material; the scene looks materials up by these names.
// Vertex data is quantized (KHR_mesh_quantization: 16-bit positions and uvs,
// 8-bit normals), about half the bytes; the node's scale and translation undo
// the position quantization. The app reads these files with its own reader
// (src/scene/glb/read-glb.ts), which accepts exactly what this writes.
import { Document, NodeIO } from '@gltf-transform/core';
import { KHRMeshQuantization } from '@gltf-transform/extensions';
import type { BufferGeometry } from 'three';
import { writeFile } from 'node:fs/promises';

export interface MaterialSpec {
  name: string;
  /** sRGB hex colour, e.g. 0xf3ead8 (converted to linear for glTF). */
  color: number;
  roughness: number;
  metalness: number;
}

export interface ModelPart {
  material: MaterialSpec;
  geometry: BufferGeometry;
}

const toLinear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

function linearColor(hex: number): [number, number, number, number] {
  return [toLinear(((hex >> 16) & 255) / 255), toLinear(((hex >> 8) & 255) / 255), toLinear((hex & 255) / 255), 1];
}

/** The box that holds every part: quantized positions are relative to its centre, in units of `scale`. */
function bounds(parts: ModelPart[]): { center: [number, number, number]; scale: number } {
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (const part of parts) {
    const a = part.geometry.getAttribute('position');
    for (let i = 0; i < a.count; i++) {
      for (let k = 0; k < 3; k++) {
        const v = a.getComponent(i, k);
        lo[k] = Math.min(lo[k] as number, v);
        hi[k] = Math.max(hi[k] as number, v);
      }
    }
  }
  const center = [0, 1, 2].map((k) => ((lo[k] as number) + (hi[k] as number)) / 2) as [number, number, number];
  const scale = Math.max(...[0, 1, 2].map((k) => ((hi[k] as number) - (lo[k] as number)) / 2), 1e-6);
  return { center, scale };
}

const quantize = (source: ArrayLike<number>, to: (v: number) => number, Out: Int16ArrayConstructor | Int8ArrayConstructor | Uint16ArrayConstructor) => {
  const out = new Out(source.length);
  for (let i = 0; i < source.length; i++) out[i] = to(source[i] as number);
  return out;
};

/** Builds one glb with a root node `name` holding one mesh; returns its size in bytes. */
export function writeModel(file: string, name: string, parts: ModelPart[]): Promise<number> {
  return writeModels(file, name, { [name]: parts });
}

/** Builds one glb whose scene `scene` holds a root node per model (a set of pieces loaded at once); returns its size in bytes. */
export async function writeModels(file: string, scene: string, models: Record<string, ModelPart[]>): Promise<number> {
  const doc = new Document();
  doc.createExtension(KHRMeshQuantization).setRequired(true);
  const buffer = doc.createBuffer();
  const materials = new Map<string, ReturnType<Document['createMaterial']>>();
  const root = doc.createScene(scene);
  for (const [name, parts] of Object.entries(models)) {
    const mesh = doc.createMesh(name);
    const { center, scale } = bounds(parts);
    for (const part of parts) {
      const spec = part.material;
      let material = materials.get(spec.name);
      if (!material) {
        material = doc
          .createMaterial(spec.name)
          .setBaseColorFactor(linearColor(spec.color))
          .setRoughnessFactor(spec.roughness)
          .setMetallicFactor(spec.metalness);
        materials.set(spec.name, material);
      }
      const g = part.geometry;
      const prim = doc.createPrimitive().setMaterial(material);
      const position = g.getAttribute('position');
      const relative = Array.from(position.array as ArrayLike<number>, (v, i) => (v - center[i % 3]!) / scale);
      prim.setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(quantize(relative, (v) => Math.round(v * 32767), Int16Array)).setNormalized(true).setBuffer(buffer));
      const normal = g.getAttribute('normal');
      if (normal) {
        prim.setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(quantize(normal.array as ArrayLike<number>, (v) => Math.round(Math.max(-1, Math.min(1, v)) * 127), Int8Array)).setNormalized(true).setBuffer(buffer));
      }
      const uv = g.getAttribute('uv');
      if (uv) {
        prim.setAttribute('TEXCOORD_0', doc.createAccessor().setType('VEC2').setArray(quantize(uv.array as ArrayLike<number>, (v) => Math.round(Math.max(0, Math.min(1, v)) * 65535), Uint16Array)).setNormalized(true).setBuffer(buffer));
      }
      if (g.index) {
        const Indices = position.count > 65535 ? Uint32Array : Uint16Array;
        prim.setIndices(doc.createAccessor().setType('SCALAR').setArray(new Indices(g.index.array)).setBuffer(buffer));
      }
      mesh.addPrimitive(prim);
    }
    root.addChild(doc.createNode(name).setMesh(mesh).setTranslation(center).setScale([scale, scale, scale]));
  }
  const bytes = await new NodeIO().registerExtensions([KHRMeshQuantization]).writeBinary(doc);
  await writeFile(file, bytes);
  return bytes.byteLength;
}
