// The printed plate's line (scene/kit/printed-plate.ts): a line through its
// points in its ink and width, dashed only when asked, leaving the context's
// dash and ink as they were for whatever the plate paints next.
import { describe, expect, it } from 'vitest';
import { openPlate } from '../../src/scene/kit/printed-plate.ts';

function recorder() {
  const calls: string[] = [];
  const state = { strokeStyle: 'none', lineWidth: 1, dash: [] as number[] };
  const saved: (typeof state)[] = [];
  const g = {
    get strokeStyle() { return state.strokeStyle; },
    set strokeStyle(v: string) { state.strokeStyle = v; },
    get lineWidth() { return state.lineWidth; },
    set lineWidth(v: number) { state.lineWidth = v; },
    setLineDash: (d: number[]) => void (state.dash = d),
    save: () => void saved.push({ ...state }),
    restore: () => void Object.assign(state, saved.pop()),
    beginPath: () => void calls.push('begin'),
    moveTo: (x: number, y: number) => void calls.push(`move ${x},${y}`),
    lineTo: (x: number, y: number) => void calls.push(`line ${x},${y}`),
    stroke: () => void calls.push(`stroke ${state.strokeStyle} ${state.lineWidth} [${state.dash.join(',')}]`),
  };
  const canvas = { width: 0, height: 0, getContext: () => g } as unknown as HTMLCanvasElement;
  return { plate: openPlate(canvas, { width: 10, depth: 10, pxPerCm: 10, floorCm: 1 }), calls, state };
}

describe('printed plate: a line', () => {
  it('strokes through every point, dashed when asked, and restores the context', () => {
    const { plate, calls, state } = recorder();
    plate.line([[0, 0], [5, 5], [9, 1]], '#123', 2, [3, 1]);
    plate.line([[1, 1], [2, 2]], '#456', 4);
    expect(calls).toEqual(['begin', 'move 0,0', 'line 5,5', 'line 9,1', 'stroke #123 2 [3,1]', 'begin', 'move 1,1', 'line 2,2', 'stroke #456 4 []']);
    expect(state).toEqual({ strokeStyle: 'none', lineWidth: 1, dash: [] });
  });
});
