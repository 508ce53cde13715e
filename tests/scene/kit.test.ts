// The board kit's pure parts: the face-to-rotation that every board draws dice
// with reads back as the face through the physics' own reading, glides start
// and end where they say, a framing keeps its rectangle in view, and one
// controller per session.
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { DIE_KINDS, FACES } from '../../src/physics/dice-kinds.ts';
import { readDie } from '../../src/physics/faces.ts';
import { DIE_BODY } from '../../src/physics/dice-tuning.ts';
import { dieMatrix, dieRestY, faceUpQuaternion } from '../../src/scene/kit/face-rotation.ts';
import { GLIDES, arc, ease, newPose, startGlide, stepGlide } from '../../src/scene/kit/glide.ts';
import { PieceMotion } from '../../src/scene/kit/piece-motion.ts';
import { fitDistance, frameRect, rectAround } from '../../src/scene/kit/framing.ts';
import { memoBySession } from '../../src/scene/kit/memo.ts';
import { pieceGeometry, pieceMaterial, type PieceShape } from '../../src/scene/kit/piece-shapes.ts';

describe('board kit: dice face up', () => {
  it('a die of every kind drawn with a face up reads as that face, at any yaw', () => {
    for (const kind of DIE_KINDS) {
      for (const face of FACES[kind]) {
        for (const yaw of [0, 0.7, -2.4]) {
          const q = faceUpQuaternion(kind, face, yaw);
          const reading = readDie(kind, { x: q.x, y: q.y, z: q.z, w: q.w });
          expect(reading, `${kind} ${face} yaw ${yaw}`).toMatchObject({ kind: 'face', value: face });
        }
      }
    }
  });

  it('the yaw turns the die about the vertical only (the face stays up)', () => {
    const a = faceUpQuaternion('poker', 'K', 0);
    const b = faceUpQuaternion('poker', 'K', 1.1);
    const up = (q: THREE.Quaternion) => new THREE.Vector3(0, 1, 0).applyQuaternion(q.clone().invert());
    expect(up(a).distanceTo(up(b))).toBeLessThan(1e-9);
    expect(a.angleTo(b)).toBeCloseTo(1.1, 6);
  });

  it('rests a cube on its half edge and a disc on its half thickness, scaled with the die', () => {
    expect(dieRestY('d6', 0.7, 1.5)).toBeCloseTo(0.7 + DIE_BODY.cube.half * 1.5);
    expect(dieRestY('disc01')).toBeCloseTo(DIE_BODY.disc.halfThickness);
    const m = dieMatrix('d6', 1, 2, 3, 6, 0, 1.5);
    const p = new THREE.Vector3();
    const s = new THREE.Vector3();
    m.decompose(p, new THREE.Quaternion(), s);
    expect(p.toArray()).toEqual([1, 2, 3]);
    expect(s.x).toBeCloseTo(1.5);
  });
});

describe('board kit: glides', () => {
  const at = (x: number, s = 1) => {
    const pose = newPose();
    pose.p.set(x, 0, 0);
    pose.s = s;
    return pose;
  };

  it('eases from rest to rest and hops highest halfway', () => {
    expect(ease(0)).toBe(0);
    expect(ease(1)).toBe(1);
    expect(ease(0.5)).toBe(0.5);
    expect(arc(0.5, 5)).toBeCloseTo(5);
    expect(arc(1, 5)).toBeCloseTo(0);
  });

  it('starts where the piece was, arrives where it was sent, and lifts in between', () => {
    const g = startGlide(at(0), at(10, 2), GLIDES.place, 1000);
    const out = newPose();
    expect(stepGlide(g, 1000, out)).toBe(false);
    expect(out.p.x).toBe(0);
    stepGlide(g, 1000 + GLIDES.place.seconds * 500, out);
    expect(out.p.x).toBeCloseTo(5);
    expect(out.p.y).toBeCloseTo(GLIDES.place.lift);
    expect(out.s).toBeCloseTo(1.5);
    expect(stepGlide(g, 1000 + GLIDES.place.seconds * 1000, out)).toBe(true);
    expect(out.p.x).toBe(10);
    expect(out.p.y).toBeCloseTo(0, 9);
    expect(out.s).toBe(2);
  });

  it('a piece motion reports who arrived, draws hidden pieces at zero size and stays still once all arrived', () => {
    const motion = new PieceMotion(3);
    motion.jump(0, at(1));
    motion.glide(1, at(4), GLIDES.gather, 0);
    expect(motion.moving).toBe(true);
    expect(motion.step(GLIDES.gather.seconds * 500)).toEqual([]);
    expect(motion.step(GLIDES.gather.seconds * 1000)).toEqual([1]);
    expect(motion.moving).toBe(false);
    expect(motion.step(10_000)).toBeNull();
    const [shown, glided, hidden] = motion.matrices();
    expect(new THREE.Vector3().setFromMatrixPosition(shown!).x).toBe(1);
    expect(new THREE.Vector3().setFromMatrixPosition(glided!).x).toBe(4);
    expect(hidden!.determinant()).toBe(0);
  });
});

