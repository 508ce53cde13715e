// Textures painted at run time on a 2D canvas (signs, labels, printed boards).
// Both kinds are sRGB and filtered with the renderer's full anisotropy: they
// lie nearly flat and are seen at a slant, where plain mipmapping smears text
// along the view direction. Disposed with their owner.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';

/** The sharpest anisotropic filtering the GPU offers (1 where it offers none). */
export const useMaxAnisotropy = (): number => useThree((s) => s.gl.capabilities.getMaxAnisotropy());

function canvasTexture(canvas: HTMLCanvasElement, anisotropy: number): THREE.CanvasTexture {
  const t = new THREE.CanvasTexture(canvas);
  t.colorSpace = THREE.SRGBColorSpace;
  t.anisotropy = anisotropy;
  return t;
}

/**
 * A texture backed by its own canvas, sized in table centimetres at
 * `pxPerCm`; recreated when the size changes. The owner paints texture.image
 * and sets needsUpdate.
 */
export function useCanvasTexture(widthCm: number, heightCm: number, pxPerCm: number): THREE.CanvasTexture {
  const anisotropy = useMaxAnisotropy();
  const texture = useMemo(() => {
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(widthCm * pxPerCm);
    canvas.height = Math.round(heightCm * pxPerCm);
    return canvasTexture(canvas, anisotropy);
  }, [widthCm, heightCm, pxPerCm, anisotropy]);
  useEffect(() => () => texture.dispose(), [texture]);
  return texture;
}

/**
 * A texture `paint` draws on a fresh canvas (the painter sizes it) whenever
 * `key` changes: a printed board whose print follows the game. A fresh canvas
 * each time, because a texture's size must not change after upload. `onPainted`
 * runs after each paint with the canvas painted (to wake the demand frameloop).
 */
export function usePaintedTexture(paint: (canvas: HTMLCanvasElement) => void, key: string, onPainted?: (canvas: HTMLCanvasElement) => void): THREE.CanvasTexture {
  const anisotropy = useMaxAnisotropy();
  const texture = useMemo(() => canvasTexture(document.createElement('canvas'), anisotropy), [anisotropy]);
  const latest = useRef({ paint, onPainted });
  latest.current = { paint, onPainted };
  useLayoutEffect(() => {
    const canvas = document.createElement('canvas');
    latest.current.paint(canvas);
    texture.image = canvas;
    texture.needsUpdate = true;
    latest.current.onPainted?.(canvas);
  }, [key, texture]);
  useEffect(() => () => texture.dispose(), [texture]);
  return texture;
}
