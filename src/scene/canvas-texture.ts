// A texture backed by its own 2D canvas, sized in table centimetres, for signs
// and labels painted at run time. Recreated when the size changes, disposed
// with its owner; the owner paints texture.image and sets needsUpdate.
import { useEffect, useMemo } from 'react';
import * as THREE from 'three';

export function useCanvasTexture(widthCm: number, heightCm: number, pxPerCm: number): THREE.CanvasTexture {
  const texture = useMemo(() => {
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(widthCm * pxPerCm);
    canvas.height = Math.round(heightCm * pxPerCm);
    const t = new THREE.CanvasTexture(canvas);
    t.colorSpace = THREE.SRGBColorSpace;
    t.anisotropy = 4;
    return t;
  }, [widthCm, heightCm, pxPerCm]);
  useEffect(() => () => texture.dispose(), [texture]);
  return texture;
}
