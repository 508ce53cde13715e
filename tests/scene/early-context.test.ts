// The scene worker's early WebGL context (src/scene/worker/early-context.ts): made before three.js has
// loaded, it is the context three's renderer then gets, so it must be asked for with exactly the
// attributes the renderer asks with. Checked against three's own WebGLRenderer, made as r3f makes it
// (r3f's defaults, then the worker's `gl` props): a change on either side fails here.
import { describe, expect, it, vi } from 'vitest';
import { WebGLRenderer } from 'three';
import { makeContextEarly, sceneContextAttributes } from '../../src/scene/worker/early-context.ts';

/** The attributes three's renderer asks a canvas for its context with (the fake gives none, so it throws after asking). */
function askedByThree(gl: WebGLContextAttributes): unknown[] {
  const asked: unknown[] = [];
  const canvas = { addEventListener: () => undefined, removeEventListener: () => undefined, getContext: (name: string, attributes?: unknown) => (asked.push([name, attributes]), null) };
  const r3fDefaults = { canvas: canvas as unknown as HTMLCanvasElement, powerPreference: 'high-performance' as const, antialias: true, alpha: true };
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => new WebGLRenderer({ ...r3fDefaults, ...gl })).toThrow();
  quiet.mockRestore();
  return asked[0] as unknown[];
}

describe('the scene worker’s early context', () => {
  for (const antialias of [true, false]) {
    for (const preserveDrawingBuffer of [true, false]) {
      it(`asks with three's attributes (antialias ${antialias}, preserveDrawingBuffer ${preserveDrawingBuffer})`, () => {
        const attributes = sceneContextAttributes({ antialias, preserveDrawingBuffer });
        expect(askedByThree(attributes)).toEqual(['webgl2', attributes]);
        expect(attributes).toMatchObject({ antialias, preserveDrawingBuffer });
      });
    }
  }

  it('makes the canvas’s WebGL 2 context once, with those attributes; a failure is left to the renderer', () => {
    const asked: unknown[] = [];
    const canvas = { getContext: (name: string, attributes: unknown) => (asked.push([name, attributes]), {}) } as unknown as OffscreenCanvas;
    makeContextEarly({ canvas, antialias: false, preserveDrawingBuffer: true });
    expect(asked).toEqual([['webgl2', sceneContextAttributes({ antialias: false, preserveDrawingBuffer: true })]]);
    const failing = { getContext: () => { throw new Error('no GPU'); } } as unknown as OffscreenCanvas;
    expect(() => makeContextEarly({ canvas: failing, antialias: true, preserveDrawingBuffer: false })).not.toThrow();
  });
});
