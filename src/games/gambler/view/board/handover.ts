// The thrown dice (at most five) and the boxes ("row:col") they glide into:
// the board draws a box's die once it lands. The board's alone (three.js
// poses), kept apart from the HUD's controller so the HUD's import graph has
// no three.js: with the scene in a worker (?render=worker) the page never
// loads it. One per controller, so one per session.
import { Handover } from '../../../../scene/kit/handover.ts';
import { PieceMotion } from '../../../../scene/kit/piece-motion.ts';
import { memoBySession } from '../../../../scene/kit/memo.ts';
import type { GamblerController } from '../hud/controller.ts';

export const handoverOf = memoBySession((_controller: GamblerController) => new Handover(new PieceMotion(5)));
