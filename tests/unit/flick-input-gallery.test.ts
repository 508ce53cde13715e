// The shooting gallery's data side: seeded line-ups that the physics accepts,
// the score of a flick, the outcome text, and the store's round rules
// (three flicks, fallen figures leave, bad flicks change nothing).
import { beforeAll, describe, expect, test } from 'vitest';
import type { FlickOutcome } from '../../src/core/contract.ts';
import { initPhysics } from '../../src/physics/rapier.ts';
import { checkStartClear, validateFlickSetup } from '../../src/physics/flick/validate.ts';
import { GALLERY, figureLabel, galleryLayout } from '../../src/rooms/shooting-gallery/layout.ts';
import { describeOutcome, scoreShot } from '../../src/rooms/shooting-gallery/score.ts';
import { createGalleryStore, roundOver, standingSetup } from '../../src/rooms/shooting-gallery/store.ts';

const outcome = (o: Partial<FlickOutcome>): FlickOutcome => ({
  kind: 'flick',
  touched: [],
  fallen: [],
  offBoard: [],
  bystandersHit: [],
  dieRest: { x: 1.25, z: -3.04 },
  dieOffTable: false,
  ...o,
});
const pose = { position: { x: 0, y: 0.8, z: 0 }, rotation: { x: 0, y: 0, z: 0, w: 1 } };

describe('line-ups', () => {
  test('every seeded line-up has 3–5 Indians and two bystanders the physics accepts, clear of the start', () => {
    const counts = new Set<number>();
    for (let seed = 0; seed < 300; seed++) {
      const layout = galleryLayout(seed);
      const targets = layout.figures.filter((f) => f.role === 'target');
      const bystanders = layout.figures.filter((f) => f.role === 'bystander');
      expect(targets.length).toBeGreaterThanOrEqual(GALLERY.targets.min);
      expect(targets.length).toBeLessThanOrEqual(GALLERY.targets.max);
      expect(targets.every((f) => f.model === 'indian')).toBe(true);
      expect(bystanders).toHaveLength(GALLERY.bystanders);
      expect(bystanders.every((f) => f.model === 'meeple' || f.model === 'rider')).toBe(true);
      expect(validateFlickSetup(layout)).toEqual({ figures: layout.figures, die: layout.die });
      expect(() => checkStartClear(layout, { from: layout.from, angle: 0, power: 0.5 })).not.toThrow();
      for (const f of layout.figures) expect(f.z).toBeLessThan(layout.from.z);
      counts.add(targets.length);
    }
    expect([...counts].sort()).toEqual([3, 4, 5]);
  });

  test('a seed gives the same line-up every time, and seeds differ', () => {
    expect(galleryLayout(42)).toEqual(galleryLayout(42));
    expect(galleryLayout(42)).not.toEqual(galleryLayout(43));
  });

  test('figure ids read as names', () => {
    expect(figureLabel('indian-3')).toBe('Indian 3');
    expect(figureLabel('meeple-1')).toBe('Meeple 1');
    expect(figureLabel('odd id')).toBe('odd id');
  });
});

describe('scoring a flick', () => {
  const figures = galleryLayout(5).figures;
  const [t1, t2] = figures.filter((f) => f.role === 'target');
  const [b1] = figures.filter((f) => f.role === 'bystander');
  if (!t1 || !t2 || !b1) throw new Error('line-up without two targets and a bystander');

  test('+1 for each Indian fallen or off the board, −2 for each bystander hit', () => {
    expect(scoreShot(figures, outcome({ fallen: [t1.id], offBoard: [t2.id] }))).toEqual({ points: 2, targetsDown: [t1.id, t2.id], bystandersHit: [] });
    expect(scoreShot(figures, outcome({ fallen: [t1.id, b1.id], bystandersHit: [b1.id] })).points).toBe(-1);
    expect(scoreShot(figures, outcome({ touched: [t1.id] })).points).toBe(0);
  });

  test('the outcome reads as five lines, in order', () => {
    const lines = describeOutcome(outcome({ touched: [t1.id, b1.id], fallen: [b1.id], bystandersHit: [b1.id] }));
    expect(lines.map((l) => l.label)).toEqual(['Touched', 'Fell', 'Off the board', 'Bystanders hit', 'Die stopped']);
    expect(lines[0]?.text).toBe(`${figureLabel(t1.id)}, ${figureLabel(b1.id)}`);
    expect(lines[2]?.text).toBe('none');
    expect(lines[4]?.text).toBe('at x 1.3, z -3.0 cm');
    expect(describeOutcome(outcome({ dieOffTable: true }))[4]?.text).toBe('off the table');
  });
});

