// The track board lying on the table: the painted canvas (track-paint.ts) on
// one plane, so the 33 spaces, the mail boxes, the spots and the legend cost
// a single draw call. Figures and dice stand on the table top (y = 0); the
// board is a print a hair above it.
import { useEffect, useMemo } from 'react';
import * as THREE from 'three';
import { BOARD } from '../../data/board.ts';
import { paintTrack } from './track-paint.ts';

export function TrackBoard() {
  const texture = useMemo(() => {
    const canvas = document.createElement('canvas');
    paintTrack(canvas);
    const t = new THREE.CanvasTexture(canvas);
    t.colorSpace = THREE.SRGBColorSpace;
    t.anisotropy = 8;
    return t;
  }, []);
  useEffect(() => () => texture.dispose(), [texture]);
  return (
    <mesh name="pony-track" position={[BOARD.x, 0.03, BOARD.z]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow>
      <planeGeometry args={[BOARD.width, BOARD.depth]} />
      <meshStandardMaterial map={texture} roughness={0.9} metalness={0} polygonOffset polygonOffsetFactor={-1} />
    </mesh>
  );
}
