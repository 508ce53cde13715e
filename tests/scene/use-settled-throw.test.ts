// The kit's following of a settled throw (scene/kit/use-settled-throw.ts) and
// the tray's row (settled-row.ts trayRowSlot), which Tableau Gulch's and Gold
// in the Rivers' boards use: a new key takes the dice over while the layer
// still shows them, the same key keeps them, no key shows the layer only when
// dice wait to be thrown; the row is centred on the tray.
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { THROW_LAYER } from '../../src/scene/kit/session-layers.ts';
import { ThrowsTaken, followThrow, type ThrowSteps } from '../../src/scene/kit/use-settled-throw.ts';
import { trayRowSlot } from '../../src/scene/kit/settled-row.ts';
import { TABLE } from '../../src/physics/table.ts';

function table() {
  const scene = new THREE.Scene();
  const layer = new THREE.Group();
  layer.name = THROW_LAYER;
  scene.add(layer);
  const calls: string[] = [];
  const steps = (waiting: boolean): ThrowSteps => ({
    waiting,
    taken: (s) => calls.push(`taken:${s === scene}:${layer.visible}`),
    same: () => calls.push('same'),
    none: () => calls.push('none'),
    after: () => calls.push(`after:${layer.visible}`),
  });
  return { scene, layer, calls, steps };
}

describe('kit: following a settled throw', () => {
  it('a new key is taken over while the layer shows it, then the layer hides; the same key keeps it hidden', () => {
    const { scene, layer, calls, steps } = table();
    followThrow(scene, null, 'a', steps(true));
    followThrow(scene, 'a', 'a', steps(true));
    followThrow(scene, 'a', 'b', steps(true));
    expect(calls).toEqual(['taken:true:true', 'after:false', 'same', 'after:false', 'taken:true:false', 'after:false']);
    expect(layer.visible).toBe(false);
  });

  it('with no throw the layer shows only dice waiting to be thrown (none after the last turn)', () => {
    const { scene, layer, calls, steps } = table();
    followThrow(scene, 'a', null, steps(true));
    expect(layer.visible).toBe(true);
    followThrow(scene, null, null, steps(false));
    expect(layer.visible).toBe(false);
    expect(calls).toEqual(['none', 'after:true', 'none', 'after:false']);
  });

  it('a row across the tray is centred on it, `pitch` apart and `back` behind its centre', () => {
    const row = [0, 1, 2].map((i) => trayRowSlot(i, 3, 4, 2));
    expect(row.map((p) => p.x - TABLE.areas.tray.x)).toEqual([-4, 0, 4]);
    expect(row.every((p) => p.z === TABLE.areas.tray.z - 2)).toBe(true);
    expect(trayRowSlot(0, 1, 6.5, 1).x).toBe(TABLE.areas.tray.x);
  });
});

describe('kit: the throws a board took over', () => {
  it('waits while the newest throw stage is not taken over, and a stage seen again is no new throw', () => {
    const taken = new ThrowsTaken();
    expect(taken.began(4)).toBe(true);
    expect(taken.waiting).toBe(true);
    taken.take();
    expect(taken.waiting).toBe(false);
    expect(taken.began(4)).toBe(false);
    expect(taken.waiting).toBe(false);
    // A throw the board leaves to the layer (a jail throw): the layer keeps showing it with no throw of the board's.
    expect(taken.began(5)).toBe(true);
    expect(taken.waiting).toBe(true);
  });

  it('keeps the layer shown with no throw of the board’s while a throw not taken over lies in it', () => {
    const { scene, layer, steps } = table();
    const taken = new ThrowsTaken();
    taken.began(1);
    followThrow(scene, 'a', null, steps(taken.waiting));
    expect(layer.visible).toBe(true);
    taken.take();
    followThrow(scene, 'a', null, steps(taken.waiting));
    expect(layer.visible).toBe(false);
  });
});
