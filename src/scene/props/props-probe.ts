// The automation probe's view of the touchable props (window.tabletop.props()):
// each prop's id, label, table position (cm) and page position (px), and
// whether its physics has come. Answered by the still stand-ins from the start
// (start poses) and by the physics bodies once loaded (live poses).
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { registerAutomation } from '../../ui/automation.ts';
import type { PropSpec } from './prop-set.ts';

type Point = { x: number; y: number; z: number };

/** Registers the probe while mounted; `where` (stable: a module function or a ref reader) gives a prop's centre. */
export function usePropsProbe(specs: readonly PropSpec[], where: (spec: PropSpec) => Point, physics: boolean): void {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    const v = new THREE.Vector3();
    return registerAutomation({
      props: () =>
        specs.map((spec) => {
          const p = where(spec);
          return { id: spec.id, label: spec.label, x: p.x, y: p.y, z: p.z, physics, screen: screenPoint(p, camera, gl.domElement, v) };
        }),
    });
  }, [specs, where, physics, gl, camera]);
}

/** Where a prop's centre is on the page (px). */
function screenPoint(p: Point, camera: THREE.Camera, canvas: HTMLCanvasElement, v: THREE.Vector3): { x: number; y: number } {
  const rect = canvas.getBoundingClientRect();
  v.set(p.x, p.y, p.z).project(camera);
  return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height };
}
