// The save checker's thread: reads a save with its game's rules (parseSave:
// JSON, field checks, checksum and the replay of every input), re-derives
// its throws and flicks from the game and re-simulates them with real Rapier
// (seconds for a long game), posting progress, so the table keeps drawing
// while a save is checked. A save that may load is handed to the page as
// record and state, so the page never parses or replays a long save itself
// (a 4 MB save took over a second of main thread). One request per worker.
import { rapierRunner } from '../tools/physics-port.ts';
import { initPhysics } from '../physics/rapier.ts';
import type { AnyGameModule } from '../core/contract.ts';
import { findGameModule, sameOriginUrl } from './rules-by-url.ts';
import { VERDICT_SAID, checkSave, verdictSaid, type VerifyReply, type VerifyRequest } from './session/save-verify.ts';

/**
 * The rules of the game the save names, from the address the page sent (its own chunk of the room's game:
 * an HTTP cache hit, and no copy of every game's rules in this worker; see rules-by-url.ts). None when the
 * save is of another game or the address is not this app's: the page then reads the save in its own words.
 */
async function rulesFor(text: string, rulesUrl: unknown): Promise<AnyGameModule[] | undefined> {
  const id = (JSON.parse(text) as { moduleId?: unknown } | null)?.moduleId;
  const url = sameOriginUrl(rulesUrl, self.location.href);
  if (typeof id !== 'string' || !url) return undefined;
  const found = findGameModule(await import(/* @vite-ignore */ url), id);
  return found ? [found] : undefined;
}

self.onmessage = async (e: MessageEvent<VerifyRequest>) => {
  const { id, text, rulesUrl } = e.data;
  const post = (reply: VerifyReply) => self.postMessage(reply);
  try {
    await initPhysics();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    post({ type: 'verdict', id, verdict: { kind: 'unverified', checked: 0, message: `Unverified save: the physics to check it did not load (${reason}).`, said: verdictSaid(VERDICT_SAID.noPhysics, { reason }) } });
    return;
  }
  // The rules first: every throw and flick is re-derived from the game they play.
  const rules = await rulesFor(text, rulesUrl).catch(() => undefined);
  let last = 0;
  const { verdict, parsed } = checkSave(text, rapierRunner, (done, total) => {
    // A few dozen messages at most: progress, not a flood.
    if (done === total || done - last >= Math.max(1, Math.floor(total / 50))) {
      last = done;
      post({ type: 'progress', id, done, total });
    }
  }, rules);
  try {
    if (verdict.kind !== 'refused' && parsed) post({ type: 'verdict', id, verdict, loaded: { record: parsed.record, state: parsed.state } });
    else post({ type: 'verdict', id, verdict });
  } catch {
    // The state does not clone: the page reads the save itself.
    post({ type: 'verdict', id, verdict });
  }
};
