// The scene worker started before the room's React tree (issue 26): as soon as
// the page's entry reads from the link that a game room drawn in the worker
// opens (src/rooms/early-link.ts; mountGameRoom again for a room opened
// otherwise), a canvas element is made and handed over, and the worker starts
// fetching three.js, r3f, the physics engine, the board, the models and the
// rules and makes its WebGL context while the page still loads its language,
// its stylesheets and the room's code, claims the tab, reads the autosave and
// mounts the HUD (these took turns before: the worker was made at the room's
// mount, ≈ 0.8 s after navigation on this machine). WorkerRoomCanvas takes the
// started worker and puts its canvas in its box; the worker's messages that
// come before then are kept and handed over.
import { qualityStore } from '../render-quality-store.ts';
import type { CanvasBox, SceneCanvas, SceneRules } from './protocol.ts';
import { markStart } from './start-marks.ts';

/**
 * What the worker's context and root are made with: a room mounting with other values starts its own worker.
 * The camera's home view is not here: it comes from the room's code, with the scene's init.
 */
export interface SceneStart {
  game: string;
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

/** How many scene workers this page has made. */
let made = 0;

/** A scene worker with its canvas handed over and its context being made. */
export function startSceneWorker(start: SceneStart, box: CanvasBox = windowBox()): StartedScene {
  markStart('worker-new');
  made += 1;
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

const sameStart = (a: SceneStart, b: SceneStart): boolean => a.game === b.game && a.fov === b.fov && a.preserveDrawingBuffer === b.preserveDrawingBuffer;

/**
 * Starts the scene worker for the room about to mount, unless one was started for it already (the entry's, then
 * the room's mount): one at a time, an earlier one for another start is ended. `rulesUrl`, when given, is the
 * address of the game's rules code once the page knows it: the worker starts importing them then, not at init.
 */
export function startSceneEarly(start: SceneStart, rulesUrl?: Promise<string>): void {
  if (!early || !sameStart(early.start, start)) {
    early?.worker.terminate();
    early = startSceneWorker(start);
  }
  const worker = early.worker;
  // A failure to learn the address is the room's to report (its init asks again); the worker just waits for init.
  rulesUrl?.then((url) => worker.postMessage({ kind: 'scene.rules', rulesUrl: url } satisfies SceneRules), () => undefined);
}

/**
 * The entry's start (early-link.ts): the first scene worker of the page, or nothing when the room has made or taken
 * one already (its code came after the room's mount: a start now would be a second worker nobody takes).
 */
export function startFirstScene(start: SceneStart, rulesUrl: Promise<string>): void {
  if (made === 0) startSceneEarly(start, rulesUrl);
}

/** The room's scene worker: the one started early when it was started for the same room, else a new one. */
export function takeSceneWorker(start: SceneStart, box?: CanvasBox): StartedScene {
  const taken = early;
  early = null;
  if (taken && sameStart(taken.start, start)) return taken;
  taken?.worker.terminate();
  return startSceneWorker(start, box);
}

/** Ends a worker started early that no room will take (the room did not open: another tab holds it, a bad save). */
export function dropEarlyScene(): void {
  early?.worker.terminate();
  early = null;
}
