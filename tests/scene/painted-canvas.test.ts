// The scene worker's texture canvases are painted on the CPU (painted-canvas.ts): a 2D context is asked for
// with willReadFrequently, any other context exactly as the caller asked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintedCanvas } from '../../src/scene/worker/painted-canvas.ts';

class FakeOffscreenCanvas {
  asked: [string, unknown][] = [];
  constructor(
    public width: number,
    public height: number,
  ) {}
  getContext(type: string, options?: unknown): unknown {
    this.asked.push([type, options]);
    return { type };
  }
}

describe('paintedCanvas', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a 2D context painted on the CPU, keeping the size and the other options', () => {
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const canvas = paintedCanvas(1024, 512) as unknown as FakeOffscreenCanvas;
    expect([canvas.width, canvas.height]).toEqual([1024, 512]);
    expect(canvas.getContext('2d')).toEqual({ type: '2d' });
    canvas.getContext('2d', { alpha: false });
    expect(canvas.asked).toEqual([
      ['2d', { willReadFrequently: true }],
      ['2d', { willReadFrequently: true, alpha: false }],
    ]);
  });

  it("leaves a caller's own willReadFrequently and every other context alone", () => {
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const canvas = paintedCanvas(300, 150) as unknown as FakeOffscreenCanvas;
    canvas.getContext('2d', { willReadFrequently: false });
    canvas.getContext('webgl2', { antialias: true });
    canvas.getContext('bitmaprenderer');
    expect(canvas.asked).toEqual([
      ['2d', { willReadFrequently: false }],
      ['webgl2', { antialias: true }],
      ['bitmaprenderer', undefined],
    ]);
  });
});
