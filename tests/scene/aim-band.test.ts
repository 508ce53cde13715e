// The aim is the band the die sweeps: as wide as the die, along the aim, as
// long as the die slides; and a figure beside the centre line but within the
// die's half width is in its path (the gallery's centre line hid exactly that).
import { describe, expect, it } from 'vitest';
import { DIE_BODY } from '../../src/physics/dice-tuning.ts';
import { aimBand, bandCoordinates, dieWidth, figuresInBand, MIN_BAND_LENGTH } from '../../src/scene/flick/aim-band.ts';
import { aimAt, slideEstimate } from '../../src/scene/flick/flick-input.ts';

const dist = (a: { x: number; z: number }, b: { x: number; z: number }) => Math.hypot(a.x - b.x, a.z - b.z);

describe('aim band', () => {
  it('is exactly as wide as the flicked die: a cube its edge, a disc its diameter', () => {
    expect(dieWidth('poker')).toBeCloseTo(2 * DIE_BODY.cube.half, 9);
    expect(dieWidth('d6')).toBeCloseTo(2 * DIE_BODY.cube.half, 9);
    expect(dieWidth('disc01')).toBeCloseTo(2 * DIE_BODY.disc.radius, 9);
    const band = aimBand({ x: 3, z: 4 }, { angle: 0.7, power: 0.6 }, 'poker');
    expect(band.width).toBeCloseTo(dieWidth('poker'), 9);
    // The two edges lie one die width apart all along.
    for (const k of [0, 1] as const) expect(dist(band.edges[0][k], band.edges[1][k])).toBeCloseTo(band.width, 9);
  });

  it('runs along the aim from the die’s front edge, as long as the die slides at that power', () => {
    const from = { x: -10, z: 5 };
    for (const angle of [0, 0.4, -1.2, Math.PI * 0.9]) {
      const band = aimBand(from, { angle, power: 0.8 }, 'poker');
      // Start and end both lie on the ray from the die along the aim.
      const toEnd = { x: band.end.x - from.x, z: band.end.z - from.z };
      expect(Math.atan2(toEnd.x, -toEnd.z)).toBeCloseTo(angle, 9);
      expect(dist(from, band.start)).toBeCloseTo(band.width / 2, 9);
      expect(band.length).toBeCloseTo(slideEstimate(0.8) - band.width / 2, 9);
      expect(dist(band.start, band.end)).toBeCloseTo(band.length, 9);
      // The edges run parallel to the aim.
      for (const [a, b] of band.edges) {
        const e = { x: b.x - a.x, z: b.z - a.z };
        expect(Math.atan2(e.x, -e.z)).toBeCloseTo(angle, 9);
      }
    }
  });

  it('a weak aim still shows a short band', () => {
    expect(aimBand({ x: 0, z: 0 }, { angle: 0, power: 0.01 }, 'd6').length).toBe(MIN_BAND_LENGTH);
  });

  it('the left edge lies left of the aim, the right edge right of it', () => {
    const band = aimBand({ x: 0, z: 0 }, { angle: 0, power: 0.5 }, 'poker');
    // Aim 0 points to -z: left is -x, right is +x.
    expect(band.edges[0][0].x).toBeLessThan(0);
    expect(band.edges[1][0].x).toBeGreaterThan(0);
    expect(bandCoordinates(band, { x: 1, z: -5 }).across).toBeGreaterThan(0);
  });

  it('a bystander right of the centre line but within the die’s half width is in the path', () => {
    const from = { x: 0, z: 20 };
    const target = { x: 0, z: -10 };
    const band = aimBand(from, { angle: aimAt(from, target), power: 0.7 }, 'd6');
    const figures = [
      { id: 'beside', x: band.width / 2 - 0.1, z: 0 },
      { id: 'clear', x: band.width / 2 + 1.5, z: 0 },
      { id: 'behind', x: 0, z: 30 },
    ];
    expect(figuresInBand(band, figures, 0.5)).toEqual(['beside']);
  });
});
