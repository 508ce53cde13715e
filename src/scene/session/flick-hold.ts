// A flick's run came to rest: what the FlickLayer stages before the session
// hears the outcome. The caption in the game's words (its board's captioner,
// the generic one without or when it throws), the hold's times, the fallen
// figures remembered where they lie. Apart from the layer so that a test can
// stage a flick as the scene worker's layer does, without a canvas.
import type { FlickOutcome, FlickSetup, Pose } from '../../physics/types.ts';
import type { SessionStore } from '../../store/session/store.ts';
import { speedStore } from '../../store/session/speed.ts';
import { genericCaption, type FlickCaption, type FlickFacts } from './flick-caption.ts';
import { FLICK_HOLD_MS, type FlickStaging } from './flick-staging.ts';
import { recordFallen } from './fallen.ts';

/** Holds flick `id`'s settled scene in `staging` with its caption; returns the hold (ms) before the session is told. */
export function holdSettledFlick(session: Pick<SessionStore, 'store'>, staging: FlickStaging, id: number, setup: FlickSetup, outcome: FlickOutcome, figures: readonly Pose[]): number {
  const s = session.store.getState();
  const stage = s.stage?.kind === 'flick' ? s.stage : null;
  const awaiting = s.replay ? s.replay.shown.awaiting : s.live.awaiting;
  const facts: FlickFacts = { setup, outcome, seat: stage?.seat ?? 0, ...(awaiting.kind === 'flick' ? { purpose: awaiting.purpose } : {}) };
  let caption: FlickCaption;
  try {
    caption = (staging.getState().captioner ?? genericCaption)(facts);
  } catch {
    caption = genericCaption(facts); // a game's captioner must never stall the table
  }
  const now = performance.now();
  const hold = FLICK_HOLD_MS[speedStore.getState().speed];
  staging.setState((st) => ({ held: { stageId: id, caption, since: now, until: now + hold }, fallen: recordFallen(st.fallen, setup, outcome, figures) }));
  return hold;
}
