// A standing figure (rider, indian, meeple) from its glTF model; the owner
// positions the group (origin at the figure's foot, like the physics body).
import { useMemo, type Ref } from 'react';
import type * as THREE from 'three';
import type { FigureSpot } from '../../core/contract.ts';
import { dressFigure } from './figure-paint.ts';
import { useModel } from '../glb/use-model.ts';
import rider from '../../../models/rider.glb?url';
import indian from '../../../models/indian.glb?url';
import meeple from '../../../models/meeple.glb?url';

export const FIGURE_URL: Record<FigureSpot['model'], string> = { rider, indian, meeple };

/** The figure's model, dressed (see figure-paint.ts); one copy per caller. */
export function useFigure(model: FigureSpot['model'], paint?: string, tint?: string): THREE.Object3D {
  const { scene } = useModel(FIGURE_URL[model]);
  return useMemo(() => dressFigure(scene, { paint, tint }), [scene, paint, tint]);
}

export function FigureModel({ model, ref, name, paint, tint }: { model: FigureSpot['model']; ref?: Ref<THREE.Group>; name?: string; paint?: string; tint?: string }) {
  const figure = useFigure(model, paint, tint);
  return (
    <group ref={ref} name={name}>
      <primitive object={figure} />
    </group>
  );
}

// No blanket preload: a figure model is fetched the first time a room shows
// one, so a game without figures never downloads them.
