// The bot's thread. Decisions go to the engine's handleBotRequest (it never
// throws: a bad message becomes an error reply); flick aiming runs the flick
// bot, which tries throws in a headless Rapier world, so it lives here too and
// never stalls a frame of the table. Rapier is loaded only when a flick is
// first aimed: games without flicks (gambler) never download a second copy of
// the physics into this thread.
//
// The rules are not bundled here: each request carries the address of the
// chunk the page itself loaded them from, and this thread imports that address
// (an HTTP cache hit), so page and worker download the rules once between
// them. That is why nothing here imports the games registry (it would make
// vite bundle every game's rules into this worker's build); bot-rules.ts holds
// the lookup and the checks on the address.
import { botRulesAnswerer } from './bot-rules.ts';
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

/** Decisions: the rules come from the address in the request (same origin only), imported once per address. */
const answer = botRulesAnswerer((url) => import(/* @vite-ignore */ url), self.location.href);

self.onmessage = (e: MessageEvent<unknown>) => {
  const msg = e.data as { type?: unknown };
  if (msg && typeof msg === 'object' && msg.type === 'aim') {
    void aim(msg as AimMessage).then((reply) => self.postMessage(reply));
    return;
  }
  void answer(e.data).then((reply) => self.postMessage(reply));
};
