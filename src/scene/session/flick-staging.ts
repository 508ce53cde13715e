// How a settled flick is staged: the table holds still on the settled scene
// for a while with a caption naming who fell and what it means, and only then
// does the session hear the outcome (so the rules, the prompt and the next
// rider wait). Before, the next rider's turn came 2.5 s after release and the
// only word was a log line. One store per session (memoBySession), shared by
// the session's FlickLayer (which stages), a game's board (which names the
// figures: its captioner, and draws fallen figures from `fallen`) and its HUD.
// Drawn in the scene worker, the worker's FlickLayer stages and the page shows
// the caption: the store crosses to the page as a shared store written by the
// scene (shared-stores.ts), its captioner (a function, the worker board's) left out.
import { createStore } from 'zustand/vanilla';
import { memoBySession } from '../kit/memo.ts';
import { shareStore } from '../kit/shared-stores.ts';
import type { Speed } from '../../store/session/speed.ts';
import type { Captioner, FlickCaption } from './flick-caption.ts';
import type { FallenFigure } from './fallen.ts';

/**
 * How long the settled scene holds before the rules move on, ms. At least 2 s
 * at normal speed; 'fast' (watching bots) shortens it but still shows it.
 */
export const FLICK_HOLD_MS: Record<Speed, number> = { normal: 2600, fast: 1300 };

/** The caption stays this long after the hold at most, unless the next throw or flick comes first. */
export const CAPTION_AFTER_MS = 2500;

export interface HeldFlick {
  stageId: number;
  caption: FlickCaption;
  /** performance.now() when the scene came to rest, and when the session hears the outcome. */
  since: number;
  until: number;
}

export interface FlickStagingState {
  /** The flick whose caption shows (holding, or just after), null for none. */
  held: HeldFlick | null;
  /** Figures flicks knocked down, kept where they fell until the rules stand them up (fallen.ts). */
  fallen: FallenFigure[];
  /** The game's captioner (its board registers one); the generic caption without. */
  captioner: Captioner | null;
}

/** Its name among the stores a session's page and scene worker share. */
export const FLICK_STAGING_STORE = 'flick-staging';

export const flickStagingOf = memoBySession((session: object) => {
  const store = createStore<FlickStagingState>()(() => ({ held: null, fallen: [], captioner: null }));
  shareStore(session, FLICK_STAGING_STORE, store, 'scene', ['captioner']);
  return store;
});

export type FlickStaging = ReturnType<typeof flickStagingOf>;
