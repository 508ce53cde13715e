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
// While `active` is false (a replay, the hand-over screen) the props still lie
// there and settle, but a press passes through to the room.
// A prop that comes to rest over the dice or the board (`keepOut`, keep-out.ts)
// glides to the nearest free spot, so it never hides a die's badge or a box.
//
// Fetched on a player's first touch (TouchPropsLazy.tsx, press-handover.ts):
// until then the props are still stand-ins of the same look and poses
// (StillProps.tsx), so a room only watched never downloads this; its Rapier is
// the very engine the room already loaded (src/tools/vite-rapier-shared.ts).
// A press on a stand-in made before this came is handed over on mount.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useOrbitControls } from '../camera.ts';
import { CuboidCollider, CylinderCollider, Physics, RigidBody, type RapierRigidBody } from '@react-three/rapier';
import * as THREE from 'three';
import { tableBoxes, type TableRect } from '../../physics/table.ts';
import { footprintRadius, nudgeOut } from './keep-out.ts';
import { clampInside, HOLD_HEIGHT, propSet, tossVelocity, type HoldSample, type PropSpec } from './prop-set.ts';
import { usePropMeshes } from './prop-meshes.ts';
import { usePropsProbe } from './props-probe.ts';
import { followWindowPointer } from '../window-pointer.ts';
import type { PressHandover } from './press-handover.ts';

/** Rapier's body types by number (RigidBodyType): the enum lives in the engine module, these never change. */
const DYNAMIC = 0;
const KINEMATIC_POSITION = 2;
/**
 * cm/s²: the table is built in cm. Stepped at 120 Hz with stiffer contacts and the deciding world's
 * length unit (src/physics/tuning.ts): at 60 Hz and the defaults (made for metres) a stack of 5 mm chips sinks into itself.
 */
const GRAVITY: [number, number, number] = [0, -981, 0];

/** How long a nudge glides (ms), and how high it lifts the prop on the way (cm). */
const NUDGE_MS = 450;
const NUDGE_LIFT = 1.5;
/** A prop moving slower than this (cm/s, rad/s) for SETTLE_MS (ms) has come to rest. */
const STILL_SPEED = 4;
const STILL_SPIN = 0.4;
const SETTLE_MS = 300;

interface Glide {
  from: { x: number; y: number; z: number };
  to: [number, number];
  started: number;
}

interface Held {
  id: string;
  pointerId: number;
  samples: HoldSample[];
}

export interface TouchPropsProps {
  /** Where on the table the props start (they may be tossed anywhere inside the rail). */
  area: TableRect;
  /** Where no prop may come to rest (keep-out.ts): one that settles there is nudged out. */
  keepOut: readonly TableRect[];
  /** False in a replay or behind the hand-over screen: a press then goes to the room, not to a prop. */
  active: boolean;
  /** A press on a stand-in still waiting for the physics: taken over on mount if its pointer is still down. */
  handover?: PressHandover;
  /** Called once the bodies are in place (before the frame is drawn): the stand-ins can go. */
  onReady?: () => void;
}

