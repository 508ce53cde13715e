// The canvases the scene worker paints textures on (the table's wood and felt,
// the boards' labels and plates: `document.createElement('canvas')` in the
// worker, worker-dom.ts). Their 2D contexts are asked for with
// `willReadFrequently`, which makes Chromium paint them on this thread's CPU
// instead of recording them for the GPU process. With a software GL
// (SwiftShader, the issue 26 benches) the GPU process rasterised them with the
// same CPU and then read them back for the texture upload, inside the room's
// first frame: ≈ 5 s of its 8 s of CPU up to the first throw (docs/start.md,
// session 39). In the worker the painting holds no page task.

/** An OffscreenCanvas whose 2D context is painted on the CPU (a caller's own `willReadFrequently` wins); other contexts are as asked. */
export function paintedCanvas(width: number, height: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height);
  const getContext = canvas.getContext.bind(canvas) as (type: string, options?: object) => unknown;
  Object.defineProperty(canvas, 'getContext', {
    value: (type: string, options?: object) => getContext(type, type === '2d' ? { willReadFrequently: true, ...options } : options),
    configurable: true,
    writable: true,
  });
  return canvas;
}
