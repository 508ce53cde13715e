// Draws the flights of the last input (flights.ts): walking meeples and
// pieces flying between the bag, the piles and the bank, played by the kit's
// hops (where each is, when a hold is passed, frames kept coming until all
// have landed). One instanced mesh per look, written every frame while
// something moves (refs, never React state). When a flight takes off or lands
// in a way the board holds back for (a pile, a space), `onPass` tells the
// board once, so it shows the piece in its place.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { HopPlan, pieceGeometry, useHops } from '../../../../scene/kit/index.ts';
import { MEEPLE_KINDS } from '../../index.ts';
import { KIND_COLOURS } from './colours.ts';
import type { Flight, FlightLook } from './flights.ts';
import { MEEPLE_SHAPES } from './Meeples.tsx';
import { PIECE_COLOURS, PIECE_SCALES, PIECE_SHAPES, type Loose } from './piece-looks.ts';

const LOOSE: readonly Loose[] = ['gold', 'stone', 'dynamite', 'bar'];
const LOOKS: readonly FlightLook[] = [...LOOSE, ...MEEPLE_KINDS];
const CAPACITY = 48;
const ONE: readonly [number, number, number] = [1, 1, 1];

const isLoose = (look: FlightLook): look is Loose => (LOOSE as readonly string[]).includes(look);

export function Flights({ flights, onPass }: { flights: readonly Flight[]; onPass: (id: number) => void }) {
  const invalidate = useThree((s) => s.invalidate);
  const meshes = useRef(new Map<FlightLook, THREE.InstancedMesh>());
  const plan = useMemo(() => new HopPlan<FlightLook>(), []);

  const parts = useMemo(
    () =>
      LOOKS.map((look) => {
        const shape = isLoose(look) ? PIECE_SHAPES[look] : MEEPLE_SHAPES[look];
        const colour = isLoose(look) ? PIECE_COLOURS[look] : KIND_COLOURS[look];
        const shiny = look === 'gold' || look === 'bar';
        return { look, geometry: pieceGeometry(shape), material: new THREE.MeshStandardMaterial({ color: colour, roughness: shiny ? 0.3 : 0.6, metalness: shiny ? 0.7 : 0 }) };
      }),
    [],
  );
  useEffect(
    () => () => {
      for (const p of parts) {
        p.geometry.dispose();
        p.material.dispose();
      }
    },
    [parts],
  );

  // A new plan starts at the next frame; the old one is over (its pieces are in their places).
  useLayoutEffect(() => {
    plan.replace([...flights]);
    for (const m of meshes.current.values()) m.count = 0;
    invalidate();
  }, [flights, plan, invalidate]);

  const q = useMemo(() => new THREE.Quaternion(), []);
  const p = useMemo(() => new THREE.Vector3(), []);
  const s = useMemo(() => new THREE.Vector3(), []);
  const m = useMemo(() => new THREE.Matrix4(), []);
  const counts = useMemo(() => new Map<FlightLook, number>(), []);

  useHops(plan, {
    before: () => {
      counts.clear();
      return false;
    },
    at(f, point, progress, u) {
      const mesh = meshes.current.get(f.look);
      const n = counts.get(f.look) ?? 0;
      if (!mesh || n >= CAPACITY) return;
      // Small pieces swell on the way (up to about twice their size), so a draw is seen from the chair; they land at their own size.
      const grow = f.style === 'fly' ? 1 + 0.9 * Math.sin(Math.PI * progress) : 1;
      const sc = isLoose(f.look) ? PIECE_SCALES[f.look] : ONE;
      q.setFromAxisAngle(UP, isLoose(f.look) ? u * 6 : 0);
      mesh.setMatrixAt(n, m.compose(p.set(point.x, point.y, point.z), q, s.set(sc[0], sc[1], sc[2]).multiplyScalar(grow)));
      counts.set(f.look, n + 1);
    },
    after: () => {
      for (const [look, mesh] of meshes.current) {
        const n = counts.get(look) ?? 0;
        if (n === 0 && mesh.count === 0) continue;
        mesh.count = n;
        mesh.instanceMatrix.needsUpdate = true;
      }
    },
    onPass,
  });

  return (
    <group name="ms-flights">
      {parts.map(({ look, geometry, material }) => (
        <instancedMesh
          key={look}
          name={`ms-flight-${look}`}
          ref={(mesh) => {
            if (mesh) {
              mesh.count = 0;
              meshes.current.set(look, mesh);
            } else meshes.current.delete(look);
          }}
          args={[geometry, material, CAPACITY]}
          castShadow
          frustumCulled={false}
        />
      ))}
    </group>
  );
}

const UP = new THREE.Vector3(0, 1, 0);
