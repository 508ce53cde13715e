// The rider's hands on its dice, on the kit's picking (scene/kit/picking.ts):
// while the rider decides, its five dice are the picking's selection (the
// dice to throw again), which the re-throw buttons and keys act on. No action
// is picked on the board itself (claims, doubts and cards are the turn
// panel's buttons), so everything a pointer, a finger or a key does with the
// dice (hover, lit dice, the cursor, hints, the probe) is the kit's. One
// controller per session, shared by the 3D dice and the HUD.
// The kit's modules by name, not its index: the HUD's import graph stays free of three.js (issue 26).
import { createPicking, type PickingSpec } from '../../../../scene/kit/picking.ts';
import { memoBySession } from '../../../../scene/kit/memo.ts';
import type { DieWhere, PonyAction, PonyView } from '../../types.ts';
import type { PonySession } from '../session.ts';
import { i18n } from '@lingui/core';

/** Why a re-throw or a die's pick did nothing, said in the reader's language when shown (and again on a language change). */
const HINTS = {
  notBeforeClaim: /*i18n*/ { id: 'pony-express.hint.pick-before-claim', message: 'Dice are picked to throw again only before the claim.' },
  nothing: /*i18n*/ { id: 'pony-express.hint.nothing-to-rethrow', message: 'There is nothing to re-throw now.' },
  pickFirst: /*i18n*/ { id: 'pony-express.hint.pick-first', message: 'Pick the dice to throw again first (click them, or keys 1–5).' },
  keepOne: /*i18n*/ { id: 'pony-express.hint.keep-one', message: 'At least one die must stay as it is: unpick one.' },
} as const;
const say = (d: { id: string; message: string }) => (): string => i18n._(d.id, undefined, { message: d.message });

export const PONY_PICKING: PickingSpec<PonyAction, PonyView, number> = {
  targetsOf: () => [],
  toggles: (v) => (v.phase.kind === 'decide' ? v.dice.map((_, i) => i) : []),
  whyNot: say(HINTS.notBeforeClaim),
};

export function createController(session: PonySession) {
  const picking = createPicking(session, PONY_PICKING);
  const refuse = (words: () => string) => (picking.hint(words), false);
  const api = {
    session,
    picking,
    /** Is the seat on screen the one picking dice to throw again now? */
    deciding: (): boolean => picking.mine()?.phase.kind === 'decide',
    /** A button's or key's move; a refusal's reason goes to the hint. */
    act: (action: PonyAction): boolean => picking.act(action),
    /** The legal move of that kind (B, D, T), when the seat on screen may make it; false when there is none. */
    actType(type: PonyAction['type']): boolean {
      const action = picking.mine() ? session.actions.legalActions().find((a) => a.type === type) : undefined;
      return action !== undefined && (picking.act(action), true);
    },
    /** Re-throws the picked dice; the hint says why not when it cannot. */
    rethrow(landing: DieWhere): boolean {
      const dice = picking.store.getState().selected;
      if (!api.deciding()) return refuse(say(HINTS.nothing));
      if (dice.length === 0) return refuse(say(HINTS.pickFirst));
      if (dice.length === 5) return refuse(say(HINTS.keepOne));
      return picking.act({ type: 'rethrow', dice: [...dice], landing });
    },
  };
  return api;
}

export type PonyController = ReturnType<typeof createController>;
export const controllerFor = memoBySession(createController);
