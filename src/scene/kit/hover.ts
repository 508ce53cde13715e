// Which legal target the pointer is over (a die, a box), for the hover
// highlight, and the pointing-hand cursor over it so the player sees it can
// be clicked. Targets are plain ids (numbers or strings), so moving over the
// same target again does not render anything.
import { useCallback, useEffect, useState } from 'react';
import { useThree } from '@react-three/fiber';

export function useHoverTarget<T extends string | number>(): [T | null, (target: T | null) => void] {
  const [hovered, setHovered] = useState<T | null>(null);
  const canvas = useThree((s) => s.gl.domElement);
  useEffect(() => {
    canvas.style.cursor = hovered === null ? '' : 'pointer';
  }, [hovered, canvas]);
  useEffect(() => () => void (canvas.style.cursor = ''), [canvas]);
  return [hovered, useCallback((target: T | null) => setHovered(target), [])];
}
