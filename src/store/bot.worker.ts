// The bot's thread. Decisions go to the engine's handleBotRequest (it never
// throws: a bad message becomes an error reply); flick aiming runs the flick
// bot, which tries throws in a headless Rapier world, so it lives here too and
// never stalls a frame of the table.
import { handleBotRequest } from '../core/bot/worker-protocol.ts';
import { getGame } from '../games/registry.ts';
import { initPhysics } from '../physics/rapier.ts';
import { aimFlick } from '../physics/flick/aim.ts';
import type { AimReply, AimMessage } from './session/worker-bot.ts';

const physicsReady = initPhysics();

async function aim(msg: AimMessage): Promise<AimReply> {
  try {
    await physicsReady;
    const spec = aimFlick({ ...msg.setup, from: msg.from }, msg.level, msg.seed);
    return { type: 'aimed', id: msg.id, spec };
  } catch (e) {
    return { type: 'error', id: msg.id, message: e instanceof Error ? e.message : String(e) };
  }
}

self.onmessage = (e: MessageEvent<unknown>) => {
  const msg = e.data as { type?: unknown };
  if (msg && typeof msg === 'object' && msg.type === 'aim') {
    void aim(msg as AimMessage).then((reply) => self.postMessage(reply));
    return;
  }
  self.postMessage(handleBotRequest(e.data, getGame));
};
