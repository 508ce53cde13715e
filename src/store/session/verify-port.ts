// Checks a save in the save checker's worker (save-verify.worker.ts) and
// reports progress; a worker that fails or cannot start never lets a save pass
// as checked: the save then loads only as unverified, and says why. A save
// that may load comes back parsed and replayed as well (preparsed-saves.ts).
import { VERDICT_SAID, verdictSaid, type VerifyReply, type VerifyRequest, type VerifyVerdict } from './save-verify.ts';
import { keepPreparsed } from './preparsed-saves.ts';
import { rulesUrl } from '../../games/registry.ts';

/** `gameId`: the room's game; the worker reads a save of it with the rules the page already loaded (rules-by-url.ts). */
export async function verifyInWorker(text: string, onProgress: (done: number, total: number) => void, gameId?: string): Promise<VerifyVerdict> {
  // Without the address the worker still checks the throws; the page then reads the save itself.
  const rules = gameId === undefined ? undefined : await rulesUrl(gameId).catch(() => undefined);
  return checkInWorker(text, onProgress, rules);
}

function checkInWorker(text: string, onProgress: (done: number, total: number) => void, rules: string | undefined): Promise<VerifyVerdict> {
  const unverified = (why: string): VerifyVerdict => ({ kind: 'unverified', checked: 0, message: `Unverified save: the checker failed (${why}).`, said: verdictSaid(VERDICT_SAID.checkerFailed, { reason: why }) });
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('../save-verify.worker.ts', import.meta.url), { type: 'module' });
    } catch (e) {
      resolve(unverified(e instanceof Error ? e.message : String(e)));
      return;
    }
    const done = (verdict: VerifyVerdict) => {
      worker.terminate();
      resolve(verdict);
    };
    worker.onmessage = (e: MessageEvent<VerifyReply>) => {
      if (e.data.type === 'progress') onProgress(e.data.done, e.data.total);
      else {
        // Read in the worker too: the session takes it from there instead of parsing the text again (preparsed-saves.ts).
        if (e.data.loaded && e.data.verdict.kind !== 'refused') keepPreparsed(text, e.data.loaded);
        done(e.data.verdict);
      }
    };
    worker.onerror = (e) => done(unverified(e.message || 'the worker stopped'));
    worker.postMessage({ type: 'verify', id: 1, text, rulesUrl: rules } satisfies VerifyRequest);
  });
}
