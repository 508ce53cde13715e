// The painted-text measure: a sign's smallest type projected with the camera,
// at the sign's worst corner, in CSS pixels; a sign seen edge-on reads smaller.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { measurePaintedText, paintedText } from '../../src/scene/painted-text.ts';

const SIZE = { width: 1280, height: 800 };

function scene(rotationX: number): { scene: THREE.Scene; camera: THREE.PerspectiveCamera } {
  const s = new THREE.Scene();
  const sign = new THREE.Mesh(new THREE.PlaneGeometry(10, 4), new THREE.MeshBasicMaterial());
  sign.name = 'sign';
  sign.rotation.x = rotationX;
  Object.assign(sign.userData, paintedText(1));
  s.add(sign);
  const camera = new THREE.PerspectiveCamera(40, SIZE.width / SIZE.height, 1, 1000);
  camera.position.set(0, 0, 100);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  return { scene: s, camera };
}

describe('painted text measure', () => {
  it('a sign facing the camera: 1 cm to the em is the screen’s pixels per cm at its distance', () => {
    const { scene: s, camera } = scene(0);
    const [m] = measurePaintedText(s, camera, SIZE);
    const pxPerCm = SIZE.height / 2 / (100 * Math.tan((20 * Math.PI) / 180));
    expect(m!.name).toBe('sign');
    expect(m!.px).toBeGreaterThan(pxPerCm * 0.95);
    expect(m!.px).toBeLessThan(pxPerCm * 1.05);
  });

  it('a sign leaning away reads smaller, and a hidden one is not measured', () => {
    const upright = measurePaintedText(scene(0).scene, scene(0).camera, SIZE)[0]!.px;
    const { scene: s, camera } = scene(-1.2);
    expect(measurePaintedText(s, camera, SIZE)[0]!.px).toBeLessThan(upright * 0.5);
    s.children[0]!.visible = false;
    expect(measurePaintedText(s, camera, SIZE)).toEqual([]);
  });
});
