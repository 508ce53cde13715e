// Seeded flick scenes shared by the bot's tests and the bench, so the hit
// rates the bench reports are measured on exactly the scenes the tests assert.
import type { FigureSpot } from '../types.ts';
import { mulberry32 } from '../random.ts';
import type { AimSetup } from './aim.ts';

/** Where the die starts in these scenes (table cm). */
export const OPEN_TARGET_START = { x: 0, z: 20 } as const;
const MODELS = ['rider', 'indian', 'meeple'] as const;

/** A single open target 30–50 cm from the start, up to ±23° off straight ahead. */
export function openTargetScene(seed: number): AimSetup {
  const from = { ...OPEN_TARGET_START };
  const random = mulberry32(seed * 7919 + 1);
  const distance = 30 + 20 * random();
  const bearing = (random() - 0.5) * 0.8;
  const target: FigureSpot = {
    id: 'target',
    model: MODELS[seed % 3] ?? 'indian',
    x: distance * Math.sin(bearing),
    z: from.z - distance * Math.cos(bearing),
    role: 'target',
  };
  return { die: 'poker', figures: [target], from };
}
