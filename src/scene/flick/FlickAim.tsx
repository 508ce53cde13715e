// The slingshot: press on the die at its start spot, pull back, let go. The
// die flies the other way, harder the further you pulled (capped). While
// aiming, the aim band (the strip the die sweeps: as wide as the die, as long
// as it would slide on open table; aim-band.ts) and a power meter (a gauge
// ring round the die) show. Both are drawn over everything on the table
// (no depth test, a late render order): a board print lying on the table hid
// all but the tail of the old aim line beyond the board's edge. Keyboard: ←/→ aim (Shift: finely), ↑/↓ pick a
// power for Enter, or hold Space to fill the meter and let go to flick.
// The camera is held still during a drag. The aim lives in refs and the
// meshes are mutated directly: a drag never re-renders React.
// It only reports the FlickSpec through onFlick; the owner runs the physics.
import type { Text } from '../../core/message.ts';
import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useOrbitControls } from '../camera.ts';
import * as THREE from 'three';
import type { DieKind } from '../../physics/dice-kinds.ts';
import type { FlickSpec } from '../../physics/types.ts';
import { aimBand } from './aim-band.ts';
import { makeTablePointer } from '../session/pointer.ts';
import {
  FLICK_INPUT,
  aimFromDrag,
  chargePower,
  flickFromDrag,
  keyboardFlick,
  pullFraction,
  stepPowerPreset,
  turnAim,
  wrapAngle,
  type Aim,
  type XZ,
} from './flick-input.ts';
import { PLAIN_MAP } from '../plain-map.ts';

export interface FlickAimProps {
  /** The die's start spot (table cm). */
  from: XZ;
  /** Takes input (pointer and keys) only while true. */
  active: boolean;
  /** The player let go: the flick, and whether it came from a drag or the keys. */
  onFlick(spec: FlickSpec, via: 'pointer' | 'keys'): void;
  /** Where the keyboard aim points at first (e.g. the nearest target); default straight ahead. */
  initialAngle?: number;
  /** A short hint for the player ("pull back further"), null to clear it: a message, said in the language of the moment by the HUD that shows it. */
  onHint?(text: Text | null): void;
  /** The player took the die (press on it, or Space down), before any flick. */
  onGrab?(): void;
  /** Shows this aim (a bot's) with no input; null for none. */
  preview?: Aim | null;
  /** Listen to the keyboard (default true). */
  keyboard?: boolean;
  /** The flicked die's kind: the band is as wide as this die (default a poker die). */
  die?: DieKind;
}

type Mode = { kind: 'idle' } | { kind: 'drag'; pointerId: number; pointer: XZ | null } | { kind: 'charge'; since: number };

const LINE_Y = 0.12;
/** Names the probes and browser specs find the band and the meter by. */
export const AIM_BAND_NAME = 'flick-aim-band';
export const POWER_METER_NAME = 'flick-power-meter';
/** After the board and the figures, whatever their depth: the aim is never hidden. */
const AIM_ORDER = 20;
/** The band's edges, cm wide, and its arrow head's length. */
const EDGE = 0.28;
const HEAD = 2.6;
/** The power meter is a gauge ring round the die, filling clockwise from the far side. */
const METER_INNER = 3.0;
const METER_OUTER = 4.6;
const METER_SEGMENTS = 48;
const GRAB_RADIUS = 3.6;
const WEAK = new THREE.Color('#f6dd93');
const STRONG = new THREE.Color('#e8542c');
const EDGE_INK = '#2a140a';
const MISS = new THREE.Color('#8a7a64');
const IGNORED_TARGETS = ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'];

interface Meshes {
  aim: THREE.Group | null;
  line: THREE.Mesh | null;
  left: THREE.Mesh | null;
  right: THREE.Mesh | null;
  head: THREE.Mesh | null;
  band: THREE.Mesh | null;
  fill: THREE.Mesh<THREE.RingGeometry> | null;
  meter: THREE.Group | null;
  ring: THREE.Mesh | null;
}

/** The aim's hints, as messages (the hint follows a language change while it is shown). */
const FLICK_HINTS = {
  pullFurther: /*i18n*/ { id: 'flick.pull-further', message: 'Pull back further from the die before you let go.' },
  holdLonger: /*i18n*/ { id: 'flick.hold-longer', message: 'Hold Space a little longer to build power, then let go.' },
} as const;

/** The arrow head: a unit triangle pointing along -z once laid flat (its tip at local +y before the rotation). */
const ARROW = new THREE.Shape([new THREE.Vector2(-0.5, -0.5), new THREE.Vector2(0.5, -0.5), new THREE.Vector2(0, 0.5)]);

