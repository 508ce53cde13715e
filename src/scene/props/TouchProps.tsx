// Props a finger or mouse can push, pick up and toss (issue 16, item 4): a
// stack of chips, a tin cup, spare meeples and a rider, in a physics world of
// their own (@react-three/rapier's <Physics>, its own Rapier World) beside the
// world whose dice and flicks the rules read. Nothing here reaches the
// session or the deciding physics, so a prop can knock over another prop but
// never a die or a figure that counts, and no rule ever hears of it.
//
// A press on a prop lifts it (kinematic, following the pointer on a plane
// HOLD_HEIGHT above the table, inside the rail); moving it while held pushes
// the others; letting go drops it with the pointer's last motion (a toss).
// While `active` is false (a game waits for this player's own move) the props
// still lie there and settle, but a press passes through to the game.
//
// Loaded lazily (TouchPropsLazy.tsx): its physics components stay out of a
// room's first download, and its Rapier is the very engine the room already
// loaded (src/tools/vite-rapier-shared.ts).
import { useEffect, useMemo, useRef } from 'react';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { CuboidCollider, CylinderCollider, Physics, RigidBody, type RapierRigidBody } from '@react-three/rapier';
import * as THREE from 'three';
import { tableBoxes, type TableRect } from '../../physics/table.ts';
import { pieceGeometry } from '../kit/piece-shapes.ts';
import { registerAutomation } from '../../ui/automation.ts';
import { clampInside, HOLD_HEIGHT, propSet, tossVelocity, type HoldSample, type PropSpec } from './prop-set.ts';

/** Rapier's body types by number (RigidBodyType): the enum lives in the engine module, these never change. */
const DYNAMIC = 0;
const KINEMATIC_POSITION = 2;
/**
 * cm/s²: the table is built in cm. Stepped at 120 Hz with stiffer contacts and the deciding world's
 * length unit (src/physics/tuning.ts): at 60 Hz and the defaults (made for metres) a stack of 5 mm chips sinks into itself.
 */
const GRAVITY: [number, number, number] = [0, -981, 0];

function mugGeometry(radius: number, height: number): THREE.BufferGeometry {
  // An open tin cup: outer wall, rim, inner wall and floor as one lathe (centred on its foot).
  const wall = 0.18;
  const pts = [
    [0, 0],
    [radius * 0.92, 0],
    [radius, 0.25],
    [radius, height],
    [radius - wall, height],
    [radius - wall, wall],
    [0, wall],
  ].map(([x, y]) => new THREE.Vector2(x, y));
  return new THREE.LatheGeometry(pts, 28);
}

function geometryOf(spec: PropSpec): THREE.BufferGeometry {
  const g = spec.shape.kind === 'mug' ? mugGeometry(spec.shape.radius, spec.shape.height) : pieceGeometry(spec.shape);
  // The shapes stand on y = 0; the body's origin is its centre.
  return g.translate(0, -spec.footBelow, 0);
}

interface Held {
  id: string;
  pointerId: number;
  samples: HoldSample[];
}

export interface TouchPropsProps {
  /** Where on the table the props start (they may be tossed anywhere inside the rail). */
  area: TableRect;
  /** False while the player's own move is awaited: a press then goes to the game, not to a prop. */
  active: boolean;
}

