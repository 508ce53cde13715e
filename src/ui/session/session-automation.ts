// A game session's part of window.tabletop: awaiting, legalActions, act
// (resolves with the seat's new view, rejects with the rule error), view, log,
// result, plus what tests need to drive a human seat (throwDice, flick, undo,
// confirmHandoff) and to watch (status, record). Everything handed out is a
// copy: editing what a hook returns must never reach the live record (the
// autosave and the address are written from it) nor the position.
import { formatText } from '../../i18n/format-message.ts';
import type { GameResult, RuleError } from '../../core/contract.ts';
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

/** A deep copy of what a hook hands out (plain data: records, views, logs). */
const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/** The result with its words in the page's language, as the result screen shows them (the rules may give them as messages). */
const readable = (r: GameResult | null): GameResult | null =>
  r && {
    ...r,
    summary: formatText(r.summary),
    breakdown: r.breakdown.map((rows) => rows.map((row) => ({ ...row, label: formatText(row.label) }))),
    ...(r.tieBreak !== undefined ? { tieBreak: formatText(r.tieBreak) } : {}),
  };

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
    awaiting: () => copy(store.getState().live.awaiting),
    legalActions: () => copy(actions.legalActions()),
    async act(action: unknown) {
      const res = actions.act(action);
      if (!res.ok) throw new RuleRejection(res.error);
      return copy(res.view);
    },
    view: (seat?: number | null) => copy(actions.view(seat)),
    log: () => {
      const s = store.getState();
      return {
        // In the page's language, as a player reads them (the state keeps the messages).
        lines: s.live.log.map(formatText),
        inputs: s.record.inputs.length,
        physical: s.record.inputs.filter((e) => e.physics !== undefined).length,
      };
    },
    // In the page's language, as the result screen shows it.
    result: () => copy(readable(actions.result())),
    record: () => copy(store.getState().record),
    status: () => {
      const s = store.getState();
      return copy({
        viewer: s.viewer,
        handoff: s.handoff,
        thinking: s.thinking,
        stage: s.stage ? { kind: s.stage.kind, mode: s.stage.mode, performer: s.stage.performer, seat: s.stage.seat, moving: s.stage.spec !== null } : null,
        replay: s.replay ? { step: s.replay.step, total: s.replay.record.inputs.length, checked: s.replay.checked, mismatches: s.replay.mismatches } : null,
        canUndo: s.canUndo,
      });
    },
    async throwDice(gesture?: Gesture) {
      const n = store.getState().record.inputs.length;
      const res = actions.throwDice(gesture);
      if (!res.ok) throw new RuleRejection(res.error);
      await afterInput(n);
      return copy(store.getState().record.inputs[n]?.input);
    },
    async flick(aim: { angle: number; power: number }) {
      const n = store.getState().record.inputs.length;
      const res = actions.flick(aim);
      if (!res.ok) throw new RuleRejection(res.error);
      await afterInput(n);
      return copy(store.getState().record.inputs[n]?.input);
    },
    async undo() {
      const res = actions.undo();
      if (!res.ok) throw new RuleRejection(res.error);
      return copy(actions.view());
    },
    confirmHandoff: () => actions.confirmHandoff(),
    startReplay: () => actions.startReplay(),
    replayStep: (delta: 1 | -1) => actions.replayStep(delta),
    stopReplay: () => actions.stopReplay(),
  });
}