describe('the gallery store', () => {
  beforeAll(() => initPhysics());

  test('a flick waits for the scene, then scores, and knocked-down figures leave the next setup', async () => {
    const g = createGalleryStore(11);
    const { round } = g.store.getState();
    const target = round.layout.figures.find((f) => f.role === 'target');
    if (!target) throw new Error('no target');
    const pending = g.actions.flick({ angle: 0.1, power: 0.6 }, 'drag');
    const flight = g.store.getState().flight;
    expect(flight?.spec).toEqual({ from: round.layout.from, angle: 0.1, power: 0.6 });
    // A second flick while the die moves is refused.
    await expect(g.actions.flick({ angle: 0, power: 0.5 }, 'keys')).rejects.toThrow(/still moving/);
    g.actions.settled(flight?.id ?? -1, outcome({ touched: [target.id], fallen: [target.id] }), pose, []);
    const shot = await pending;
    expect(shot).toMatchObject({ n: 1, points: 1, source: 'drag', targetsDown: [target.id] });
    const after = g.store.getState();
    expect(after.round.points).toBe(1);
    expect(after.flight).toBeNull();
    expect(after.settled).not.toBeNull();
    expect(standingSetup(after.round).figures.map((f) => f.id)).not.toContain(target.id);
    g.actions.tidy();
    expect(g.store.getState().settled).toBeNull();
  });

  test('bad flicks are refused with a clear error and change nothing', async () => {
    const g = createGalleryStore(3);
    const before = g.store.getState();
    await expect(g.actions.flick({ angle: Number.NaN, power: 0.5 }, 'automation')).rejects.toThrow(/finite number/);
    await expect(g.actions.flick({ angle: 0, power: 0.01 }, 'automation')).rejects.toThrow(/no flick/);
    await expect(g.actions.flick({ angle: 0, power: 2 }, 'automation')).rejects.toThrow(/between 0 and 1/);
    await expect(g.actions.flick({ angle: 0, power: 0.5, from: { x: 9, z: 9 } }, 'automation')).rejects.toThrow(/the die starts at/);
    await expect(g.actions.flick('hard', 'automation')).rejects.toThrow(/object/);
    expect(g.store.getState()).toBe(before);
    expect(() => g.actions.newRound(-1)).toThrow(/whole number/);
  });

  test('a round ends after three flicks; then only a new round takes flicks', async () => {
    const g = createGalleryStore(8);
    for (let i = 0; i < GALLERY.flicksPerRound; i++) {
      const p = g.actions.flick({ angle: 0, power: 0.4 }, 'keys');
      g.actions.settled(g.store.getState().flight?.id ?? -1, outcome({}), pose, []);
      await p;
    }
    expect(roundOver(g.store.getState().round)).toBe(true);
    expect(g.store.getState().best).toBe(0);
    await expect(g.actions.flick({ angle: 0, power: 0.4 }, 'keys')).rejects.toThrow(/round is over/);
    await expect(g.actions.botFlick('hard')).rejects.toThrow(/round is over/);
    g.actions.newRound(99);
    const fresh = g.store.getState().round;
    expect(fresh).toMatchObject({ number: 2, seed: 99, shots: [], down: [], points: 0 });
    expect(fresh.layout).toEqual(galleryLayout(99));
  });

  test('the bot aims in a headless copy and its flick goes through the same flight', async () => {
    const g = createGalleryStore(21);
    const pending = g.actions.botFlick('hard');
    expect(g.store.getState().bot).toEqual({ level: 'hard', aim: null, on: 'page' });
    // The flight appears once the bot has aimed and shown its line.
    for (let i = 0; i < 100 && !g.store.getState().flight; i++) await new Promise((r) => setTimeout(r, 50));
    const state = g.store.getState();
    expect(state.flight?.source).toBe('bot-hard');
    expect(state.bot?.aim).toEqual(state.flight?.spec);
    g.actions.settled(state.flight?.id ?? -1, outcome({}), pose, []);
    expect((await pending).source).toBe('bot-hard');
    expect(g.store.getState().bot).toBeNull();
  });
});