const colourOf = (power: number, out: THREE.Color): THREE.Color => out.copy(WEAK).lerp(STRONG, Math.min(1, Math.max(0, power)));

export function FlickAim({ from, active, onFlick, initialAngle = 0, onHint, onGrab, preview = null, keyboard = true, die = 'poker' }: FlickAimProps) {
  const { camera, gl, invalidate } = useThree();
  const controls = useOrbitControls();
  const pointer = useMemo(() => makeTablePointer(camera, gl.domElement), [camera, gl]);
  const meshes = useRef<Meshes>({ aim: null, line: null, left: null, right: null, head: null, band: null, fill: null, meter: null, ring: null });
  const mode = useRef<Mode>({ kind: 'idle' });
  const angle = useRef(wrapAngle(initialAngle));
  const preset = useRef<number>(FLICK_INPUT.powerPresets[2] ?? 0.55);
  const scratch = useMemo(() => new THREE.Color(), []);
  // The latest callbacks, so window listeners registered once always call the current ones.
  const props = useRef({ from, active, onFlick, onHint, onGrab, preview, die });
  props.current = { from, active, onFlick, onHint, onGrab, preview, die };

  /** Puts the meshes where the current aim says; called on every input event and each charging frame. */
  const draw = () => {
    const m = meshes.current;
    if (!m.aim || !m.line || !m.left || !m.right || !m.head || !m.band || !m.fill || !m.meter) return;
    const p = props.current;
    const state = mode.current;
    let shown: Aim | null;
    let meter: number;
    let strong = true;
    m.band.visible = false;
    if (p.preview) {
      shown = p.preview;
      meter = p.preview.power;
    } else if (state.kind === 'drag') {
      const at = state.pointer;
      const aim = at ? aimFromDrag(p.from, at) : null;
      meter = at ? pullFraction(p.from, at) : 0;
      shown = aim;
      if (aim) angle.current = aim.angle;
      if (at) {
        // The rubber band from the die back to the finger.
        const dx = at.x - p.from.x;
        const dz = at.z - p.from.z;
        const len = Math.hypot(dx, dz);
        m.band.visible = len > 0.2;
        m.band.position.set(p.from.x + dx / 2, LINE_Y + 0.02, p.from.z + dz / 2);
        m.band.rotation.set(0, Math.atan2(dx, dz), 0);
        m.band.scale.set(0.22, 0.06, len);
      }
    } else if (state.kind === 'charge') {
      meter = chargePower((performance.now() - state.since) / 1000);
      shown = { angle: angle.current, power: Math.max(meter, 0.04) };
    } else {
      // Idle: a faint guide where the keys point, at the chosen preset (the meter shows it too, dimmer).
      shown = { angle: angle.current, power: preset.current };
      meter = preset.current;
      strong = false;
    }
    m.aim.visible = shown !== null;
    if (shown) {
      // In the aim group's frame the die sits at the origin and the aim runs along -z.
      const band = aimBand({ x: 0, z: 0 }, { angle: 0, power: shown.power }, p.die);
      const near = band.width / 2;
      const mid = -(near + band.length / 2);
      m.aim.rotation.set(0, -shown.angle, 0);
      m.line.scale.set(band.width, band.length, 1);
      m.line.position.set(0, 0, mid);
      m.line.userData.band = aimBand(p.from, shown, p.die);
      for (const [edge, side] of [[m.left, -1], [m.right, 1]] as const) {
        edge.scale.set(EDGE, band.length, 1);
        edge.position.set(side * (near + EDGE / 2), 0.01, mid);
      }
      m.head.scale.set(band.width * 1.1, HEAD, 1);
      m.head.position.set(0, 0, -(near + band.length + HEAD / 2));
      const colour = colourOf(shown.power, scratch);
      const lineMat = m.line.material as THREE.MeshBasicMaterial;
      const headMat = m.head.material as THREE.MeshBasicMaterial;
      lineMat.color.copy(colour);
      headMat.color.copy(colour);
      lineMat.opacity = strong ? 0.55 : 0.3;
      headMat.opacity = strong ? 0.95 : 0.45;
      for (const edge of [m.left, m.right]) (edge.material as THREE.MeshBasicMaterial).opacity = strong ? 0.95 : 0.5;
    }
    // The power always shows: full while pulling, charging or showing a bot's aim, dimmer for the keys' preset.
    m.meter.visible = true;
    // Draw only the first segments of the ring: indexed triangles, 6 indices per segment.
    m.fill.geometry.setDrawRange(0, Math.round(Math.min(1, Math.max(0, meter)) * METER_SEGMENTS) * 6);
    const fillMat = m.fill.material as THREE.MeshBasicMaterial;
    if (state.kind === 'drag' && !shown) fillMat.color.copy(MISS);
    else colourOf(meter, fillMat.color);
    fillMat.opacity = strong ? 1 : 0.55;
    invalidate();
  };

  // A new start spot or a new first aim (a new round) resets the aim.
  useEffect(() => {
    angle.current = wrapAngle(initialAngle);
    draw();
    // draw reads refs only; it is stable in effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from.x, from.z, initialAngle, preview, active]);

  const setOrbit = (enabled: boolean) => {
    if (controls) controls.enabled = enabled;
  };

  // Leaving (unmount, or no longer active) mid-drag gives the camera back.
  useEffect(() => {
    if (active) return;
    if (mode.current.kind !== 'idle') {
      mode.current = { kind: 'idle' };
      setOrbit(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const startDrag = (e: ThreeEvent<PointerEvent>) => {
    const p = props.current;
    if (!p.active || p.preview || mode.current.kind !== 'idle') return;
    e.stopPropagation();
    const pointerId = e.nativeEvent.pointerId;
    mode.current = { kind: 'drag', pointerId, pointer: pointer(e.nativeEvent.clientX, e.nativeEvent.clientY) };
    setOrbit(false);
    p.onHint?.(null);
    p.onGrab?.();
    const move = (ev: PointerEvent) => {
      const d = mode.current;
      if (d.kind !== 'drag' || ev.pointerId !== d.pointerId) return;
      d.pointer = pointer(ev.clientX, ev.clientY);
      draw();
    };
    const finish = (ev: PointerEvent) => {
      const d = mode.current;
      if (d.kind !== 'drag' || ev.pointerId !== d.pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', finish);
      mode.current = { kind: 'idle' };
      setOrbit(true);
      const at = ev.type === 'pointercancel' ? null : pointer(ev.clientX, ev.clientY);
      const spec = at && props.current.active ? flickFromDrag(props.current.from, at) : null;
      draw();
      if (spec) props.current.onFlick(spec, 'pointer');
      else if (ev.type !== 'pointercancel') props.current.onHint?.(FLICK_HINTS.pullFurther);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);
    draw();
  };

  // Keyboard: registered while active; reads everything from refs.
  useEffect(() => {
    if (!active || !keyboard) return;
    const ignored = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      return (target !== null && IGNORED_TARGETS.includes(target.tagName)) || e.altKey || e.ctrlKey || e.metaKey;
    };
    const down = (e: KeyboardEvent) => {
      if (ignored(e) || props.current.preview) return;
      const busy = mode.current.kind === 'drag';
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        if (busy) return;
        angle.current = turnAim(angle.current, e.key === 'ArrowLeft' ? -1 : 1, e.shiftKey);
      } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
        if (busy || mode.current.kind === 'charge') return;
        preset.current = stepPowerPreset(preset.current, e.key === 'ArrowUp' ? 1 : -1);
      } else if (e.code === 'Space') {
        e.preventDefault();
        if (e.repeat || mode.current.kind !== 'idle') return;
        mode.current = { kind: 'charge', since: performance.now() };
        props.current.onHint?.(null);
        props.current.onGrab?.();
      } else if (e.key === 'Enter') {
        if (busy || mode.current.kind === 'charge' || e.repeat) return;
        e.preventDefault();
        props.current.onGrab?.();
        props.current.onFlick({ from: { ...props.current.from }, angle: angle.current, power: preset.current }, 'keys');
        return;
      } else if (e.key === 'Escape' && mode.current.kind === 'charge') {
        mode.current = { kind: 'idle' };
      } else return;
      e.preventDefault();
      draw();
    };
    const up = (e: KeyboardEvent) => {
      if (e.code !== 'Space') return;
      const state = mode.current;
      if (state.kind !== 'charge') return;
      e.preventDefault();
      mode.current = { kind: 'idle' };
      const spec = keyboardFlick(props.current.from, angle.current, (performance.now() - state.since) / 1000);
      draw();
      if (spec) props.current.onFlick(spec, 'keys');
      else props.current.onHint?.(FLICK_HINTS.holdLonger);
    };
    const blur = () => {
      if (mode.current.kind === 'charge') {
        mode.current = { kind: 'idle' };
        draw();
      }
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', blur);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', blur);
      if (mode.current.kind === 'charge') mode.current = { kind: 'idle' };
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, keyboard]);

  // Only a charging meter changes by itself: redraw (and ask for the next frame) while it fills.
  useFrame(() => {
    if (mode.current.kind === 'charge') draw();
  });

  const ref =
    <K extends keyof Meshes>(key: K) =>
    (obj: Meshes[K]) => {
      meshes.current[key] = obj;
    };

  if (!active && !preview) return null;
  return (
    <group name="flick-aim">
      <group position={[from.x, 0, from.z]}>
        {/* Where to press: a ring round the die, and a wider invisible disc that catches the press. */}
        <mesh ref={ref('ring')} rotation-x={-Math.PI / 2} position-y={0.06} visible={!preview} renderOrder={AIM_ORDER}>
          <ringGeometry args={[2.1, 2.6, 40]} />
          <meshBasicMaterial map={PLAIN_MAP} color="#f3d48a" transparent opacity={0.55} depthWrite={false} depthTest={false} toneMapped={false} />
        </mesh>
        <mesh
          rotation-x={-Math.PI / 2}
          position-y={0.05}
          onPointerDown={startDrag}
          onPointerOver={() => {
            if (props.current.active) gl.domElement.style.cursor = 'grab';
          }}
          onPointerOut={() => {
            gl.domElement.style.cursor = '';
          }}
        >
          <circleGeometry args={[GRAB_RADIUS, 24]} />
          <meshBasicMaterial map={PLAIN_MAP} transparent opacity={0} depthWrite={false} />
        </mesh>
        {/* The band the die sweeps: a translucent strip as wide as the die with dark edges and an arrow head. */}
        <group ref={ref('aim')} position-y={LINE_Y}>
          <mesh ref={ref('line')} name={AIM_BAND_NAME} rotation-x={-Math.PI / 2} renderOrder={AIM_ORDER}>
            <planeGeometry args={[1, 1]} />
            <meshBasicMaterial map={PLAIN_MAP} transparent depthWrite={false} depthTest={false} toneMapped={false} side={THREE.DoubleSide} />
          </mesh>
          <mesh ref={ref('left')} rotation-x={-Math.PI / 2} renderOrder={AIM_ORDER + 1}>
            <planeGeometry args={[1, 1]} />
            <meshBasicMaterial map={PLAIN_MAP} color={EDGE_INK} transparent depthWrite={false} depthTest={false} toneMapped={false} side={THREE.DoubleSide} />
          </mesh>
          <mesh ref={ref('right')} rotation-x={-Math.PI / 2} renderOrder={AIM_ORDER + 1}>
            <planeGeometry args={[1, 1]} />
            <meshBasicMaterial map={PLAIN_MAP} color={EDGE_INK} transparent depthWrite={false} depthTest={false} toneMapped={false} side={THREE.DoubleSide} />
          </mesh>
          <mesh ref={ref('head')} rotation-x={-Math.PI / 2} renderOrder={AIM_ORDER + 1}>
            <shapeGeometry args={[ARROW]} />
            <meshBasicMaterial map={PLAIN_MAP} transparent depthWrite={false} depthTest={false} toneMapped={false} side={THREE.DoubleSide} />
          </mesh>
        </group>
        {/* The power meter: a dark gauge ring round the die and a fill that runs clockwise from the far side. */}
        <group ref={ref('meter')} name={POWER_METER_NAME} rotation-x={-Math.PI / 2} position-y={0.09}>
          <mesh renderOrder={AIM_ORDER}>
            <ringGeometry args={[METER_INNER - 0.2, METER_OUTER + 0.2, METER_SEGMENTS]} />
            <meshBasicMaterial map={PLAIN_MAP} color="#1d120b" transparent opacity={0.8} depthWrite={false} depthTest={false} toneMapped={false} />
          </mesh>
          <mesh ref={ref('fill')} position-z={0.02} scale={[-1, 1, 1]} renderOrder={AIM_ORDER + 1}>
            <ringGeometry args={[METER_INNER, METER_OUTER, METER_SEGMENTS, 1, Math.PI / 2, 2 * Math.PI]} />
            <meshBasicMaterial map={PLAIN_MAP} transparent depthWrite={false} depthTest={false} toneMapped={false} side={THREE.DoubleSide} />
          </mesh>
        </group>
      </group>
      <mesh ref={ref('band')} visible={false} renderOrder={AIM_ORDER}>
        <boxGeometry args={[1, 1, 1]} />
        <meshBasicMaterial map={PLAIN_MAP} color="#d9c9ad" transparent opacity={0.85} depthWrite={false} depthTest={false} toneMapped={false} />
      </mesh>
    </group>
  );
}
