// The touchable props as still stand-ins: drawn at once, with the very
// geometry, materials and start poses the physics bodies (TouchProps.tsx)
// start from, so when the physics comes the swap shows nothing (then the
// chips settle, as they always did). No physics here: a room that is only
// watched draws the props and never fetches @react-three/rapier.
// TouchPropsLazy.tsx decides what a pointer on them means.
import { useMemo } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import type { TableRect } from '../../physics/table.ts';
import { propSet, type PropSpec } from './prop-set.ts';
import { usePropMeshes } from './prop-meshes.ts';
import { usePropsProbe } from './props-probe.ts';

export interface StillPropsProps {
  area: TableRect;
  /** A press on a prop (the caller decides whether it is a grab and stops it from reaching what lies under it). */
  onPress(spec: PropSpec, e: ThreeEvent<PointerEvent>): void;
  /** A pointer came over a prop. */
  onOver(e: ThreeEvent<PointerEvent>): void;
  onOut(): void;
}

const startPoint = (spec: PropSpec) => ({ x: spec.start[0], y: spec.start[1], z: spec.start[2] });

export function StillProps({ area, onPress, onOver, onOut }: StillPropsProps) {
  const specs = useMemo(() => propSet(area), [area]);
  const { geometries, materials } = usePropMeshes(specs);
  // The probe answers before the physics has come too: start poses, `physics: false`.
  usePropsProbe(specs, startPoint, false);

  return (
    <>
      {specs.map((spec, i) => (
        <mesh
          key={spec.id}
          name={`prop-${spec.id}`}
          position={spec.start}
          geometry={geometries[i]}
          material={materials[i]}
          castShadow
          receiveShadow
          onPointerDown={(e) => onPress(spec, e)}
          onPointerOver={onOver}
          onPointerOut={onOut}
        />
      ))}
    </>
  );
}
