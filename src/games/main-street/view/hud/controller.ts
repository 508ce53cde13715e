// The seat's hands on Main Street, on the kit's picking (scene/kit/picking.ts):
// where each legal action is picked on the board (a building, a street space,
// the saloon or the jail; a meeple acting by its doorway or its building) and
// the kind of meeple the next placement puts down (the kind buttons and 1–5
// switch it, so a free space stands for one placement). Everything else (lit
// places, cursor, hover, taps, hints, undo, the probe) is the kit's; where a
// move is picked and which kind is placed are the pure half's (moves.ts). The turn
// panel's buttons are the same legal actions in the rules' words. One
// controller per session, shared by the board and the HUD (made twice when the
// board is drawn in the scene worker: the page's decides, picking-link.ts).
import { createStore } from 'zustand/vanilla';
import { i18n } from '@lingui/core';
import { createPicking } from '../../../../scene/kit/picking.ts';
import { memoBySession } from '../../../../scene/kit/memo.ts';
import { shareStore } from '../../../../scene/kit/shared-stores.ts';
import { mainStreet, type MainStreetAction, type MainStreetView, type MeepleKind } from '../../index.ts';
import { handKinds, placingKind, streetTargets } from '../../moves.ts';
import type { StreetSession } from '../session.ts';
import { actionText } from '../../../../i18n/format-message.ts';

export function createController(session: StreetSession) {
  /** The kind chosen for the next placement (null: the first in hand). */
  const kind = createStore<{ kind: MeepleKind | null }>()(() => ({ kind: null }));
  // Chosen by the HUD's buttons and keys; the board's lit places follow it (in the scene worker too: shared-stores.ts).
  shareStore(session, 'street-kind', kind, 'page');
  const placing = (v: MainStreetView): MeepleKind | null => placingKind(v, kind.getState().kind);
  const picking = createPicking(session, {
    targetsOf: (a, v) => (a.type === 'place' && a.meeple !== placing(v) ? [] : streetTargets(a)),
    whyNot: () => i18n._({ id: 'main-street.hint.nothing-there', message: 'Nothing to do there now: pick a lit place.' }),
    idle: (aw, yours) => (aw.kind === 'throw' && yours ? i18n._({ id: 'main-street.hint.throw-first', message: 'Throw the showdown die first: drag it, or press Space.' }) : null),
    tapShows: true,
  });
  /** An action's name in the reader's language (the rules' sayAction). */
  const label = (action: MainStreetAction): string => actionText(mainStreet, session.store.getState().live.state, action);

  return {
    picking,
    kind,
    label,
    /** Every legal action now in the rules' words (the turn panel's buttons); placements only of the kind to place. */
    options(): { action: MainStreetAction; label: string }[] {
      const v = picking.mine();
      if (!v) return [];
      const k = placing(v);
      return session.actions
        .legalActions()
        .filter((a) => a.type !== 'place' || a.meeple === k)
        .map((action) => ({ action, label: label(action) }));
    },
    handKinds: (): MeepleKind[] => {
      const v = picking.mine();
      return v ? handKinds(v) : [];
    },
    placingKind: (): MeepleKind | null => {
      const v = picking.mine();
      return v ? placing(v) : null;
    },
    chooseKind(k: MeepleKind): void {
      kind.setState({ kind: k });
    },
  };
}

export type StreetController = ReturnType<typeof createController>;
export const controllerFor = memoBySession(createController);
