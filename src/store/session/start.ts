// Which game a room opens: the autosave (when the link asks to resume, or
// names exactly the set-up of an unfinished autosaved game, so a reload
// resumes) or a new game from the link. An autosave that cannot be resumed
// (damaged, edited, another rules version, or one whose last resume never got
// on screen) is set aside with the reason and the link opens a new game, so
// one bad autosave never locks a link; the room offers the set-aside file for
// download. Pure apart from the storage it is given; every failure that stops
// the room is a sentence for the lobby.
import type { GameLookup } from '../../core/save.ts';
import { newRecord, type GameRecord } from '../../core/log.ts';
import { setupFromRecord } from '../../core/replay.ts';
import { PHYSICS_VERSION } from '../../physics/version.ts';
import { markResuming, readAutosave, resumeNeverOpened, sameSetup, setAsideAutosave, type SetAside, type StorageLike } from './autosave.ts';
import { parseGameParams } from './game-params.ts';
// Loads IndexedDB's autosaves before any room chooses its start (a top-level await there).
import './autosave-store.ts';
import type { GameModule } from '../../core/contract.ts';

export type Start<S = unknown> = { record: GameRecord; state: S; resumed: boolean; setAside?: SetAside } | { error: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function chooseStart<S>(module: GameModule<S, any, any>, params: URLSearchParams, storage: StorageLike | null, games: GameLookup, randomSeed: () => number): Start<S> {
  const parsed = parseGameParams(params, module, randomSeed);
  if (!parsed.ok) return { error: parsed.message };
  const p = parsed.value;
  let saved = readAutosave(storage, module.id, games);
  let setAside: SetAside | undefined;
  const putAside = (reason: string) => {
    setAside = setAsideAutosave(storage, module.id, reason) ?? undefined;
    saved = null;
  };
  if (saved && !saved.ok) putAside(`the saved game of ${module.title} could not be resumed: ${saved.error.message}`);
  else if (saved?.ok && resumeNeverOpened(storage, module.id)) {
    putAside(`the saved game of ${module.title} did not open the last time it was resumed (the page failed or was closed while it loaded), so it is not resumed again`);
  }
  const resume = (record: GameRecord, state: S): Start<S> => {
    markResuming(storage, module.id, record.inputs.length);
    return { record, state, resumed: true };
  };
  if (p.resume && !setAside) {
    if (!saved) return { error: `There is no saved game of ${module.title} to resume.` };
    if (saved.ok) return resume(saved.record, saved.state as S);
  }
  if (p.seedGiven && saved?.ok && sameSetup(saved.record, p) && module.result(saved.state as S) === null) {
    return resume(saved.record, saved.state as S);
  }
  const record = newRecord(module.id, module.version, p.seed, p.seats, p.options, PHYSICS_VERSION);
  const setup = setupFromRecord(module, record);
  if (!setup.ok) return { error: `${module.title} could not be set up: ${setup.error.message}` };
  return setAside ? { record, state: setup.state as S, resumed: false, setAside } : { record, state: setup.state as S, resumed: false };
}
