// Pieces on their way (hops.ts trips), drawn and played by the kit: one
// instanced mesh per look, written every frame while something moves (refs,
// never React state), the kit's hops saying where each trip is and when a
// hold is passed (`onPass`: the board then shows the piece in its place).
// A flying piece swells on the way (up to about twice its size), so a small
// draw is seen from the chair, and lands at its own size; a look may tumble
// as it flies. Main Street's walking meeples and flying nuggets, stones, bars
// and dynamite are this. `useStepTrips` plans the trips of one step forward.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { skipGlides } from '../../store/session/speed.ts';
import { HopPlan, heldCounts, stepTrips, tripSwell, type Trip } from './hops.ts';
import { pieceGeometry, pieceMaterial, type PieceLook, type PieceShape } from './piece-shapes.ts';
import { useHops } from './use-hops.ts';
import { whiteInstanceColours } from './white-instances.ts';

/** How one look of piece is drawn on its way. */
export interface TripLook {
  shape: PieceShape;
  look: PieceLook;
  /** Its drawn size (a bar or a stick of dynamite is a stretched cube). */
  scale?: readonly [number, number, number];
  /** Turns about the vertical per second of flight (a tumbling nugget); none when absent. */
  spin?: number;
}

const ONE: readonly [number, number, number] = [1, 1, 1];
const UP = new THREE.Vector3(0, 1, 0);

export function TripPieces<L extends string>({ trips, looks, onPass, name, room = 48 }: { trips: readonly Trip<L>[]; looks: Readonly<Record<L, TripLook>>; onPass?: (id: number) => void; name?: string; room?: number }) {
  const invalidate = useThree((s) => s.invalidate);
  const meshes = useRef(new Map<L, THREE.InstancedMesh>());
  const plan = useMemo(() => new HopPlan<L>(), []);
  const parts = useMemo(
    () =>
      (Object.keys(looks) as L[]).map((key) => {
        const geometry = pieceGeometry(looks[key].shape);
        return { key, geometry, material: pieceMaterial(looks[key].look, geometry) };
      }),
    [looks],
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
    plan.replace([...trips]);
    for (const m of meshes.current.values()) m.count = 0;
    invalidate();
  }, [trips, plan, invalidate]);

  const scratch = useMemo(() => ({ q: new THREE.Quaternion(), p: new THREE.Vector3(), s: new THREE.Vector3(), m: new THREE.Matrix4(), counts: new Map<L, number>() }), []);
  useHops(plan, {
    before: () => {
      scratch.counts.clear();
      return false;
    },
    at(trip, point, progress, u) {
      const { q, p, s, m, counts } = scratch;
      const mesh = meshes.current.get(trip.look);
      const n = counts.get(trip.look) ?? 0;
      if (!mesh || n >= room) return;
      const look = looks[trip.look];
      const sc = look.scale ?? ONE;
      q.setFromAxisAngle(UP, (look.spin ?? 0) * u);
      mesh.setMatrixAt(n, m.compose(p.set(point.x, point.y, point.z), q, s.set(sc[0], sc[1], sc[2]).multiplyScalar(tripSwell(trip.style, progress))));
      counts.set(trip.look, n + 1);
    },
    after: () => {
      for (const [look, mesh] of meshes.current) {
        const n = scratch.counts.get(look) ?? 0;
        if (n === 0 && mesh.count === 0) continue;
        mesh.count = n;
        mesh.instanceMatrix.needsUpdate = true;
      }
    },
    onPass,
  });

  return (
    <group name={name}>
      {parts.map(({ key, geometry, material }) => (
        <instancedMesh
          key={key}
          name={name && `${name}-${key}`}
          ref={(mesh) => {
            if (mesh) {
              mesh.count = 0;
              whiteInstanceColours(mesh, room);
              meshes.current.set(key, mesh);
            } else meshes.current.delete(key);
          }}
          args={[geometry, material, room]}
          castShadow
          frustumCulled={false}
        />
      ))}
    </group>
  );
}

/**
 * The trips of the last step, planned while rendering the new position (so nothing flashes in its final place first):
 * only for one step forward (a move, a replay step; `plan` from the view before and after), none for a jump (undo, a
 * load, the first paint) or when glides are skipped. Also what the board holds back now (heldCounts) and the `onPass`
 * TripPieces calls.
 */
export function useStepTrips<V, L>(view: V | null, inputs: number, plan: (prev: V, next: V) => Trip<L>[]) {
  const [now, setNow] = useState<{ view: V | null; inputs: number; trips: Trip<L>[] }>(() => ({ view, inputs, trips: [] }));
  const [passed, setPassed] = useState<ReadonlySet<number>>(() => new Set());
  if (now.view !== view) {
    setNow({ view, inputs, trips: stepTrips(now, view, inputs, plan, skipGlides()) });
    setPassed(new Set());
  }
  const onPass = useCallback((id: number) => setPassed((p) => new Set(p).add(id)), []);
  const held = useMemo(() => heldCounts(now.trips, passed), [now.trips, passed]);
  return { trips: now.trips, held, onPass };
}
