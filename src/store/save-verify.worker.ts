// The save checker's thread: parses a save and re-simulates its throws and
// flicks with real Rapier (seconds for a long game), posting progress, so the
// table keeps drawing while a save is checked. A save that may load is then
// also read here in full (parseSave: JSON, field checks, checksum and the
// replay of every input through its rules) and handed to the page as record
// and state, so the page never parses or replays a long save itself (a 4 MB
// save took over a second of main thread). One request per worker.
import { rapierRunner } from '../tools/physics-port.ts';
import { initPhysics } from '../physics/rapier.ts';
import { parseSave } from '../core/save.ts';
import type { AnyGame } from '../games/registry.ts';
import { verifySave, type VerifyReply, type VerifyRequest } from './session/save-verify.ts';

/**
 * Every game's rules by folder, loaded on demand. Not through the games registry: it also
 * loads the rooms, whose store starts this very worker (a worker import cycle vite refuses).
 */
const RULES = import.meta.glob<Record<string, unknown>>('../games/*/index.ts');

/** The rules the save names, when we have them (parseSave words an unknown game itself). */
async function rulesFor(text: string): Promise<AnyGame[]> {
  const id = (JSON.parse(text) as { moduleId?: unknown } | null)?.moduleId;
  const load = typeof id === 'string' && /^[a-z0-9-]{1,40}$/.test(id) ? RULES[`../games/${id}/index.ts`] : undefined;
  if (!load) return [];
  // A game's index exports its module under its own name: the one with this id.
  const found = Object.values(await load()).find((v) => typeof v === 'object' && v !== null && (v as AnyGame).id === id && typeof (v as AnyGame).apply === 'function');
  return found ? [found as AnyGame] : [];
}

self.onmessage = async (e: MessageEvent<VerifyRequest>) => {
  const { id, text } = e.data;
  const post = (reply: VerifyReply) => self.postMessage(reply);
  try {
    await initPhysics();
  } catch (error) {
    post({ type: 'verdict', id, verdict: { kind: 'unverified', checked: 0, message: `Unverified save: the physics to check it did not load (${error instanceof Error ? error.message : String(error)}).` } });
    return;
  }
  let last = 0;
  const verdict = verifySave(text, rapierRunner, (done, total) => {
    // A few dozen messages at most: progress, not a flood.
    if (done === total || done - last >= Math.max(1, Math.floor(total / 50))) {
      last = done;
      post({ type: 'progress', id, done, total });
    }
  });
  if (verdict.kind === 'refused') {
    post({ type: 'verdict', id, verdict });
    return;
  }
  try {
    const parsed = parseSave(text, await rulesFor(text));
    if (!parsed.ok) post({ type: 'verdict', id, verdict: { kind: 'refused', message: parsed.error.message } });
    else post({ type: 'verdict', id, verdict, loaded: { record: parsed.record, state: parsed.state } });
  } catch {
    // The rules did not load here (or the state does not clone): the page reads the save itself, as before.
    post({ type: 'verdict', id, verdict });
  }
};
