// The browser build loads Rapier's WASM as a binary file (src/tools/vite-rapier-wasm.ts)
// while Node keeps the compat package's inline copy. These check that the two are
// one engine: the bytes are the same, and the rewritten module, loaded the way a
// page loads it (fetch of a URL beside the module), steps a world exactly as the
// package does. The built app itself is checked in tests/browser/rapier-wasm.spec.mjs.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAPIER, initPhysics } from '../../src/physics/rapier.ts';
import { compatEngineFiles, patchEngine } from '../../src/tools/vite-rapier-wasm.ts';

type Rapier = typeof RAPIER;
const root = fileURLToPath(new URL('../../', import.meta.url));
const files = compatEngineFiles(root);
const LONG_BASE64 = /[A-Za-z0-9+/=]{10000,}/;

/** A tumbling box and a sphere falling onto a floor: every pose, as raw floats. */
function trajectory(R: Rapier): number[] {
  const world = new R.World({ x: 0, y: -981, z: 0 });
  world.createCollider(R.ColliderDesc.cuboid(50, 1, 50).setTranslation(0, -1, 0));
  const box = world.createRigidBody(R.RigidBodyDesc.dynamic().setTranslation(0.3, 12, -0.2).setRotation({ x: 0.2, y: 0.4, z: 0.1, w: 0.89 }).setAngvel({ x: 7, y: -3, z: 11 }));
  world.createCollider(R.ColliderDesc.cuboid(0.8, 0.8, 0.8).setRestitution(0.4).setFriction(0.6), box);
  const ball = world.createRigidBody(R.RigidBodyDesc.dynamic().setTranslation(-0.5, 16, 0.1).setLinvel(1.5, 0, -2));
  world.createCollider(R.ColliderDesc.ball(0.7).setRestitution(0.5), ball);
  const out: number[] = [];
  for (let i = 0; i < 400; i++) {
    world.step();
    for (const body of [box, ball]) {
      const t = body.translation();
      const r = body.rotation();
      out.push(t.x, t.y, t.z, r.x, r.y, r.z, r.w);
    }
  }
  world.free();
  return out;
}

describe('Rapier WASM as a binary', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rapier-wasm-'));
  const realFetch = globalThis.fetch;
  const fetched: string[] = [];

  beforeAll(async () => {
    await initPhysics();
    writeFileSync(join(dir, files.engineName), files.engine);
    writeFileSync(join(dir, files.wasmName), files.wasm);
    // What a server does for the page: the file beside the module, as application/wasm.
    globalThis.fetch = (async (input: string | URL | Request) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      fetched.push(url.pathname);
      return new Response(readFileSync(fileURLToPath(url)), { headers: { 'Content-Type': 'application/wasm' } });
    }) as typeof fetch;
  });

  afterAll(() => {
    globalThis.fetch = realFetch;
    rmSync(dir, { recursive: true, force: true });
  });

  it('the inline WASM of rapier.mjs is byte for byte the package’s .wasm file', () => {
    // compatEngineFiles throws otherwise; the rewritten module keeps no copy of it.
    expect(files.wasm.length).toBeGreaterThan(1_000_000);
    expect(LONG_BASE64.test(files.engine)).toBe(false);
    expect(files.engine).toContain(JSON.stringify(files.wasmName));
  });

  it('file names follow the content, so the page and the worker build name them alike', () => {
    const again = compatEngineFiles(root);
    expect([again.engineName, again.wasmName]).toEqual([files.engineName, files.wasmName]);
    expect(files.wasmName).toMatch(/^rapier_wasm3d_bg-[\w-]{8}\.wasm$/);
    expect(files.engineName).toMatch(/^rapier-[\w-]{8}\.mjs$/);
  });

  it('a different WASM, or a module without the inline literal, is refused', () => {
    const mjs = readFileSync(join(root, 'node_modules/@dimforge/rapier3d-compat/rapier.mjs'), 'utf8');
    const tampered = Uint8Array.from(files.wasm);
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1;
    expect(() => patchEngine(mjs, tampered)).toThrow(/differs/);
    expect(() => patchEngine('export const init = () => {};', files.wasm)).toThrow(/found 0/);
  });

  it('loaded by URL, the rewritten engine fetches the .wasm once and steps a world exactly as the package does', async () => {
    const url = pathToFileURL(join(dir, files.engineName)).href;
    const mod = (await import(/* @vite-ignore */ url)) as { default: Rapier };
    await mod.default.init();
    expect(fetched).toEqual([`${pathToFileURL(dir).pathname}/${files.wasmName}`]);
    const viaFile = trajectory(mod.default);
    const inline = trajectory(RAPIER);
    expect(viaFile.length).toBe(inline.length);
    expect(viaFile).toEqual(inline);
    expect(viaFile[viaFile.length - 6]).toBeLessThan(2); // the box came to lie on the floor
  });
});
