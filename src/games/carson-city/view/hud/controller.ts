// The seat's hands on the county: every legal action of the moment as a
// labelled option (the rules' own legalActions and describeAction, so the
// board and the HUD never decide what is legal), the board target each one
// lights (an action square, a parcel, a character card), the keyboard cursor
// over the lit targets, the target under the pointer, whether the Sheriff's
// white cowboy is in hand, a character whose variants are being chosen
// (Grocer, Captain), and why the last click did nothing. One controller per
// session, shared by the board in the canvas and the HUD over it.
import { useStore } from 'zustand';
import { formatMessage } from '../../../../i18n/format-message.ts';
import { createStore } from 'zustand/vanilla';
import { useShown } from '../../../../ui/session/hooks.ts';
import { createPicking, decidingSeat, type PickingSpec } from '../../../../scene/kit/picking.ts';
import { memoBySession } from '../../../../scene/kit/memo.ts';
import { shareStore } from '../../../../scene/kit/shared-stores.ts';
import { CHARACTERS, NO_WHITE_COWBOY, THROW_FIRST, actionTarget, cardKey, whyNotThere, type CarsonAction, type CarsonView, type TargetKey, targetInfo } from '../../index.ts';
import { optionsOf, type CarsonOption } from '../../turn-choices.ts';
import type { CarsonSession } from '../session.ts';

export function createController(session: CarsonSession) {
  /** The Sheriff's white cowboy is what the next placement puts down. */
  const ui = createStore<{ white: boolean }>()(() => ({ white: false }));
  // The HUD's key toggles it; the board's lit places follow it (in the scene worker too).
  shareStore(session, 'carson-ui', ui, 'page');
  /** A placement lights its place only when the white toggle matches it. */
  const matches = (a: CarsonAction) => a.type !== 'place' || (a.white ?? false) === ui.getState().white;
  const spec: PickingSpec<CarsonAction, CarsonView, TargetKey> = {
    targetsOf: (a) => {
      const t = actionTarget(a);
      return t !== null && matches(a) ? [t] : [];
    },
    whyNot: (key) => formatMessage(whyNotThere(ui.getState().white, options().some((o) => o.target === key))),
    idle: (aw, yours) => (aw.kind === 'throw' && yours ? formatMessage(THROW_FIRST) : null),
    tapShows: true,
  };
  const picking = createPicking(session, spec);
  session.store.subscribe((s, prev) => {
    if (s.live.state === prev.live.state) return;
    ui.setState({ white: false });
    picking.hint(null);
  });

  /** Every legal action now, labelled (none when it is not the seat's decision). */
  const options = (): CarsonOption[] => (picking.mine() ? optionsOf(session.store.getState().live.state) : []);

  const api = {
    picking,
    ui,
    options,
    act: picking.act,
    toggleWhite(): void {
      if (!options().some((o) => o.action.type === 'place' && o.action.white)) {
        picking.hint(() => formatMessage(NO_WHITE_COWBOY));
        return;
      }
      ui.setState((p) => ({ white: !p.white }));
      picking.store.setState({ cursor: null });
    },
    pass(): void {
      const o = options().find((x) => x.action.type === 'pass' || x.action.type === 'skip');
      if (o) picking.act(o.action);
    },
    /** Number keys 1–7 in the character phase: that character's card. */
    character(n: number): boolean {
      const c = CHARACTERS[n - 1];
      if (!c || !options().some((o) => o.target === cardKey(c))) return false;
      picking.click(cardKey(c), 'key');
      return true;
    },
  };
  return api;
}

export type CarsonController = ReturnType<typeof createController>;
export const controllerFor = memoBySession(createController);

/** The target under the pointer (else the cursor) and what it is in the rules' words for the deciding seat: the board's sign and the panel's line. */
export function useFocusInfo(session: CarsonSession, controller: CarsonController) {
  const key = useStore(controller.picking.store, (s) => s.hovered ?? s.cursor);
  const decider = useStore(session.store, decidingSeat);
  const { state } = useShown(session);
  return { key, decider, info: key === null ? null : targetInfo(key, state, decider) };
}
