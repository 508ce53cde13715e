// Verifying a save before it is played on: the save is read as parseSave
// reads it (format, fields, checksum, every move replayed through the rules),
// then every recorded throw and flick is re-derived from the game (what the
// rules asked for at that point, with the seed of its place in the log:
// core/derive.ts), performed again with the recorded choice (the drag, or
// none; the aim and power) and must come to rest as recorded. Nothing about a
// throw's start is read from the file, so a chosen start, a chosen seed,
// moved figures or reordered throws cannot pass (FNV-1a only catches
// accidents: anyone can edit the faces and recompute it). A save whose
// physics ran under another version cannot be checked that way; nor can a
// result recorded without its choice: such a save loads only as
// "unverified", and the room marks it. Runs in a worker
// (save-verify.worker.ts) with real Rapier; tests run it in Node. Never throws.
import type { PhysicsRunner } from '../../core/replay.ts';
import { resimulate } from '../../core/replay.ts';
import type { GameRecord } from '../../core/log.ts';
import { parseSave, type GameLookup, type ParsedSave } from '../../core/save.ts';
import { message, type Message, type MessageValue } from '../../core/message.ts';

/** Bigger than any real game (a whole gambler game with its throw specs is ~200 KB). */
export const MAX_SAVE_CHARS = 4_000_000;

/** `message` is English (tests, tools); `said` the same verdict as a message (issue 25), shown by `verdictText` in the reader's language. */
export type VerifyVerdict =
  /** Every physical result re-simulated as recorded (`checked` of them). */
  | { kind: 'verified'; checked: number; message: string; said?: Message }
  /** Loadable, but its physical results could not be checked: say so and mark the game. */
  | { kind: 'unverified'; checked: number; message: string; said?: Message }
  /** Refused: too big, unreadable, or a result that does not re-simulate. */
  | { kind: 'refused'; message: string; said?: Message };

/** The verdicts' words; plain data, so the worker's verdict carries them to the page. */
export const VERDICT_SAID = {
  empty: /*i18n*/ { id: 'save-verify.empty', message: 'The save file is empty.' },
  tooBig: /*i18n*/ { id: 'save-verify.too-big', message: 'This file is {mb} MB; a save is far smaller (a whole game is well under 1 MB, the limit is {limit} MB), so it is not loaded.' },
  noRules: /*i18n*/ { id: 'save-verify.no-rules', message: 'Unverified save: the rules to re-derive its throws and flicks were not at hand, so they could not be checked.' },
  failed: /*i18n*/ { id: 'save-verify.failed', message: 'The save could not be checked: {reason}.' },
  nothing: /*i18n*/ { id: 'save-verify.nothing', message: 'The save has no throws or flicks to check.' },
  noChoices: /*i18n*/ { id: 'save-verify.no-choices', message: 'Unverified save: its {n, plural, one {# recorded result (a throw or flick) carries} other {# recorded results (throws, flicks) carry}} no record of how they were made, so they could not be re-simulated.' },
  otherPhysics: /*i18n*/ { id: 'save-verify.other-physics', message: 'Unverified save: its dice were simulated with physics version {made} and this build simulates version {version}, so its {n, plural, one {# recorded result} other {# recorded results}} could not be checked.' },
  changed: /*i18n*/ { id: 'save-verify.changed', message: 'This save was changed: move {n} is not what the game could have played there ({reason}). It is not loaded.' },
  partly: /*i18n*/ { id: 'save-verify.partly', message: 'Unverified save: {n, plural, one {# recorded result (a throw or flick) carries} other {# recorded results (throws, flicks) carry}} no record of how they were made and could not be re-simulated (the other {checked} match).' },
  verified: /*i18n*/ { id: 'save-verify.verified', message: 'Every recorded throw and flick ({checked}) was re-derived from the game and re-simulated to its recorded result.' },
  checkerFailed: /*i18n*/ { id: 'save-verify.checker-failed', message: 'Unverified save: the checker failed ({reason}).' },
  noPhysics: /*i18n*/ { id: 'save-verify.no-physics', message: 'Unverified save: the physics to check it did not load ({reason}).' },
} as const;

export const verdictSaid = (d: { id: string }, values?: Record<string, MessageValue>): Message => message(d.id, values);

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

export const tooBigSaid = (chars: number): Message => verdictSaid(VERDICT_SAID.tooBig, { mb: (chars / 1e6).toFixed(1), limit: MAX_SAVE_CHARS / 1e6 });

