// How busy this process is, for /health and the online bench: the event
// loop's delay (how long a ready socket message waits before the loop runs
// it: anything long on the main thread shows here) and the server's own time
// per move (a command's arrival in `handle` until its answer is on the
// socket, store write included). The bench's round trip is these plus the
// network and its own clients' loop; both are reported so a slow figure says
// where the time went.

import { createHistogram, monitorEventLoopDelay, type IntervalHistogram, type RecordableHistogram } from 'node:perf_hooks';

let loop: IntervalHistogram | null = null;
const moveTimes: RecordableHistogram = createHistogram();

/** Start watching the event loop (once per process; 10 ms sampling is cheap). */
export function watchLoad(): void {
  if (loop) return;
  loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
}

/** One move's time on the server, in ms (from the command's arrival to its answer sent). */
export function recordMoveMs(ms: number): void {
  moveTimes.record(Math.max(1, Math.round(ms * 1000)));
}

const ms = (ns: number) => Math.round(ns / 1e4) / 100;
const us = (x: number) => Math.round(x / 10) / 100;

export interface LoadFigures {
  loopDelayP50Ms: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  moves: number;
  moveP50Ms: number;
  moveP95Ms: number;
}

/** The figures since the last reset (`reset` starts a new window, as the bench does when its tables are open). */
export function loadFigures(reset = false): LoadFigures {
  const figures: LoadFigures = {
    loopDelayP50Ms: loop && loop.count ? ms(loop.percentile(50)) : 0,
    loopDelayP99Ms: loop && loop.count ? ms(loop.percentile(99)) : 0,
    loopDelayMaxMs: loop && loop.count ? ms(loop.max) : 0,
    moves: moveTimes.count,
    moveP50Ms: moveTimes.count ? us(moveTimes.percentile(50)) : 0,
    moveP95Ms: moveTimes.count ? us(moveTimes.percentile(95)) : 0,
  };
  if (reset) {
    loop?.reset();
    moveTimes.reset();
  }
  return figures;
}
