// The scene worker's first module in a build, where the worker is a chunk of
// the page's build (src/tools/vite-scene-worker-shared.ts): the DOM stand-ins
// go in place before the scene's chunks load, since three and r3f read
// `window` and `document` as they load and a chunk's imports run before its
// own code. Messages the page posts meanwhile (the start, the store mirrors'
// first states) are held and handed to the scene's listeners, in order, once
// they are in place: a worker's message with no listener yet would be lost.
import './worker-dom.ts';

const early: MessageEvent[] = [];
const hold = (event: Event) => {
  early.push(event as MessageEvent);
  event.stopImmediatePropagation();
};
self.addEventListener('message', hold);
try {
  await import('./scene.worker.tsx');
} finally {
  self.removeEventListener('message', hold);
}
for (const event of early) self.dispatchEvent(new MessageEvent('message', { data: event.data, ports: [...event.ports] }));
