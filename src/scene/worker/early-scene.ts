// The scene worker started before the room's React tree (issue 26): as soon as
// mountGameRoom knows the room is drawn in the worker, a canvas element is made
// and handed over, and the worker starts fetching three.js, r3f, the physics
// engine, the board and the models and makes its WebGL context while the page
// still claims the tab, reads the autosave and mounts the HUD (these took turns
// before: the worker was made by WorkerRoomCanvas's effect, after all of them).
// WorkerRoomCanvas takes the started worker and puts its canvas in its box;
// the worker's messages that come before then are kept and handed over.
import type { CameraHome } from '../CameraRig.tsx';
import { qualityStore } from '../render-quality.ts';
import type { CanvasBox, SceneCanvas } from './protocol.ts';
import { markStart } from './start-marks.ts';

/** What the worker's context and root are made with: a room mounting with other values starts its own worker. */
export interface SceneStart {
  game: string;
  home: CameraHome;
  fov: number;
  preserveDrawingBuffer: boolean;
}

export interface StartedScene {
  worker: Worker;
  /** The canvas the worker draws into (its control handed over): the room puts it in its box. */
  canvas: HTMLCanvasElement;
  start: SceneStart;
  /** Routes the worker's messages and errors to the room from now on, those already come first. */
  handOver(onMessage: (event: MessageEvent) => void, onError: (event: ErrorEvent) => void): void;
}

const windowBox = (): CanvasBox => ({ width: Math.max(1, window.innerWidth), height: Math.max(1, window.innerHeight), top: 0, left: 0 });

/** A scene worker with its canvas handed over and its context being made. */
export function startSceneWorker(start: SceneStart, box: CanvasBox = windowBox()): StartedScene {
  markStart('worker-new');
  const canvas = document.createElement('canvas');
  canvas.dataset.render = 'worker';
  Object.assign(canvas.style, { display: 'block', width: '100%', height: '100%', touchAction: 'none' });
  const worker = new Worker(new URL('./scene.worker.tsx', import.meta.url), { type: 'module', name: 'scene' });
  // Messages arriving before the room listens would be lost: kept until handOver.
  const backlog: Event[] = [];
  const keep = (event: Event) => backlog.push(event);
  worker.addEventListener('message', keep);
  worker.addEventListener('error', keep);
  const offscreen = canvas.transferControlToOffscreen();
  const quality = qualityStore().getState().quality;
  const message: SceneCanvas = {
    kind: 'scene.canvas',
    canvas: offscreen,
    box,
    devicePixelRatio: window.devicePixelRatio,
    ...start,
    antialias: quality.antialias,
    dpr: quality.dpr,
    coarsePointer: matchMedia('(pointer: coarse)').matches,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
  };
  worker.postMessage(message, [offscreen]);
  return {
    worker,
    canvas,
    start,
    handOver(onMessage, onError) {
      worker.removeEventListener('message', keep);
      worker.removeEventListener('error', keep);
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      for (const event of backlog.splice(0)) {
        if (event instanceof MessageEvent) onMessage(event);
        else onError(event as ErrorEvent);
      }
    },
  };
}

let early: StartedScene | null = null;

/** Starts the scene worker for the room about to mount (one at a time: an earlier one not taken is ended). */
export function startSceneEarly(start: SceneStart): void {
  early?.worker.terminate();
  early = startSceneWorker(start);
}

/** The room's scene worker: the one started early when it was started for the same room, else a new one. */
export function takeSceneWorker(start: SceneStart, box?: CanvasBox): StartedScene {
  const taken = early;
  early = null;
  const same = taken && taken.start.game === start.game && taken.start.fov === start.fov && taken.start.preserveDrawingBuffer === start.preserveDrawingBuffer && JSON.stringify(taken.start.home) === JSON.stringify(start.home);
  if (taken && same) return taken;
  taken?.worker.terminate();
  return startSceneWorker(start, box);
}

/** Ends a worker started early that no room will take (the room did not open: another tab holds it, a bad save). */
export function dropEarlyScene(): void {
  early?.worker.terminate();
  early = null;
}
