// A phone's decision framing across the scene worker (issue 26, `?render=worker`).
// The framing's channels (view-frame.ts, table-regions.ts, decision-targets.ts)
// join the DOM and the camera rig; with the scene in the worker each side has
// its own copy of them, so what one side sets the other is told:
//   page → worker: the board window (the HUD's free box), the region a tab
//                  shows, "reset view" (the button, the result screen);
//   worker → page: the board's regions (the tabs to offer) and the slide state
//                  (whether the slide hint shows, and how many lit places are off screen).
// The decision's targets stay in the worker (the framing and the probes read them there).
import { boardWindow, onBoardWindow, onViewReset, requestViewReset, setBoardWindow } from '../view-frame.ts';
import { onShownRegion, onTableRegions, setTableRegions, showRegion, shownRegion, tableRegions, type TableRegion } from '../table-regions.ts';
import { onSlideState, setSlideState, slideState, type SlideState } from '../decision-targets.ts';
import type { Rect } from '../lens-fit.ts';

/** What the page tells the worker's framing. */
export type FrameToScene =
  | { kind: 'scene.frame.window'; rect: Rect | null }
  | { kind: 'scene.frame.region'; id: string | null }
  | { kind: 'scene.frame.reset' };

/** What the worker's framing tells the page. */
export type FrameToPage = { kind: 'scene.frame.regions'; regions: readonly TableRegion[] } | { kind: 'scene.frame.slide'; slide: SlideState };

/** The page's side: posts the board window, the shown region and resets; takes the worker's regions and slide state. */
export function pageFrameLink(send: (message: FrameToScene) => void): { receive(message: { kind: string }): boolean; stop(): void } {
  const owner = Symbol('scene worker');
  send({ kind: 'scene.frame.window', rect: boardWindow() });
  send({ kind: 'scene.frame.region', id: shownRegion() });
  const stops = [
    onBoardWindow((rect) => send({ kind: 'scene.frame.window', rect })),
    onShownRegion((id) => send({ kind: 'scene.frame.region', id })),
    onViewReset(() => send({ kind: 'scene.frame.reset' })),
  ];
  return {
    receive(message) {
      const m = message as FrameToPage;
      if (m.kind === 'scene.frame.regions') setTableRegions(owner, m.regions);
      else if (m.kind === 'scene.frame.slide') setSlideState(m.slide);
      else return false;
      return true;
    },
    stop() {
      for (const stop of stops) stop();
      setTableRegions(owner, null);
      setSlideState({ sliding: false, offScreen: 0, inset: { top: 0, bottom: 0 } });
    },
  };
}

/** The worker's side: follows the page's window, region and resets; posts its regions and slide state. */
export function sceneFrameLink(post: (message: FrameToPage) => void): { receive(message: { kind: string }): boolean } {
  const owner = Symbol('page');
  post({ kind: 'scene.frame.regions', regions: tableRegions() });
  post({ kind: 'scene.frame.slide', slide: slideState() });
  onTableRegions((regions) => post({ kind: 'scene.frame.regions', regions }));
  onSlideState((slide) => post({ kind: 'scene.frame.slide', slide }));
  return {
    receive(message) {
      const m = message as FrameToScene;
      if (m.kind === 'scene.frame.window') setBoardWindow(owner, m.rect);
      else if (m.kind === 'scene.frame.region') showRegion(m.id);
      else if (m.kind === 'scene.frame.reset') requestViewReset();
      else return false;
      return true;
    },
  };
}