export default function TouchProps({ area, active }: TouchPropsProps) {
  const specs = useMemo(() => propSet(area), [area]);
  const geometries = useMemo(() => specs.map(geometryOf), [specs]);
  const materials = useMemo(() => specs.map((s) => new THREE.MeshStandardMaterial({ color: s.colour, roughness: s.id === 'cup' ? 0.45 : 0.6, metalness: s.id === 'cup' ? 0.25 : 0 })), [specs]);
  useEffect(() => () => (geometries.forEach((g) => g.dispose()), materials.forEach((m) => m.dispose())), [geometries, materials]);
  const bodies = useRef(new Map<string, RapierRigidBody>());
  const held = useRef<Held | null>(null);
  const controls = useThree((s) => s.controls) as unknown as { enabled: boolean } | null;
  const invalidate = useThree((s) => s.invalidate);
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);

  // For browser tests: where each prop is (table cm and page pixels).
  useEffect(() => {
    const v = new THREE.Vector3();
    return registerAutomation({
      props: () =>
        specs.map((spec) => {
          const p = bodies.current.get(spec.id)?.translation() ?? { x: NaN, y: NaN, z: NaN };
          const rect = gl.domElement.getBoundingClientRect();
          v.set(p.x, p.y, p.z).project(camera);
          return { id: spec.id, label: spec.label, x: p.x, y: p.y, z: p.z, screen: { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height } };
        }),
    });
  }, [specs, gl, camera]);

  const release = (e: ThreeEvent<PointerEvent>) => {
    const h = held.current;
    if (!h || h.pointerId !== e.pointerId) return;
    held.current = null;
    const body = bodies.current.get(h.id);
    if (body) {
      body.setBodyType(DYNAMIC, true);
      const [vx, vy, vz] = tossVelocity(h.samples, performance.now());
      body.setLinvel({ x: vx, y: vy, z: vz }, true);
      // A tumble proportional to the toss, so a flung chip flips.
      body.setAngvel({ x: vz * 0.08, y: 0, z: -vx * 0.08 }, true);
    }
    if (controls) controls.enabled = true;
    (e.target as unknown as { releasePointerCapture?: (id: number) => void }).releasePointerCapture?.(e.pointerId);
    invalidate();
  };

  const follow = (e: ThreeEvent<PointerEvent>) => {
    const h = held.current;
    if (!h || h.pointerId !== e.pointerId) return;
    const { origin, direction } = e.ray;
    if (Math.abs(direction.y) < 1e-4) return;
    const t = (HOLD_HEIGHT - origin.y) / direction.y;
    if (!(t > 0) || !Number.isFinite(t)) return;
    const [x, z] = clampInside(origin.x + direction.x * t, origin.z + direction.z * t);
    bodies.current.get(h.id)?.setNextKinematicTranslation({ x, y: HOLD_HEIGHT, z });
    h.samples.push({ t: performance.now(), x, z });
    if (h.samples.length > 12) h.samples.shift();
    invalidate();
  };

  const grab = (spec: PropSpec) => (e: ThreeEvent<PointerEvent>) => {
    if (!active || held.current) return;
    const body = bodies.current.get(spec.id);
    if (!body) return;
    // Ours: no die drag, flick aim or camera turn starts under a prop.
    e.stopPropagation();
    (e.target as unknown as { setPointerCapture?: (id: number) => void }).setPointerCapture?.(e.pointerId);
    held.current = { id: spec.id, pointerId: e.pointerId, samples: [] };
    body.setBodyType(KINEMATIC_POSITION, true);
    body.setRotation({ x: 0, y: 0, z: 0, w: 1 }, true);
    if (controls) controls.enabled = false;
    follow(e);
  };

  return (
    <Physics gravity={GRAVITY} timeStep={1 / 120} lengthUnit={10} contactNaturalFrequency={60} numSolverIterations={8}>
      <RigidBody type="fixed" colliders={false}>
        {tableBoxes().map(([hx, hy, hz, x, y, z], i) => (
          <CuboidCollider key={i} args={[hx, hy, hz]} position={[x, y, z]} friction={0.5} restitution={0.3} />
        ))}
      </RigidBody>
      {specs.map((spec, i) => (
        <RigidBody
          key={spec.id}
          ref={(b: RapierRigidBody | null) => void (b ? bodies.current.set(spec.id, b) : bodies.current.delete(spec.id))}
          position={spec.start}
          colliders={false}
          ccd
          linearDamping={0.2}
          angularDamping={0.3}
        >
          {spec.collider.kind === 'cylinder' ? (
            <CylinderCollider args={[spec.collider.halfHeight, spec.collider.radius]} density={spec.density} friction={0.6} restitution={0.2} />
          ) : (
            <CuboidCollider args={spec.collider.half} density={spec.density} friction={0.6} restitution={0.2} />
          )}
          <mesh
            name={`prop-${spec.id}`}
            geometry={geometries[i]}
            material={materials[i]}
            castShadow
            receiveShadow
            onPointerDown={grab(spec)}
            onPointerMove={follow}
            onPointerUp={release}
            onPointerCancel={release}
            onPointerOver={() => active && (gl.domElement.style.cursor = 'grab')}
            onPointerOut={() => (gl.domElement.style.cursor = '')}
          />
        </RigidBody>
      ))}
    </Physics>
  );
}
