// The staged flick's caption on screen: one DOM element over the room (a
// polite live region, so a screen reader hears who fell too), filled from the
// session's flick staging while a caption is held and hidden otherwise. Plain
// DOM, mounted by the FlickLayer next to its canvas, so every game with flicks
// shows it without a HUD of its own. With the scene in a worker the page
// mounts it (WorkerRoomCanvas) from the staging the worker shares, whose times
// are the worker's clock: `clockShift` turns them into the page's.
import type { FlickStaging } from './flick-staging.ts';
import './flick-caption.css';

export const CAPTION_TEST_ID = 'flick-caption';

/** Where the caption goes for a room's canvas: the room element, else the canvas's parent. */
export const captionHost = (canvas: HTMLElement): HTMLElement | null => canvas.closest<HTMLElement>('.game-room, .dice-room') ?? canvas.parentElement;

/**
 * Mounts the caption into `host` (the room element); returns the unmount. `clockShift` (ms) is added to the
 * staging's times (performance.now() where the flick was staged) to give the page's performance.now().
 */
export function mountCaptionOverlay(host: HTMLElement, staging: FlickStaging, clockShift: () => number = () => 0): () => void {
  const box = document.createElement('div');
  box.className = 'flick-caption';
  box.setAttribute('role', 'status');
  box.setAttribute('aria-live', 'polite');
  box.setAttribute('data-testid', CAPTION_TEST_ID);
  box.hidden = true;
  host.appendChild(box);
  let shownFor: number | null = null;
  const update = () => {
    const held = staging.getState().held;
    if (!held) {
      box.hidden = true;
      box.replaceChildren();
      delete box.dataset.stage;
      delete box.dataset.since;
      delete box.dataset.until;
      shownFor = null;
      return;
    }
    if (shownFor === held.stageId) return;
    shownFor = held.stageId;
    box.dataset.stage = String(held.stageId);
    // When the scene came to rest and when the rules hear it (performance.now()), for tests that time the hold.
    box.dataset.since = String(Math.round(held.since + clockShift()));
    box.dataset.until = String(Math.round(held.until + clockShift()));
    box.replaceChildren(
      ...held.caption.lines.map((line) => {
        const p = document.createElement('p');
        p.className = 'flick-caption-line';
        p.dataset.tone = line.tone;
        const who = document.createElement('strong');
        who.textContent = line.who;
        p.append(who, `: ${line.meaning}`);
        return p;
      }),
    );
    box.hidden = false;
  };
  update();
  const stop = staging.subscribe(update);
  return () => {
    stop();
    box.remove();
  };
}
