// Reads the models our script writes (src/tools/make-models.ts via
// src/tools/models/glb.ts) into three.js objects.
//
// Why not three's GLTFLoader: it reads all of glTF (skins, animation, morph
// targets, textures, cameras, lights, a dozen extensions) and with the three
// classes only it needs it was ~20 KB gzip of every room's first download
// (issue 11). Our models use a small, fixed part of the format: one binary
// buffer, triangle meshes with positions, normals and UVs (quantized by
// KHR_mesh_quantization), uint16/uint32 indices, factor-only PBR materials
// and a node tree with transforms. This reads exactly that and refuses
// anything else with a sentence naming what it met, so a model the script
// starts writing differently fails loudly instead of drawing wrong.
//
// Attributes are dequantized to Float32 on reading (the glTF formulas, the
// same as three's normalized attributes), so geometry can be transformed and
// baked (src/scene/kit/model-parts.ts) without re-quantizing into a range it
// no longer fits.
import * as THREE from 'three';

export class GlbFormatError extends Error {
  constructor(model: string, what: string) {
    super(`Model ${model}: ${what} (our models use a small part of glTF, see src/scene/glb/read-glb.ts)`);
    this.name = 'GlbFormatError';
  }
}

const MAGIC = 0x46546c67; // "glTF"
const CHUNK_JSON = 0x4e4f534a;
const CHUNK_BIN = 0x004e4942;
const TRIANGLES = 4;
const SUPPORTED_EXTENSIONS = new Set(['KHR_mesh_quantization']);
/** glTF attribute → three attribute. Anything else (tangents, colours, skins) is refused. */
const ATTRIBUTES: Record<string, string> = { POSITION: 'position', NORMAL: 'normal', TEXCOORD_0: 'uv' };
const ITEM_SIZE: Record<string, number> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4 };

interface ComponentType {
  bytes: number;
  read: (view: DataView, at: number) => number;
  /** The value a normalized component stands for (glTF 2.0, "Animations" / KHR_mesh_quantization). */
  unit: (c: number) => number;
}
const COMPONENTS: Record<number, ComponentType> = {
  5120: { bytes: 1, read: (v, at) => v.getInt8(at), unit: (c) => Math.max(c / 127, -1) },
  5121: { bytes: 1, read: (v, at) => v.getUint8(at), unit: (c) => c / 255 },
  5122: { bytes: 2, read: (v, at) => v.getInt16(at, true), unit: (c) => Math.max(c / 32767, -1) },
  5123: { bytes: 2, read: (v, at) => v.getUint16(at, true), unit: (c) => c / 65535 },
  5125: { bytes: 4, read: (v, at) => v.getUint32(at, true), unit: (c) => c },
  5126: { bytes: 4, read: (v, at) => v.getFloat32(at, true), unit: (c) => c },
};

/* The JSON part we read; every field is checked before use. */
interface Accessor { bufferView?: number; byteOffset?: number; componentType: number; normalized?: boolean; count: number; type: string; sparse?: unknown }
interface BufferView { buffer: number; byteOffset?: number; byteLength: number; byteStride?: number }
interface Primitive { attributes: Record<string, number>; indices?: number; material?: number; mode?: number; targets?: unknown }
interface MeshDef { name?: string; primitives: Primitive[] }
interface MaterialDef {
  name?: string;
  pbrMetallicRoughness?: { baseColorFactor?: number[]; metallicFactor?: number; roughnessFactor?: number; baseColorTexture?: unknown; metallicRoughnessTexture?: unknown };
  emissiveFactor?: number[];
  alphaMode?: string;
  alphaCutoff?: number;
  doubleSided?: boolean;
  normalTexture?: unknown;
  occlusionTexture?: unknown;
  emissiveTexture?: unknown;
}
interface NodeDef { name?: string; mesh?: number; children?: number[]; matrix?: number[]; translation?: number[]; rotation?: number[]; scale?: number[]; skin?: unknown; camera?: unknown }
interface Gltf {
  asset?: { version?: string };
  extensionsRequired?: string[];
  buffers?: { byteLength: number; uri?: string }[];
  bufferViews?: BufferView[];
  accessors?: Accessor[];
  materials?: MaterialDef[];
  meshes?: MeshDef[];
  nodes?: NodeDef[];
  scenes?: { name?: string; nodes?: number[] }[];
  scene?: number;
  skins?: unknown[];
  animations?: unknown[];
}

