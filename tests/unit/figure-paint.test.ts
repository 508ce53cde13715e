// dressFigure: the one way a board and the flick layer dress a figure model.
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { dressFigure, PAINT_MATERIAL } from '../../src/scene/session/figure-paint.ts';

/** A figure like the committed models: a painted body on a wooden stand. */
function model(): { root: THREE.Group; body: THREE.Mesh; stand: THREE.Mesh } {
  const paint = new THREE.MeshStandardMaterial({ name: PAINT_MATERIAL, color: '#b0342a' });
  const wood = new THREE.MeshStandardMaterial({ name: 'stand', color: '#3d2414' });
  const body = new THREE.Mesh(new THREE.BoxGeometry(1, 3, 1), paint);
  body.name = 'body';
  const stand = new THREE.Mesh(new THREE.BoxGeometry(1.4, 0.3, 1.4), wood);
  stand.name = 'stand';
  const root = new THREE.Group();
  root.add(body, stand);
  return { root, body, stand };
}

const mesh = (root: THREE.Object3D, name: string) => root.getObjectByName(name) as THREE.Mesh;
const colour = (m: THREE.Mesh) => `#${(m.material as THREE.MeshStandardMaterial).color.getHexString()}`;

describe('dressFigure', () => {
  it('paints only the paint material, exactly the given colour', () => {
    const { root } = model();
    const dressed = dressFigure(root, { paint: '#2f5fa8' });
    expect(colour(mesh(dressed, 'body'))).toBe('#2f5fa8');
    expect(colour(mesh(dressed, 'stand'))).toBe('#3d2414');
  });

  it('leaves the loaded model and its shared materials untouched', () => {
    const { root, body } = model();
    dressFigure(root, { paint: '#3f8a3a' });
    expect(colour(body)).toBe('#b0342a');
    expect(mesh(dressFigure(root, { paint: '#3f8a3a' }), 'body').material).not.toBe(body.material);
  });

  it('without a look keeps the model colours (no grey wash) and turns shadows on', () => {
    const { root } = model();
    const dressed = dressFigure(root);
    expect(colour(mesh(dressed, 'body'))).toBe('#b0342a');
    expect(colour(mesh(dressed, 'stand'))).toBe('#3d2414');
    expect(mesh(dressed, 'body').castShadow && mesh(dressed, 'body').receiveShadow).toBe(true);
  });

  it('a tint washes every material half way towards it', () => {
    const { root } = model();
    const dressed = dressFigure(root, { tint: '#ffffff' });
    const expected = new THREE.Color('#3d2414').lerp(new THREE.Color('#ffffff'), 0.5).getHexString();
    expect(colour(mesh(dressed, 'stand'))).toBe(`#${expected}`);
  });
});
