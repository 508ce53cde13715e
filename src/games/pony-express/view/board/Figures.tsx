// The riders and the three Indians as standing figures on the board. Each
// rider (one colour per seat) stands on its space, around the centre when
// riders share it; it lies on its side in jail, and walks space by space
// when it moves (the kit's hops: a new walk is queued after the one under way). Figures the session's FlickLayer is drawing
// (the targets and bystanders of a flick) are hidden here meanwhile; it dresses
// them the same way (FigureModel, figurePaint), so none changes its look.
// Which ones are hidden is decided every frame from what the flick layer has
// actually drawn (its figure groups with their model loaded), so no figure is
// ever drawn by neither: hiding ours on a store change while the layer's own
// appeared a render later left gaps. Figures a flick knocked down that the
// rules do not stand up again (an Indian shot in a visit) lie where they fell
// (the session's fallen memory, src/scene/session/fallen.ts).
// Motion runs in useFrame on refs; React renders only when the placement changes.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import type * as THREE from 'three';
import { FigureModel } from '../../../../scene/session/FigureModel.tsx';
import { HopPlan, drawnByFlickLayer, useHops, type Point3 } from '../../../../scene/kit/index.ts';
import { stillDown } from '../../../../scene/session/fallen.ts';
import type { FlickStaging } from '../../../../scene/session/flick-staging.ts';
import { ridePath } from '../../data/board.ts';
import type { Placement } from '../../index.ts';
import { seatColour } from '../../colours.ts';

/** Half the width of the rider's base: the lift of a figure lying on its side. */
const LYING_LIFT = 0.72;

/** A rider as the board last placed it: where it stands, how far it lies (0 standing, 1 on its side) and its track position. */
interface Placed {
  at: Point3;
  lying: number;
  lyingTo: number;
  pos: number;
}

export function Figures({ placement, positions, staging }: { placement: Placement; positions: readonly number[]; staging: FlickStaging }) {
  const fallen = useStore(staging, (s) => s.fallen);
  const lying = useMemo(
    () => stillDown(fallen, new Set([...placement.riders.map((r) => `rider-${r.seat}`), ...placement.indians.map((i) => i.id)])),
    [fallen, placement],
  );
  /** Our figures by id (standing or lying), shown unless the flick layer draws the same figure; a rider's walks and lies. */
  const slots = useRef(new Map<string, THREE.Group>());
  const drawn = useMemo(() => new Set<string>(), []);
  const scene = useThree((s) => s.scene);
  const slot = (id: string) => (g: THREE.Group | null) => {
    if (g) slots.current.set(id, g);
    else slots.current.delete(id);
  };
  const rider = (seat: number) => slots.current.get(`rider-${seat}`);
  const riders = useRef(new Map<number, Placed>());
  const walks = useMemo(() => new HopPlan<number>(), []);
  const invalidate = useThree((s) => s.invalidate);

  // A new placement: queue the walk of every rider that moved.
  useLayoutEffect(() => {
    for (const r of placement.riders) {
      const pos = positions[r.seat] ?? 1;
      const to = { x: r.x, y: 0, z: r.z };
      const w = riders.current.get(r.seat);
      const lyingTo = r.lying ? 1 : 0;
      riders.current.set(r.seat, { at: to, lying: w?.lying ?? lyingTo, lyingTo, pos });
      if (!w || Math.hypot(w.at.x - r.x, w.at.z - r.z) <= 0.01) continue;
      // Along the track space by space when the move is a short ride; else one hop.
      const steps = ridePath(w.pos, pos, r.seat, r.at === 'duel').map((p): Point3 => ({ ...p, y: 0 }));
      walks.walk(r.seat, w.at, [...steps, to], performance.now() / 1000);
    }
    invalidate();
  }, [placement, positions, walks, invalidate]);

  useHops(walks, {
    // Every rider where it stands and as far as it lies; a walking one is placed again below.
    before() {
      drawnByFlickLayer(scene, drawn);
      for (const [id, g] of slots.current) g.visible = !drawn.has(id);
      let moving = false;
      for (const [seat, w] of riders.current) {
        if (Math.abs(w.lying - w.lyingTo) > 1e-3) {
          w.lying += Math.sign(w.lyingTo - w.lying) * Math.min(Math.abs(w.lyingTo - w.lying), 0.08);
          moving = true;
        } else w.lying = w.lyingTo;
        rider(seat)?.position.set(w.at.x, LYING_LIFT * w.lying, w.at.z);
        rider(seat)?.rotation.set(0, 0, (Math.PI / 2) * w.lying);
      }
      return moving;
    },
    at(trip, p) {
      rider(trip.look)?.position.set(p.x, p.y + LYING_LIFT * (riders.current.get(trip.look)?.lying ?? 0), p.z);
    },
  });

  // Riders in their seat's colour; Indians square to the table, as the physics stands them for a flick (so none turns when one starts).
  return (
    <group name="pony-figures">
      {placement.riders.map((r) => (
        <group key={r.seat} ref={slot(`rider-${r.seat}`)}>
          <FigureModel model="rider" paint={seatColour(r.seat)} name={`rider-${r.seat}`} />
        </group>
      ))}
      {placement.indians.map((i) => (
        <group key={i.id} ref={slot(i.id)} position={[i.x, 0, i.z]}>
          <FigureModel model="indian" name={i.id} />
        </group>
      ))}
      {lying.map(({ id, model, owner, pose: { position: p, rotation: q } }) => (
        <group key={`lying-${id}`} ref={slot(id)} position={[p.x, p.y, p.z]} quaternion={[q.x, q.y, q.z, q.w]}>
          <FigureModel model={model} paint={model === 'rider' && owner !== undefined ? seatColour(owner) : undefined} name={id} />
        </group>
      ))}
    </group>
  );
}
