// The scene worker's WebGL context, made by its first module (scene-worker-boot.ts) as soon as the page's
// canvas arrives, while the worker still fetches and evaluates three.js, r3f and the scene (≈ 300 ms
// quiet). Making a context holds the worker's thread while the GPU process sets it up (≈ 200 ms quiet):
// after the scene's code it was a step of its own on the room's start; now it overlaps the download
// (docs/start.md, session 40). three's renderer then asks the same canvas for its context and gets this
// one, so it must be asked for with exactly the attributes the renderer asks with (a second getContext
// returns the first context whatever it asks): those of r3f's defaults and the worker's `gl` props.
import type { SceneCanvas } from './protocol.ts';
import { markStart } from './start-marks.ts';

/** The attributes three's WebGLRenderer asks its context with, made by r3f with the scene worker's `gl` props. */
export function sceneContextAttributes(start: Pick<SceneCanvas, 'antialias' | 'preserveDrawingBuffer'>): WebGLContextAttributes {
  return {
    alpha: true,
    depth: true,
    stencil: false,
    antialias: start.antialias,
    premultipliedAlpha: true,
    preserveDrawingBuffer: start.preserveDrawingBuffer,
    powerPreference: 'high-performance',
    failIfMajorPerformanceCaveat: false,
  };
}

/** Makes the canvas's WebGL 2 context now (marked `scene:early-context`); a failure is left for the renderer to meet and report. */
export function makeContextEarly(message: Pick<SceneCanvas, 'canvas' | 'antialias' | 'preserveDrawingBuffer'>): void {
  try {
    message.canvas.getContext('webgl2', sceneContextAttributes(message));
    markStart('early-context');
  } catch {
    // The renderer asks again and says what failed.
  }
}
