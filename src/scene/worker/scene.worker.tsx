// The scene worker's entry (issue 26, `?render=worker`): the room's 3D scene,
// its physics runs and the board drawn into the page's canvas, handed over as
// an OffscreenCanvas. WebGL's context, shader links and frames then wait on
// the GPU process here, not on the page's main thread, which keeps the HUD,
// the session's rules, the bots' port and the storage. The session arrives as
// a mirror of the page's store; the render quality and the game speed too.
import './worker-dom.ts';
import { adoptCanvas, dispatchInput, setPageFacts } from './worker-dom.ts';
import { i18n } from '@lingui/core';
import { _roots, addAfterEffect, createRoot, events, extend, useFrame, type ReconcilerRoot, type RenderProps } from '@react-three/fiber';
import * as THREE from 'three';
import { useStore } from 'zustand';
import { useRef, type ComponentType } from 'react';
import { initPhysics } from '../../physics/rapier.ts';
import { mirrorInto, mirrorStore } from '../../store/mirror/mirror.ts';
import { qualityStore } from '../render-quality.ts';
import { speedStore } from '../../store/session/speed.ts';
import type { SessionStore } from '../../store/session/store.ts';
import type { SessionState } from '../../store/session/types.ts';
import type { SessionViewProps } from '../../ui/session/SessionHud.tsx';
import type { MirrorPort } from '../../store/mirror/protocol.ts';
import { RoomStage } from '../RoomStage.tsx';
import { ThrowLayer, type ImpactPlayer } from '../session/ThrowLayer.tsx';
import { SessionProps } from '../props/SessionProps.tsx';
import { FlickLayer } from '../session/FlickLayer.tsx';
import { loadOpeningModels, loadWorkerRoom, preloadBoard, type WorkerRoomParts } from './rooms.ts';
import { workerSession } from './worker-session.ts';
import { applyLanguage } from './language-link.ts';
import { sceneFrameLink } from './frame-link.ts';
import { probeRelay, type ProbeRelay } from './probe-relay.ts';
import type { PageToScene, SceneCanvas, SceneInit, SceneToPage } from './protocol.ts';
import { markStart } from './start-marks.ts';
import { paintTableTextures } from '../textures.ts';

markStart('worker-evaluated');

const port = self as unknown as MirrorPort;
const post = (message: SceneToPage) => self.postMessage(message);

extend(THREE as unknown as Parameters<typeof extend>[0]);

/** The page's sound, played there: the layers' calls are posted as they come. */
const sound: ImpactPlayer = {
  play: (...args) => post({ kind: 'scene.sound', method: 'play', args }),
  figures: (...args) => post({ kind: 'scene.sound', method: 'figures', args }),
  rattle: (...args) => post({ kind: 'scene.sound', method: 'rattle', args }),
  unlock: () => post({ kind: 'scene.sound', method: 'unlock', args: [] }),
};

function BoardSlot({ session, Board }: { session: SessionStore; Board: ComponentType<SessionViewProps> }) {
  const shown = useStore(session.store, (s) => s.replay?.shown ?? s.live);
  return <Board session={session} view={shown.view} shown={shown} />;
}

/** Marks the worker's first frames (start-marks.ts): how many the start drew before the page's first throwable frame. */
function FrameMarks() {
  const count = useRef(0);
  useFrame(({ gl }) => {
    if (count.current >= 40) return;
    const n = ++count.current;
    markStart(`frame-${n}`);
    // When the GPU has drawn what was asked before this frame (the frames before it): a fence, polled.
    const ctx = gl.getContext() as WebGL2RenderingContext;
    if (n > 3 || typeof ctx.fenceSync !== 'function') return;
    const sync = ctx.fenceSync(ctx.SYNC_GPU_COMMANDS_COMPLETE, 0);
    ctx.flush();
    const poll = () => {
      if (!sync) return;
      if (ctx.getSyncParameter(sync, ctx.SYNC_STATUS) === ctx.SIGNALED) {
        markStart(`gpu-before-frame-${n}`);
        ctx.deleteSync(sync);
      } else setTimeout(poll, 5);
    };
    setTimeout(poll, 5);
  });
  return null;
}

let root: ReconcilerRoot<OffscreenCanvas> | null = null;
/** The boards' probes, answered to the page (probe-relay.ts): after every frame drawn, and on a tick for what changes between frames. */
let probes: ProbeRelay | null = null;
const PROBE_TICK_MS = 200;
/** A phone's framing: the page's board window, tabs and resets in, the regions and the slide state out (frame-link.ts). */
const frame = sceneFrameLink(post);
let canvas: OffscreenCanvas | null = null;
/** The root's configuration: configure() again with all of it (a new size), as r3f's Canvas does. */
let props: RenderProps<OffscreenCanvas> = {};
/** The canvas message, and the root configured with it (its WebGL context made): what scene.init waits for. */
let first: SceneCanvas | null = null;
let prepared: Promise<void> | null = null;
/** The room's rules and board, loading from the first message that names the rules' address (scene.rules or scene.init). */
let room: Promise<WorkerRoomParts> | null = null;
const loadRoom = (game: string, rulesUrl: string): Promise<WorkerRoomParts> => (room ??= loadWorkerRoom(game, rulesUrl, self.location.href));
const fail = (e: unknown) => post({ kind: 'scene.error', message: e instanceof Error ? e.message : String(e) });

/**
 * What needs only the canvas and the game, begun as soon as the page hands them over (before the room
 * mounts, early-scene.ts): the WebGL context and the r3f root, the physics engine, the board's code.
 */
