// How each surface a die hits (./surfaces.ts) sounds, for the sound engine
// (./sound-engine.ts), which is loaded on the first gesture with it.
import type { Surface } from './surfaces.ts';

/**
 * How each surface sounds: a noise burst through a band-pass (`band` Hz, `q`)
 * lasting `decay` s, plus a low `thump` (Hz, 0 for none) for the body of the
 * knock, at `level` relative loudness. Felt is dull and short, the top a
 * hollow wooden knock, the rail a brighter, ringing clack, die on die a
 * high, hard click.
 */
export interface Voice {
  band: number;
  q: number;
  decay: number;
  thump: number;
  level: number;
}

export const VOICES: Record<Surface, Voice> = {
  felt: { band: 520, q: 0.8, decay: 0.035, thump: 110, level: 0.45 },
  wood: { band: 1500, q: 1.6, decay: 0.06, thump: 190, level: 0.8 },
  rail: { band: 2600, q: 3.2, decay: 0.11, thump: 320, level: 1 },
  die: { band: 4200, q: 4, decay: 0.03, thump: 0, level: 0.6 },
};
