// The human's flick input until src/scene/flick/ brings the real slingshot:
// pull back from the die and let go, or aim with ←/→, set power with ↑/↓ and
// press Enter. An arrow shows the aim. It only calls `onFlick`; the session
// validates the flick and the FlickLayer runs it through physics.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import type { FlickStage } from '../../store/session/types.ts';
import { aimAt, aimFromPull, clampPower, type Aim } from './flick-aim.ts';
import { makeTablePointer } from './pointer.ts';

export interface FlickAimProps {
  stage: FlickStage;
  /** False while the device must change hands or the die is in motion. */
  active: boolean;
  onFlick(aim: Aim): void;
}

const ANGLE_STEP = 0.04;
const POWER_STEP = 0.05;

export function FallbackFlickAim({ stage, active, onFlick }: FlickAimProps) {
  const firstTarget = stage.setup.figures.find((f) => f.role === 'target');
  const [aim, setAim] = useState<Aim>(() => (firstTarget ? aimAt(stage.from, firstTarget) : { angle: 0, power: 0.5 }));
  const pulling = useRef<number | null>(null);
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const controls = useThree((s) => s.controls);
  const pointer = useMemo(() => makeTablePointer(camera, gl.domElement), [camera, gl]);

  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      if (e.key === 'ArrowLeft') setAim((a) => ({ ...a, angle: a.angle - ANGLE_STEP }));
      else if (e.key === 'ArrowRight') setAim((a) => ({ ...a, angle: a.angle + ANGLE_STEP }));
      else if (e.key === 'ArrowUp') setAim((a) => ({ ...a, power: clampPower(a.power + POWER_STEP) }));
      else if (e.key === 'ArrowDown') setAim((a) => ({ ...a, power: clampPower(a.power - POWER_STEP) }));
      else if (e.key === 'Enter') setAim((a) => (onFlick(a), a));
      else return;
      e.preventDefault();
      invalidate();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, onFlick, invalidate]);

  const startPull = (e: ThreeEvent<PointerEvent>) => {
    if (!active || pulling.current !== null) return;
    e.stopPropagation();
    pulling.current = e.nativeEvent.pointerId;
    const orbit = controls as unknown as { enabled: boolean } | null;
    if (orbit) orbit.enabled = false;
    const move = (ev: PointerEvent) => {
      if (ev.pointerId !== pulling.current) return;
      const p = pointer(ev.clientX, ev.clientY);
      const next = p && aimFromPull(stage.from, p);
      if (next) setAim(next);
      invalidate();
    };
    const up = (ev: PointerEvent) => {
      if (ev.pointerId !== pulling.current) return;
      pulling.current = null;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      if (orbit) orbit.enabled = true;
      const p = pointer(ev.clientX, ev.clientY);
      const next = p && aimFromPull(stage.from, p);
      if (next) onFlick(next);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  if (!active) return null;
  const length = 3 + aim.power * 14;
  return (
    <group position={[stage.from.x, 0.05, stage.from.z]}>
      {/* A wide invisible disc around the die catches the pull. */}
      <mesh rotation-x={-Math.PI / 2} onPointerDown={startPull}>
        <circleGeometry args={[3, 24]} />
        <meshBasicMaterial transparent opacity={0.18} color="#e2b865" />
      </mesh>
      <group rotation-y={-aim.angle}>
        <mesh position={[0, 0.1, -length / 2 - 1.5]}>
          <boxGeometry args={[0.35, 0.12, length]} />
          <meshBasicMaterial color={aim.power > 0.8 ? '#e06a3d' : '#f3d48a'} />
        </mesh>
        <mesh position={[0, 0.1, -length - 1.8]} rotation-x={-Math.PI / 2}>
          <coneGeometry args={[0.9, 1.6, 3]} />
          <meshBasicMaterial color={aim.power > 0.8 ? '#e06a3d' : '#f3d48a'} />
        </mesh>
      </group>
    </group>
  );
}
