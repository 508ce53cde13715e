// The lit targets of the seat's decision (the kit's Highlights): rings round
// the street spaces and frames round the buildings, the saloon and the jail
// that a click would act on; the target under the pointer brighter, and the
// keyboard cursor's target in the cursor tone.
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { Highlights, type Mark, type Tone } from '../../../../scene/kit/index.ts';
import { SPACES, spacePoint } from '../../index.ts';
import type { StreetController, Target } from '../hud/controller.ts';
import { JAIL, SALOON, STREET_TOP, buildingSpot } from './layout.ts';

const RING = { kind: 'ring', inner: 3.9, outer: 4.7 } as const;
const FRAME = { kind: 'frame', inner: 6.2, outer: 7 } as const;

function spot(t: Target): { x: number; z: number; y: number; ring: boolean } | null {
  if (t === 'saloon') return { ...SALOON, y: 0, ring: false };
  if (t === 'jail') return { ...JAIL, y: 0, ring: false };
  const n = Number(t.slice(1));
  if (t[0] === 's' && SPACES[n]) return { ...spacePoint(n), y: STREET_TOP, ring: true };
  if (t[0] === 'b') return { ...buildingSpot(n), y: 0, ring: false };
  return null;
}

export function Lit({ controller, mine, stateKey }: { controller: StreetController; mine: boolean; stateKey: unknown }) {
  const hovered = useStore(controller.pick, (s) => s.hovered);
  const cursor = useStore(controller.pick, (s) => s.cursor);
  const kind = useStore(controller.pick, (s) => s.kind);
  const { rings, frames } = useMemo(() => {
    const tones = new Map<Target, Tone>();
    if (mine) {
      const opts = controller.options();
      for (const o of opts) for (const t of o.targets) tones.set(t, 'legal');
      if (hovered !== null && tones.has(hovered)) tones.set(hovered, 'hover');
      const at = cursor === null ? undefined : opts[cursor];
      for (const t of at?.targets ?? []) tones.set(t, 'chosen');
    }
    const r: Mark[] = [];
    const f: Mark[] = [];
    tones.forEach((tone, t) => {
      const p = spot(t);
      if (p) (p.ring ? r : f).push({ x: p.x, z: p.z, y: p.y, tone });
    });
    return { rings: r, frames: f };
    // stateKey: a new position lights anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, mine, hovered, cursor, kind, stateKey]);
  return (
    <>
      <Highlights marks={rings} shape={RING} name="ms-lit-spaces" />
      <Highlights marks={frames} shape={FRAME} name="ms-lit-places" />
    </>
  );
}
