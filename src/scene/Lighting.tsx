// Warm saloon light: a low sun through the window (the shadow caster), a
// lamp glow over the table and a cool fill so shadows are not black. Follows
// the render quality live (the game menu's Quality): the lamp and the shadow
// map's size, and the canvas's pixel ratio through LiveQuality.
import { useLayoutEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import type * as THREE from 'three';
import { useRenderQuality } from './render-quality.ts';
import { LiveQuality } from './LiveQuality.tsx';

export interface LightingProps {
  shadowSpan?: number;
}

export function Lighting({ shadowSpan = 75 }: LightingProps) {
  const { shadowMapSize, lamp } = useRenderQuality();
  const sun = useRef<THREE.DirectionalLight>(null);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    // three allocates the shadow map once at its first size: a new size needs a fresh map.
    const shadow = sun.current?.shadow;
    if (!shadow || shadow.mapSize.x === shadowMapSize) return;
    shadow.mapSize.set(shadowMapSize, shadowMapSize);
    shadow.map?.dispose();
    shadow.map = null;
    invalidate();
  }, [shadowMapSize, invalidate]);
  return (
    <>
      <LiveQuality />
      <hemisphereLight args={['#ffe2b8', '#2b170c', lamp ? 0.75 : 1.1]} />
      <directionalLight
        ref={sun}
        position={[45, 95, 40]}
        intensity={2.6}
        color="#ffd6a0"
        castShadow
        shadow-mapSize={[shadowMapSize, shadowMapSize]}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
        shadow-camera-left={-shadowSpan}
        shadow-camera-right={shadowSpan}
        shadow-camera-top={shadowSpan}
        shadow-camera-bottom={-shadowSpan}
        shadow-camera-near={10}
        shadow-camera-far={260}
      />
      {lamp && <pointLight position={[0, 55, 10]} intensity={2600} distance={220} decay={2} color="#ffb870" />}
      <directionalLight position={[-60, 40, -30]} intensity={0.35} color="#9fb7ff" />
    </>
  );
}
