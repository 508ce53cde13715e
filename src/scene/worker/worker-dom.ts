// What the scene's code finds of a page inside the scene worker. Imported
// first by the worker's entry, before three and r3f read `window` and
// `document` as they load. The worker's own global scope stands in for the
// window (it is an EventTarget with timers and requestAnimationFrame), a small
// EventTarget for the document; a canvas asked of `document` is an
// OffscreenCanvas (painted labels, felt and wood); the handed-over canvas gets
// the element's fields the orbit controls and r3f read. Forwarded input
// (input-fields.ts) is dispatched on the canvas, the document and the window
// as the page saw it. Anything else of the DOM is refused by name.
// The idea follows @react-three/offscreen (MIT, pmndrs), written anew for r3f 9
// and for the window-level drags this project's scene listens to.
import type { CanvasBox, SceneInput } from './protocol.ts';
import { paintedCanvas } from './painted-canvas.ts';

type Shimmed = Record<string, unknown>;
const scope = globalThis as unknown as Shimmed & EventTarget;

class NoDomError extends Error {
  constructor(what: string) {
    super(`the scene worker has no DOM: ${what} (draw it on the page, over the canvas)`);
    this.name = 'NoDomError';
  }
}

const media = { coarse: false, reducedMotion: false };
const box: CanvasBox = { width: 1, height: 1, top: 0, left: 0 };

/** An OffscreenCanvas dressed as much like a canvas element as three's and the scene's code ask of one. */
function dressCanvas(canvas: OffscreenCanvas): OffscreenCanvas {
  const fields: Shimmed = {
    style: {},
    ownerDocument: documentShim,
    getRootNode: () => documentShim,
    getBoundingClientRect: () => ({ x: box.left, y: box.top, left: box.left, top: box.top, width: box.width, height: box.height, right: box.left + box.width, bottom: box.top + box.height }),
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
    hasPointerCapture: () => false,
    setAttribute: () => undefined,
    removeAttribute: () => undefined,
    focus: () => undefined,
  };
  for (const [k, v] of Object.entries(fields)) Object.defineProperty(canvas, k, { value: v, configurable: true, writable: true });
  Object.defineProperty(canvas, 'clientWidth', { get: () => box.width, configurable: true });
  Object.defineProperty(canvas, 'clientHeight', { get: () => box.height, configurable: true });
  return canvas;
}

/**
 * Where the worker is a chunk of the page's build (src/tools/vite-scene-worker-shared.ts), its dynamic imports go
 * through Vite's preload helper, which looks for the page's <link> elements and adds one per chunk and stylesheet
 * (waiting for a stylesheet's load): in a worker there is nothing to preload or style, so a link is kept nowhere
 * and reports loaded at once; the import itself follows.
 */
const preloadLink = () => Object.assign(new EventTarget(), { rel: '', as: '', href: '', crossOrigin: '', isConnected: false, setAttribute: () => undefined });
const documentHead = {
  appendChild(link: EventTarget): EventTarget {
    setTimeout(() => link.dispatchEvent(new Event('load')), 0);
    return link;
  },
};

const documentShim = Object.assign(new EventTarget(), {
  createElement(tag: string): unknown {
    if (tag.toLowerCase() === 'canvas') return dressCanvas(paintedCanvas(300, 150));
    if (tag.toLowerCase() === 'link') return preloadLink();
    throw new NoDomError(`document.createElement('${tag}')`);
  },
  createElementNS(_ns: string, tag: string): unknown {
    return documentShim.createElement(tag);
  },
  elementFromPoint: () => null,
  querySelector: () => null,
  getElementsByTagName: () => [],
  head: documentHead,
  hidden: false,
  visibilityState: 'visible',
  get documentElement() {
    return { clientWidth: box.width, clientHeight: box.height, style: {} };
  },
  get body() {
    return { clientWidth: box.width, clientHeight: box.height, style: {} };
  },
});

let installed = false;
/** Puts the stand-ins in place (once; the worker's entry imports this module first). */
export function installWorkerDom(): void {
  if (installed) return;
  installed = true;
  scope.window = scope;
  scope.document = documentShim;
  scope.devicePixelRatio = 1;
  scope.innerWidth = 1;
  scope.innerHeight = 1;
  scope.matchMedia = (query: string) => ({
    media: query,
    matches: (/pointer:\s*coarse/.test(query) && media.coarse) || (/prefers-reduced-motion:\s*reduce/.test(query) && media.reducedMotion),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  });
}
installWorkerDom();

/**
 * The page's canvas as the worker has it: dressed, and sized from the page's box. A cursor the scene sets on
 * its style (a die's pointer, the flick aim's grab) goes to `onCursor`, for the page's canvas to show.
 */
export function adoptCanvas(canvas: OffscreenCanvas, onCursor: (cursor: string) => void = () => undefined): OffscreenCanvas {
  const dressed = dressCanvas(canvas);
  let cursor = '';
  const style = {
    get cursor() {
      return cursor;
    },
    set cursor(next: string) {
      if (next === cursor) return;
      cursor = next;
      onCursor(next);
    },
  };
  Object.defineProperty(dressed, 'style', { value: style, configurable: true, writable: true });
  return dressed;
}

export function setPageFacts(next: CanvasBox, devicePixelRatio: number, coarse?: boolean, reducedMotion?: boolean): void {
  Object.assign(box, next);
  scope.devicePixelRatio = devicePixelRatio;
  scope.innerWidth = next.width;
  scope.innerHeight = next.height;
  if (coarse !== undefined) media.coarse = coarse;
  if (reducedMotion !== undefined) media.reducedMotion = reducedMotion;
}

/** A forwarded DOM event, dispatched where the page saw it: the canvas's, the window's (which the document sees first). */
export function dispatchInput(canvas: OffscreenCanvas, input: SceneInput): void {
  const make = () => {
    const event = new Event(input.type, { cancelable: true });
    // Own properties shadow Event's getters (timeStamp) without assigning to them.
    for (const [k, v] of Object.entries(input.fields)) Object.defineProperty(event, k, { value: v, enumerable: true });
    return event;
  };
  if (input.target === 'canvas') {
    canvas.dispatchEvent(make());
    return;
  }
  documentShim.dispatchEvent(make());
  scope.dispatchEvent(make());
}
