// No Draco or meshopt decoders in the browser build (issue 11, item 8).
//
// drei's useGLTF imports three-stdlib's DRACOLoader and MeshoptDecoder
// statically and hands both to every GLTFLoader, whether a model needs them or
// not; MeshoptDecoder carries two WASM builds as base64 and instantiates one
// on the first model load. Our models (src/tools/make-models.ts) use neither
// compression, only KHR_mesh_quantization, which GLTFLoader reads natively.
// For builds, this plugin answers three-stdlib's two imports with stand-ins:
// a model that did use Draco or meshopt fails to load with a message naming
// this file instead of being decoded. About 6 KB gzip off every room.
import type { Plugin } from 'vite';

const WHY = 'this build has no glTF decoders (src/tools/vite-no-gltf-decoders.ts): models are quantized, not Draco- or meshopt-compressed';

const STAND_INS: Record<string, { id: string; code: string }> = {
  './loaders/DRACOLoader.js': {
    id: '\0no-draco-loader',
    code: `export class DRACOLoader {
  setDecoderPath() { return this; }
  setDecoderConfig() { return this; }
  setWorkerLimit() { return this; }
  preload() { return this; }
  dispose() { return this; }
  decodeDracoFile() { throw new Error(${JSON.stringify(`A Draco-compressed model: ${WHY}`)}); }
}
`,
  },
  './libs/MeshoptDecoder.js': {
    id: '\0no-meshopt-decoder',
    // supported: false makes GLTFLoader refuse a model that requires meshopt with its own error.
    code: `const decoder = { supported: false, ready: Promise.resolve(), decodeGltfBuffer() { throw new Error(${JSON.stringify(`A meshopt-compressed model: ${WHY}`)}); } };
export const MeshoptDecoder = () => decoder;
`,
  },
};

const THREE_STDLIB_INDEX = /[\\/]three-stdlib[\\/]index\.js$/;

export function noGltfDecoders(): Plugin {
  return {
    name: 'no-gltf-decoders',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !THREE_STDLIB_INDEX.test(importer)) return null;
      return STAND_INS[source]?.id ?? null;
    },
    load(id) {
      return Object.values(STAND_INS).find((s) => s.id === id)?.code ?? null;
    },
  };
}
