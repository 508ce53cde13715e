// Replay: fold `apply` over a record's inputs from its setup. Re-simulation:
// derive every throw and flick from the game (derive.ts), perform it again
// with its recorded choice through an injected physics runner and check the
// settled results equal the recorded ones (core imports physics types only,
// never the implementation).

import type { FaceValue } from './dice-kinds.ts';
import type { FlickOutcome, GameModule, Input, RuleError } from './contract.ts';
import type { FlickChoice, GameRecord, PhysicalChoice, ThrowChoice } from './log.ts';
import { choiceError, deriveRequest, secretError, seedVersionError, SECRET_SEEDS, type FlickRequest, type PhysicalRequest, type ThrowRequest } from './derive.ts';
import type { RethrowRecord } from '../physics/types.ts';
import { setupEntropyOf } from './table-secret.ts';

export type ReplayResult<S> =
  | { ok: true; state: S }
  /** `index` is the failing input (-1: setup itself failed); `state` is the last good state, if any. */
  | { ok: false; index: number; error: RuleError; state: S | null };

/** The initial state of a record, or the error setup threw. */
export function setupFromRecord<S, A>(
  module: GameModule<S, A>,
  record: GameRecord<A>,
): { ok: true; state: S } | { ok: false; error: RuleError } {
  if (record.moduleId !== module.id) {
    return { ok: false, error: { code: 'wrong-game', message: `record is for "${record.moduleId}", not "${module.id}"` } };
  }
  const players = record.seats.length;
  if (players < module.minPlayers || players > module.maxPlayers) {
    return {
      ok: false,
      error: {
        code: 'players',
        message: `${module.title} takes ${module.minPlayers}–${module.maxPlayers} players, the record has ${players}`,
      },
    };
  }
  try {
    const secret = secretError(record);
    if (secret) return { ok: false, error: { code: 'setup', message: secret } };
    const entropy = record.seedVersion === SECRET_SEEDS && record.secret ? { entropy: setupEntropyOf(record.secret) } : {};
    return { ok: true, state: module.setup({ seed: record.seed, players, options: record.options, ...entropy }) };
  } catch (e) {
    return { ok: false, error: { code: 'setup', message: `setup failed: ${errorText(e)}` } };
  }
}

/**
 * Rebuild the state after the first `upTo` inputs (all by default).
 * `onState` sees the state after every input (index of that input), e.g. to check invariants;
 * `before` the state each input is applied to.
 */
export function replay<S, A>(
  module: GameModule<S, A>,
  record: GameRecord<A>,
  opts: { upTo?: number; onState?: (state: S, index: number) => void; before?: (state: S, index: number) => void } = {},
): ReplayResult<S> {
  const start = setupFromRecord(module, record);
  if (!start.ok) return { ok: false, index: -1, error: start.error, state: null };
  let state = start.state;
  const n = Math.min(opts.upTo ?? record.inputs.length, record.inputs.length);
  for (let i = 0; i < n; i++) {
    const entry = record.inputs[i];
    if (!entry || typeof entry !== 'object' || !entry.input) {
      return { ok: false, index: i, error: { code: 'bad-entry', message: `log entry ${i} has no input` }, state };
    }
    opts.before?.(state, i);
    let res;
    try {
      res = module.apply(state, entry.input);
    } catch (e) {
      return { ok: false, index: i, error: { code: 'exception', message: `apply threw: ${errorText(e)}` }, state };
    }
    if (!res.ok) return { ok: false, index: i, error: res.error, state };
    state = res.state;
    opts.onState?.(state, i);
  }
  return { ok: true, state };
}

/**
 * Performs a derived request with a recorded choice (the real one builds the
 * start with throwFromGesture / throwFromSeed and runs simulateThrow /
 * simulateFlick). May throw for a choice physics refuses (a drag too weak to
 * be a throw, an aim out of range): the checker reports it.
 */
export interface PhysicsRunner {
  /** The physics version this runner simulates (src/physics/version.ts). */
  readonly version: number;
  throwDice(request: ThrowRequest, choice: ThrowChoice): { faces: FaceValue[]; rethrows?: RethrowRecord[] };
  flick(request: FlickRequest, choice: FlickChoice): FlickOutcome;
}

export type ResimulateResult =
  /** `checked`: physical inputs re-derived and re-simulated; `unchecked`: physical inputs recorded without a choice (typed-in results). */
  | { ok: true; checked: number; unchecked: number }
  | { ok: false; index: number; message: string };

/** Thrown by the checker's replay hook to stop at the first wrong move (never escapes resimulate). */
const STOP = Symbol('stop');

