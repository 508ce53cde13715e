// The dice on the table and the cup: drawn from the DiceRun that decides.
// Each frame while a throw runs, a ThrowDriver steps the run at the fixed
// timestep and its poses are copied into the meshes (refs, no React state), so
// the faces on screen are the faces the result reports. A software renderer
// draws few frames, so each frame may catch up more simulated time there. Dragging a die or the cup and
// letting go throws; the gesture comes from the pointer ray on the table plane.
import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useOrbitControls } from '../../scene/camera.ts';
import { useStore } from 'zustand';
import * as THREE from 'three';
import { TABLE } from '../../physics/table.ts';
import type { Pose } from '../../physics/types.ts';
import { faceUp } from '../../physics/faces.ts';
import { isDieKind, type FaceValue } from '../../core/dice-kinds.ts';
import { DieModel } from '../../scene/DieModel.tsx';
import { CupModel } from '../../scene/CupModel.tsx';
import { renderQuality } from '../../scene/render-quality.ts';
import { ThrowDriver } from '../../scene/throw-driver.ts';
import { gestureFromSamples, type DragSample } from '../../scene/gesture.ts';
import { followDrag, pressTime } from '../../scene/follow-drag.ts';
import type { ImpactSound } from '../../ui/impact-sound.ts';
import type { DiceTableStore } from '../../store/dice-table.ts';
import { handCluster, trayLayout } from './layout.ts';
import { dragSpeed } from '../../ui/sound/drag-speed.ts';
import { HOLD_REDRAW_MS, SlowMotionDriver, type FrameSource, type SlowMotion } from './slow-motion.ts';

/** Filled by the stage so automation and tests can find things on screen. */
export interface StageProbe {
  screenPoints: () => { dice: { x: number; y: number }[]; cup: { x: number; y: number } | null };
  /** The face each drawn die shows, read from its mesh's rotation (null: cocked). */
  shownFaces: () => (FaceValue | null)[];
}

interface Drag {
  what: 'dice' | 'cup';
  samples: DragSample[];
  pointerId: number;
}

const CUP_HOME = new THREE.Vector3(TABLE.areas.cup.x, 0, TABLE.areas.cup.z);
const HOLD_HEIGHT = 4;
const tablePlane = new THREE.Plane(new THREE.Vector3(0, 1, 0), 0);

function applyPose(group: THREE.Object3D | null | undefined, pose: Pose | undefined): void {
  if (!group || !pose) return;
  group.position.set(pose.position.x, pose.position.y, pose.position.z);
  group.quaternion.set(pose.rotation.x, pose.rotation.y, pose.rotation.z, pose.rotation.w);
}

