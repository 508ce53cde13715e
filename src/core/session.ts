// A session value for the app's store: the game record plus the state it
// replays to. Every change returns a new session or a typed error and leaves
// the old one as it was, so the store can keep the old one on any failure
// (a rule rejection, a damaged save) and lose nothing.

import type { GameModule, Input, Options, RuleError, Seat } from './contract.ts';
import { newRecord, type GameRecord, type PhysicsTrace, type SeatConfig } from './log.ts';
import { setupFromRecord } from './replay.ts';
import { parseSave, serializeSave, type GameLookup, type SaveError } from './save.ts';
import { undoLast } from './undo.ts';

export interface Session<S, A> {
  module: GameModule<S, A>;
  record: GameRecord<A>;
  state: S;
}

export type SessionResult<S, A> = { ok: true; session: Session<S, A> } | { ok: false; error: RuleError };

export function startSession<S, A>(
  module: GameModule<S, A>,
  seats: SeatConfig[],
  seed: number,
  options: Options = {},
): SessionResult<S, A> {
  const record = newRecord<A>(module.id, module.version, seed, seats, options);
  const start = setupFromRecord(module, record);
  return start.ok ? { ok: true, session: { module, record, state: start.state } } : start;
}

/** Apply one input (with the physics that produced it, if any) and log it. */
export function submit<S, A>(session: Session<S, A>, input: Input<A>, physics?: PhysicsTrace): SessionResult<S, A> {
  let res;
  try {
    res = session.module.apply(session.state, input);
  } catch (e) {
    return { ok: false, error: { code: 'exception', message: e instanceof Error ? e.message : String(e) } };
  }
  if (!res.ok) return res;
  const entry = physics ? { input, physics } : { input };
  return {
    ok: true,
    session: { module: session.module, record: { ...session.record, inputs: [...session.record.inputs, entry] }, state: res.state },
  };
}

/** Take back `seat`'s last unconfirmed decision (see undo.ts for the rule). */
export function undoSession<S, A>(session: Session<S, A>, seat: Seat): SessionResult<S, A> {
  const u = undoLast(session.module, session.record, seat);
  if (!u.ok) return u;
  // Replaying from setup is the one source of truth; it cannot fail for a prefix of a good log.
  const start = setupFromRecord(session.module, u.record);
  if (!start.ok) return start;
  let state = start.state;
  for (const e of u.record.inputs) {
    const r = session.module.apply(state, e.input);
    if (!r.ok) return r;
    state = r.state;
  }
  return { ok: true, session: { module: session.module, record: u.record, state } };
}

export const saveSession = (session: Session<unknown, unknown>): string => serializeSave(session.record);

/** Resume from save text; a bad file yields its typed SaveError and no session. */
export function loadSession(
  text: unknown,
  games: GameLookup,
): { ok: true; session: Session<unknown, unknown> } | { ok: false; error: SaveError } {
  const parsed = parseSave(text, games);
  if (!parsed.ok) return parsed;
  return { ok: true, session: { module: parsed.module, record: parsed.record, state: parsed.state } };
}
