// Replay: fold `apply` over a record's inputs from its setup. Optional
// re-simulation: run every recorded throw and flick again through an injected
// physics runner and check the settled results equal the recorded ones
// (core imports physics types only, never the implementation).

import type { FaceValue } from './dice-kinds.ts';
import type { FlickOutcome, GameModule, RuleError } from './contract.ts';
import type { GameRecord } from './log.ts';
import type { FlickSetup, FlickSpec, RethrowRecord, ThrowSpec } from '../physics/types.ts';

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
    return { ok: true, state: module.setup({ seed: record.seed, players, options: record.options }) };
  } catch (e) {
    return { ok: false, error: { code: 'setup', message: `setup failed: ${errorText(e)}` } };
  }
}

/**
 * Rebuild the state after the first `upTo` inputs (all by default).
 * `onState` sees the state after every input (index of that input), e.g. to check invariants.
 */
export function replay<S, A>(
  module: GameModule<S, A>,
  record: GameRecord<A>,
  opts: { upTo?: number; onState?: (state: S, index: number) => void } = {},
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

/** Runs recorded physics again (the real one wraps simulateThrow / simulateFlick). */
export interface PhysicsRunner {
  /** The physics version this runner simulates (src/physics/version.ts). */
  readonly version: number;
  throwDice(spec: ThrowSpec): { faces: FaceValue[]; rethrows?: RethrowRecord[] };
  flick(setup: FlickSetup, spec: FlickSpec): FlickOutcome;
}

export type ResimulateResult = { ok: true; checked: number } | { ok: false; index: number; message: string };

/**
 * Re-simulate every physical entry that carries its initial conditions and
 * compare results. `onProgress` hears (done, total) before each one (for a
 * progress bar over a long game).
 */
export function resimulate(record: GameRecord<unknown>, runner: PhysicsRunner, onProgress?: (done: number, total: number) => void): ResimulateResult {
  const mismatch = physicsVersionMismatch(record, runner.version);
  if (mismatch) return { ok: false, index: -1, message: mismatch };
  let checked = 0;
  const total = onProgress ? record.inputs.filter((e) => e.physics).length : 0;
  for (let i = 0; i < record.inputs.length; i++) {
    const { input, physics } = record.inputs[i]!;
    if (!physics) continue;
    onProgress?.(checked, total);
    if (physics.kind === 'throw' && input.kind === 'dice') {
      const again = runner.throwDice(physics.spec);
      if (JSON.stringify(again.faces) !== JSON.stringify(input.faces)) {
        return {
          ok: false,
          index: i,
          message: `throw ${i} re-simulated to ${JSON.stringify(again.faces)}, recorded ${JSON.stringify(input.faces)}`,
        };
      }
    } else if (physics.kind === 'flick' && input.kind === 'flick') {
      const again = runner.flick(physics.setup, physics.spec);
      const diff = flickDifference(again, input);
      if (diff) return { ok: false, index: i, message: `flick ${i} re-simulated differently: ${diff}` };
    } else {
      return { ok: false, index: i, message: `entry ${i}: ${physics.kind} trace on a ${input.kind} input` };
    }
    checked++;
  }
  return { ok: true, checked };
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