export default function TouchProps({ area, keepOut, active, handover, onReady }: TouchPropsProps) {
  const specs = useMemo(() => propSet(area), [area]);
  const { geometries, materials } = usePropMeshes(specs);
  const bodies = useRef(new Map<string, RapierRigidBody>());
  const held = useRef<Held | null>(null);
  const glides = useRef(new Map<string, Glide>());
  /** Since when (ms) each prop has been still; −1 once checked, until it moves again. */
  const stillSince = useRef(new Map<string, number>());
  const controls = useOrbitControls();
  const invalidate = useThree((s) => s.invalidate);
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);

  // For browser tests: where each prop is (table cm and page pixels).
  const bodyPoint = useCallback((spec: PropSpec) => bodies.current.get(spec.id)?.translation() ?? { x: NaN, y: NaN, z: NaN }, []);
  usePropsProbe(specs, bodyPoint, true);

  /** Let go of the held prop if `pointerId` holds it: it drops with the pointer's last motion (a toss). */
  const letGo = (pointerId: number): boolean => {
    const h = held.current;
    if (!h || h.pointerId !== pointerId) return false;
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
    invalidate();
    return true;
  };

  /** The held prop follows `pointerId`'s ray where it meets the hold plane, inside the rail. */
  const follow = (pointerId: number, { origin, direction }: THREE.Ray) => {
    const h = held.current;
    if (!h || h.pointerId !== pointerId) return;
    if (Math.abs(direction.y) < 1e-4) return;
    const t = (HOLD_HEIGHT - origin.y) / direction.y;
    if (!(t > 0) || !Number.isFinite(t)) return;
    const [x, z] = clampInside(origin.x + direction.x * t, origin.z + direction.z * t);
    bodies.current.get(h.id)?.setNextKinematicTranslation({ x, y: HOLD_HEIGHT, z });
    h.samples.push({ t: performance.now(), x, z });
    if (h.samples.length > 12) h.samples.shift();
    invalidate();
  };

  /** Lift `id` into `pointerId`'s hand (kinematic, upright). */
  const hold = (id: string, pointerId: number): boolean => {
    const body = bodies.current.get(id);
    if (!active || held.current || !body) return false;
    glides.current.delete(id);
    held.current = { id, pointerId, samples: [] };
    body.setBodyType(KINEMATIC_POSITION, true);
    body.setRotation({ x: 0, y: 0, z: 0, w: 1 }, true);
    if (controls) controls.enabled = false;
    return true;
  };

  const release = (e: ThreeEvent<PointerEvent>) => {
    if (letGo(e.pointerId)) (e.target as unknown as { releasePointerCapture?: (id: number) => void }).releasePointerCapture?.(e.pointerId);
  };

  const grab = (spec: PropSpec) => (e: ThreeEvent<PointerEvent>) => {
    if (!hold(spec.id, e.pointerId)) return;
    // Ours: no die drag, flick aim or camera turn starts under a prop.
    e.stopPropagation();
    (e.target as unknown as { setPointerCapture?: (id: number) => void }).setPointerCapture?.(e.pointerId);
    follow(e.pointerId, e.ray);
  };

  /** A prop came to rest: if it lies over the dice or the board, it glides to the nearest free spot. */
  const settled = (spec: PropSpec) => {
    const body = bodies.current.get(spec.id);
    if (!body || held.current?.id === spec.id || glides.current.has(spec.id)) return;
    const p = body.translation();
    const to = nudgeOut(p.x, p.z, footprintRadius(spec), keepOut);
    if (!to) return;
    glides.current.set(spec.id, { from: { x: p.x, y: p.y, z: p.z }, to, started: performance.now() });
    body.setBodyType(KINEMATIC_POSITION, true);
    invalidate();
  };

  // Every frame the world moves: a prop still for SETTLE_MS (or asleep) has come to rest. Not Rapier's
  // sleep alone: it comes two seconds late, and a prop on a slope of others may never fall asleep.
  useFrame(() => {
    const now = performance.now();
    for (const spec of specs) {
      const body = bodies.current.get(spec.id);
      if (!body || held.current?.id === spec.id || glides.current.has(spec.id)) {
        stillSince.current.delete(spec.id);
        continue;
      }
      const v = body.linvel();
      const w = body.angvel();
      const still = body.isSleeping() || (Math.hypot(v.x, v.y, v.z) < STILL_SPEED && Math.hypot(w.x, w.y, w.z) < STILL_SPIN);
      if (!still) {
        stillSince.current.delete(spec.id);
        continue;
      }
      const since = stillSince.current.get(spec.id);
      if (since === undefined) stillSince.current.set(spec.id, now);
      else if (now - since >= SETTLE_MS && since >= 0) {
        stillSince.current.set(spec.id, -1); // checked: not again until it moves
        settled(spec);
      }
    }
    // A prop still waiting for its check keeps the frames coming (the world stops asking once all sleep).
    if ([...stillSince.current.values()].some((t) => t >= 0)) invalidate();
    if (glides.current.size === 0) return;
    for (const [id, g] of glides.current) {
      const body = bodies.current.get(id);
      const t = Math.min(1, (now - g.started) / NUDGE_MS);
      const ease = t * t * (3 - 2 * t);
      if (body && t < 1) {
        const x = g.from.x + (g.to[0] - g.from.x) * ease;
        const z = g.from.z + (g.to[1] - g.from.z) * ease;
        body.setNextKinematicTranslation({ x, y: g.from.y + NUDGE_LIFT * Math.sin(Math.PI * t), z });
        continue;
      }
      glides.current.delete(id);
      if (body) {
        // Placed at the end of the glide outright: a slow frame may have jumped past every step of it.
        body.setTranslation({ x: g.to[0], y: g.from.y, z: g.to[1] }, true);
        body.setBodyType(DYNAMIC, true);
        body.setLinvel({ x: 0, y: 0, z: 0 }, true);
      }
    }
    invalidate();
  });

  // The stand-ins can go: the bodies are drawn where they stood (same poses), in this very frame.
  useLayoutEffect(() => onReady?.(), [onReady]);

  // A press on a stand-in before this came: if its pointer is still down, that prop is lifted to it now
  // and follows it until it is let go. The bodies exist by now (their effects run before ours). The pointer
  // is followed on the window: the stand-in it pressed is gone, so no mesh has captured it.
  useEffect(() => {
    const p = handover?.take();
    if (!p) return;
    if (!hold(p.propId, p.pointerId)) {
      // Not ours after all (the player's own move came meanwhile): what the press held back is free again.
      if (controls) controls.enabled = true;
      return;
    }
    const raycaster = new THREE.Raycaster();
    const ndc = new THREE.Vector2();
    const at = (x: number, y: number) => {
      const rect = gl.domElement.getBoundingClientRect();
      ndc.set(((x - rect.left) / rect.width) * 2 - 1, -((y - rect.top) / rect.height) * 2 + 1);
      raycaster.setFromCamera(ndc, camera);
      follow(p.pointerId, raycaster.ray);
    };
    at(p.x, p.y);
    const move = (e: PointerEvent) => e.pointerId === p.pointerId && at(e.clientX, e.clientY);
    const up = (e: PointerEvent) => e.pointerId === p.pointerId && letGo(e.pointerId);
    return followWindowPointer(move, up);
    // Once, on mount: a press is handed over when the physics arrives, never later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
            onPointerMove={(e) => follow(e.pointerId, e.ray)}
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
