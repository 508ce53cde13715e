// The staged flick's caption on screen: one DOM element over the room (a
// polite live region, so a screen reader hears who fell too), filled from the
// session's flick staging while a caption is held and hidden otherwise. Plain
// DOM, mounted by the FlickLayer next to its canvas, so every game with flicks
// shows it without a HUD of its own.
import type { FlickStaging } from './flick-staging.ts';
import './flick-caption.css';

export const CAPTION_TEST_ID = 'flick-caption';

/** Mounts the caption into `host` (the room element); returns the unmount. */
export function mountCaptionOverlay(host: HTMLElement, staging: FlickStaging): () => void {
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
    box.dataset.since = String(Math.round(held.since));
    box.dataset.until = String(Math.round(held.until));
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
