// No figure goes missing from the board around a flick: the board hides one
// of its figures only while the session's flick layer has actually drawn the
// same figure (its group holds the loaded model) and the layer is shown.
// Before, the board hid them on a store change while the layer's own
// appeared a render later, and figures were briefly drawn by neither.
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { FLICK_LAYER, drawnByFlickLayer } from '../../src/scene/kit/session-layers.ts';

function layerWith(figures: { id: string; loaded: boolean; visible?: boolean }[]): THREE.Scene {
  const scene = new THREE.Scene();
  const layer = new THREE.Group();
  layer.name = FLICK_LAYER;
  for (const f of figures) {
    const g = new THREE.Group();
    g.name = f.id;
    g.visible = f.visible ?? true;
    if (f.loaded) g.add(new THREE.Mesh());
    layer.add(g);
  }
  const die = new THREE.Group(); // the die's group has no name: never a figure
  die.add(new THREE.Mesh());
  layer.add(die);
  scene.add(layer);
  return scene;
}

describe('pony board figures beside the flick layer', () => {
  it('counts only the figures the shown layer has drawn', () => {
    const scene = layerWith([
      { id: 'rider-1', loaded: true },
      { id: 'indian-0', loaded: false },
      { id: 'indian-2', loaded: true, visible: false },
    ]);
    expect([...drawnByFlickLayer(scene)]).toEqual(['rider-1']);
  });

  it('a hidden layer (the flick is over) draws none: every board figure shows', () => {
    const scene = layerWith([{ id: 'rider-1', loaded: true }]);
    scene.getObjectByName(FLICK_LAYER)!.visible = false;
    expect(drawnByFlickLayer(scene).size).toBe(0);
    expect(drawnByFlickLayer(new THREE.Scene()).size).toBe(0);
  });
});
