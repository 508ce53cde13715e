// The door from core to physics, as an interface: the driver (and the sim
// tool) ask it to perform a throw or a bot's flick and get back the settled
// result with the initial conditions that produced it. The real port
// (src/tools/physics-port.ts) runs headless Rapier; tests may use the
// sampled port (src/core/sampled-port.ts). Core imports physics types only.

import type { FlickOutcome, ThrowArea } from './contract.ts';
import type { DieKind, FaceValue } from './dice-kinds.ts';
import type { BotLevel } from './log.ts';
import type { FlickSetup, FlickSpec, RethrowRecord, ThrowSpec } from '../physics/types.ts';

export interface PortThrow {
  /** Initial conditions; null when the result did not come from physics (sampled port). */
  spec: ThrowSpec | null;
  faces: FaceValue[];
  rethrows: RethrowRecord[];
}

export interface PortFlick {
  /** The impulse the bot chose; null when the outcome did not come from physics. */
  spec: FlickSpec | null;
  outcome: FlickOutcome;
}

export interface PhysicsPort {
  /** True when results come from real physics (the sim reports it). */
  readonly real: boolean;
  /** The physics version results come from (stamped on records); absent for sampled results. */
  readonly version?: number;
  throwDice(kinds: DieKind[], seed: number, area: ThrowArea): PortThrow;
  /** A bot at `level` aims and flicks (aiming tries throws in a headless world). */
  flick(setup: FlickSetup, level: BotLevel, seed: number, from: { x: number; z: number }): PortFlick;
}
