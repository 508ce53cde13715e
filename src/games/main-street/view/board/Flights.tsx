// Draws the flights of the last input (flights.ts): walking meeples and
// pieces flying between the bag, the piles and the bank. One instanced mesh
// per look, written every frame while something moves (refs, never React
// state); the demand frameloop is kept awake until all have landed. When a
// flight takes off or lands in a way the board holds back for (a pile, a
// space), `onPass` tells the board once, so it shows the piece in its place.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { arc, ease, hopLift, hopSeconds, pieceGeometry } from '../../../../scene/kit/index.ts';
import { MEEPLE_KINDS } from '../../index.ts';
import { KIND_COLOURS } from './colours.ts';
import { FLY, dist, flightSeconds, type Flight, type FlightLook, type Point3 } from './flights.ts';
import { MEEPLE_SHAPES } from './Meeples.tsx';
import { PIECE_COLOURS, PIECE_SCALES, PIECE_SHAPES, type Loose } from './piece-looks.ts';

const LOOSE: readonly Loose[] = ['gold', 'stone', 'dynamite', 'bar'];
const LOOKS: readonly FlightLook[] = [...LOOSE, ...MEEPLE_KINDS];
const CAPACITY = 48;
const ONE: readonly [number, number, number] = [1, 1, 1];

const isLoose = (look: FlightLook): look is Loose => (LOOSE as readonly string[]).includes(look);

/** Where a flight is `u` seconds after take-off (false before it and after landing); `grow` is its drawn size then. */
function poseAt(f: Flight, u: number, out: THREE.Vector3, grow: { s: number }): boolean {
  grow.s = 1;
  if (u < 0) return false;
  if (f.style === 'fly') {
    const t = u / FLY.seconds;
    if (t >= 1) return false;
    // Small pieces swell on the way (up to about twice their size), so a draw is seen from the chair; they land at their own size.
    grow.s = 1 + 0.9 * Math.sin(Math.PI * t);
    const a = f.path[0]!;
    const b = f.path[f.path.length - 1]!;
    const e = ease(t);
    out.set(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e + arc(t, FLY.lift), a.z + (b.z - a.z) * e);
    return true;
  }
  let left = u;
  for (let i = 1; i < f.path.length; i++) {
    const a: Point3 = f.path[i - 1]!;
    const b: Point3 = f.path[i]!;
    const d = dist(a, b);
    const secs = hopSeconds(d);
    if (left < secs) {
      // A steady walk (no easing), so consecutive steps read as one stride.
      const t = left / secs;
      out.set(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t + arc(t, hopLift(d)), a.z + (b.z - a.z) * t);
      return true;
    }
    left -= secs;
  }
  return false;
}

export function Flights({ flights, onPass }: { flights: readonly Flight[]; onPass: (id: number) => void }) {
  const invalidate = useThree((s) => s.invalidate);
  const meshes = useRef(new Map<FlightLook, THREE.InstancedMesh>());
  const start = useRef<number | null>(null);
  const passed = useRef(new Set<number>());
  const onPassRef = useRef(onPass);
  onPassRef.current = onPass;

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
    start.current = null;
    passed.current = new Set();
    for (const m of meshes.current.values()) m.count = 0;
    invalidate();
  }, [flights, invalidate]);

  const q = useMemo(() => new THREE.Quaternion(), []);
  const p = useMemo(() => new THREE.Vector3(), []);
  const s = useMemo(() => new THREE.Vector3(), []);
  const m = useMemo(() => new THREE.Matrix4(), []);
  const counts = useMemo(() => new Map<FlightLook, number>(), []);
  const grow = useMemo(() => ({ s: 1 }), []);

  useFrame(() => {
    if (flights.length === 0) return;
    const now = performance.now() / 1000;
    if (start.current === null) start.current = now;
    const t = now - start.current;
    counts.clear();
    let busy = false;
    for (const f of flights) {
      const u = t - f.delay;
      const end = flightSeconds(f);
      if (u < end) busy = true;
      // Tell the board once: a leaving piece when it takes off, an arriving one when it lands.
      if (f.hold && !passed.current.has(f.id) && ((f.hold.amount < 0 && u >= 0) || (f.hold.amount > 0 && u >= end))) {
        passed.current.add(f.id);
        onPassRef.current(f.id);
      }
      if (!poseAt(f, u, p, grow)) continue;
      const mesh = meshes.current.get(f.look);
      const n = counts.get(f.look) ?? 0;
      if (!mesh || n >= CAPACITY) continue;
      const sc = isLoose(f.look) ? PIECE_SCALES[f.look] : ONE;
      q.setFromAxisAngle(UP, isLoose(f.look) ? u * 6 : 0);
      mesh.setMatrixAt(n, m.compose(p, q, s.set(sc[0], sc[1], sc[2]).multiplyScalar(grow.s)));
      counts.set(f.look, n + 1);
    }
    for (const [look, mesh] of meshes.current) {
      mesh.count = counts.get(look) ?? 0;
      mesh.instanceMatrix.needsUpdate = true;
    }
    if (busy) invalidate();
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
