// The lit targets of the seat's decision: rings round the street spaces
// (the kit's Highlights) and frames fitted round the buildings, the saloon
// and the jail (RectFrames; a building's frame stays inside its 12 cm slot,
// so neighbours' frames never overlap) that a click would act on; the target
// under the pointer brighter, and the keyboard cursor's target in the cursor tone.
// The same targets go to the kit's useDecisionTargets: a phone frames them.
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { Highlights, useDecisionTargets, type Mark, type TablePoint, type Tone } from '../../../../scene/kit/index.ts';
import { SPACES, spacePoint } from '../../index.ts';
import type { StreetController, Target } from '../hud/controller.ts';
import { BUILDING, JAIL, SALOON, STREET_TOP, buildingSpot } from './layout.ts';
import { RectFrames, type RectSize } from './RectFrames.tsx';

const RING = { kind: 'ring', inner: 3.9, outer: 4.7 } as const;
/** Round a building (10 × 8): 0.3 cm clear of its walls, a 0.6 cm band; 11.8 cm wide in a 12 cm slot. */
export const BUILDING_FRAME: RectSize = { halfX: BUILDING.width / 2 + 0.3, halfZ: BUILDING.depth / 2 + 0.3, band: 0.6 };
/** Round the saloon and the jail (12 × 7). */
const HOUSE_FRAME: RectSize = { halfX: 6.4, halfZ: 3.9, band: 0.7 };

type Where = 'space' | 'building' | 'house';

function spot(t: Target): { x: number; z: number; y: number; where: Where } | null {
  if (t === 'saloon') return { ...SALOON, y: 0, where: 'house' };
  if (t === 'jail') return { ...JAIL, y: 0, where: 'house' };
  const n = Number(t.slice(1));
  if (t[0] === 's' && SPACES[n]) return { ...spacePoint(n), y: STREET_TOP, where: 'space' };
  if (t[0] === 'b') return { ...buildingSpot(n), y: 0, where: 'building' };
  return null;
}

export function Lit({ controller, mine, stateKey }: { controller: StreetController; mine: boolean; stateKey: unknown }) {
  const hovered = useStore(controller.pick, (s) => s.hovered);
  const cursor = useStore(controller.pick, (s) => s.cursor);
  const kind = useStore(controller.pick, (s) => s.kind);
  const { rings, frames, houses } = useMemo(() => {
    const tones = new Map<Target, Tone>();
    if (mine) {
      const opts = controller.options();
      for (const o of opts) for (const t of o.targets) tones.set(t, 'legal');
      if (hovered !== null && tones.has(hovered)) tones.set(hovered, 'hover');
      const at = cursor === null ? undefined : opts[cursor];
      for (const t of at?.targets ?? []) tones.set(t, 'chosen');
    }
    const out: Record<Where, Mark[]> = { space: [], building: [], house: [] };
    tones.forEach((tone, t) => {
      const p = spot(t);
      if (p) out[p.where].push({ x: p.x, z: p.z, y: p.y, tone });
    });
    return { rings: out.space, frames: out.building, houses: out.house };
    // stateKey: a new position lights anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, mine, hovered, cursor, kind, stateKey]);
  // Where a tap acts: a space's top, a building's roof, the saloon's or the jail's front.
  const tapAt = useMemo(() => {
    if (!mine) return [];
    const out: TablePoint[] = [];
    for (const o of controller.options()) {
      for (const t of o.targets) {
        const p = spot(t);
        if (p) out.push({ x: p.x, z: p.z, y: p.where === 'space' ? p.y : p.where === 'building' ? BUILDING.height : 2.8 });
      }
    }
    return out;
    // stateKey: a new position has new targets.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, mine, kind, stateKey]);
  useDecisionTargets(tapAt);
  return (
    <>
      <Highlights marks={rings} shape={RING} name="ms-lit-spaces" />
      <RectFrames marks={frames} size={BUILDING_FRAME} name="ms-lit-buildings" />
      <RectFrames marks={houses} size={HOUSE_FRAME} name="ms-lit-places" />
    </>
  );
}
