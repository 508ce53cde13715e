// The scene worker's first module in a build, where the worker is a chunk of
// the page's build (src/tools/vite-scene-worker-shared.ts): the DOM stand-ins
// go in place before the scene's chunks load, since three and r3f read
// `window` and `document` as they load and a chunk's imports run before its
// own code. Messages the page posts meanwhile (the start, the store mirrors'
// first states) are held and handed to the scene's listeners, in order, once
// they are in place: a worker's message with no listener yet would be lost.
//
// What needs none of the scene's code starts here, while its chunks load
// (≈ 0.4–0.6 s on this machine before they were asked for at once, below;
// issue 26): the physics engine (three requests in a row: its address, its
// module, its WASM) and the game's rules once the page names their address
// (scene.rules). Each is the same module instance the scene imports later, so
// nothing loads twice. (The WebGL context made here as the canvas arrived was
// tried: it held this thread while the chunks came in, and the scene's code
// was evaluated 200–300 ms later, docs/start.md session 41.)
import './worker-dom.ts';
import { initPhysics } from '../../physics/rapier.ts';
import { sameOriginUrl } from '../../store/rules-by-url.ts';

const early: MessageEvent[] = [];
const hold = (event: Event) => {
  const message = event as MessageEvent<{ kind?: unknown; rulesUrl?: unknown }>;
  early.push(message);
  event.stopImmediatePropagation();
  // Only started: the scene's rooms.ts imports the same address, checks what it holds and reports its failure.
  const rules = message.data?.kind === 'scene.rules' ? sameOriginUrl(message.data.rulesUrl, self.location.href) : null;
  if (rules) void import(/* @vite-ignore */ rules).catch(() => undefined);
};
self.addEventListener('message', hold);
// The scene's chunks all at once (their list is put at this chunk's top by src/tools/vite-scene-worker-shared.ts),
// not a level of imports at a time as each chunk's imports are read: each is the instance the scene's import
// below then finds loaded. A chunk that fails here fails that import too, which reports it.
const listed = (self as { sceneChunks?: unknown }).sceneChunks;
if (Array.isArray(listed)) {
  for (const name of listed) if (typeof name === 'string') void import(/* @vite-ignore */ new URL(name, import.meta.url).href).catch(() => undefined);
}
// Its failure is the scene's to report (it awaits the same promise).
initPhysics().catch(() => undefined);
try {
  await import('./scene.worker.tsx');
} finally {
  self.removeEventListener('message', hold);
}
for (const event of early) self.dispatchEvent(new MessageEvent('message', { data: event.data, ports: [...event.ports] }));
