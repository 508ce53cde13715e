// The tour's store and the camera's home, apart from the board that draws
// them (Tour.tsx: three.js, r3f): the HUD reads the tour (its line, the
// income count-up) and the room its home camera, and in the scene-worker mode
// (issue 26) the page must not load three.js for them.
import { createTour } from '../../../../scene/kit/camera-tour.ts';
import { frameRect } from '../../../../scene/kit/framing.ts';
import { memoBySession } from '../../../../scene/kit/memo.ts';
import { shareStore } from '../../../../scene/kit/shared-stores.ts';
import type { Settled } from '../../index.ts';
import { BOARD_RECT } from '../../table/layout.ts';
import type { CarsonSession } from '../session.ts';

/** The camera's home: the whole board, the tray in front (on a phone the room's lens fit widens it, lens-fit.ts). */
export const CAMERA_HOME = frameRect(BOARD_RECT, { pitch: 1.12, aspect: 1.6, fovDeg: 40, margin: 0.97 });

/**
 * What the tour shows now, one per session, shared by the board (camera, signs, dice at the square), the HUD and
 * the probe: the kit's camera tour of the settled contests, and the last money paid on screen per seat (the HUD counts it up).
 */
export const tourFor = memoBySession((session: CarsonSession) => {
  const tour = createTour<Settled, { lastIncome: Pick<Settled, 'caption' | 'paid'> | null }>({ lastIncome: null });
  // The board's clock runs it; the HUD's tour line and income read it (on the page when the board is the scene worker's).
  shareStore(session, 'carson-tour', tour, 'scene');
  return tour;
});
export type CarsonTour = ReturnType<typeof tourFor>;
