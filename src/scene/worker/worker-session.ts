// The session as the scene worker has it: the page's session store mirrored
// (src/store/mirror/) and shaped like a SessionStore, so the scene, the
// layers and a game's board read it with the same hooks as on the page. What
// a reader asks of the rules (the view, the legal actions, the result) is
// answered here from the mirrored state with the game's own pure module; what
// changes the game is sent to the page's session, which alone decides, and
// comes back as state. An action's answer here is therefore not the page's:
// `act`, `throwDice` and `flick` answer "sent" at once, and a refusal shows
// on the page as the session's lastError (the HUD's), not to the caller.
import type { GameModule } from '../../core/contract.ts';
import type { SessionStore } from '../../store/session/store.ts';
import type { SessionState } from '../../store/session/types.ts';
import { mirrorInto, type StoreMirror } from '../../store/mirror/mirror.ts';
import type { MirrorPort } from '../../store/mirror/protocol.ts';
import { pickingName, type PickingLink } from '../kit/picking-link.ts';
import { workerSharedStoreLink } from '../kit/shared-store-links.ts';

/** The session's actions the page runs for the worker (publishStore's `actions`): what the scene calls. */
export const SCENE_SESSION_ACTIONS = ['act', 'throwDice', 'flick', 'settled', 'stageFailed', 'undo', 'confirmHandoff', 'dismissNotice'] as const;

export function workerSession<S, A, V>(module: GameModule<S, A, V>, mirror: StoreMirror<SessionState<S, V>>, port: MirrorPort): SessionStore<S, A, V> {
  const { store, call } = mirror;
  const get = store.getState;
  const sent = { ok: true as const };
  const actions = {
    act(action: A, seat?: number) {
      if (seat === undefined) call('act', action);
      else call('act', action, seat);
      return { ok: true as const, view: get().live.view };
    },
    throwDice(...args: unknown[]) {
      call('throwDice', ...args);
      return sent;
    },
    flick(aim: { angle: number; power: number }) {
      call('flick', aim);
      return sent;
    },
    settled(...args: unknown[]) {
      call('settled', ...args);
    },
    stageFailed(id: number, message: string) {
      call('stageFailed', id, message);
    },
    undo() {
      call('undo');
      return sent;
    },
    confirmHandoff() {
      call('confirmHandoff');
    },
    dismissNotice(id: number) {
      call('dismissNotice', id);
    },
    view(seat?: number | null): V {
      const s = get();
      return module.view(s.live.state, seat === undefined ? s.viewer : seat);
    },
    legalActions(): A[] {
      const s = get();
      return s.live.awaiting.kind === 'decision' ? module.legalActions(s.live.state) : [];
    },
    result() {
      return get().live.result;
    },
  };
  const pageOnly = (name: string) => () => {
    throw new Error(`session.actions.${name} runs on the page, not in the scene worker`);
  };
  for (const name of ['exportSave', 'importSave', 'startReplay', 'replayStep', 'replaySeek', 'replayPlay', 'stopReplay', 'prepare', 'start', 'dispose']) {
    (actions as Record<string, unknown>)[name] = pageOnly(name);
  }
  // A board's picking made here mirrors the page's, by the order they are made (picking-link.ts).
  let pickings = 0;
  const pickingLink: PickingLink = {
    adopt(pickingStore) {
      const m = mirrorInto(pickingName(pickings++), port, pickingStore);
      return (name, ...args) => m.call(name, ...args);
    },
  };
  // The stores a game's HUD and board share (shared-stores.ts): the writer's side publishes, the other mirrors.
  const sharedStoreLink = workerSharedStoreLink(port);
  return { store, actions, module, saves: null, pickingLink, sharedStoreLink } as unknown as SessionStore<S, A, V>;
}
