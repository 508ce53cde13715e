// A ledger line's throw, played again on a table of its own: the spec re-built
// from the line's stored inputs runs in a DiceRun stepped exactly as for a
// player, slowed on screen the way event mode's cocked-die replay is (the
// same SlowMotionDriver and the same close-up camera, ReplayCamera, while a
// die lies cocked before it is thrown again); at rest the faces it came to are
// handed back to be compared with the ledger's.
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import type * as THREE from 'three';
import type { FaceValue } from '../../core/dice-kinds.ts';
import { TABLE } from '../../physics/table.ts';
import type { Pose, ThrowSpec } from '../../physics/types.ts';
import { ThrowDriver } from '../throw-driver.ts';
import { learnRenderer, renderQuality } from '../render-quality.ts';
import { DieModel } from '../DieModel.tsx';
import { TableModel } from '../TableModel.tsx';
import { Lighting } from '../Lighting.tsx';
import { ReplayCamera, type ReplayFocus } from '../../rooms/dice-table/ReplayCamera.tsx';
import { HOLD_REDRAW_MS, SlowMotionDriver, type FrameSource } from '../../rooms/dice-table/slow-motion.ts';
import { COCKED_HOLD_S } from '../../event/cocked-throw.ts';

function applyPose(group: THREE.Object3D | null | undefined, pose: Pose | undefined): void {
  if (!group || !pose) return;
  group.position.set(pose.position.x, pose.position.y, pose.position.z);
  group.quaternion.set(pose.rotation.x, pose.rotation.y, pose.rotation.z, pose.rotation.w);
}

interface ReplayProps {
  spec: ThrowSpec;
  /** Simulated seconds per wall-clock second (event mode's replay: 0.2). */
  pace: number;
  /** Heard once, with the faces the dice came to rest on. */
  onDone(faces: FaceValue[]): void;
  onFailed(message: string): void;
  /** A die lies cocked (true) or the re-throw goes on (false). */
  onCocked?(on: boolean): void;
}

function ReplayDice({ spec, pace, onDone, onFailed, onCocked, focus }: ReplayProps & { focus: ReplayFocus }) {
  const groups = useRef<(THREE.Group | null)[]>([]);
  const driver = useRef<FrameSource | null>(null);
  const finished = useRef(false);
  const invalidate = useThree((s) => s.invalidate);
  const latest = useRef({ onDone, onFailed, onCocked });
  useEffect(() => {
    latest.current = { onDone, onFailed, onCocked };
  });
  useEffect(() => {
    finished.current = false;
    try {
      const holdS = COCKED_HOLD_S * Math.min(1, pace / 0.2);
      driver.current = new SlowMotionDriver(new ThrowDriver(0, spec, renderQuality().maxCatchUp), {
        pace,
        holdS,
        onCocked: (record) => {
          focus.current = record.at?.position ?? null;
          latest.current.onCocked?.(true);
          setTimeout(() => {
            focus.current = null;
            latest.current.onCocked?.(false);
          }, holdS * 1000);
        },
      });
    } catch (e) {
      latest.current.onFailed(e instanceof Error ? e.message : String(e));
    }
    invalidate();
    return () => {
      driver.current?.free();
      driver.current = null;
      focus.current = null;
    };
  }, [spec, pace, focus, invalidate]);
  useFrame((_, delta) => {
    const d = driver.current;
    if (!d || finished.current) return;
    let frame;
    try {
      frame = d.frame(delta);
    } catch (e) {
      finished.current = true;
      driver.current = null;
      latest.current.onFailed(e instanceof Error ? e.message : String(e));
      return;
    }
    frame.poses.forEach((pose, i) => applyPose(groups.current[i], pose));
    if (frame.result) {
      finished.current = true;
      driver.current = null;
      latest.current.onDone(frame.result.faces);
      invalidate();
      return;
    }
    if (d.holding) setTimeout(invalidate, HOLD_REDRAW_MS);
    else invalidate();
  });
  return (
    <group>
      {spec.kinds.map((kind, i) => (
        <DieModel
          key={`${i}-${kind}`}
          kind={kind}
          ref={(g) => {
            groups.current[i] = g;
            if (g) applyPose(g, { position: spec.dice[i]!.position, rotation: spec.dice[i]!.rotation });
          }}
        />
      ))}
    </group>
  );
}

/** The table with the throw on it, seen from above the near rail: the whole play area, since a throw may roll anywhere on it. */
export function ReplayTable(props: ReplayProps) {
  const focus = useMemo<ReplayFocus>(() => ({ current: null }), []);
  const area = TABLE.areas[props.spec.area ?? 'tray'];
  const quality = renderQuality();
  return (
    <Canvas
      className="ledger-replay-canvas"
      shadows="percentage"
      frameloop="demand"
      dpr={quality.dpr}
      camera={{ position: [area.x * 0.3, 92, 60], fov: 45, near: 1, far: 1200 }}
      gl={{ antialias: quality.antialias, preserveDrawingBuffer: true }}
      onCreated={({ gl }) => learnRenderer(gl.getContext())}
    >
      <fog attach="fog" args={['#1c110a', 180, 520]} />
      <Lighting />
      <OrbitControls makeDefault target={[area.x * 0.3, 0, 6]} minDistance={25} maxDistance={170} maxPolarAngle={Math.PI * 0.45} />
      <ReplayCamera focus={focus} />
      <Suspense fallback={null}>
        <TableModel />
        <ReplayDice {...props} focus={focus} />
      </Suspense>
    </Canvas>
  );
}