async function prepare(given: SceneCanvas): Promise<void> {
  markStart('canvas');
  setPageFacts(given.box, given.devicePixelRatio, given.coarsePointer, given.reducedMotion);
  preloadBoard(given.game);
  void initPhysics();
  canvas = adoptCanvas(given.canvas, (cursor) => post({ kind: 'scene.cursor', cursor }));
  // Reachable from DevTools and the browser specs (a lost context is driven on it), as window.tabletop is on the page.
  (self as { sceneCanvas?: OffscreenCanvas }).sceneCanvas = canvas;
  root = createRoot(canvas);
  props = {
    events,
    size: { ...given.box },
    dpr: given.dpr,
    shadows: 'percentage',
    frameloop: 'demand',
    // Where the camera starts is the room's home view, which comes with init (start below puts it there).
    camera: { fov: given.fov, near: 1, far: 1200 },
    gl: { antialias: given.antialias, preserveDrawingBuffer: given.preserveDrawingBuffer },
    onCreated: ({ scene, gl }) => {
      scene.background = null;
      const ctx = gl.getContext();
      const info = ctx.getExtension('WEBGL_debug_renderer_info');
      post({ kind: 'scene.renderer', name: String(info ? ctx.getParameter(info.UNMASKED_RENDERER_WEBGL) : ctx.getParameter(ctx.RENDERER)) });
    },
  };
  await root.configure(props);
  markStart('configured');
  // The table's wood and felt, painted on this thread's CPU (painted-canvas.ts) and uploaded while the room's
  // code and the physics engine are still on their way, instead of in the stage's first render and warm-up
  // (whose upload of the stage's textures, texture-warmup.ts, then skips them).
  const table = paintTableTextures();
  const gl = _roots.get(canvas)?.store.getState().gl;
  for (const texture of table) gl?.initTexture(texture);
  markStart('painted');
}

async function start(init: SceneInit): Promise<void> {
  markStart('init');
  post({ kind: 'scene.clock', timeOrigin: performance.timeOrigin });
  if (!first || !prepared) throw new Error('the scene worker was started without its canvas (scene.canvas comes before scene.init)');
  applyLanguage(i18n, init);
  const relay = probeRelay(post, init.probes);
  probes = relay;
  addAfterEffect(() => relay.tick());
  setInterval(() => relay.tick(), PROBE_TICK_MS);
  // The page's settings, followed live: the quality (Lighting, the lamp, shadows) and the speed (glides, holds).
  const quality = mirrorInto('quality', port, qualityStore());
  mirrorInto('speed', port, speedStore);
  const mirror = mirrorStore<SessionState>('session', port, null as unknown as SessionState);
  const step = <T,>(name: string, p: Promise<T>) => p.then((v) => (markStart(name), v));
  const [parts] = await Promise.all([
    step('room-loaded', loadRoom(first.game, init.rulesUrl)),
    prepared,
    step('physics', initPhysics()),
    step('mirror', mirror.ready),
    step('quality', quality.ready),
    // The board's opening models, so the stage's first render does not suspend (opening-models.ts).
    step('models', loadOpeningModels(first.game)),
  ]);
  const session = workerSession(parts.module, mirror, port);
  // A change of the page's session reaches the probes at once, not at the next tick: once the scene has
  // rendered it (a task later), so what is posted is the board that change drew and, if it moves anything
  // (a glide, a throw), sceneAtRest false; a tick within the change posted the old board as at rest.
  mirror.store.subscribe(() => setTimeout(() => relay.tick(), 0));
  const { home } = init;
  const { fov } = first;
  // The camera at home before the first render (CameraRig keeps it there from then on): the warm-up's first
  // frame and its shadows are the home view's.
  const camera = _roots.get(canvas!)?.store.getState().camera;
  camera?.position.set(...home.position);
  camera?.lookAt(...home.target);
  root!.render(
    <RoomStage home={home} cameraEpoch={0} fov={fov} fog={init.fog} onReady={() => (markStart('ready'), post({ kind: 'scene.ready' }))} onContext={(state) => post({ kind: 'scene.context', state })}>
      <BoardSlot session={session} Board={parts.Board} />
      <ThrowLayer session={session} sound={sound} frame={init.frameThrows} />
      {/* Its caption is the page's (WorkerRoomCanvas), from the staging shared with it. */}
      <FlickLayer session={session} sound={sound} paintOf={parts.figurePaint} />
      <SessionProps session={session} />
      <FrameMarks />
    </RoomStage>,
  );
}

self.addEventListener('message', (event: MessageEvent<PageToScene>) => {
  const data = event.data;
  if (data && frame.receive(data)) return;
  switch (data?.kind) {
    case 'scene.canvas':
      first = data;
      prepared = prepare(data);
      prepared.catch(fail);
      break;
    case 'scene.rules':
      // Errors are init's to report (it awaits the same load).
      if (first) loadRoom(first.game, data.rulesUrl).catch(() => undefined);
      break;
    case 'scene.init':
      start(data).catch(fail);
      break;
    case 'scene.resize':
      setPageFacts(data.box, data.devicePixelRatio);
      props = { ...props, size: { ...data.box } };
      // After the first configure (which makes the context): two at once would each make one.
      void prepared?.then(() => root?.configure(props));
      break;
    case 'scene.input':
      if (canvas) dispatchInput(canvas, data);
      break;
    case 'scene.locale':
      applyLanguage(i18n, data);
      break;
    case 'scene.probe.watch':
      probes?.watch();
      break;
    case 'scene.probe.ask':
      if (probes) probes.ask(data.id, data.name);
      else post({ kind: 'scene.probe.answer', id: data.id, result: { error: 'the scene has not started' } });
      break;
  }
});
self.addEventListener('error', (e) => post({ kind: 'scene.error', message: e.message }));
self.addEventListener('unhandledrejection', (e) => post({ kind: 'scene.error', message: e.reason instanceof Error ? e.reason.message : String(e.reason) }));
