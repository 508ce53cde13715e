// Undo: a seat may take back its own decisions made since the last physical
// result, until it confirms them. A physical result (settled dice, a flick) is
// never undone: undo stops at it. What confirms is the game's call
// (module.isConfirming); by default an action confirms when it hands the
// decision to another seat or ends the game, so a hot-seat neighbour never sees
// a move that is later taken back.

import type { GameModule, RuleError, Seat } from './contract.ts';
import type { GameRecord, LogEntry } from './log.ts';
import { replay } from './replay.ts';

export type UndoResult<A> =
  | { ok: true; record: GameRecord<A>; undone: LogEntry<A> }
  | { ok: false; error: RuleError };

const no = <A>(code: string, message: string): UndoResult<A> => ({ ok: false, error: { code, message } });

/** Take back the last input if it is an unconfirmed decision of `seat`. The record is not mutated. */
export function undoLast<S, A>(module: GameModule<S, A>, record: GameRecord<A>, seat: Seat): UndoResult<A> {
  const n = record.inputs.length;
  const last = record.inputs[n - 1];
  if (!last) return no('nothing-to-undo', 'Nothing to take back yet.');
  const input = last.input;
  if (input.kind !== 'action') return no('physical', 'A throw or flick that has settled is never taken back.');
  if (input.seat !== seat) return no('not-yours', `The last move was made by seat ${input.seat + 1}.`);
  const before = replay(module, record, { upTo: n - 1 });
  if (!before.ok) return no('replay', `The game log does not replay: ${before.error.message}`);
  if (confirms(module, before.state, input.action, seat)) {
    return no('confirmed', 'That move is confirmed and can no longer be taken back.');
  }
  return { ok: true, record: { ...record, inputs: record.inputs.slice(0, n - 1) }, undone: last };
}

export function canUndo<S, A>(module: GameModule<S, A>, record: GameRecord<A>, seat: Seat): boolean {
  return undoLast(module, record, seat).ok;
}

function confirms<S, A>(module: GameModule<S, A>, state: S, action: A, seat: Seat): boolean {
  if (module.isConfirming) return module.isConfirming(state, action);
  const res = module.apply(state, { kind: 'action', seat, action });
  if (!res.ok) return true; // cannot happen for a replayed input; refuse to undo rather than guess
  const next = module.awaiting(res.state);
  return next.kind === 'end' || next.seat !== seat;
}
