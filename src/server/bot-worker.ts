// A bot thread of the game server: the same search (src/core/bot) and the
// same flick aim (src/physics) the page's bot worker and the sim use, off the
// thread that carries the tables' messages. One message in, one answer out;
// nothing thrown escapes as a dead thread.

import { parentPort } from 'node:worker_threads';
import { handleBotRequest } from '../core/bot/worker-protocol.ts';
import { errorText } from '../core/replay.ts';
import { gameLookup } from '../games/registry.ts';
import { aimFlick } from '../physics/flick/index.ts';
import { initPhysics } from '../physics/rapier.ts';
import type { BotJob, BotReply } from './bot-pool.ts';

const lookup = gameLookup();
let physics: Promise<void> | null = null;

async function answer(job: BotJob): Promise<BotReply> {
  try {
    const task = job.task;
    if (task.kind === 'decide') {
      const game = await lookup;
      const res = handleBotRequest(
        { type: 'choose', id: job.id, moduleId: job.game, state: task.state, seat: task.seat, level: task.level, seed: task.seed, players: task.players },
        game,
      );
      return res.type === 'chosen' ? { id: job.id, answer: { kind: 'decide', action: res.action } } : { id: job.id, error: res.message };
    }
    physics ??= initPhysics();
    await physics;
    const aimed = aimFlick({ ...task.request.setup, from: task.request.from }, task.level, task.request.seed);
    return { id: job.id, answer: { kind: 'aim', angle: aimed.angle, power: aimed.power } };
  } catch (e) {
    return { id: job.id, error: errorText(e) };
  }
}

parentPort!.on('message', (job: BotJob) => {
  void answer(job).then((reply) => parentPort!.postMessage(reply));
});
