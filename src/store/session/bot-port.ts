// How the session asks a bot for a decision or an aimed flick. The browser
// answers from a Web Worker (worker-bot.ts), tests inject a plain function.
// Seeds are derived from the game seed and the input index exactly as the
// headless driver (src/core/driver.ts) derives them, so a bot game watched in
// the browser and the same game in the sim tool make the same choices.
import type { BotLevel } from '../../core/log.ts';
import { mixSeed } from '../../core/rng.ts';
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

export const botSeed = (seed: number, index: number): number => mixSeed(seed, index, 0xb07);
export const throwSeed = (seed: number, index: number): number => mixSeed(seed, index, 0xd1ce);
export const flickSeed = (seed: number, index: number): number => mixSeed(seed, index, 0xf11c);
