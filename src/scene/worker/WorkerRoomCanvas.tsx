// The page's half of a room drawn in the scene worker (`?render=worker`,
// issue 26): a canvas element handed over to the worker as an
// OffscreenCanvas, the session, the render quality and the game speed
// published to it as store mirrors (src/store/mirror/), the canvas's and the
// window's pointer and key events forwarded (input-fields.ts), and what the
// worker reports back: its first frame (onReady), its renderer (the quality's
// machine kind), a lost context (the same notice as the page's canvas), sounds.
// The staged flick's caption (DOM) is mounted here, from the staging the
// worker's FlickLayer shares with the page (flick-staging.ts).
import { useEffect, useRef, useState } from 'react';
import type { CameraHome } from '../CameraRig.tsx';
import { ContextNotice, type ContextState } from '../context-loss.tsx';
import { learnRendererName, qualityStore } from '../render-quality.ts';
import { speedStore } from '../../store/session/speed.ts';
import { publishStore } from '../../store/mirror/publish.ts';
import type { MirrorPort } from '../../store/mirror/protocol.ts';
import type { SessionStore } from '../../store/session/store.ts';
import type { ImpactPlayer } from '../session/ThrowLayer.tsx';
import { i18n } from '@lingui/core';
import { rulesUrl } from '../../games/registry.ts';
import { CANVAS_EVENTS, WINDOW_EVENTS, inputFields } from './input-fields.ts';
import { isSceneToPage, type CanvasBox, type PageToScene, type SceneInit } from './protocol.ts';
import { takeSceneWorker } from './early-scene.ts';
import { publishSession } from './session-link.ts';
import { markStart } from './start-marks.ts';
import { probeMirror } from './probe-mirror.ts';
import { overlayProbe } from './probe-overlay.ts';
import { followLanguage } from './language-link.ts';
import { pageFrameLink } from './frame-link.ts';
import { claimTouchMoves } from './swipe-claim.ts';
import { FramingHint } from '../FramingHint.tsx';
import { RegionTabs } from '../RegionTabs.tsx';
import { useBoardWindow } from '../../ui/board-window.ts';
import { flickStagingOf } from '../session/flick-staging.ts';
import { captionHost, mountCaptionOverlay } from '../session/caption-overlay.ts';

export interface WorkerRoomCanvasProps {
  game: string;
  session: SessionStore;
  home: CameraHome;
  fov: number;
  fog: readonly [number, number];
  preserveDrawingBuffer?: boolean;
  frameThrows: boolean;
  sound: ImpactPlayer;
  onReady: () => void;
  /** The worker could not draw the room: the message says why. */
  onError: (message: string) => void;
}

const boxOf = (el: HTMLElement): CanvasBox => {
  const r = el.getBoundingClientRect();
  return { width: Math.max(1, r.width), height: Math.max(1, r.height), top: r.top, left: r.left };
};

