// What a die hit, from where it is: felt in the tray, the wooden top, the rail, another die.
import { describe, expect, it } from 'vitest';
import { INNER_HALF_DEPTH, INNER_HALF_WIDTH, TABLE } from '../../src/physics/table.ts';
import { SURFACES, surfaceAt } from '../../src/ui/sound/surfaces.ts';
import { VOICES } from '../../src/ui/sound/voices.ts';

const tray = TABLE.areas.tray;

describe('impact surfaces', () => {
  it('a die landing in the tray hits felt', () => {
    expect(surfaceAt({ x: tray.x, y: 0.8, z: tray.z })).toBe('felt');
  });

  it('a die landing on the table outside the tray hits wood', () => {
    expect(surfaceAt({ x: TABLE.areas.cup.x, y: 0.8, z: TABLE.areas.cup.z })).toBe('wood');
    expect(surfaceAt({ x: 0, y: 0.8, z: -20 })).toBe('wood');
  });

  it('a die against any of the four rails hits the rail', () => {
    expect(surfaceAt({ x: INNER_HALF_WIDTH - 0.8, y: 0.8, z: 0 })).toBe('rail');
    expect(surfaceAt({ x: -(INNER_HALF_WIDTH - 0.8), y: 3, z: 0 })).toBe('rail');
    expect(surfaceAt({ x: 0, y: 0.8, z: INNER_HALF_DEPTH - 0.8 })).toBe('rail');
    expect(surfaceAt({ x: 10, y: 0.8, z: -(INNER_HALF_DEPTH - 1) })).toBe('rail');
  });

  it('a die knocked well above the top, away from the rail, hit another die', () => {
    expect(surfaceAt({ x: tray.x, y: 5, z: tray.z })).toBe('die');
  });

  it('every surface has its own voice: felt dullest and quietest, the rail brightest and longest', () => {
    const bands = SURFACES.map((s) => VOICES[s].band);
    expect(new Set(bands).size).toBe(SURFACES.length);
    expect(VOICES.felt.band).toBeLessThan(VOICES.wood.band);
    expect(VOICES.wood.band).toBeLessThan(VOICES.rail.band);
    expect(VOICES.felt.level).toBeLessThan(VOICES.wood.level);
    expect(VOICES.rail.decay).toBeGreaterThan(VOICES.wood.decay);
    expect(VOICES.felt.decay).toBeLessThan(VOICES.wood.decay);
  });
});
