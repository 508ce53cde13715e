// Which game a room opens: the autosave (when the link asks to resume, or
// names exactly the set-up of an unfinished autosaved game, so a reload
// resumes) or a new game from the link. The autosave is checked like a save
// file, by the checker's worker (verify-port.ts): its throws and flicks
// re-simulated, its text parsed and replayed there, never on the page's
// thread. Its verdict comes with the start: verified, unverified (the room
// marks the game; the mark is the record's own, found again on every resume)
// or refused, and then it is set aside with the reason and the link opens a
// new game, so one bad autosave never locks a link. A save is set aside only
// for a failure that happened (refused here, or recorded by the room when it
// did not open: openFailed), never because a resume was merely unfinished (a
// reload while loading). Pure apart from the storage and the checker it is given.
import { i18n } from '@lingui/core';
import { errorText, formatMessage } from '../../i18n/format-message.ts';
import { parseSave, type GameLookup } from '../../core/save.ts';
import { newRecord, type GameRecord } from '../../core/log.ts';
import { setupFromRecord } from '../../core/replay.ts';
import { PHYSICS_VERSION } from '../../physics/version.ts';
import { autosaveText, sameSetup, setAsideAutosave, type SetAside, type StorageLike } from './autosave.ts';
import { peekSetup } from './autosave-peek.ts';
import { parseGameParams } from './game-params.ts';
import { takePreparsed } from './preparsed-saves.ts';
import type { VerifyVerdict } from './save-verify.ts';
// Loads IndexedDB's autosaves before any room chooses its start (a top-level await there).
import './autosave-store.ts';
import type { GameModule } from '../../core/contract.ts';

/** Checks a save's text as a file is checked (the room's is verifyInWorker; tests pass verifySave). */
export type SaveCheck = (text: string) => Promise<VerifyVerdict>;

export type Start<S = unknown> =
  | { record: GameRecord; state: S; resumed: boolean; setAside?: SetAside; /** The checker's word on a resumed autosave. */ verdict?: VerifyVerdict }
  | { error: string };

type Checked<S> = { record: GameRecord; state: S; verdict: VerifyVerdict } | { reason: string };

/** The autosave's text through the checker, then read: from the worker's parse when it made one, else here. */
async function readChecked<S>(text: string, check: SaveCheck, games: GameLookup, gameId: string): Promise<Checked<S>> {
  const verdict = await check(text);
  if (verdict.kind === 'refused') return { reason: verdict.said ? formatMessage(verdict.said) : verdict.message };
  const pre = takePreparsed(text);
  const parsed = pre ? { ok: true as const, ...pre } : parseSave(text, games);
  if (!parsed.ok) return { reason: formatMessage(parsed.error.said) };
  if (parsed.record.moduleId !== gameId) return { reason: i18n._({ id: 'start.other-game', message: 'The autosave slot holds another game.' }) };
  return { record: parsed.record, state: parsed.state as S, verdict };
}

export async function chooseStart<S>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  module: GameModule<S, any, any>,
  params: URLSearchParams,
  storage: StorageLike | null,
  games: GameLookup,
  randomSeed: () => number,
  check: SaveCheck,
): Promise<Start<S>> {
  const parsed = parseGameParams(params, module, randomSeed);
  if (!parsed.ok) return { error: parsed.message };
  const p = parsed.value;
  const text = autosaveText(storage, module.id);
  // Only an autosave this link could resume is checked (a check re-simulates every throw): a set-up that
  // plainly differs is left alone. The peek is a shortcut only; the check decides.
  const peek = text === null ? null : peekSetup(text);
  const mayResume = text !== null && (p.resume || (p.seedGiven && (peek === null || sameSetup(peek, p))));
  let saved: { record: GameRecord; state: S; verdict: VerifyVerdict } | null = null;
  let setAside: SetAside | undefined;
  if (mayResume) {
    const read = await readChecked<S>(text, check, games, module.id);
    if ('reason' in read) setAside = setAsideAutosave(storage, module.id, i18n._({ id: 'start.not-resumed', message: 'the saved game of {title} could not be resumed: {reason}', values: { title: module.title, reason: read.reason } })) ?? undefined;
    else saved = read;
  }
  const resume = (s: NonNullable<typeof saved>): Start<S> => ({ record: s.record, state: s.state, resumed: true, verdict: s.verdict });
  if (p.resume && !setAside) {
    if (!saved) return { error: i18n._({ id: 'start.no-save', message: 'There is no saved game of {title} to resume.', values: { title: module.title } }) };
    return resume(saved);
  }
  if (p.seedGiven && saved && sameSetup(saved.record, p) && module.result(saved.state) === null) return resume(saved);
  const record = newRecord(module.id, module.version, p.seed, p.seats, p.options, PHYSICS_VERSION);
  const setup = setupFromRecord(module, record);
  if (!setup.ok) return { error: i18n._({ id: 'start.not-set-up', message: '{title} could not be set up: {reason}', values: { title: module.title, reason: errorText(setup.error) } }) };
  return setAside ? { record, state: setup.state as S, resumed: false, setAside } : { record, state: setup.state as S, resumed: false };
}

/**
 * A resumed autosave really failed to open (the room caught the error): it is
 * set aside with that failure as its reason, so the next load opens a new
 * game and the player can still open or download it.
 */
export function openFailed(storage: StorageLike | null, title: string, gameId: string, message: string): void {
  setAsideAutosave(storage, gameId, i18n._({ id: 'start.did-not-open', message: 'the saved game of {title} did not open ({reason})', values: { title, reason: message } }));
}
