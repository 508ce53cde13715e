// Writes procedural three.js geometry to a .glb with glTF-Transform (three's
// GLTFExporter needs browser APIs). Each part becomes one primitive with a
// named material; the scene looks materials up by these names.
import { Document, NodeIO } from '@gltf-transform/core';
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

/** Builds one glb with a root node `name` holding one mesh; returns its size in bytes. */
export async function writeModel(file: string, name: string, parts: ModelPart[]): Promise<number> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const mesh = doc.createMesh(name);
  const materials = new Map<string, ReturnType<Document['createMaterial']>>();
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
    const attr = (key: string, gltfName: string, type: 'VEC2' | 'VEC3') => {
      const a = g.getAttribute(key);
      if (!a) return;
      prim.setAttribute(gltfName, doc.createAccessor().setType(type).setArray(new Float32Array(a.array)).setBuffer(buffer));
    };
    attr('position', 'POSITION', 'VEC3');
    attr('normal', 'NORMAL', 'VEC3');
    attr('uv', 'TEXCOORD_0', 'VEC2');
    if (g.index) {
      const count = g.getAttribute('position').count;
      const Indices = count > 65535 ? Uint32Array : Uint16Array;
      prim.setIndices(doc.createAccessor().setType('SCALAR').setArray(new Indices(g.index.array)).setBuffer(buffer));
    }
    mesh.addPrimitive(prim);
  }
  const node = doc.createNode(name).setMesh(mesh);
  doc.createScene(name).addChild(node);
  const bytes = await new NodeIO().writeBinary(doc);
  await writeFile(file, bytes);
  return bytes.byteLength;
}
