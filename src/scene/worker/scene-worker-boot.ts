// The scene worker's first module in a build, where the worker is a chunk of
// the page's build (src/tools/vite-scene-worker-shared.ts): the DOM stand-ins
// go in place before the scene's chunks load, since three and r3f read
// `window` and `document` as they load and a chunk's imports run before its
// own code. Messages the page posts meanwhile (the start, the store mirrors'
// first states) are held and handed to the scene's listeners, in order, once
// they are in place: a worker's message with no listener yet would be lost.
// The canvas's WebGL context is made meanwhile (early-context.ts).
import './worker-dom.ts';
import { makeContextEarly } from './early-context.ts';
import type { PageToScene } from './protocol.ts';

const early: MessageEvent[] = [];
const hold = (event: Event) => {
  early.push(event as MessageEvent);
  event.stopImmediatePropagation();
  // The WebGL context is made while the scene's code still loads (early-context.ts).
  const data = (event as MessageEvent<PageToScene>).data;
  if (data?.kind === 'scene.canvas') makeContextEarly(data);
};
self.addEventListener('message', hold);
try {
  await import('./scene.worker.tsx');
} finally {
  self.removeEventListener('message', hold);
}
for (const event of early) self.dispatchEvent(new MessageEvent('message', { data: event.data, ports: [...event.ports] }));
