// Bad flicks and bad setups are refused at the door with a clear, coded error.
import { beforeAll, describe, expect, it } from 'vitest';
import { initPhysics } from '../../src/physics/rapier.ts';
import { FlickRun, simulateFlick, validateFlickSetup, validateFlickSpec, FLICK } from '../../src/physics/flick/index.ts';
import { PhysicsInputError, type FlickSetup } from '../../src/physics/types.ts';

beforeAll(() => initPhysics());

const good = { from: { x: 0, z: 20 }, angle: 0.1, power: 0.5 };

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(PhysicsInputError);
    expect((e as Error).message.length).toBeGreaterThan(10);
    return (e as PhysicsInputError).code;
  }
  throw new Error('expected a PhysicsInputError');
}

describe('validateFlickSpec', () => {
  it('returns a clean copy of a good flick', () => {
    expect(validateFlickSpec({ ...good, extra: 'ignored' })).toEqual(good);
  });

  it.each([
    ['NaN power', { ...good, power: NaN }, 'flick-bad-number'],
    ['infinite power', { ...good, power: Infinity }, 'flick-bad-number'],
    ['NaN angle', { ...good, angle: NaN }, 'flick-bad-number'],
    ['infinite angle', { ...good, angle: -Infinity }, 'flick-bad-number'],
    ['NaN start', { ...good, from: { x: NaN, z: 0 } }, 'flick-bad-number'],
    ['huge power', { ...good, power: 1e9 }, 'flick-power-range'],
    ['power just over full', { ...good, power: 1.01 }, 'flick-power-range'],
    ['negative power', { ...good, power: -0.5 }, 'flick-power-range'],
    ['angle of many turns', { ...good, angle: 100 }, 'flick-angle-range'],
    ['power as text', { ...good, power: '0.5' }, 'flick-bad-number'],
    ['missing power', { from: good.from, angle: 0 }, 'flick-bad-number'],
    ['missing angle', { from: good.from, power: 0.5 }, 'flick-bad-number'],
    ['missing start', { angle: 0, power: 0.5 }, 'flick-bad-from'],
    ['start without z', { ...good, from: { x: 0 } }, 'flick-bad-number'],
    ['start off the table', { ...good, from: { x: 200, z: 0 } }, 'flick-off-table'],
    ['start beyond the near rail', { ...good, from: { x: 0, z: 45 } }, 'flick-off-table'],
    ['null', null, 'flick-not-object'],
    ['a number', 42, 'flick-not-object'],
  ])('rejects %s', (_name, spec, code) => {
    expect(codeOf(() => validateFlickSpec(spec))).toBe(code);
  });

  it('treats a flick with almost no power as no flick at all', () => {
    expect(codeOf(() => validateFlickSpec({ ...good, power: 0 }))).toBe('flick-too-weak');
    expect(codeOf(() => validateFlickSpec({ ...good, power: FLICK.minPower / 2 }))).toBe('flick-too-weak');
    expect(validateFlickSpec({ ...good, power: FLICK.minPower }).power).toBe(FLICK.minPower);
  });

  it('the error message names the field and the bad value', () => {
    expect(() => validateFlickSpec({ ...good, power: NaN })).toThrow(/flick\.power.*NaN/);
    expect(() => validateFlickSpec({ ...good, power: 7 })).toThrow(/flick\.power.*between 0 and 1.*7/);
  });
});

describe('validateFlickSetup', () => {
  const indian = { id: 'i1', model: 'indian', x: 0, z: -10, role: 'target' };

  it('accepts a good setup', () => {
    expect(validateFlickSetup({ die: 'poker', figures: [indian] })).toEqual({ die: 'poker', figures: [indian] });
  });

  it.each([
    ['an unknown die', { die: 'd20', figures: [] }, 'flick-bad-setup'],
    ['figures not a list', { die: 'poker', figures: {} }, 'flick-bad-setup'],
    ['an unknown figure model', { die: 'poker', figures: [{ ...indian, model: 'horse' }] }, 'flick-bad-figure'],
    ['an unknown role', { die: 'poker', figures: [{ ...indian, role: 'judge' }] }, 'flick-bad-figure'],
    ['a figure at NaN', { die: 'poker', figures: [{ ...indian, x: NaN }] }, 'flick-bad-number'],
    ['a figure off the board', { die: 'poker', figures: [{ ...indian, z: 30 }] }, 'flick-figure-off-board'],
    ['two figures on one spot', { die: 'poker', figures: [indian, { ...indian, id: 'i2', x: 0.5 }] }, 'flick-figures-overlap'],
    ['a repeated id', { die: 'poker', figures: [indian, { ...indian, x: 10 }] }, 'flick-bad-setup'],
  ])('rejects %s', (_name, setup, code) => {
    expect(codeOf(() => validateFlickSetup(setup))).toBe(code);
  });
});

describe('running a bad flick', () => {
  const setup: FlickSetup = { die: 'poker', figures: [{ id: 'r', model: 'rider', x: 0, z: 0, role: 'target' }] };

  it('FlickRun and simulateFlick refuse NaN, infinite and huge impulses before building anything', () => {
    expect(codeOf(() => new FlickRun(setup, { ...good, power: NaN }))).toBe('flick-bad-number');
    expect(codeOf(() => simulateFlick(setup, { ...good, angle: Infinity }))).toBe('flick-bad-number');
    expect(codeOf(() => simulateFlick(setup, { ...good, power: 1e6 }))).toBe('flick-power-range');
  });

  it('refuses a die that would start inside a figure', () => {
    expect(codeOf(() => simulateFlick(setup, { from: { x: 0.5, z: 0 }, angle: 0, power: 0.5 }))).toBe('flick-start-blocked');
  });
});
