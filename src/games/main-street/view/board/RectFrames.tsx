// Lit frames round boxes on the table, fitted to each box (the kit's
// Highlights frame is square: round a 10 × 8 building a square wide enough
// for its length reached into the neighbours' frames 12 cm away). Each mark
// names its frame's half-size; one instanced draw per size, unlit, in the
// kit's tones, so they read like every other lit target.
import { useLayoutEffect, useMemo } from 'react';
import * as THREE from 'three';
import { ColouredInstances, TONES, type Tone } from '../../../../scene/kit/index.ts';

export interface RectMark {
  x: number;
  z: number;
  y?: number;
  tone: Tone;
}

/** Half-sizes of the frame's inside (x across, z deep) and its band's width, cm. */
export interface RectSize {
  halfX: number;
  halfZ: number;
  band: number;
}

function rectFrame({ halfX, halfZ, band }: RectSize): THREE.BufferGeometry {
  const ox = halfX + band;
  const oz = halfZ + band;
  const shape = new THREE.Shape([new THREE.Vector2(-ox, -oz), new THREE.Vector2(ox, -oz), new THREE.Vector2(ox, oz), new THREE.Vector2(-ox, oz)]);
  shape.holes.push(new THREE.Path([new THREE.Vector2(-halfX, -halfZ), new THREE.Vector2(-halfX, halfZ), new THREE.Vector2(halfX, halfZ), new THREE.Vector2(halfX, -halfZ)]));
  const g = new THREE.ShapeGeometry(shape);
  g.rotateX(-Math.PI / 2);
  return g;
}

/** Marks float this far over the table, clear of its print. */
const OVER = 0.04;

export function RectFrames({ marks, size, name }: { marks: readonly RectMark[]; size: RectSize; name?: string }) {
  const sizeKey = JSON.stringify(size);
  const geometry = useMemo(() => rectFrame(JSON.parse(sizeKey) as RectSize), [sizeKey]);
  const material = useMemo(() => new THREE.MeshBasicMaterial({ toneMapped: false }), []);
  useLayoutEffect(() => () => geometry.dispose(), [geometry]);
  useLayoutEffect(() => () => material.dispose(), [material]);
  const key = JSON.stringify(marks);
  const { matrices, colours } = useMemo(() => {
    const list = JSON.parse(key) as RectMark[];
    return {
      matrices: list.map((m) => new THREE.Matrix4().makeTranslation(m.x, (m.y ?? 0) + OVER, m.z)),
      colours: list.map((m) => new THREE.Color(TONES[m.tone])),
    };
  }, [key]);
  return <ColouredInstances geometry={geometry} material={material} matrices={matrices} colours={colours} renderOrder={1} name={name} />;
}