/**
 * Re-derive and re-simulate every physical input, in order: the rules say
 * what each one was asked to be (derive.ts), the record says only what was
 * chosen, the runner performs it, and the result must be the recorded one.
 * A throw moved to another place in the log, a chosen start or seed, or moved
 * figures cannot match: nothing of them is read from the record.
 * `onProgress` hears (done, total) before each one (for a progress bar over a long game).
 */
export function resimulate<S, A>(
  module: GameModule<S, A>,
  record: GameRecord<A>,
  runner: PhysicsRunner,
  onProgress?: (done: number, total: number) => void,
): ResimulateResult {
  const mismatch = physicsVersionMismatch(record, runner.version) ?? seedVersionError(record.seedVersion) ?? secretError(record);
  if (mismatch) return { ok: false, index: -1, message: mismatch };
  const total = onProgress ? record.inputs.filter((e) => e.physics).length : 0;
  let checked = 0;
  let unchecked = 0;
  let failure = null as { index: number; message: string } | null;
  const stop = (index: number, message: string): never => {
    failure = { index, message };
    throw STOP; // nothing after the first wrong move needs replaying
  };
  const check = (state: S, i: number): void => {
    const { input, physics } = record.inputs[i]!;
    if (input.kind === 'action') {
      if (physics) stop(i, `move ${i + 1} is a decision with a physical choice`);
      return;
    }
    if (!physics) {
      unchecked++;
      return;
    }
    onProgress?.(checked, total);
    const request = deriveRequest(module.awaiting(state), record, i) ?? stop(i, `move ${i + 1} is a ${input.kind}, but the game did not ask for one there`);
    const wrong = choiceError(request, physics);
    if (wrong) stop(i, `move ${i + 1}: ${wrong}`);
    const diff = performDifference(runner, request, physics, input);
    if (diff) stop(i, `${request.kind} ${i + 1} ${diff}`);
    checked++;
  };
  let replayed: ReplayResult<S> | null = null;
  try {
    replayed = replay(module, record, { before: check });
  } catch (e) {
    if (e !== STOP) throw e;
  }
  if (failure) return { ok: false, ...failure };
  if (replayed && !replayed.ok) return { ok: false, index: replayed.index, message: `move ${replayed.index + 1} does not apply: ${replayed.error.message}` };
  return { ok: true, checked, unchecked };
}

/** How performing `choice` for `request` differs from the recorded `input`, or null when it matches. */
function performDifference(runner: PhysicsRunner, request: PhysicalRequest, choice: PhysicalChoice, input: Input<unknown>): string | null {
  try {
    if (request.kind === 'throw' && choice.kind === 'throw' && input.kind === 'dice') {
      const again = runner.throwDice(request, choice);
      if (JSON.stringify(again.faces) === JSON.stringify(input.faces)) return null;
      return `re-simulated to ${JSON.stringify(again.faces)}, recorded ${JSON.stringify(input.faces)}`;
    }
    if (request.kind === 'flick' && choice.kind === 'flick' && input.kind === 'flick') {
      const diff = flickDifference(runner.flick(request, choice), input);
      return diff && `re-simulated differently: ${diff}`;
    }
    return `is a ${input.kind} result where the game asked for a ${request.kind}`;
  } catch (e) {
    return `cannot be performed: ${errorText(e)}`;
  }
}

/** Records made before versions were kept hold version-1 physics. */
const recordPhysicsVersion = (record: GameRecord<unknown>): number => record.physicsVersion ?? 1;

/**
 * Why re-simulating this record under physics `current` cannot be expected to
 * give its recorded results, or null when it can (same version, or nothing physical to re-simulate).
 */
export function physicsVersionMismatch(record: GameRecord<unknown>, current: number): string | null {
  if (!record.inputs.some((e) => e.physics)) return null;
  const made = recordPhysicsVersion(record);
  if (made === current) return null;
  return `this game was recorded with dice physics version ${made}; this build simulates version ${current}, so re-simulated throws and flicks may land differently (the recorded results still replay)`;
}

function flickDifference(a: FlickOutcome, b: FlickOutcome): string | null {
  const sets = ['touched', 'fallen', 'offBoard', 'bystandersHit'] as const;
  for (const key of sets) {
    const x = [...a[key]].sort().join(',');
    const y = [...b[key]].sort().join(',');
    if (x !== y) return `${key} [${x}] vs [${y}]`;
  }
  if (a.dieOffTable !== b.dieOffTable) return `dieOffTable ${a.dieOffTable} vs ${b.dieOffTable}`;
  const d = Math.hypot(a.dieRest.x - b.dieRest.x, a.dieRest.z - b.dieRest.z);
  if (!(d < 1e-3)) return `die rest differs by ${d} cm`;
  return null;
}

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
