// Verifying a save before it is played on: every recorded throw and flick is
// re-simulated from its recorded initial conditions and must come to rest as
// recorded (FNV-1a only catches accidents: anyone can edit the faces to
// 6 6 6 6 6 and recompute it). A save whose physics ran under another version
// cannot be checked that way; nor can a throw or flick recorded without its
// initial conditions: such a save loads only as "unverified", and the room
// marks it. Runs in a worker (save-verify.worker.ts) with real Rapier; tests
// run it in Node. Never throws.
import type { PhysicsRunner } from '../../core/replay.ts';
import { resimulate } from '../../core/replay.ts';
import type { GameRecord } from '../../core/log.ts';
import { parseSave } from '../../core/save.ts';

/** Bigger than any real game (a whole gambler game with its throw specs is ~200 KB). */
export const MAX_SAVE_CHARS = 4_000_000;

export type VerifyVerdict =
  /** Every physical result re-simulated as recorded (`checked` of them). */
  | { kind: 'verified'; checked: number; message: string }
  /** Loadable, but its physical results could not be checked: say so and mark the game. */
  | { kind: 'unverified'; checked: number; message: string }
  /** Refused: too big, unreadable, or a result that does not re-simulate. */
  | { kind: 'refused'; message: string };

export interface VerifyRequest {
  type: 'verify';
  id: number;
  text: string;
  /**
   * The address of the room's game rules (the registry's rulesUrl): the worker reads a save of that game with
   * them, from the page's own chunk. Absent, or a save of another game: the page reads the save itself.
   */
  rulesUrl?: string;
}

export type VerifyReply =
  | { type: 'progress'; id: number; done: number; total: number }
  /** `loaded`: the save parsed and replayed in the worker, when the verdict lets it load. */
  | { type: 'verdict'; id: number; verdict: VerifyVerdict; loaded?: { record: GameRecord; state: unknown } };

export const tooBigMessage = (chars: number): string =>
  `This file is ${(chars / 1e6).toFixed(1)} MB; a save is far smaller (a whole game is well under 1 MB, the limit is ${MAX_SAVE_CHARS / 1e6} MB), so it is not loaded.`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function verifySave(text: unknown, runner: PhysicsRunner, onProgress?: (done: number, total: number) => void): VerifyVerdict {
  try {
    if (typeof text !== 'string') return { kind: 'refused', message: 'The save file is empty.' };
    if (text.length > MAX_SAVE_CHARS) return { kind: 'refused', message: tooBigMessage(text.length) };
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      // The file reader's own words (cut short, damaged, empty): parseSave says them before it needs any game.
      const read = parseSave(text, () => undefined);
      return { kind: 'refused', message: read.ok ? 'The save file is damaged.' : read.error.message };
    }
    const record = (data as { record?: unknown } | null)?.record as GameRecord | undefined;
    if (!record || typeof record !== 'object' || !Array.isArray(record.inputs)) return { kind: 'refused', message: 'This is not a Frontier Table save file.' };
    const physical = record.inputs.filter((e) => e && typeof e === 'object' && e.input && e.input.kind !== 'action');
    const traced = physical.filter((e) => e.physics);
    if (traced.length === 0) {
      return physical.length === 0
        ? { kind: 'verified', checked: 0, message: 'The save has no throws or flicks to check.' }
        : { kind: 'unverified', checked: 0, message: `Unverified save: its ${plural(physical.length, 'recorded result')} (throws, flicks) carry no initial conditions, so they could not be re-simulated.` };
    }
    const made = record.physicsVersion ?? 1;
    if (made !== runner.version) {
      return {
        kind: 'unverified',
        checked: 0,
        message: `Unverified save: its dice were simulated with physics version ${made} and this build simulates version ${runner.version}, so its ${plural(traced.length, 'recorded result')} could not be checked.`,
      };
    }
    const r = resimulate(record, runner, onProgress);
    onProgress?.(traced.length, traced.length);
    if (!r.ok) {
      return { kind: 'refused', message: `This save was changed: move ${r.index + 1} does not re-simulate to what it records (${r.message}). It is not loaded.` };
    }
    if (traced.length < physical.length) {
      const missing = physical.length - traced.length;
      return { kind: 'unverified', checked: r.checked, message: `Unverified save: ${plural(missing, 'recorded result')} (throws, flicks) carry no initial conditions and could not be re-simulated (the other ${r.checked} match).` };
    }
    return { kind: 'verified', checked: r.checked, message: `Every recorded throw and flick (${r.checked}) re-simulated to its recorded result.` };
  } catch (e) {
    return { kind: 'refused', message: `The save could not be checked: ${e instanceof Error ? e.message : String(e)}` };
  }
}
