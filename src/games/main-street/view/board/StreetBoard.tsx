// Main Street on the table: the street with its buildings, spaces, saloon
// and jail (Street), the awnings, bank, bag and graveyard (Props), the last
// input's draws beside the bag (BagDraw), every meeple (Meeples) and the lit
// choices of the seat's decision (Lit). The Board slot of the generic game room; the showdown die rolls in the
// session's ThrowLayer.
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import { controllerFor } from '../hud/controller.ts';
import type { StreetViewProps } from '../session.ts';
import { BagDraw } from './BagDraw.tsx';
import { Lit } from './Lit.tsx';
import { Meeples } from './Meeples.tsx';
import { registerStreetProbe } from './probe.ts';
import { Awnings, Bag, Bank, Graveyard } from './Props.tsx';
import { Street } from './Street.tsx';

export function StreetBoard({ session, view }: StreetViewProps) {
  const controller = controllerFor(session);
  const mine = useStore(session.store, (s) => !s.replay && s.handoff === null && s.live.awaiting.kind === 'decision' && s.live.awaiting.seat === s.viewer);
  const liveState = useStore(session.store, (s) => s.live.state);
  const get = useThree((s) => s.get);
  useEffect(() => registerStreetProbe(get, controller), [get, controller]);
  if (!view) return null;
  return (
    <group name="main-street-table">
      <Street view={view} controller={controller} />
      <Awnings view={view} />
      <Bank view={view} />
      <Bag view={view} />
      <BagDraw view={view} />
      <Graveyard view={view} />
      <Meeples view={view} />
      <Lit controller={controller} mine={mine} stateKey={liveState} />
    </group>
  );
}
