import { describe, expect, test } from 'vitest';
import {
  FLICK_INPUT,
  aimAt,
  aimFromDrag,
  chargePower,
  directionOf,
  flickFromDrag,
  keyboardFlick,
  pullFraction,
  slideEstimate,
  stepPowerPreset,
  turnAim,
  wrapAngle,
} from '../../src/scene/flick/flick-input.ts';
import { validateFlickSpec } from '../../src/physics/flick/validate.ts';
import { flickDirection } from '../../src/physics/flick/die.ts';

const die = { x: 4, z: 20 };

describe('drag back to flick (slingshot)', () => {
  test('pulling straight back towards the player flicks straight away from the player', () => {
    const spec = flickFromDrag(die, { x: 4, z: 31 });
    expect(spec).not.toBeNull();
    expect(spec?.angle).toBeCloseTo(0, 9);
    expect(spec?.from).toEqual(die);
    expect(spec?.power).toBeCloseTo(11 / FLICK_INPUT.fullPullCm, 9);
  });

  test('the flick goes opposite the drag in every direction', () => {
    for (let k = 0; k < 16; k++) {
      const a = (k / 16) * 2 * Math.PI;
      const pointer = { x: die.x + Math.cos(a) * 10, z: die.z + Math.sin(a) * 10 };
      const spec = flickFromDrag(die, pointer);
      if (!spec) throw new Error('a 10 cm pull must flick');
      // The physics' own direction of the angle points from the pointer through the die.
      const d = flickDirection(spec.angle);
      expect(d.x).toBeCloseTo(-Math.cos(a), 9);
      expect(d.z).toBeCloseTo(-Math.sin(a), 9);
    }
  });

  test('pulling back and to the left sends the die forward and to the right', () => {
    const spec = flickFromDrag(die, { x: die.x - 5, z: die.z + 5 });
    expect(spec?.angle).toBeCloseTo(Math.PI / 4, 9);
  });

  test('power grows with the pull and is capped at 1', () => {
    const powers = [0.2, 0.45, 0.7, 0.95].map((f) => flickFromDrag(die, { x: die.x, z: die.z + f * FLICK_INPUT.fullPullCm })?.power ?? -1);
    for (let i = 1; i < powers.length; i++) expect(powers[i]).toBeGreaterThan(powers[i - 1] as number);
    expect(flickFromDrag(die, { x: die.x, z: die.z + FLICK_INPUT.fullPullCm * 3 })?.power).toBe(1);
    expect(flickFromDrag(die, { x: die.x + 400, z: die.z + 400 })?.power).toBe(1);
  });

  test('a release with almost no drag is no flick', () => {
    expect(flickFromDrag(die, die)).toBeNull();
    expect(flickFromDrag(die, { x: die.x + 0.5, z: die.z + 0.9 })).toBeNull();
    expect(aimFromDrag(die, { x: die.x, z: die.z + FLICK_INPUT.minPullCm * 0.99 })).toBeNull();
    expect(aimFromDrag(die, { x: die.x, z: die.z + FLICK_INPUT.minPullCm * 1.01 })).not.toBeNull();
  });

  test('a NaN or infinite pointer is no flick', () => {
    expect(flickFromDrag(die, { x: Number.NaN, z: 30 })).toBeNull();
    expect(flickFromDrag(die, { x: 0, z: Number.POSITIVE_INFINITY })).toBeNull();
    expect(flickFromDrag({ x: Number.NaN, z: 0 }, { x: 0, z: 30 })).toBeNull();
    expect(pullFraction(die, { x: Number.NaN, z: 0 })).toBe(0);
  });

  test('every flick a drag makes passes the physics validation', () => {
    for (let i = 0; i < 200; i++) {
      const pointer = { x: die.x + Math.sin(i * 1.7) * (i % 40), z: die.z + Math.cos(i * 0.9) * (i % 33) };
      const spec = flickFromDrag(die, pointer);
      if (spec) expect(validateFlickSpec(spec)).toEqual(spec);
    }
  });

  test('the meter shows the pull even below the minimum, capped at full', () => {
    expect(pullFraction(die, die)).toBe(0);
    expect(pullFraction(die, { x: die.x, z: die.z + 1 })).toBeCloseTo(1 / FLICK_INPUT.fullPullCm, 9);
    expect(pullFraction(die, { x: die.x, z: die.z + 100 })).toBe(1);
  });
});