/** `slowMotion`: the attract loop's replay pacing (same physics, slower on screen); absent for play. */
export function DiceStage({ table, sound, probe, slowMotion }: { table: DiceTableStore; sound: ImpactSound; probe: StageProbe; slowMotion?: SlowMotion }) {
  const dice = useStore(table.store, (s) => s.dice);
  const groups = useRef<(THREE.Group | null)[]>([]);
  const cup = useRef<THREE.Group | null>(null);
  /** Where idle dice lie: the last throw's rest poses, or the tray layout for a new set. */
  const restPoses = (): Pose[] => {
    const s = table.store.getState();
    return s.restPoses && s.restPoses.length === s.dice.length ? s.restPoses : trayLayout(s.dice);
  };
  const running = useRef<FrameSource | null>(null);
  const drag = useRef<Drag | null>(null);
  const { camera, gl, invalidate } = useThree();
  const controls = useOrbitControls();
  const scratch = useMemo(() => ({ ray: new THREE.Raycaster(), ndc: new THREE.Vector2(), hit: new THREE.Vector3(), v: new THREE.Vector3() }), []);

  // A throw request or a new set of dice wakes the demand frameloop.
  useEffect(() => table.store.subscribe((s, prev) => (s.rolling !== prev.rolling || s.restPoses !== prev.restPoses || s.dice !== prev.dice) && invalidate()), [table, invalidate]);

  useEffect(() => {
    probe.screenPoints = () => {
      const rect = gl.domElement.getBoundingClientRect();
      const project = (obj: THREE.Object3D) => {
        obj.getWorldPosition(scratch.v).project(camera);
        return { x: rect.left + ((scratch.v.x + 1) / 2) * rect.width, y: rect.top + ((1 - scratch.v.y) / 2) * rect.height };
      };
      const count = table.store.getState().dice.length;
      const shown = groups.current.slice(0, count).filter((g): g is THREE.Group => g !== null);
      return { dice: shown.map(project), cup: cup.current ? project(cup.current) : null };
    };
    probe.shownFaces = () => {
      const count = table.store.getState().dice.length;
      return groups.current.slice(0, count).map((g) => {
        const kind: unknown = g?.userData.kind;
        if (!g || !isDieKind(kind)) return null;
        const q = g.quaternion;
        return faceUp(kind, { x: q.x, y: q.y, z: q.z, w: q.w });
      });
    };
  }, [probe, gl, camera, table, scratch]);

  useEffect(() => () => running.current?.free(), []);

  /** Pointer position on the table plane, or null when the ray misses it. */
  const tablePoint = (clientX: number, clientY: number): THREE.Vector3 | null => {
    const rect = gl.domElement.getBoundingClientRect();
    scratch.ndc.set(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
    scratch.ray.setFromCamera(scratch.ndc, camera);
    return scratch.ray.ray.intersectPlane(tablePlane, scratch.hit);
  };

  const startDrag = (what: Drag['what']) => (e: ThreeEvent<PointerEvent>) => {
    if (table.store.getState().rolling || drag.current) return;
    e.stopPropagation();
    sound.unlock();
    const p = tablePoint(e.nativeEvent.clientX, e.nativeEvent.clientY);
    if (!p) return;
    drag.current = { what, samples: [{ t: pressTime(e.nativeEvent), x: p.x, z: p.z }], pointerId: e.nativeEvent.pointerId };
    if (controls) controls.enabled = false;
    followDrag(drag, tablePoint, {
      moved: invalidate,
      released(d) {
        if (controls) controls.enabled = true;
        const gesture = gestureFromSamples(d.samples);
        if (gesture) table.actions.throwDice({ gesture, source: 'drag' }).catch(() => undefined);
        invalidate();
      },
    });
    invalidate();
  };

  useFrame((_, delta) => {
    const { rolling } = table.store.getState();
    if (rolling && running.current?.id !== rolling.id) {
      // Start only once a mesh of the right kind stands for every die (a new kind may still be loading).
      if (!rolling.spec.kinds.every((kind, i) => groups.current[i]?.userData.kind === kind)) {
        invalidate();
        return;
      }
      running.current?.free();
      running.current = null;
      try {
        const driver = new ThrowDriver(rolling.id, rolling.spec, renderQuality().maxCatchUp);
        running.current = slowMotion ? new SlowMotionDriver(driver, slowMotion) : driver;
      } catch (error) {
        table.actions.failed(rolling.id, error instanceof Error ? error : new Error(String(error)));
      }
    }

    const current = running.current;
    if (current) {
      let frame;
      try {
        frame = current.frame(delta);
      } catch (error) {
        current.free();
        running.current = null;
        table.actions.failed(current.id, error instanceof Error ? error : new Error(String(error)));
        return;
      }
      frame.poses.forEach((pose, i) => applyPose(groups.current[i], pose));
      // Volume and mute are the shared sound setting's (src/ui/sound/settings.ts); the poses say what each die hit.
      sound.play(frame.impacts, frame.poses);
      for (const record of frame.rethrows) table.actions.rethrown(record);
      if (frame.result) {
        running.current = null;
        table.actions.settled(current.id, frame.result);
      }
      // Held still (the attract replay's cocked die): a few frames a second are enough to count the hold down.
      if (current.holding) setTimeout(invalidate, HOLD_REDRAW_MS);
      else invalidate();
    } else if (drag.current) {
      // Dice in the hand (or in the cup) follow the pointer above the table.
      const last = drag.current.samples[drag.current.samples.length - 1];
      if (last) {
        const offsets = handCluster(dice.length);
        const t = performance.now() / 1000;
        groups.current.slice(0, dice.length).forEach((g, i) => {
          if (!g) return;
          const o = offsets[i] ?? { x: 0, z: 0 };
          const inCup = drag.current?.what === 'cup';
          g.position.set(last.x + (inCup ? o.x * 0.3 : o.x), inCup ? 2 : HOLD_HEIGHT + Math.sin(t * 9 + i) * 0.3, last.z + (inCup ? o.z * 0.3 : o.z));
          g.rotation.set(t * 2 + i, t * 3 + i * 0.7, 0);
        });
        if (drag.current.what === 'cup' && cup.current) {
          cup.current.position.set(last.x, 1.5, last.z);
          cup.current.rotation.set(Math.sin(t * 12) * 0.12, 0, Math.cos(t * 10) * 0.12);
          // The dice inside rattle as fast as the hand shakes the cup.
          sound.rattle(dragSpeed(drag.current.samples, performance.now()), delta);
        }
        // No invalidate here: the next pointer move asks for the next frame.
      }
    } else {
      restPoses().forEach((pose, i) => applyPose(groups.current[i], pose));
      // The cup glides back to its place after a throw.
      const c = cup.current;
      if (c && c.position.distanceTo(CUP_HOME) > 0.01) {
        c.position.lerp(CUP_HOME, 0.18);
        c.rotation.set(c.rotation.x * 0.8, 0, c.rotation.z * 0.8);
        invalidate();
      } else if (c) {
        c.position.copy(CUP_HOME);
        c.rotation.set(0, 0, 0);
      }
    }
  });

  return (
    <>
      <group onPointerDown={startDrag('dice')}>
        {dice.map((kind, i) => (
          <DieModel
            key={`${i}-${kind}`}
            kind={kind}
            ref={(g) => {
              groups.current[i] = g;
              if (!g) return;
              g.userData.kind = kind;
              applyPose(g, restPoses()[i]);
            }}
          />
        ))}
      </group>
      <group onPointerDown={startDrag('cup')}>
        <CupModel
          ref={(g) => {
            cup.current = g;
            g?.position.copy(CUP_HOME);
          }}
        />
      </group>
    </>
  );
}
