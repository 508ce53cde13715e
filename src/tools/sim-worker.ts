// A worker thread of the sim (--jobs > 1): plays the games it is given and
// posts one GameReport per game. It builds its own physics port.

import { parentPort, workerData } from 'node:worker_threads';
import { sampledPhysicsPort } from '../core/sampled-port.ts';
import { loadGame } from '../games/registry.ts';
import { initPhysics } from '../physics/rapier.ts';
import { rapierPort } from './physics-port.ts';
import type { SimArgs } from './sim-args.ts';
import { playSimGame } from './sim-game.ts';

export interface SimWorkerData {
  args: SimArgs;
  indices: number[];
}

async function run(): Promise<void> {
  const { args, indices } = workerData as SimWorkerData;
  const module = await loadGame(args.game);
  let port = sampledPhysicsPort();
  if (args.physics === 'real') {
    await initPhysics();
    port = rapierPort();
  }
  for (const g of indices) parentPort!.postMessage(playSimGame(module, args, g, port));
}

run().catch((e: unknown) => {
  throw e instanceof Error ? e : new Error(String(e));
});