/** The scene of a .glb file our model script wrote. Throws GlbFormatError on anything else. */
export function readGlb(data: ArrayBuffer, model = 'model'): THREE.Group {
  const fail = (what: string): never => {
    throw new GlbFormatError(model, what);
  };
  if (data.byteLength < 20) fail(`${data.byteLength} bytes is too short for a .glb file`);
  const head = new DataView(data);
  if (head.getUint32(0, true) !== MAGIC) fail('not a .glb file (no "glTF" header)');
  if (head.getUint32(4, true) !== 2) fail(`glTF container version ${head.getUint32(4, true)}, expected 2`);
  const length = head.getUint32(8, true);
  if (length > data.byteLength) fail(`the header says ${length} bytes but the file has ${data.byteLength}`);

  let json: Gltf | null = null;
  let bin: DataView | null = null;
  for (let at = 12; at + 8 <= length; ) {
    const chunkLength = head.getUint32(at, true);
    const type = head.getUint32(at + 4, true);
    const start = at + 8;
    if (start + chunkLength > length) fail('a chunk runs past the end of the file');
    if (type === CHUNK_JSON && !json) json = parseJson(new Uint8Array(data, start, chunkLength), fail);
    else if (type === CHUNK_BIN && !bin) bin = new DataView(data, start, chunkLength);
    at = start + chunkLength;
  }
  if (!json) return fail('no JSON chunk');
  const gltf = json;
  if (gltf.asset?.version !== '2.0') fail(`glTF version ${JSON.stringify(gltf.asset?.version)}, expected "2.0"`);
  for (const ext of gltf.extensionsRequired ?? []) if (!SUPPORTED_EXTENSIONS.has(ext)) fail(`it requires the extension ${ext}`);
  if (gltf.skins?.length) fail('it has skins');
  if (gltf.animations?.length) fail('it has animations');
  for (const buffer of gltf.buffers ?? []) if (buffer.uri !== undefined) fail('it names an external buffer');
  if ((gltf.buffers?.length ?? 0) > 1) fail('it has more than one buffer');

  const at = <T>(list: T[] | undefined, index: unknown, what: string): T => {
    const item = Number.isInteger(index) ? list?.[index as number] : undefined;
    return item ?? fail(`${what} ${JSON.stringify(index)} does not exist`);
  };

  /** An accessor's components as numbers, dequantized when normalized. */
  const readAccessor = (index: number): { values: Float32Array | Uint32Array; itemSize: number; componentType: number } => {
    const acc = at(gltf.accessors, index, 'accessor');
    if (acc.sparse !== undefined) fail(`accessor ${index} is sparse`);
    const component = COMPONENTS[acc.componentType] ?? fail(`accessor ${index} has component type ${acc.componentType}`);
    const itemSize = ITEM_SIZE[acc.type] ?? fail(`accessor ${index} has type ${JSON.stringify(acc.type)}`);
    if (!Number.isInteger(acc.count) || acc.count < 1) fail(`accessor ${index} has count ${JSON.stringify(acc.count)}`);
    const view = at(gltf.bufferViews, acc.bufferView, 'buffer view');
    if (!bin) return fail('no binary chunk');
    const element = component.bytes * itemSize;
    const stride = view.byteStride ?? element;
    const start = (view.byteOffset ?? 0) + (acc.byteOffset ?? 0);
    const end = start + stride * (acc.count - 1) + element;
    if (stride < element || end > (view.byteOffset ?? 0) + view.byteLength || end > bin.byteLength) fail(`accessor ${index} reads past its buffer`);
    const values = acc.componentType === 5125 || (!acc.normalized && acc.componentType === 5123 && acc.type === 'SCALAR')
      ? new Uint32Array(acc.count * itemSize)
      : new Float32Array(acc.count * itemSize);
    const unit = acc.normalized ? component.unit : (c: number) => c;
    for (let i = 0; i < acc.count; i++) {
      for (let k = 0; k < itemSize; k++) values[i * itemSize + k] = unit(component.read(bin, start + i * stride + k * component.bytes));
    }
    return { values, itemSize, componentType: acc.componentType };
  };

  const materials = (gltf.materials ?? []).map((def, i) => material(def, i, fail));
  let fallback: THREE.MeshStandardMaterial | null = null;
  // glTF's default material: white, fully metallic and rough.
  const defaultMaterial = () => (fallback ??= new THREE.MeshStandardMaterial({ color: 0xffffff, metalness: 1, roughness: 1 }));

  const primitiveMesh = (prim: Primitive, meshIndex: number): THREE.Mesh => {
    if ((prim.mode ?? TRIANGLES) !== TRIANGLES) fail(`mesh ${meshIndex} draws mode ${prim.mode}, not triangles`);
    if (prim.targets !== undefined) fail(`mesh ${meshIndex} has morph targets`);
    const geometry = new THREE.BufferGeometry();
    for (const [name, index] of Object.entries(prim.attributes ?? {})) {
      const target = ATTRIBUTES[name] ?? fail(`mesh ${meshIndex} has the attribute ${name}`);
      const { values, itemSize } = readAccessor(index);
      geometry.setAttribute(target, new THREE.BufferAttribute(values instanceof Float32Array ? values : Float32Array.from(values), itemSize));
    }
    const position = geometry.getAttribute('position') ?? fail(`mesh ${meshIndex} has no positions`);
    if (prim.indices !== undefined) {
      const { values, itemSize } = readAccessor(prim.indices);
      if (itemSize !== 1) fail(`mesh ${meshIndex}'s indices are not scalars`);
      for (const v of values) if (!Number.isInteger(v) || v >= position.count) fail(`mesh ${meshIndex} indexes a vertex it does not have`);
      geometry.setIndex(new THREE.BufferAttribute(position.count <= 65536 ? Uint16Array.from(values) : Uint32Array.from(values), 1));
    }
    const mat = prim.material === undefined ? defaultMaterial() : at(materials, prim.material, 'material');
    return new THREE.Mesh(geometry, mat);
  };

  const meshObject = (index: number): THREE.Object3D => {
    const def = at(gltf.meshes, index, 'mesh');
    if (!Array.isArray(def.primitives) || def.primitives.length === 0) fail(`mesh ${index} has no primitives`);
    const parts = def.primitives.map((p) => primitiveMesh(p, index));
    // As three's loader does: one primitive is the mesh itself; several are meshes in a group.
    if (parts.length === 1) {
      parts[0]!.name = def.name ?? `mesh_${index}`;
      return parts[0]!;
    }
    const group = new THREE.Group();
    group.name = def.name ?? `mesh_${index}`;
    parts.forEach((p, i) => {
      p.name = `${group.name}_${i}`;
      group.add(p);
    });
    return group;
  };

  const building = new Set<number>();
  const node = (index: number): THREE.Object3D => {
    const def = at(gltf.nodes, index, 'node');
    if (building.has(index)) fail(`node ${index} contains itself`);
    if (def.skin !== undefined || def.camera !== undefined) fail(`node ${index} has a skin or a camera`);
    building.add(index);
    // As three's loader does: the node is its mesh object (named and placed as the node), else an empty.
    const holder = def.mesh !== undefined ? meshObject(def.mesh) : new THREE.Object3D();
    if (def.name !== undefined) holder.name = def.name;
    applyTransform(holder, def, index, fail);
    for (const child of def.children ?? []) holder.add(node(child));
    building.delete(index);
    return holder;
  };

  const sceneDef = at(gltf.scenes, gltf.scene ?? 0, 'scene');
  const root = new THREE.Group();
  root.name = sceneDef.name ?? 'scene';
  for (const index of sceneDef.nodes ?? []) root.add(node(index));
  return root;
}

