// The door from core to physics, as an interface: the driver (and the sim
// tool) hand it a derived request (derive.ts) and get back the settled result
// with the choice that produced it (what the record keeps). The real port
// (src/tools/physics-port.ts) runs headless Rapier; tests may use the
// sampled port (src/core/sampled-port.ts). Core imports physics types only.

import type { FlickOutcome } from './contract.ts';
import type { FaceValue } from './dice-kinds.ts';
import type { BotLevel, FlickChoice, ThrowChoice } from './log.ts';
import type { FlickRequest, ThrowRequest } from './derive.ts';
import type { RethrowRecord } from '../physics/types.ts';

export interface PortThrow {
  /** How it was thrown (a bot: the seeded throw); null when the result did not come from physics (sampled port). */
  choice: ThrowChoice | null;
  faces: FaceValue[];
  rethrows: RethrowRecord[];
}

export interface PortFlick {
  /** The aim and power the bot chose; null when the outcome did not come from physics. */
  choice: FlickChoice | null;
  outcome: FlickOutcome;
}

export interface PhysicsPort {
  /** True when results come from real physics (the sim reports it). */
  readonly real: boolean;
  /** The physics version results come from (stamped on records); absent for sampled results. */
  readonly version?: number;
  /** A bot's throw: the seeded throw of the request's dice, area and seed. */
  throwDice(request: ThrowRequest): PortThrow;
  /** A bot at `level` aims (with the request's seed for its noise) and flicks from the request's spot. */
  flick(request: FlickRequest, level: BotLevel): PortFlick;
}