describe('board kit: framing', () => {
  it('keeps every corner of the framed rectangle in view, further away for a bigger one', () => {
    const aspect = 1.6;
    for (const rect of [rectAround([{ x: -30, z: -33 }, { x: 6, z: -32 }]), rectAround([{ x: -41, z: 9 }, { x: 34.8, z: -29.8 }], 2)]) {
      const pose = frameRect(rect, { aspect });
      const camera = new THREE.PerspectiveCamera(40, aspect, 1, 1200);
      camera.position.set(...pose.position);
      camera.lookAt(...pose.target);
      camera.updateMatrixWorld();
      for (const [x, z] of [[rect.x0, rect.z0], [rect.x1, rect.z0], [rect.x0, rect.z1], [rect.x1, rect.z1]] as const) {
        const p = new THREE.Vector3(x, 0, z).project(camera);
        expect(Math.abs(p.x), `x of ${x},${z}`).toBeLessThanOrEqual(1.02);
        expect(Math.abs(p.y), `y of ${x},${z}`).toBeLessThanOrEqual(1.02);
      }
    }
    const small = { x0: 0, z0: 0, x1: 10, z1: 10 };
    const big = { x0: 0, z0: 0, x1: 60, z1: 40 };
    expect(fitDistance(big)).toBeGreaterThan(fitDistance(small));
    expect(fitDistance(small, { minDistance: 66 })).toBe(66);
  });
});

describe('board kit: plumbing and pieces', () => {
  it('memoBySession makes one value per session and a new one for another session', () => {
    let made = 0;
    const controllerFor = memoBySession((s: { id: number }) => ({ id: s.id, n: ++made }));
    const a = { id: 1 };
    expect(controllerFor(a)).toBe(controllerFor(a));
    expect(controllerFor({ id: 2 })).not.toBe(controllerFor(a));
    expect(made).toBe(2);
  });

  it('every piece shape builds, and standing pieces have their foot on the table', () => {
    const shapes: PieceShape[] = [
      { kind: 'disc', radius: 1.25, height: 0.32 },
      { kind: 'cube', size: 1 },
      { kind: 'hex', radius: 1.5, height: 0.4 },
      { kind: 'house', size: 1.6 },
      ...(['plain', 'hat', 'skirt', 'cap'] as const).map((outline): PieceShape => ({ kind: 'meeple', height: 2.4, depth: 0.8, outline })),
    ];
    for (const shape of shapes) {
      const g = pieceGeometry(shape);
      g.computeBoundingBox();
      expect(g.boundingBox!.min.y, JSON.stringify(shape)).toBeCloseTo(0, 1);
      expect(g.boundingBox!.max.y).toBeGreaterThan(0.2);
    }
    for (const shape of [{ kind: 'nugget', radius: 0.55 }, { kind: 'stone', radius: 0.6 }] as const) {
      const g = pieceGeometry(shape);
      g.computeBoundingSphere();
      expect(g.boundingSphere!.center.length()).toBeLessThan(0.1);
    }
  });

  it("a piece material shows a painted model's own paint and tints a plain shape by the look", () => {
    const plain = pieceGeometry({ kind: 'cube', size: 1 });
    const painted = pieceGeometry({ kind: 'cube', size: 1 });
    painted.setAttribute('color', new THREE.BufferAttribute(new Float32Array(painted.getAttribute('position').count * 3).fill(0.5), 3));
    const a = pieceMaterial({ colour: '#ff0000', roughness: 0.9 }, plain);
    const b = pieceMaterial({ roughness: 0.75 }, painted);
    expect(a.vertexColors).toBe(false);
    expect(a.color.getHexString()).toBe('ff0000');
    expect(a.roughness).toBe(0.9);
    expect(b.vertexColors).toBe(true);
    expect(b.color.getHexString()).toBe('ffffff');
    expect(b.roughness).toBe(0.75);
  });
});
