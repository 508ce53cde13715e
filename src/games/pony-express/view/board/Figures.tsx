// The riders and the three Indians as standing figures on the board. Each
// rider (one colour per seat) stands on its space, around the centre when
// riders share it; it lies on its side in jail, and walks space by space
// (short hops, the kit's hop glide) when it moves. Figures the session's FlickLayer is drawing
// (the targets and bystanders of a flick) are hidden here meanwhile; it dresses
// them the same way (useFigure, figurePaint), so none changes its look.
// Which ones are hidden is decided every frame from what the flick layer has
// actually drawn (its figure groups with their model loaded), so no figure is
// ever drawn by neither: hiding ours on a store change while the layer's own
// appeared a render later left gaps. Figures a flick knocked down that the
// rules do not stand up again (an Indian shot in a visit) lie where they fell
// (the session's fallen memory, src/scene/session/fallen.ts).
// Motion runs in useFrame on refs; React renders only when the placement changes.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import type * as THREE from 'three';
import { useFigure } from '../../../../scene/session/FigureModel.tsx';
import { arc, flickLayer, hopLift, hopSeconds, progress } from '../../../../scene/kit/index.ts';
import { stillDown, type FallenFigure } from '../../../../scene/session/fallen.ts';
import type { FlickStaging } from '../../../../scene/session/flick-staging.ts';
import { TRACK_LENGTH, riderPoint } from '../../data/board.ts';
import type { Placement } from '../../index.ts';
import { seatColour } from './colours.ts';

/** Half the width of the rider's base: the lift of a figure lying on its side. */
const LYING_LIFT = 0.72;

interface Walker {
  x: number;
  z: number;
  lying: number;
  lyingTo: number;
  queue: { x: number; z: number }[];
  seg: { fx: number; fz: number; tx: number; tz: number; t0: number } | null;
  pos: number;
}

function Rider({ seat, walker }: { seat: number; walker: React.RefObject<Map<number, THREE.Group>> }) {
  const figure = useFigure('rider', seatColour(seat));
  return (
    <group
      name={`rider-${seat}`}
      ref={(g) => {
        if (g) walker.current.set(seat, g);
        else walker.current.delete(seat);
      }}
    >
      <primitive object={figure} />
    </group>
  );
}

function Indian({ id, x, z }: { id: string; x: number; z: number }) {
  const figure = useFigure('indian');
  // Square to the table, as the physics stands it for a flick (so it does not turn when one starts).
  return (
    <group name={id} position={[x, 0, z]}>
      <primitive object={figure} />
    </group>
  );
}

/** A figure lying where a flick left it. */
function Lying({ f }: { f: FallenFigure }) {
  const figure = useFigure(f.model, f.model === 'rider' && f.owner !== undefined ? seatColour(f.owner) : undefined);
  const { position: p, rotation: q } = f.pose;
  return (
    <group name={f.id} userData={{ fallen: true }} position={[p.x, p.y, p.z]} quaternion={[q.x, q.y, q.z, q.w]}>
      <primitive object={figure} />
    </group>
  );
}

/** Ids of the figures the visible flick layer has drawn (a group whose model is loaded). */
export function drawnByFlickLayer(scene: THREE.Object3D, out: Set<string> = new Set()): Set<string> {
  out.clear();
  const layer = flickLayer(scene);
  if (!layer?.visible) return out;
  for (const c of layer.children) if (c.name && c.visible && c.children.length > 0) out.add(c.name);
  return out;
}

