import { describe, expect, it } from 'vitest';
import { summarize, type TraceEvent } from '../../src/tools/start-trace.ts';

const R = { pid: 2, tid: 7 };
const G = { pid: 3, tid: 1 };
const X = (where: { pid: number; tid: number }, name: string, ts: number, dur: number): TraceEvent => ({ ...where, name, ph: 'X', ts, dur });

/** A page whose one long task (80 ms) spent its samples in getContext under configure, while the GPU process was busy 60 ms. */
const trace: TraceEvent[] = [
  { ...R, ph: 'M', name: 'thread_name', ts: 0, args: { name: 'CrRendererMain' } },
  { ...G, ph: 'M', name: 'thread_name', ts: 0, args: { name: 'CrGpuMain' } },
  { ...R, ph: 'R', name: 'navigationStart', ts: 1_000 },
  X(R, 'RunTask', 10_000, 80_000),
  X(R, 'FunctionCall', 10_000, 79_000),
  X(R, 'RunTask', 100_000, 20_000),
  { ...R, ph: 'P', name: 'Profile', id: '0x1', ts: 9_000, args: { data: { startTime: 9_000 } } },
  {
    ...R,
    ph: 'P',
    name: 'ProfileChunk',
    id: '0x1',
    ts: 9_000,
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: { functionName: '(root)' } },
            { id: 2, parent: 1, callFrame: { functionName: 'configure', url: 'http://x/assets/camera-DyjxZhEc.js', lineNumber: 9 } },
            { id: 3, parent: 2, callFrame: { functionName: 'getContext' } },
          ],
          samples: [3, 3, 3, 2],
        },
        // samples at 10, 12, 14 and 16 ms: each counts the time since the one before (the first nothing)
        timeDeltas: [1_000, 2_000, 2_000, 2_000],
      },
    },
  },
  X(G, 'RunTask', 12_000, 60_000),
  X(G, 'RunTask', 200_000, 10_000),
];

describe('start-trace summary', () => {
  const text = summarize(trace, 5);

  it('lists only the tasks of 50 ms and more, timed from navigation', () => {
    expect(text).toContain('1 long tasks, 80 ms in all');
    expect(text).toContain('task at 9 ms, 80 ms long');
    expect(text).toContain('FunctionCall 79');
  });

  it('charges the samples to the function they were in, and to its callers', () => {
    const self = text.slice(text.indexOf('self time:'), text.indexOf('inclusive:'));
    expect(self).toMatch(/4 ms {2}getContext/);
    expect(self).toMatch(/2 ms {2}configure camera\.js:10/);
    const incl = text.slice(text.indexOf('inclusive:'), text.indexOf('GPU process'));
    expect(incl).toMatch(/6 ms {2}configure camera\.js:10/);
  });

  it("shows the GPU process's long tasks beside the page's", () => {
    expect(text).toContain('GPU process main thread: 1 tasks of 50 ms and more, 60 ms in all');
  });
});

describe('start-trace summary, the page drawn by a worker', () => {
  it('follows the renderer that loaded the served page, not a busier one of the browser’s own', () => {
    const page = { pid: 4, tid: 1 };
    const omnibox = { pid: 5, tid: 1 };
    const events: TraceEvent[] = [
      { ...page, ph: 'M', name: 'thread_name', ts: 0, args: { name: 'CrRendererMain' } },
      { ...omnibox, ph: 'M', name: 'thread_name', ts: 0, args: { name: 'CrRendererMain' } },
      { ...page, ph: 'R', name: 'navigationStart', ts: 1_000, args: { data: { documentLoaderURL: 'http://127.0.0.1:4173/?game=gambler&render=worker' } } },
      { ...omnibox, ph: 'R', name: 'navigationStart', ts: 1_000, args: { data: { documentLoaderURL: 'chrome://omnibox-popup.top-chrome/' } } },
      X(page, 'RunTask', 10_000, 60_000),
      X(omnibox, 'RunTask', 10_000, 300_000),
    ];
    expect(summarize(events, 5)).toContain('1 long tasks, 60 ms in all');
  });
});
