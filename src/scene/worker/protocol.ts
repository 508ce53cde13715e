// The messages between the page and the scene worker (issue 26: the room's 3D
// scene drawn in a worker, `?render=worker`). The page hands over its canvas
// and forwards input; the worker draws, steps the physics, and tells the page
// when the first frame is drawn, what its renderer is and what to play aloud.
// The session's state and actions cross on the same port as store mirrors
// (src/store/mirror/), not here.
import type { CameraHome } from '../CameraRig.tsx';
import type { FrameToPage, FrameToScene } from './frame-link.ts';

/** Where the canvas sits on the page (CSS pixels), for pointer maths in the worker. */
export interface CanvasBox {
  width: number;
  height: number;
  top: number;
  left: number;
}

/**
 * The canvas and what the worker needs to make its WebGL context and the r3f root: posted first, as soon as the
 * page knows the room is drawn in the worker (early-scene.ts: from the entry, before the room's code is loaded),
 * so the worker's code, context, physics and board load while the page still loads the room and mounts the HUD.
 */
export interface SceneCanvas {
  kind: 'scene.canvas';
  canvas: OffscreenCanvas;
  /** The canvas's box when known, else the window's (the room's canvas fills it); a resize follows at mount. */
  box: CanvasBox;
  devicePixelRatio: number;
  /** The game whose board the worker draws (src/scene/worker/rooms.ts): its board starts loading now. */
  game: string;
  fov: number;
  preserveDrawingBuffer: boolean;
  /** The page's render quality now: multisampling is fixed when the context is made. */
  antialias: boolean;
  dpr: number | [number, number];
  /** (pointer: coarse) on the page: the worker has no matchMedia. */
  coarsePointer: boolean;
  reducedMotion: boolean;
}

/**
 * The address of the game's rules code, posted as soon as the page knows it (early-scene.ts): the worker starts
 * importing the rules then, beside its context and engine, instead of at init. Init names it again.
 */
export interface SceneRules {
  kind: 'scene.rules';
  rulesUrl: string;
}

/** The rest of the start, once the room mounts: the session's mirrors are published, the scene is drawn. */
export interface SceneInit {
  kind: 'scene.init';
  /** The camera's home view (the room's code says it, so it is not known when the canvas is handed over). */
  home: CameraHome;
  /**
   * The address of the game's rules code as the page loaded it (the registry's rulesUrl): the worker imports
   * the page's own chunk, as the bot worker does (src/store/bot-rules.ts), instead of bundling a copy.
   */
  rulesUrl: string;
  fog: readonly [number, number];
  frameThrows: boolean;
  /** The page's language and its loaded catalog (painted labels speak it). */
  locale: string;
  messages: Record<string, unknown>;
  /** Stream the boards' probe values from the start (an automated browser: navigator.webdriver); else once asked. */
  probes: boolean;
}

export interface SceneResize {
  kind: 'scene.resize';
  box: CanvasBox;
  devicePixelRatio: number;
}

/** A DOM event seen on the page, as plain fields: on the canvas, or on the window (drags that leave the canvas, keys). */
export interface SceneInput {
  kind: 'scene.input';
  target: 'canvas' | 'window';
  type: string;
  fields: Record<string, string | number | boolean>;
}

/** The page's language changed (the game menu): its code and loaded catalog, for the painted labels. */
export interface SceneLocale {
  kind: 'scene.locale';
  locale: string;
  messages: Record<string, unknown>;
}

/** The page called a board's probe: stream their values from now on (probe-relay.ts). */
export interface SceneProbeWatch {
  kind: 'scene.probe.watch';
}

/** The page called a costly probe (drawCalls, paintedText, labelFits): run it and answer under `id`. */
export interface SceneProbeAsk {
  kind: 'scene.probe.ask';
  id: number;
  name: string;
}

export type PageToScene = SceneCanvas | SceneRules | SceneInit | SceneResize | SceneInput | SceneLocale | SceneProbeWatch | SceneProbeAsk | FrameToScene;

/** A probe's value, or what it threw. */
export type ProbeResult = { value: unknown } | { error: string };

export type SceneToPage =
  | FrameToPage
  | { kind: 'scene.ready' }
  /** The cursor the scene set on its canvas (a die to pick, the flick aim's grab): the page's canvas shows it. */
  | { kind: 'scene.cursor'; cursor: string }
  /** The worker's performance.timeOrigin: its times (a flick's staging) on the page's clock. */
  | { kind: 'scene.clock'; timeOrigin: number }
  | { kind: 'scene.renderer'; name: string }
  | { kind: 'scene.context'; state: 'ok' | 'lost' | 'gone' }
  | { kind: 'scene.error'; message: string }
  | { kind: 'scene.sound'; method: 'play' | 'figures' | 'rattle' | 'unlock'; args: unknown[] }
  /** The probes registered in the worker (when they changed) and the streamed values that changed. */
  | { kind: 'scene.probes'; names?: readonly string[]; values: Record<string, ProbeResult> }
  | { kind: 'scene.probe.answer'; id: number; result: ProbeResult };

export const isSceneToPage = (data: unknown): data is SceneToPage =>
  typeof data === 'object' && data !== null && typeof (data as { kind?: unknown }).kind === 'string' && (data as { kind: string }).kind.startsWith('scene.');
