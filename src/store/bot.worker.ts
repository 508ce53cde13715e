// The bot's thread. Decisions go to the engine's handleBotRequest (it never
// throws: a bad message becomes an error reply); flick aiming runs the flick
// bot, which tries throws in a headless Rapier world, so it lives here too and
// never stalls a frame of the table. Rapier is loaded only when a flick is
// first aimed: games without flicks (gambler) never download a second copy of
// the physics into this thread.
import { handleBotRequest } from '../core/bot/worker-protocol.ts';
import { loadGame, type AnyGame } from '../games/registry.ts';
import type { AimReply, AimMessage } from './session/worker-bot.ts';
import type * as AimModule from '../physics/flick/aim.ts';

let flickBot: Promise<typeof AimModule> | null = null;
const loadFlickBot = () =>
  (flickBot ??= Promise.all([import('../physics/rapier.ts'), import('../physics/flick/aim.ts')]).then(
    async ([rapier, aimModule]) => {
      await rapier.initPhysics();
      return aimModule;
    },
  ));

async function aim(msg: AimMessage): Promise<AimReply> {
  try {
    const { aimFlick } = await loadFlickBot();
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
  void rulesFor(msg).then((module) => self.postMessage(handleBotRequest(e.data, (id) => (id === module?.id ? module : undefined))));
};

/** The rules the request names, loaded from the registry (an unknown id gets the protocol's "unknown game" reply). */
async function rulesFor(msg: unknown): Promise<AnyGame | undefined> {
  const id = msg && typeof msg === 'object' ? (msg as { moduleId?: unknown }).moduleId : undefined;
  return typeof id === 'string' ? loadGame(id).catch(() => undefined) : undefined;
}