export function WorkerRoomCanvas({ game, session, home, fov, fog, preserveDrawingBuffer = false, frameThrows, sound, onReady, onError }: WorkerRoomCanvasProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [context, setContext] = useState<ContextState>('ok');
  // The free part of the screen in a sandbox room's phone layout, as RoomCanvas has it.
  const boardWindow = useBoardWindow();
  // The first props win: the worker is started once per canvas (a canvas can be handed over only once).
  const first = useRef({ game, session, home, fov, fog, preserveDrawingBuffer, frameThrows, sound, onReady, onError });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const p = first.current;
    // The worker started before the room mounted (early-scene.ts), or one started now; its canvas goes in the box.
    const started = takeSceneWorker({ game: p.game, fov: p.fov, preserveDrawingBuffer: p.preserveDrawingBuffer }, boxOf(box));
    const { worker, canvas } = started;
    box.append(canvas);
    const port = worker as unknown as MirrorPort;
    const send = (message: PageToScene, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
    // The board's probes (window.tabletop.goldPoints() …) are registered in the worker and answered here.
    const streamProbes = navigator.webdriver === true;
    const probes = probeMirror(send, streamProbes);
    // A phone's framing: the board window, the tabs and the slide hint are the page's, the framing the worker's (frame-link.ts).
    const frame = pageFrameLink(send);
    const stops: (() => void)[] = [];
    // The worker's clock less the page's: the staging's times are the worker's performance.now().
    let clockShift = 0;
    const host = captionHost(canvas);
    if (host) stops.push(mountCaptionOverlay(host, flickStagingOf(p.session), () => clockShift));
    stops.push(
      // The session, its pickings (the HUD's controller's decides; the board's in the worker mirrors it) and the
      // stores a game's HUD and board share (session-link.ts).
      publishSession(p.session, port, (picking, index) => {
        // The kit's picking() probe as the page's picking has it now (the worker's mirrors it a moment later).
        const probe = (picking as { probe?: () => object }).probe;
        return index === 0 && probe ? overlayProbe('picking', () => probe.call(picking)) : undefined;
      }),
      publishStore('quality', qualityStore(), port),
      publishStore('speed', speedStore, port),
      followLanguage(send),
    );
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (!isSceneToPage(data) || probes.receive(data) || frame.receive(data)) return;
      switch (data.kind) {
        case 'scene.ready':
          markStart('page-ready');
          p.onReady();
          break;
        case 'scene.cursor':
          canvas.style.cursor = data.cursor;
          break;
        case 'scene.clock':
          clockShift = data.timeOrigin - performance.timeOrigin;
          break;
        case 'scene.renderer':
          learnRendererName(data.name);
          break;
        case 'scene.context':
          setContext(data.state);
          break;
        case 'scene.error':
          p.onError(data.message);
          break;
        case 'scene.sound':
          (p.sound[data.method] as ((...args: unknown[]) => void) | undefined)?.(...data.args);
          break;
        default:
          break;
      }
    };
    started.handOver(onMessage, (e) => p.onError(e.message || 'the scene worker failed to start'));
    const init: SceneInit = {
      kind: 'scene.init',
      home: p.home,
      rulesUrl: '',
      fog: p.fog,
      frameThrows: p.frameThrows,
      locale: i18n.locale,
      messages: i18n.messages as Record<string, unknown>,
      probes: streamProbes,
    };
    // The canvas's box now that it is laid out (the early start guessed the window's).
    send({ kind: 'scene.resize', box: boxOf(canvas), devicePixelRatio: window.devicePixelRatio });
    // The rules' address comes from the registry (a loaded chunk's import.meta.url): asked for, then the scene starts.
    void rulesUrl(p.game).then(
      // The language as it is now: a change while the rules' address was asked has been posted before this.
      (url) => (markStart('init-sent'), send({ ...init, rulesUrl: url, locale: i18n.locale, messages: i18n.messages as Record<string, unknown> })),
      (e: unknown) => p.onError(e instanceof Error ? e.message : String(e)),
    );

    const forward = (target: 'canvas' | 'window') => (event: Event) => {
      if (target === 'canvas') {
        // As r3f's own canvas: the context menu is the orbit controls' right drag, and a press keeps its pointer.
        if (event.type === 'contextmenu') event.preventDefault();
        if (event.type === 'pointerdown') canvas.setPointerCapture((event as PointerEvent).pointerId);
      }
      send({ kind: 'scene.input', target, type: event.type, fields: inputFields(event) });
    };
    const onCanvas = forward('canvas');
    const onWindow = forward('window');
    for (const type of CANVAS_EVENTS) canvas.addEventListener(type, onCanvas, { passive: type !== 'contextmenu' && type !== 'wheel' });
    for (const type of WINDOW_EVENTS) window.addEventListener(type, onWindow, { passive: true });
    // A swipe on the table starts no fling that would eat the HUD's next tap (swipe-claim.ts).
    stops.push(claimTouchMoves(canvas));
    const resize = new ResizeObserver(() => send({ kind: 'scene.resize', box: boxOf(canvas), devicePixelRatio: window.devicePixelRatio }));
    resize.observe(canvas);
    return () => {
      resize.disconnect();
      for (const type of CANVAS_EVENTS) canvas.removeEventListener(type, onCanvas);
      for (const type of WINDOW_EVENTS) window.removeEventListener(type, onWindow);
      for (const stop of stops) stop();
      probes.stop();
      frame.stop();
      worker.terminate();
      canvas.remove();
    };
  }, []);
  return (
    <>
      {/* The same boxes as r3f's Canvas, so the room's CSS places the canvas alike. */}
      <div style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden', pointerEvents: 'auto' }}>
        {/* The worker's canvas (data-render="worker") is put here by the effect: it was made before the room mounted. */}
        <div ref={ref} style={{ width: '100%', height: '100%' }} />
      </div>
      <ContextNotice state={context} />
      <FramingHint />
      <RegionTabs />
      <div className="board-window canvas-board-window" ref={boardWindow} aria-hidden="true" />
    </>
  );
}
