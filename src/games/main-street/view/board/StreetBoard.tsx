// Main Street on the table: the street with its buildings, spaces, saloon
// and jail (Street), the awnings, bank, bag and graveyard (Props), every
// player's pile (Piles), every meeple (Meeples), what the last input moved
// (Flights: sown meeples walking space by space, draws flying from the bag to
// the drawer's pile) and the lit choices of the seat's decision (Lit); in
// the flick variant the meeples a flick stands up step aside (figureSpace). The
// Board slot of the generic game room; the showdown die rolls in the
// session's ThrowLayer and comes back to rest in the tray (ShowdownDice).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import { personName } from '../../../../store/session/game-params.ts';
import { skipGlides } from '../../../../store/session/speed.ts';
import type { MainStreetView } from '../../index.ts';
import { controllerFor } from '../hud/controller.ts';
import type { StreetViewProps } from '../session.ts';
import { figureSpace } from '../../moves.ts';
import { streetFlickCaption } from './flick-caption.ts';
import { planFlights, type Flight } from './flights.ts';
import { Flights } from './Flights.tsx';
import { Lit } from './Lit.tsx';
import { Meeples } from './Meeples.tsx';
import { Piles } from './Piles.tsx';
import { registerStreetProbe } from './probe.ts';
import { Awnings, Bag, Bank, Graveyard } from './Props.tsx';
import { Street } from './Street.tsx';
import { ShowdownDice } from './ShowdownDice.tsx';
import { PILE, pileSpot } from './layout.ts';
import { heldCounts, rectAround, useFlickCaptioner, useFlickCover, useTableRegions } from '../../../../scene/kit/index.ts';

interface Plan {
  view: MainStreetView | null;
  inputs: number;
  flights: Flight[];
}

/** Flights only for one step forward (a move, a replay step); a jump (undo, a load, the first paint) just shows the position. */
function nextPlan(plan: Plan, view: MainStreetView | null, inputs: number): Plan {
  const step = plan.view !== null && view !== null && inputs === plan.inputs + 1 && !skipGlides();
  return { view, inputs, flights: step ? planFlights(plan.view!, view) : [] };
}

export function StreetBoard({ session, view, shown }: StreetViewProps) {
  const controller = controllerFor(session);
  const seats = useStore(session.store, (s) => s.record.seats);
  const get = useThree((s) => s.get);
  useEffect(() => registerStreetProbe(get, controller, session), [get, controller, session]);
  // The seats' piles in front of the street: a phone's tab frames them (the lens cuts them off).
  useTableRegions(seats.length > 0 ? [{ id: 'piles', label: 'Piles', rect: rectAround(seats.map((_, seat) => pileSpot(seat)), PILE.width / 2 + 2) }] : []);
  // Our captions for the flick variant's showdowns: who fell by owner, kind or doorway, and what it scores.
  useFlickCaptioner(session, (facts, state) => streetFlickCaption(facts, state.showdowns));

  // The flights of the last input, planned while rendering the new position (so nothing flashes in its final place first).
  const [plan, setPlan] = useState<Plan>(() => ({ view: view ?? null, inputs: shown.inputs, flights: [] }));
  const [passed, setPassed] = useState<ReadonlySet<number>>(() => new Set());
  if (plan.view !== (view ?? null)) {
    setPlan(nextPlan(plan, view ?? null, shown.inputs));
    setPassed(new Set());
  }
  const onPass = useCallback((id: number) => setPassed((p) => new Set(p).add(id)), []);
  const held = useMemo(() => heldCounts(plan.flights, passed), [plan.flights, passed]);
  const flickIds = useStore(useFlickCover(session), (s) => s.flickIds);
  // Spaces whose meeple is drawn elsewhere now: still walking there, or standing in a flick (the flick layer's figures).
  const away = useMemo(() => {
    const out = new Set<number>(flickIds.map(figureSpace).filter((s): s is number => s !== null));
    held.forEach((n, key) => {
      if (n > 0 && key.startsWith('space:')) out.add(Number(key.slice(6)));
    });
    return out;
  }, [held, flickIds]);
  // The piles' signs name a seat as a person: a bot's level is in the seat tabs, and leaving it off keeps the name large.
  const names = useMemo(() => seats.map((_, i) => personName(seats, i, 'Player')), [seats]);

  if (!view) return null;
  return (
    <group name="main-street-table">
      <Street view={view} controller={controller} />
      <Awnings view={view} />
      <Bank view={view} />
      <Bag view={view} />
      <Piles view={view} held={held} names={names} />
      <Graveyard view={view} />
      <Meeples view={view} away={away} />
      <Flights flights={plan.flights} onPass={onPass} />
      <Lit session={session} controller={controller} />
      <ShowdownDice session={session} />
    </group>
  );
}
