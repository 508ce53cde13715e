// Main Street on the table: the street with its buildings, spaces, saloon
// and jail (Street), the awnings, bank, bag and graveyard (Props), every
// player's pile (Piles), every meeple (Meeples), what the last input moved
// (flights.ts, drawn by the kit's TripPieces: sown meeples walking space by
// space, draws flying from the bag to the drawer's pile) and the lit choices of the seat's decision (Lit); in
// the flick variant the meeples a flick stands up step aside (figureSpace). The
// Board slot of the generic game room; the showdown die rolls in the
// session's ThrowLayer and comes back to rest in the tray (ShowdownDice).
import { i18n } from '@lingui/core';
import { useLanguage } from '../../../../i18n/react.ts';
import { useEffect, useMemo } from 'react';
import { useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import { personName } from '../../../../store/session/game-params.ts';
import { controllerFor } from '../hud/controller.ts';
import type { StreetViewProps } from '../session.ts';
import { figureSpace } from '../../moves.ts';
import { heldSpace } from '../../flights.ts';
import { streetFlickCaption } from './flick-caption.ts';
import { planFlights } from './flights.ts';
import { FLIGHT_LOOKS } from './piece-looks.ts';
import { Lit } from './Lit.tsx';
import { Meeples } from './Meeples.tsx';
import { Piles } from './Piles.tsx';
import { registerStreetProbe } from './probe.ts';
import { Awnings, Bag, Bank, Graveyard } from './Props.tsx';
import { Street } from './Street.tsx';
import { ShowdownDice } from './ShowdownDice.tsx';
import { PILE, pileSpot } from '../../supply-layout.ts';
import { TripPieces, rectAround, useFlickCaptioner, useFlickCover, useStepTrips, useTableRegions } from '../../../../scene/kit/index.ts';

export function StreetBoard({ session, view, shown }: StreetViewProps) {
  const controller = controllerFor(session);
  useLanguage();
  const seats = useStore(session.store, (s) => s.record.seats);
  const get = useThree((s) => s.get);
  useEffect(() => registerStreetProbe(get, controller, session), [get, controller, session]);
  // The seats' piles in front of the street: a phone's tab frames them (the lens cuts them off).
  useTableRegions(seats.length > 0 ? [{ id: 'piles', label: i18n._({ id: 'main-street.region.piles', message: 'Piles' }), rect: rectAround(seats.map((_, seat) => pileSpot(seat)), PILE.width / 2 + 2) }] : []);
  // Our captions for the flick variant's showdowns: who fell by owner, kind or doorway, and what it scores.
  useFlickCaptioner(session, (facts, state) => streetFlickCaption(facts, state.showdowns));

  // The flights of the last input (a step forward only) and what the board holds back until they pass.
  const { trips, held, onPass } = useStepTrips(view ?? null, shown.inputs, planFlights);
  const flickIds = useStore(useFlickCover(session), (s) => s.flickIds);
  // Spaces whose meeple is drawn elsewhere now: still walking there, or standing in a flick (the flick layer's figures).
  const away = useMemo(() => {
    const out = new Set<number>(flickIds.map(figureSpace).filter((s): s is number => s !== null));
    held.forEach((n, key) => {
      const space = heldSpace(key);
      if (n > 0 && space !== null) out.add(space);
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
      <TripPieces trips={trips} looks={FLIGHT_LOOKS} onPass={onPass} name="ms-flights" />
      <Lit session={session} controller={controller} />
      <ShowdownDice session={session} />
    </group>
  );
}