export function Figures({ placement, positions, staging }: { placement: Placement; positions: readonly number[]; staging: FlickStaging }) {
  const fallen = useStore(staging, (s) => s.fallen);
  const lying = useMemo(
    () => stillDown(fallen, new Set([...placement.riders.map((r) => `rider-${r.seat}`), ...placement.indians.map((i) => i.id)])),
    [fallen, placement],
  );
  /** Our figures by id (standing or lying), shown unless the flick layer draws the same figure. */
  const slots = useRef(new Map<string, THREE.Group>());
  const drawn = useMemo(() => new Set<string>(), []);
  const scene = useThree((s) => s.scene);
  const slot = (id: string) => (g: THREE.Group | null) => {
    if (g) slots.current.set(id, g);
    else slots.current.delete(id);
  };
  const groups = useRef(new Map<number, THREE.Group>());
  const walkers = useRef(new Map<number, Walker>());
  const invalidate = useThree((s) => s.invalidate);

  // A new placement: queue the walk of every rider that moved.
  useLayoutEffect(() => {
    for (const r of placement.riders) {
      const pos = positions[r.seat] ?? 1;
      const w = walkers.current.get(r.seat);
      const lyingTo = r.lying ? 1 : 0;
      if (!w) {
        walkers.current.set(r.seat, { x: r.x, z: r.z, lying: lyingTo, lyingTo, queue: [], seg: null, pos });
        continue;
      }
      w.lyingTo = lyingTo;
      const last = w.queue[w.queue.length - 1] ?? (w.seg ? { x: w.seg.tx, z: w.seg.tz } : { x: w.x, z: w.z });
      if (Math.hypot(last.x - r.x, last.z - r.z) > 0.01) {
        // Along the track space by space when the move is a short ride; else one hop.
        if (pos !== w.pos && Math.abs(pos - w.pos) <= 10 && pos <= TRACK_LENGTH + 3) {
          const dir = Math.sign(pos - w.pos);
          for (let p = w.pos + dir; p !== pos; p += dir) w.queue.push(riderPoint(p, r.seat));
          if (r.at === 'duel') w.queue.push(riderPoint(pos, r.seat));
        }
        w.queue.push({ x: r.x, z: r.z });
      }
      w.pos = pos;
    }
    invalidate();
  }, [placement, positions, invalidate]);

  useFrame(() => {
    drawnByFlickLayer(scene, drawn);
    for (const [id, g] of slots.current) g.visible = !drawn.has(id);
    const now = performance.now();
    let moving = false;
    for (const [seat, w] of walkers.current) {
      if (!w.seg && w.queue.length > 0) {
        const next = w.queue.shift()!;
        w.seg = { fx: w.x, fz: w.z, tx: next.x, tz: next.z, t0: now };
      }
      let y = 0;
      if (w.seg) {
        const dist = Math.hypot(w.seg.tx - w.seg.fx, w.seg.tz - w.seg.fz);
        // A steady walk (no easing), so consecutive steps read as one stride.
        const t = progress(w.seg.t0, hopSeconds(dist), now);
        w.x = w.seg.fx + (w.seg.tx - w.seg.fx) * t;
        w.z = w.seg.fz + (w.seg.tz - w.seg.fz) * t;
        y = arc(t, hopLift(dist));
        if (t >= 1) w.seg = null;
        moving = true;
      }
      if (Math.abs(w.lying - w.lyingTo) > 1e-3) {
        w.lying += Math.sign(w.lyingTo - w.lying) * Math.min(Math.abs(w.lyingTo - w.lying), 0.08);
        moving = true;
      } else w.lying = w.lyingTo;
      const g = groups.current.get(seat);
      if (!g) continue;
      g.position.set(w.x, y + LYING_LIFT * w.lying, w.z);
      g.rotation.set(0, 0, (Math.PI / 2) * w.lying);
    }
    if (moving) invalidate();
  });

  return (
    <group name="pony-figures">
      {placement.riders.map((r) => (
        <group key={r.seat} ref={slot(`rider-${r.seat}`)}>
          <Rider seat={r.seat} walker={groups} />
        </group>
      ))}
      {placement.indians.map((i) => (
        <group key={i.id} ref={slot(i.id)}>
          <Indian id={i.id} x={i.x} z={i.z} />
        </group>
      ))}
      {lying.map((f) => (
        <group key={`lying-${f.id}`} ref={slot(f.id)}>
          <Lying f={f} />
        </group>
      ))}
    </group>
  );
}