function parseJson(bytes: Uint8Array, fail: (what: string) => never): Gltf {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('its JSON chunk is not an object');
    return value as Gltf;
  } catch (e) {
    if (e instanceof GlbFormatError) throw e;
    return fail('its JSON chunk does not parse');
  }
}

const finite = (list: unknown, length: number): list is number[] =>
  Array.isArray(list) && list.length === length && list.every((n) => typeof n === 'number' && Number.isFinite(n));

function applyTransform(object: THREE.Object3D, def: NodeDef, index: number, fail: (what: string) => never): void {
  if (def.matrix !== undefined) {
    if (!finite(def.matrix, 16)) fail(`node ${index} has a malformed matrix`);
    new THREE.Matrix4().fromArray(def.matrix).decompose(object.position, object.quaternion, object.scale);
    return;
  }
  if (def.translation !== undefined) {
    if (!finite(def.translation, 3)) fail(`node ${index} has a malformed translation`);
    object.position.fromArray(def.translation);
  }
  if (def.rotation !== undefined) {
    if (!finite(def.rotation, 4)) fail(`node ${index} has a malformed rotation`);
    object.quaternion.fromArray(def.rotation);
  }
  if (def.scale !== undefined) {
    if (!finite(def.scale, 3)) fail(`node ${index} has a malformed scale`);
    object.scale.fromArray(def.scale);
  }
}

function material(def: MaterialDef, index: number, fail: (what: string) => never): THREE.MeshStandardMaterial {
  const pbr = def.pbrMetallicRoughness ?? {};
  if (pbr.baseColorTexture !== undefined || pbr.metallicRoughnessTexture !== undefined || def.normalTexture !== undefined || def.occlusionTexture !== undefined || def.emissiveTexture !== undefined) {
    fail(`material ${index} uses a texture`);
  }
  const m = new THREE.MeshStandardMaterial();
  m.name = def.name ?? '';
  const color = pbr.baseColorFactor ?? [1, 1, 1, 1];
  if (!finite(color, 4)) fail(`material ${index} has a malformed base colour`);
  // glTF colour factors are linear, as three's working colour space is.
  m.color.setRGB(color[0]!, color[1]!, color[2]!, THREE.LinearSRGBColorSpace);
  m.opacity = color[3]!;
  m.metalness = pbr.metallicFactor ?? 1;
  m.roughness = pbr.roughnessFactor ?? 1;
  if (def.emissiveFactor !== undefined) {
    if (!finite(def.emissiveFactor, 3)) fail(`material ${index} has a malformed emissive colour`);
    m.emissive.setRGB(def.emissiveFactor[0]!, def.emissiveFactor[1]!, def.emissiveFactor[2]!, THREE.LinearSRGBColorSpace);
  }
  m.side = def.doubleSided ? THREE.DoubleSide : THREE.FrontSide;
  const alphaMode = def.alphaMode ?? 'OPAQUE';
  if (alphaMode === 'BLEND') {
    m.transparent = true;
    m.depthWrite = false;
  } else if (alphaMode === 'MASK') {
    m.alphaTest = def.alphaCutoff ?? 0.5;
  } else if (alphaMode !== 'OPAQUE') {
    fail(`material ${index} has alpha mode ${JSON.stringify(alphaMode)}`);
  }
  return m;
}
