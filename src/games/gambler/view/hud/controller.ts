// The seat's hands on the table, on the kit's picking (scene/kit/picking.ts):
// a placement is picked as a path of two targets, a thrown die and then the
// next free box of a row it fits (or the die again, when it fits one row
// only), and a click that does nothing says why. The rest (lit targets,
// cursor, hover, hint, undo, the probe) is the kit's. Also Stop and Throw
// again, and the boxes a die is gliding into (the board draws them once it
// lands). One controller per session, shared by the board and the HUD.
// The kit's modules by name, not its index: the HUD's import graph stays free of three.js (issue 26).
import { createPicking, type PickingSpec } from '../../../../scene/kit/picking.ts';
import { memoBySession } from '../../../../scene/kit/memo.ts';
import { i18n } from '@lingui/core';
import { fittingRows } from '../../dice-fit.ts';
import { noDieToPick, whyNoRethrow, whyNoStop, whyNotBox, whyNotDie } from '../../pick-words.ts';
import { formatMessage } from '../../../../i18n/format-message.ts';
import type { Message } from '../../../../core/message.ts';
import { boxTarget, dieTarget, targetBox, targetDie } from '../../pick-targets.ts';
import type { GamblerAction, GamblerView } from '../../types.ts';
import type { GamblerSession } from '../session.ts';

export const GAMBLER_PICKING: PickingSpec<GamblerAction, GamblerView, string> = {
  targetsOf(a, v) {
    if (a.type !== 'place') return [];
    const die = dieTarget(a.die);
    const paths = [[die, boxTarget(a.row, v.rows[a.row]?.length ?? 0)]];
    // A second click on the picked die places it when it fits one row only.
    if (fittingRows(v, a.die).length === 1) paths.push([die, die]);
    return paths;
  },
  whyNot(t, v, picked) {
    const die = targetDie(t);
    if (die !== null) return formatMessage(whyNotDie(v, die));
    const { row, col } = targetBox(t)!;
    return formatMessage(whyNotBox(v, row, col, targetDie(picked[0] ?? null)));
  },
  // Said when clicked, in the reader's language (issue 25).
  idle: (aw, yours) => (aw.kind === 'throw' && yours ? i18n._({ id: 'gambler.hint.throw-first', message: 'Throw your dice first (drag them or press Space).' }) : i18n._({ id: 'picking.idle.wait', message: 'Wait for your turn.' })),
  cursorFollows: true,
};

export function createController(session: GamblerSession) {
  const picking = createPicking(session, GAMBLER_PICKING);
  /** Stop or Throw again when the rules allow it now, else the hint says why not. */
  const tryAct = (action: Exclude<GamblerAction, { type: 'place' }>, whyNo: (mine: GamblerView | null) => Message) => {
    const allowed = picking.mine() !== null && session.actions.legalActions().some((a) => a.type === action.type);
    if (allowed) picking.act(action);
    else {
      const why = whyNo(picking.mine());
      picking.hint(() => formatMessage(why));
    }
  };
  const current = (): GamblerView | null => {
    const v = picking.shown();
    return v?.tableau ? v : null;
  };
  return {
    picking,
    current,

    /** A digit: pick that die of the throw (a die picked already stays picked). */
    pickDie(die: number): void {
      if (current()?.turn?.faces?.[die] == null) picking.hint(() => formatMessage(noDieToPick(die)));
      else if (picking.store.getState().picked[0] !== dieTarget(die)) picking.click(dieTarget(die), 'key');
    },

    stop: () => tryAct({ type: 'stop' }, whyNoStop),
    rethrow: () => tryAct({ type: 'rethrow' }, whyNoRethrow),
  };
}

export type GamblerController = ReturnType<typeof createController>;
export const controllerFor = memoBySession(createController);
