// Pure helpers of the session: what a position shows, who performs a pending
// physical event and with which seed, when the device must change hands.
// No store, no timers: unit-testable on their own.
import type { Awaiting, GameModule, Seat } from '../../core/contract.ts';
import type { GameRecord, LogEntry, SeatConfig } from '../../core/log.ts';
import { errorText } from '../../core/replay.ts';
import { choiceError, deriveRequest } from '../../core/derive.ts';
import { flickSpecOf, throwSpecOf } from '../../physics/start-of.ts';
import type { SessionState, Shown, Stage } from './types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function shownOf<S, V>(module: GameModule<S, any, V>, state: S, viewer: Seat | null, inputs: number): Shown<S, V> {
  return {
    state,
    view: module.view(state, viewer),
    awaiting: module.awaiting(state),
    result: module.result(state),
    log: module.log ? module.log(state) : [],
    inputs,
  };
}

export const humanSeats = (seats: readonly SeatConfig[]): Seat[] =>
  seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));

/** Whose view the screen starts with: the only human, or nobody yet (hot-seat asks first; all bots: spectator). */
export function initialViewer(seats: readonly SeatConfig[]): Seat | null {
  const humans = humanSeats(seats);
  return humans.length === 1 ? (humans[0] ?? null) : null;
}

/**
 * Hot-seat: the device changes hands before a human seat acts when the screen
 * shows another seat and two or more humans share the device.
 */
export function needsHandoff(seats: readonly SeatConfig[], viewer: Seat | null, next: Seat): boolean {
  return seats[next]?.kind === 'human' && humanSeats(seats).length >= 2 && viewer !== next;
}

/**
 * Whether `seat` sees anything a spectator may not (its cards, its dice under
 * the cup): its view differs from the spectator's. The view's own `seat`
 * field, which only names the viewer, is no information.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function seesPrivate<S>(module: GameModule<S, any, unknown>, state: S, seat: Seat): boolean {
  const anonymous = (v: unknown): string => JSON.stringify(v !== null && typeof v === 'object' && !Array.isArray(v) ? { ...v, seat: null } : v);
  return anonymous(module.view(state, seat)) !== anonymous(module.view(state, null));
}

/**
 * How the screen changes to a human seat about to act: not at all (its view
 * is on screen already, or it plays alone), a wall (pass the device, everyone
 * else looks away) when that seat will see something the others may not, else
 * a banner naming whose turn it is. Behind a banner the screen shows the next
 * seat's view, which then equals the spectator's: nothing private of the
 * previous seat stays on screen either.
 */
export function seatChange(seats: readonly SeatConfig[], viewer: Seat | null, next: Seat, private_: () => boolean): 'none' | 'banner' | 'wall' {
  if (!needsHandoff(seats, viewer, next)) return 'none';
  return private_() ? 'wall' : 'banner';
}

/** The stage for a pending live throw or flick (spec still empty): what the game asks for, derived as the save checker derives it. */
export function liveStage(aw: Awaiting, record: GameRecord<unknown>, id: number): Stage | null {
  const request = deriveRequest(aw, record, record.inputs.length);
  if (!request) return null;
  if (request.kind === 'throw') {
    const { seat, performer, seed, kinds, area, hidden } = request;
    return { kind: 'throw', id, mode: 'live', seat, performer, seed, kinds, area, hidden, spec: null, choice: null, expected: null };
  }
  const { seat, performer, seed, setup, from, level } = request;
  return { kind: 'flick', id, mode: 'live', seat, performer, seed, setup, from, level, spec: null, choice: null, expected: null };
}

/**
 * The stage that re-runs recorded input `index` in a replay: the throw or flick re-derived from the position
 * before it (`aw`), performed with its recorded choice. Null when it carries no choice or cannot be performed
 * (the replay then shows the recorded result without re-simulating it).
 */
export function replayStage(entry: LogEntry<unknown>, aw: Awaiting, record: GameRecord<unknown>, index: number, id: number): Stage | null {
  const choice = entry.physics;
  const request = deriveRequest(aw, record, index);
  if (!choice || !request || choiceError(request, choice)) return null;
  if (request.kind === 'throw' && choice.kind === 'throw' && entry.input.kind === 'dice') {
    const spec = guarded(() => throwSpecOf(request, choice));
    if (!spec.ok) return null;
    const { seat, seed, kinds, area, hidden } = request;
    return { kind: 'throw', id, mode: 'replay', seat, performer: 'bot', seed, kinds, area, hidden, spec: spec.value, choice, expected: entry.input };
  }
  if (request.kind === 'flick' && choice.kind === 'flick' && entry.input.kind === 'flick') {
    const spec = guarded(() => flickSpecOf(request, choice));
    if (!spec.ok) return null;
    const { seat, seed, setup, from } = request;
    return { kind: 'flick', id, mode: 'replay', seat, performer: 'bot', seed, setup, from, level: null, spec: spec.value, choice, expected: entry.input };
  }
  return null;
}

/** A short text of how a re-simulated result differs from the recorded one, or null when equal. */
export function outcomeDifference(expected: unknown, got: unknown): string | null {
  const e = expected as { kind?: string; faces?: unknown[] };
  const g = got as { kind?: string; faces?: unknown[] };
  if (e.kind === 'dice' && g.kind === 'dice') {
    return JSON.stringify(e.faces) === JSON.stringify(g.faces) ? null : `recorded ${JSON.stringify(e.faces)}, re-simulated ${JSON.stringify(g.faces)}`;
  }
  if (e.kind === 'flick' && g.kind === 'flick') {
    const keys = ['touched', 'fallen', 'offBoard', 'bystandersHit'] as const;
    for (const k of keys) {
      const a = [...((expected as Record<string, string[]>)[k] ?? [])].sort().join(',');
      const b = [...((got as Record<string, string[]>)[k] ?? [])].sort().join(',');
      if (a !== b) return `${k}: recorded [${a}], re-simulated [${b}]`;
    }
    return null;
  }
  return `recorded a ${String(e.kind)} result, re-simulated a ${String(g.kind)} result`;
}

/** Calls `fn`, turning a throw into a rule error (a module bug must not kill the page). */
export function guarded<T>(fn: () => T): { ok: true; value: T } | { ok: false; message: string; cause: unknown } {
  try {
    return { ok: true, value: fn() };
  } catch (e) {
    return { ok: false, message: errorText(e), cause: e };
  }
}

/** What a session holds before anything has happened on screen: no hand-off, banner, stage, error, notice or replay (a local and an online session start alike). */
export function quietSessionParts<S, V>(): Pick<SessionState<S, V>, 'handoff' | 'turnBanner' | 'thinking' | 'stage' | 'lastError' | 'notices' | 'replay' | 'canUndo' | 'rethrows' | 'edges'> {
  return { handoff: null, turnBanner: null, thinking: null, stage: null, lastError: null, notices: [], replay: null, canUndo: false, rethrows: {}, edges: {} };
}
