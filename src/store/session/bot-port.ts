// How the session asks a bot for a decision or an aimed flick. The browser
// answers from a Web Worker (worker-bot.ts), tests inject a plain function.
// Seeds are derived from the game seed and the input index by the one
// derivation the headless driver and the save checker use (src/core/derive.ts),
// so a bot game watched in the browser and the same game in the sim tool make
// the same choices.
import type { BotLevel } from '../../core/log.ts';
import type { FlickSetup, FlickSpec } from '../../physics/types.ts';
import type { BotRequest } from '../../core/bot/worker-protocol.ts';

/** A decision request: the worker protocol's message without its envelope. */
export type ChooseRequest = Omit<BotRequest, 'type' | 'id'>;

export interface AimRequest {
  setup: FlickSetup;
  from: { x: number; z: number };
  level: BotLevel;
  seed: number;
}

export interface BotPort {
  /** Resolves with the chosen action; rejects with an Error the session shows. */
  choose(request: ChooseRequest): Promise<unknown>;
  /** Resolves with the flick a bot of `level` plays (aimed through headless physics). */
  aim(request: AimRequest): Promise<FlickSpec>;
  dispose(): void;
}

export { botSeed, throwSeed, flickSeed } from '../../core/derive.ts';