export const tooBigMessage = (chars: number): string =>
  `This file is ${(chars / 1e6).toFixed(1)} MB; a save is far smaller (a whole game is well under 1 MB, the limit is ${MAX_SAVE_CHARS / 1e6} MB), so it is not loaded.`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One sentence: `text` ends with exactly one full stop (embedded messages bring their own). */
const sentence = (text: string): string => `${text.replace(/[.\s]+$/, '')}.`;

/**
 * The verdict on a save, given the rules to read it with (`games`: the room's game, or a lookup).
 * Without them nothing can be re-derived: a readable save is then only "unverified".
 */
export function verifySave(text: unknown, runner: PhysicsRunner, onProgress?: (done: number, total: number) => void, games?: GameLookup): VerifyVerdict {
  return checkSave(text, runner, onProgress, games).verdict;
}

/** verifySave, also handing back the save as parseSave read it (when it was read): the worker passes it on to the page. */
export function checkSave(
  text: unknown,
  runner: PhysicsRunner,
  onProgress?: (done: number, total: number) => void,
  games?: GameLookup,
): { verdict: VerifyVerdict; parsed?: Extract<ParsedSave, { ok: true }> } {
  try {
    if (typeof text !== 'string') return { verdict: { kind: 'refused', message: 'The save file is empty.', said: verdictSaid(VERDICT_SAID.empty) } };
    if (text.length > MAX_SAVE_CHARS) return { verdict: { kind: 'refused', message: tooBigMessage(text.length), said: tooBigSaid(text.length) } };
    const parsed = parseSave(text, games ?? (() => undefined));
    if (!parsed.ok) {
      if (parsed.error.code === 'unknown-game' && !games) {
        return { verdict: { kind: 'unverified', checked: 0, message: 'Unverified save: the rules to re-derive its throws and flicks were not at hand, so they could not be checked.', said: verdictSaid(VERDICT_SAID.noRules) } };
      }
      return { verdict: { kind: 'refused', message: parsed.error.message, said: parsed.error.said } };
    }
    return { verdict: judge(parsed, runner, onProgress), parsed };
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { verdict: { kind: 'refused', message: sentence(`The save could not be checked: ${reason}`), said: verdictSaid(VERDICT_SAID.failed, { reason: reason.replace(/[.\s]+$/, '') }) } };
  }
}

function judge(parsed: Extract<ParsedSave, { ok: true }>, runner: PhysicsRunner, onProgress?: (done: number, total: number) => void): VerifyVerdict {
  const { record, module } = parsed;
  const physical = record.inputs.filter((e) => e.input.kind !== 'action').length;
  const chosen = record.inputs.filter((e) => e.physics).length;
  if (chosen === 0) {
    return physical === 0
      ? { kind: 'verified', checked: 0, message: 'The save has no throws or flicks to check.', said: verdictSaid(VERDICT_SAID.nothing) }
      : { kind: 'unverified', checked: 0, message: `Unverified save: its ${plural(physical, 'recorded result')} (throws, flicks) carry no record of how they were made, so they could not be re-simulated.`, said: verdictSaid(VERDICT_SAID.noChoices, { n: physical }) };
  }
  const made = record.physicsVersion ?? 1;
  if (made !== runner.version) {
    return {
      kind: 'unverified',
      checked: 0,
      message: `Unverified save: its dice were simulated with physics version ${made} and this build simulates version ${runner.version}, so its ${plural(chosen, 'recorded result')} could not be checked.`,
      said: verdictSaid(VERDICT_SAID.otherPhysics, { made, version: runner.version, n: chosen }),
    };
  }
  const r = resimulate(module, record, runner, onProgress);
  onProgress?.(chosen, chosen);
  if (!r.ok) {
    return { kind: 'refused', message: `This save was changed: move ${r.index + 1} is not what the game could have played there (${r.message.replace(/\.$/, '')}). It is not loaded.`, said: verdictSaid(VERDICT_SAID.changed, { n: r.index + 1, reason: r.message.replace(/\.$/, '') }) };
  }
  if (r.unchecked > 0) {
    return { kind: 'unverified', checked: r.checked, message: `Unverified save: ${plural(r.unchecked, 'recorded result')} (throws, flicks) carry no record of how they were made and could not be re-simulated (the other ${r.checked} match).`, said: verdictSaid(VERDICT_SAID.partly, { n: r.unchecked, checked: r.checked }) };
  }
  return { kind: 'verified', checked: r.checked, message: `Every recorded throw and flick (${r.checked}) was re-derived from the game and re-simulated to its recorded result.`, said: verdictSaid(VERDICT_SAID.verified, { checked: r.checked }) };
}
