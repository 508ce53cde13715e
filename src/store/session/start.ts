// Which game a room opens: the autosave (when the link asks to resume, or
// names exactly the set-up of an unfinished autosaved game, so a reload
// resumes) or a new game from the link. Pure apart from reading the storage
// it is given; every failure is a sentence for the lobby.
import type { GameLookup } from '../../core/save.ts';
import { newRecord, type GameRecord } from '../../core/log.ts';
import { setupFromRecord } from '../../core/replay.ts';
import { PHYSICS_VERSION } from '../../physics/version.ts';
import { readAutosave, sameSetup, type StorageLike } from './autosave.ts';
import { parseGameParams } from './game-params.ts';
import type { GameModule } from '../../core/contract.ts';

export type Start<S = unknown> = { record: GameRecord; state: S; resumed: boolean } | { error: string };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function chooseStart<S>(module: GameModule<S, any, any>, params: URLSearchParams, storage: StorageLike | null, games: GameLookup, randomSeed: () => number): Start<S> {
  const parsed = parseGameParams(params, module, randomSeed);
  if (!parsed.ok) return { error: parsed.message };
  const p = parsed.value;
  const saved = readAutosave(storage, module.id, games);
  if (p.resume) {
    if (!saved) return { error: `There is no saved game of ${module.title} to resume.` };
    if (!saved.ok) return { error: `The saved game of ${module.title} cannot be resumed: ${saved.error.message}` };
    return { record: saved.record, state: saved.state as S, resumed: true };
  }
  if (p.seedGiven && saved?.ok && sameSetup(saved.record, p) && module.result(saved.state as S) === null) {
    return { record: saved.record, state: saved.state as S, resumed: true };
  }
  const record = newRecord(module.id, module.version, p.seed, p.seats, p.options, PHYSICS_VERSION);
  const setup = setupFromRecord(module, record);
  if (!setup.ok) return { error: `${module.title} could not be set up: ${setup.error.message}` };
  return { record, state: setup.state as S, resumed: false };
}
