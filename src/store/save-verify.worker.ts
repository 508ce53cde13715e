// The save checker's thread: parses a save and re-simulates its throws and
// flicks with real Rapier (seconds for a long game), posting progress, so the
// table keeps drawing while a save is checked. One request per worker.
import { rapierRunner } from '../tools/physics-port.ts';
import { initPhysics } from '../physics/rapier.ts';
import { verifySave, type VerifyReply, type VerifyRequest } from './session/save-verify.ts';

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
  post({ type: 'verdict', id, verdict });
};
