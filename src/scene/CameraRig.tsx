// Orbit camera with limits (no going under the table, not too close or far)
// and a reset to the home view when `epoch` changes. OrbitControls invalidates
// the demand frameloop itself whenever the camera moves.
import { useEffect, useRef } from 'react';
import { OrbitControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';

export interface CameraHome {
  position: [number, number, number];
  target: [number, number, number];
}

export function CameraRig({ home, epoch, enabled = true }: { home: CameraHome; epoch: number; enabled?: boolean }) {
  const controls = useRef<OrbitControlsImpl>(null);
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);

  useEffect(() => {
    camera.position.set(...home.position);
    controls.current?.target.set(...home.target);
    controls.current?.update();
    invalidate();
  }, [epoch, camera, home, invalidate]);

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enabled={enabled}
      enablePan={false}
      enableDamping={false}
      minDistance={25}
      maxDistance={170}
      minPolarAngle={0.12}
      maxPolarAngle={1.22}
      target={home.target}
    />
  );
}