describe('keyboard aim', () => {
  test('← turns left (negative), → turns right, Shift turns finely', () => {
    expect(turnAim(0, 1)).toBeCloseTo(FLICK_INPUT.turnStep, 12);
    expect(turnAim(0, -1)).toBeCloseTo(-FLICK_INPUT.turnStep, 12);
    expect(turnAim(0.5, 1, true)).toBeCloseTo(0.5 + FLICK_INPUT.turnStep / 5, 12);
    // Right means +x on the table.
    expect(directionOf(turnAim(0, 1)).x).toBeGreaterThan(0);
  });

  test('turning keeps the angle within ±π, so it always validates', () => {
    let a = 0;
    for (let i = 0; i < 500; i++) a = turnAim(a, 1);
    expect(Math.abs(a)).toBeLessThanOrEqual(Math.PI);
    expect(wrapAngle(3 * Math.PI)).toBeCloseTo(Math.PI, 12);
    expect(wrapAngle(-3 * Math.PI / 2)).toBeCloseTo(Math.PI / 2, 12);
    expect(wrapAngle(Number.NaN)).toBe(0);
  });

  test('holding Space fills the meter linearly over chargeSeconds, then stays full', () => {
    expect(chargePower(0)).toBe(0);
    expect(chargePower(-1)).toBe(0);
    expect(chargePower(Number.NaN)).toBe(0);
    expect(chargePower(FLICK_INPUT.chargeSeconds / 2)).toBeCloseTo(0.5, 12);
    expect(chargePower(FLICK_INPUT.chargeSeconds)).toBe(1);
    expect(chargePower(FLICK_INPUT.chargeSeconds * 5)).toBe(1);
  });

  test('releasing Space flicks at the charged power; a tap is no flick', () => {
    const spec = keyboardFlick(die, 0.3, 0.6);
    expect(spec).toEqual({ from: die, angle: 0.3, power: 0.6 / FLICK_INPUT.chargeSeconds });
    expect(keyboardFlick(die, 0.3, 0.01)).toBeNull();
    expect(keyboardFlick(die, Number.NaN, 1)).toBeNull();
  });

  test('↑/↓ step through the power presets and stop at the ends', () => {
    const [lowest] = FLICK_INPUT.powerPresets;
    const highest = FLICK_INPUT.powerPresets[FLICK_INPUT.powerPresets.length - 1];
    expect(stepPowerPreset(0.4, 1)).toBe(0.55);
    expect(stepPowerPreset(0.4, -1)).toBe(0.25);
    expect(stepPowerPreset(0.5, 1)).toBe(0.55);
    expect(stepPowerPreset(highest as number, 1)).toBe(highest);
    expect(stepPowerPreset(lowest as number, -1)).toBe(lowest);
  });

  test('aimAt points the flick at the point', () => {
    const target = { x: 20, z: -10 };
    const d = directionOf(aimAt(die, target));
    const len = Math.hypot(target.x - die.x, target.z - die.z);
    expect(d.x).toBeCloseTo((target.x - die.x) / len, 12);
    expect(d.z).toBeCloseTo((target.z - die.z) / len, 12);
  });
});

test('the aim line is as long as the range model: longer with power, zero for nothing', () => {
  expect(slideEstimate(0)).toBe(0);
  expect(slideEstimate(Number.NaN)).toBe(0);
  expect(slideEstimate(0.5)).toBeLessThan(slideEstimate(1));
  expect(slideEstimate(2)).toBe(slideEstimate(1));
});
