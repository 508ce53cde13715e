// The kit's settled throw (scene/kit/settled-row.ts), which four boards use to
// show a throw where it is read: a die laid in its row reads back as the face
// it was given, a die taken over glides from where it came to rest (or stands
// at once when that is not known), and the settled dice are read as they lie,
// a disc on its rim included, only when the layer shows this throw.
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { readDie } from '../../src/physics/faces.ts';
import { THROW_LAYER } from '../../src/scene/kit/session-layers.ts';
import { PieceMotion } from '../../src/scene/kit/piece-motion.ts';
import { gather, restPose, settledThrow } from '../../src/scene/kit/settled-row.ts';
import { dieHalfHeight } from '../../src/scene/kit/face-rotation.ts';

/** A scene whose throw layer shows one drawn die per rotation. */
function layerWith(turns: THREE.Euler[]): { scene: THREE.Scene; layer: THREE.Group } {
  const scene = new THREE.Scene();
  const layer = new THREE.Group();
  layer.name = THROW_LAYER;
  scene.add(layer);
  turns.forEach((e, i) => {
    const body = new THREE.Group();
    body.quaternion.setFromEuler(e);
    body.position.set(i * 3, 1, -2);
    body.add(new THREE.Object3D()); // its model, loaded
    layer.add(body);
  });
  return { scene, layer };
}

describe('kit: a settled throw shown in a row', () => {
  it('lays a die on the table at its spot, drawn larger, with the given face up', () => {
    const pose = restPose('poker', { x: 4, z: -7 }, 'K', 2, 0.3);
    expect(readDie('poker', pose.q)).toMatchObject({ kind: 'face', value: 'K' });
    expect([pose.p.x, pose.p.z, pose.s]).toEqual([4, -7, 2]);
    expect(pose.p.y).toBeCloseTo(dieHalfHeight('poker') * 2);
  });

  it('glides a die from where it came to rest, or stands it at its place when that is not known', () => {
    const motion = new PieceMotion(2);
    const to = restPose('d6', { x: 10, z: 0 }, 6, 1.5);
    const from = restPose('d6', { x: -5, z: 3 }, 2, 1);
    gather(motion, 0, from, to);
    expect(motion.piece(0).pose.p.toArray()).toEqual(from.p.toArray());
    expect(motion.piece(0).glide?.to).toBe(to);
    gather(motion, 1, null, to);
    expect(motion.piece(1)).toMatchObject({ shown: true, glide: null });
    expect(motion.piece(1).pose.p.toArray()).toEqual(to.p.toArray());
  });

  it('reads the settled dice as they lie (a disc on its rim is an edge), only when the layer shows this throw', () => {
    // Flat with its first side up, standing on its rim (axis horizontal), flat upside down.
    const { scene, layer } = layerWith([new THREE.Euler(0, 0.4, 0), new THREE.Euler(Math.PI / 2, 0, 0.3), new THREE.Euler(Math.PI, 0, 0)]);
    const settled = settledThrow(scene, ['disc01', 'disc02', 'disc12']);
    expect(settled?.map((d) => d.reading.kind)).toEqual(['face', 'edge', 'face']);
    expect(settled?.[1]?.reading).toMatchObject({ value: 2 });
    expect(settled?.[2]?.pose.p.toArray()).toEqual([6, 1, -2]);
    // Another throw's count, or the layer hidden: nothing is known.
    expect(settledThrow(scene, ['disc02', 'disc12'])).toBeNull();
    layer.visible = false;
    expect(settledThrow(scene, ['disc01', 'disc02', 'disc12'])).toBeNull();
  });
});
