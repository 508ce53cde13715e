// What the resolution tour shows on the table at a moment, from the position
// and the settled contest being visited (or none): which part of the table the
// camera frames, the duel dice lying at the contest (the visited duel's, else
// the faces thrown so far in the duel waiting now) and the sign's lines there.
// The board's Tour draws it (the kit's TourCamera, DiceInstances, TableLabel).
// Pure.
import { isResolving, waitingAt, type Settled } from '../rules/settled.ts';
import { pendingDuelSign, settledSign } from '../rules/turn-words.ts';
import type { CarsonState, Contest } from '../types.ts';
import type { Message } from '../../../core/message.ts';
import { contestRect, contestSpot, type TableRect } from './layout.ts';

export interface TourScene {
  /** The table rectangle to frame and at which pitch, or null for the camera's home. */
  frame: { rect: TableRect; pitch: number; margin: number } | null;
  /** Duel dice lying in a row in front of the contest: their faces, in a row laid out for `n` dice. */
  dice: { at: { x: number; z: number }; faces: readonly number[]; n: number } | null;
  /** The sign over the contest: where, its lines, and whether it is the estate's (laid over the map's far side). */
  sign: { at: { x: number; z: number }; lines: Message[]; estate: boolean } | null;
}

export function tourScene(state: CarsonState, visit: Settled | null): TourScene {
  const head: Contest | null = isResolving(state) ? waitingAt(state) : null;
  const pending = state.phase.kind === 'resolve' ? state.phase.duel : null;
  if (visit) {
    const at = contestSpot(visit.contest);
    return {
      frame: { rect: contestRect(visit.contest, false), pitch: 1.05, margin: 1.05 },
      dice: visit.duel ? { at, faces: visit.duel.faces, n: visit.duel.faces.length } : null,
      sign: { at, lines: settledSign(visit), estate: visit.contest.kind === 'estate' },
    };
  }
  // A throw waits at a square (a duel, the gambling table): frame it with the tray. A decision (where to build,
  // how many points) needs the whole board: home.
  const throwing = pending !== null || state.phase.kind === 'gamble';
  const frame = head && throwing ? { rect: contestRect(head, true), pitch: 1.1, margin: 1.02 } : null;
  if (!pending || !head) return { frame, dice: null, sign: null };
  const at = contestSpot(head);
  return { frame, dice: { at, faces: pending.faces, n: pending.seats.length }, sign: { at, lines: pendingDuelSign(head, pending), estate: false } };
}

/** How long the tour dwells on a visit (ms): longer where money was paid or a duel fought, short when many wait or the bots are quick. */
export function visitDwell(visit: Pick<Settled, 'paid' | 'duel'>, left: number, quick: boolean): number {
  const long = visit.paid.length > 0 || visit.duel !== null;
  if (long) return VISIT_MS * 1.6;
  return left > 6 || quick ? FAST_VISIT_MS : VISIT_MS;
}

const VISIT_MS = 1300;
const FAST_VISIT_MS = 450;
