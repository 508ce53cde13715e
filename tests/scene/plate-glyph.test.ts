// The printed plate's glyph (scene/kit/printed-plate.ts): a picture given as
// SVG path data about its origin, scaled to its radius at its place, each part
// filled or stroked in the plate's ink unless it names its own, leaving the
// context as it was for whatever the plate paints next.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPlate } from '../../src/scene/kit/printed-plate.ts';

function recorder() {
  const calls: string[] = [];
  const state = { fillStyle: 'none', strokeStyle: 'none', lineWidth: 1, lineCap: 'butt', at: '0,0 ×1' };
  const saved: (typeof state)[] = [];
  const g = {
    set fillStyle(v: string) { state.fillStyle = v; },
    set strokeStyle(v: string) { state.strokeStyle = v; },
    set lineWidth(v: number) { state.lineWidth = v; },
    set lineCap(v: string) { state.lineCap = v; },
    save: () => void saved.push({ ...state }),
    restore: () => void Object.assign(state, saved.pop()),
    translate: (x: number, y: number) => void (state.at = `${x},${y} ${state.at.split(' ')[1]}`),
    scale: (k: number) => void (state.at = `${state.at.split(' ')[0]} ×${k}`),
    fill: (p: { d: string }) => void calls.push(`fill ${p.d} ${state.fillStyle} at ${state.at}`),
    stroke: (p: { d: string }) => void calls.push(`stroke ${p.d} ${state.strokeStyle} ${state.lineWidth} ${state.lineCap} at ${state.at}`),
  };
  const canvas = { width: 0, height: 0, getContext: () => g } as unknown as HTMLCanvasElement;
  return { plate: openPlate(canvas, { width: 10, depth: 10, pxPerCm: 10, floorCm: 1 }), calls, state };
}

afterEach(() => vi.unstubAllGlobals());

describe('printed plate: a glyph', () => {
  it('paints each part at its place and size, in the ink given unless the part names its own, and restores the context', () => {
    vi.stubGlobal('Path2D', class { constructor(readonly d: string) {} });
    const { plate, calls, state } = recorder();
    plate.glyph(30, 40, 5, '#123', [['fill', 'M0 0H1V1Z'], ['stroke', 'M-1-1L1 1', '#0005']]);
    expect(calls).toEqual(['fill M0 0H1V1Z #123 at 30,40 ×5', 'stroke M-1-1L1 1 #0005 0.16 round at 30,40 ×5']);
    expect(state).toEqual({ fillStyle: 'none', strokeStyle: 'none', lineWidth: 1, lineCap: 'butt', at: '0,0 ×1' });
  });
});
