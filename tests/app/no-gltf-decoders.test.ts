// The build leaves three-stdlib's Draco and meshopt decoders out
// (src/tools/vite-no-gltf-decoders.ts): our models need neither, and one that
// did must fail with a message rather than load wrongly. The rooms' models
// loading in the browser specs shows the stand-ins are enough for them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NodeIO } from '@gltf-transform/core';
import { KHRMeshQuantization } from '@gltf-transform/extensions';
import { describe, expect, it } from 'vitest';
import { noGltfDecoders } from '../../src/tools/vite-no-gltf-decoders.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const index = `${root}node_modules/three-stdlib/index.js`;
const MODELS = ['d6', 'poker', 'disc01', 'disc02', 'disc12', 'cup', 'table', 'rider', 'indian', 'meeple'];

type Hook = (this: unknown, ...args: string[]) => unknown;
const hook = (name: 'resolveId' | 'load') => noGltfDecoders()[name] as unknown as Hook;
const resolve = (source: string, importer?: string) => hook('resolveId').call({}, source, importer as string) as string | null;

/** Evaluates a stand-in module's text and returns its exports. */
async function standIn(source: string): Promise<Record<string, unknown>> {
  const id = resolve(source, index);
  if (!id) throw new Error(`no stand-in for ${source}`);
  const code = hook('load').call({}, id) as string;
  return (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;
}

describe('no glTF decoders in the build', () => {
  it('three-stdlib still imports both decoders by the paths the plugin answers', () => {
    const text = readFileSync(index, 'utf8');
    expect(text).toContain('from "./loaders/DRACOLoader.js"');
    expect(text).toContain('from "./libs/MeshoptDecoder.js"');
    expect(resolve('./loaders/DRACOLoader.js', index)).toBeTruthy();
    expect(resolve('./libs/MeshoptDecoder.js', index)).toBeTruthy();
  });

  it('only three-stdlib’s own imports are answered', () => {
    expect(resolve('./loaders/DRACOLoader.js', `${root}src/scene/Anything.tsx`)).toBeNull();
    expect(resolve('./loaders/GLTFLoader.js', index)).toBeNull();
    expect(resolve('./libs/MeshoptDecoder.js')).toBeNull();
  });

  it('the stand-ins refuse compressed data with a message naming the plugin', async () => {
    const { DRACOLoader } = (await standIn('./loaders/DRACOLoader.js')) as { DRACOLoader: new () => { setDecoderPath(p: string): unknown; decodeDracoFile(): void } };
    const draco = new DRACOLoader();
    expect(draco.setDecoderPath('/x/')).toBe(draco);
    expect(() => draco.decodeDracoFile()).toThrow(/vite-no-gltf-decoders/);
    const { MeshoptDecoder } = (await standIn('./libs/MeshoptDecoder.js')) as { MeshoptDecoder: () => { supported: boolean; decodeGltfBuffer(): void } };
    expect(MeshoptDecoder().supported).toBe(false);
    expect(() => MeshoptDecoder().decodeGltfBuffer()).toThrow(/meshopt/);
  });

  it('no committed model uses Draco or meshopt compression', async () => {
    const io = new NodeIO().registerExtensions([KHRMeshQuantization]);
    for (const name of MODELS) {
      const json = (await io.binaryToJSON(new Uint8Array(readFileSync(`${root}models/${name}.glb`)))).json;
      const used = [...(json.extensionsUsed ?? []), ...(json.extensionsRequired ?? [])];
      expect(used.filter((e) => /draco|meshopt/i.test(e)), name).toEqual([]);
    }
  });
});
