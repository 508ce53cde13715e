// Headless flick scenarios: what a flicked die does to standing figures, read
// back as plain data, and the same every time.
import { beforeAll, describe, expect, it } from 'vitest';
import { initPhysics } from '../../src/physics/rapier.ts';
import { FlickRun, simulateFlick, FIGURE_MODELS } from '../../src/physics/flick/index.ts';
import type { FigureSpot } from '../../src/core/contract.ts';
import type { FlickSetup, FlickSpec } from '../../src/physics/types.ts';

beforeAll(() => initPhysics());

const from = { x: 0, z: 20 };
const figure = (id: string, model: FigureSpot['model'], x: number, z: number, role: FigureSpot['role'] = 'target'): FigureSpot => ({
  id,
  model,
  x,
  z,
  role,
});

describe('flicked die and figures', () => {
  it('figures have believable sizes: riders and Indians about 4.5 cm, meeples about 2 cm', () => {
    expect(FIGURE_MODELS.rider.height).toBeGreaterThan(4);
    expect(FIGURE_MODELS.rider.height).toBeLessThan(5.5);
    expect(FIGURE_MODELS.indian.height).toBeGreaterThan(4);
    expect(FIGURE_MODELS.meeple.height).toBeGreaterThan(1.5);
    expect(FIGURE_MODELS.meeple.height).toBeLessThan(2.5);
  });

  it('figures nobody hits stay standing where they are', () => {
    const setup: FlickSetup = { die: 'poker', figures: [figure('a', 'rider', -20, -20), figure('b', 'meeple', 20, -20)] };
    const run = new FlickRun(setup, { from, angle: 0, power: 0.5 });
    while (!run.done) run.step();
    const { outcome } = run.result();
    expect(outcome.touched).toEqual([]);
    expect(outcome.fallen).toEqual([]);
    expect(outcome.offBoard).toEqual([]);
    const poses = run.figurePoses();
    expect(poses[0]?.position.x).toBeCloseTo(-20, 1);
    expect(poses[1]?.position.z).toBeCloseTo(-20, 1);
    run.free();
  });

  it.each(['rider', 'indian', 'meeple'] as const)('a straight flick at a %s 30 cm ahead knocks it over', (model) => {
    const setup: FlickSetup = { die: 'poker', figures: [figure('t', model, 0, -10)] };
    const { outcome } = simulateFlick(setup, { from, angle: 0, power: 0.75 });
    expect(outcome.touched).toEqual(['t']);
    expect(outcome.fallen).toEqual(['t']);
    expect(outcome.bystandersHit).toEqual([]);
    expect(outcome.dieOffTable).toBe(false);
  });

  it('a flick aimed away from the figures touches nothing and stops to the side', () => {
    const setup: FlickSetup = { die: 'poker', figures: [figure('t', 'indian', 0, -10), figure('u', 'indian', -10, -15)] };
    const { outcome } = simulateFlick(setup, { from, angle: Math.PI / 2, power: 0.6 });
    expect(outcome.touched).toEqual([]);
    expect(outcome.fallen).toEqual([]);
    expect(outcome.dieRest.x).toBeGreaterThan(15);
    expect(Math.abs(outcome.dieRest.z - from.z)).toBeLessThan(5);
  });

  it('a bystander knocked over is reported as a bystander, the untouched target is not', () => {
    const setup: FlickSetup = {
      die: 'poker',
      figures: [figure('target', 'indian', 20, -20), figure('passer-by', 'rider', 0, -5, 'bystander')],
    };
    const { outcome } = simulateFlick(setup, { from, angle: 0, power: 0.75 });
    expect(outcome.touched).toEqual(['passer-by']);
    expect(outcome.fallen).toEqual(['passer-by']);
    expect(outcome.bystandersHit).toEqual(['passer-by']);
  });

  it('a figure pushed over the board edge is reported off the board', () => {
    // Board spans z −38..14; the meeple stands at its far edge.
    const setup: FlickSetup = { die: 'poker', figures: [figure('m', 'meeple', 0, -37)] };
    const { outcome } = simulateFlick(setup, { from: { x: 0, z: -10 }, angle: 0, power: 0.8 });
    expect(outcome.touched).toEqual(['m']);
    expect(outcome.offBoard).toEqual(['m']);
  });

  it('a full-power flick carries the die across the board to the far rail and it stays on the table', () => {
    const { outcome } = simulateFlick({ die: 'poker', figures: [] }, { from: { x: 0, z: 35 }, angle: 0, power: 1 });
    expect(35 - outcome.dieRest.z).toBeGreaterThan(60);
    expect(outcome.dieOffTable).toBe(false);
  });

  it('disc dice can be flicked too', () => {
    const setup: FlickSetup = { die: 'disc01', figures: [figure('t', 'rider', 0, 0)] };
    const { outcome } = simulateFlick(setup, { from, angle: 0, power: 0.6 });
    expect(outcome.touched).toEqual(['t']);
  });
});

describe('determinism', () => {
  const setup: FlickSetup = {
    die: 'poker',
    figures: [figure('a', 'indian', 2, -12), figure('b', 'indian', -6, -18), figure('c', 'rider', 8, -25, 'bystander')],
  };
  const flick: FlickSpec = { from, angle: 0.04, power: 0.85 };

  it('the same flick twice gives the same result', () => {
    expect(simulateFlick(setup, flick)).toEqual(simulateFlick(setup, flick));
  });

  it('stepping FlickRun frame by frame gives exactly what simulateFlick gives', () => {
    const run = new FlickRun(setup, flick);
    let impacts: number[] = [];
    while (!run.done) {
      run.step();
      expect(Number.isFinite(run.diePose().position.x)).toBe(true);
      expect(run.figurePoses()).toHaveLength(3);
      impacts = impacts.concat(run.takeImpacts());
    }
    const stepped = run.result();
    const states = run.figureStates();
    run.free();
    // The live per-figure status agrees with the outcome.
    expect(states.map((f) => f.id)).toEqual(['a', 'b', 'c']);
    for (const f of states) {
      expect(f.touched).toBe(stepped.outcome.touched.includes(f.id));
      expect(f.state === 'fallen').toBe(stepped.outcome.fallen.includes(f.id) && !stepped.outcome.offBoard.includes(f.id));
      expect(f.state === 'off-board').toBe(stepped.outcome.offBoard.includes(f.id));
    }
    expect(stepped).toEqual(simulateFlick(setup, flick));
    expect(stepped.outcome.touched.length).toBeGreaterThan(0);
    // The die hit something hard enough to be heard.
    expect(impacts.length).toBeGreaterThan(0);
    expect(impacts.every((n) => n > 0)).toBe(true);
  });

  it('result() refuses to answer before the flick has come to rest', () => {
    const run = new FlickRun(setup, flick);
    run.step();
    expect(() => run.result()).toThrow(/before the flick came to rest/);
    run.free();
  });
});
