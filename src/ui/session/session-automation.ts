// A game session's part of window.tabletop: awaiting, legalActions, act
// (resolves with the seat's new view, rejects with the rule error), view, log,
// result, plus what tests need to drive a human seat (throwDice, flick, undo,
// confirmHandoff) and to watch (status, record).
import type { RuleError } from '../../core/contract.ts';
import type { Gesture } from '../../physics/types.ts';
import { registerAutomation } from '../automation.ts';
import type { SessionStore } from '../../store/session/store.ts';

/** An Error carrying the rule error's code, so callers get both `code` and `message`. */
export class RuleRejection extends Error {
  readonly code: string;
  constructor(error: RuleError) {
    super(error.message);
    this.name = 'RuleRejection';
    this.code = error.code;
  }
}

export function registerSessionAutomation(session: SessionStore): () => void {
  const { store, actions } = session;
  /** Resolves once the record has grown past `n` inputs (a throw or flick came to rest). */
  const afterInput = (n: number) =>
    new Promise<number>((resolve) => {
      const stop = store.subscribe((s) => {
        if (s.record.inputs.length > n) {
          stop();
          resolve(s.record.inputs.length);
        }
      });
    });
  return registerAutomation({
    awaiting: () => store.getState().live.awaiting,
    legalActions: () => actions.legalActions(),
    async act(action: unknown) {
      const res = actions.act(action);
      if (!res.ok) throw new RuleRejection(res.error);
      return res.view;
    },
    view: (seat?: number | null) => actions.view(seat),
    log: () => {
      const s = store.getState();
      return {
        lines: s.live.log,
        inputs: s.record.inputs.length,
        physical: s.record.inputs.filter((e) => e.physics !== undefined).length,
      };
    },
    result: () => actions.result(),
    record: () => store.getState().record,
    status: () => {
      const s = store.getState();
      return {
        viewer: s.viewer,
        handoff: s.handoff,
        thinking: s.thinking,
        stage: s.stage ? { kind: s.stage.kind, mode: s.stage.mode, performer: s.stage.performer, seat: s.stage.seat, moving: s.stage.spec !== null } : null,
        replay: s.replay ? { step: s.replay.step, total: s.replay.record.inputs.length, checked: s.replay.checked, mismatches: s.replay.mismatches } : null,
        canUndo: s.canUndo,
      };
    },
    async throwDice(gesture?: Gesture) {
      const n = store.getState().record.inputs.length;
      const res = actions.throwDice(gesture);
      if (!res.ok) throw new RuleRejection(res.error);
      await afterInput(n);
      return store.getState().record.inputs[n]?.input;
    },
    async flick(aim: { angle: number; power: number }) {
      const n = store.getState().record.inputs.length;
      const res = actions.flick(aim);
      if (!res.ok) throw new RuleRejection(res.error);
      await afterInput(n);
      return store.getState().record.inputs[n]?.input;
    },
    async undo() {
      const res = actions.undo();
      if (!res.ok) throw new RuleRejection(res.error);
      return actions.view();
    },
    confirmHandoff: () => actions.confirmHandoff(),
    startReplay: () => actions.startReplay(),
    replayStep: (delta: 1 | -1) => actions.replayStep(delta),
    stopReplay: () => actions.stopReplay(),
  });
}
