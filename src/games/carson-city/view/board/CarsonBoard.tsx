// Silver Creek County on the table: the action squares along the top (the
// construction row with its buildings and prices, the 1858 track), the town
// map with parcels, owners, houses, mountains, buildings and roads, the
// character cards, each player's mat, the cowboys where they stand, the lit
// targets of the seat's decision with a sign naming the one under the
// pointer (who is there and the duel odds), and the resolution tour. The
// Board slot of the generic game room; dice roll in the session's ThrowLayer.
import { useEffect, useLayoutEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import { TableLabel, setLayerVisible, throwLayer, useTableRegions } from '../../../../scene/kit/index.ts';
import { personName } from '../../../../store/session/game-params.ts';
import { standingSign, type CarsonView } from '../../index.ts';
import { PLATE_WORDS } from '../../table/print.ts';
import { formatMessage } from '../../../../i18n/format-message.ts';
import { useLanguage } from '../../../../i18n/react.ts';
import { controllerFor, useFocusInfo, type CarsonController } from '../hud/controller.ts';
import type { CarsonSession, CarsonViewProps } from '../session.ts';
import { Buildings } from './Buildings.tsx';
import { Cards } from './Cards.tsx';
import { Cowboys } from './Cowboys.tsx';
import { CARDS_RECT, MAP_TOP, matsRect, signSpot } from '../../table/layout.ts';
import { Lit } from './Lit.tsx';
import { Mats } from './Mats.tsx';
import { registerCarsonProbe } from './probe.ts';
import { SquaresRow } from './Squares.tsx';
import { TownPieces, TownPlate } from './Town.tsx';
import { SetupDice, Tour } from './Tour.tsx';
import { tourFor } from './tour-store.ts';

/** The sign over the target under the pointer (or the cursor) when someone stands there. */
function TargetSign({ session, controller }: { session: CarsonSession; controller: CarsonController }) {
  const { key, info, decider } = useFocusInfo(session, controller);
  // Only while the seat places: afterwards the tour's signs speak.
  const said = decider !== null && info ? standingSign(info) : null;
  const text = said && formatMessage(said);
  const at = key === null ? null : signSpot(key);
  // One short line, large enough to read over the far squares; the turn panel says it in full.
  return text && at ? <TableLabel name="cc-odds-sign" lines={[{ text, bold: true }]} position={[at.x, MAP_TOP + 3.2, at.z]} width={14} height={2.8} tilt={1.05} background="#1d120bee" border="#ffe27a" /> : null;
}

export function CarsonBoard({ session, view, shown }: CarsonViewProps) {
  const controller = controllerFor(session);
  const tour = tourFor(session);
  // A language change renders the table again: the plates (their keys name the language), mats' names, tabs and signs repaint.
  useLanguage();
  const seats = useStore(session.store, (s) => s.record.seats);
  const get = useThree((s) => s.get);
  const scene = useThree((s) => s.scene);
  useEffect(() => registerCarsonProbe(get, controller, tour), [get, controller, tour]);
  // Dice of a settled throw do not lie about the board once the game has moved on: where they fell is shown
  // by the map (setup) or at the square (duels); the layer shows again for the next throw.
  const throwing = useStore(session.store, (s) => s.stage !== null || s.live.awaiting.kind === 'throw' || (s.replay?.shown.awaiting.kind ?? '') === 'throw');
  useLayoutEffect(() => setLayerVisible(throwLayer(scene), throwing), [throwing, scene]);
  const v: CarsonView | null = view;
  // The cards and the mats beside the map: a phone's tabs frame them (the lens cuts them off).
  const seatCount = v?.game === 'carson-city' ? v.seats.length : 0;
  useTableRegions(seatCount > 0 ? [{ id: 'cards', label: formatMessage(PLATE_WORDS.cards), rect: CARDS_RECT }, { id: 'mats', label: formatMessage(PLATE_WORDS.mats), rect: matsRect(seatCount) }] : []);
  if (!v || v.game !== 'carson-city') return null;
  const state = shown.state;
  // The mats print the name alone (the seats bar and the players' panel say which are bots).
  const names = v.seats.map((s) => personName(seats, s.seat, 'Player'));
  return (
    <group name="carson-table">
      <SquaresRow view={v} controller={controller} />
      <TownPlate controller={controller} />
      <TownPieces view={v} />
      <Buildings view={v} />
      <Cards view={v} controller={controller} />
      <Mats view={v} names={names} />
      <Cowboys view={v} />
      <Lit controller={controller} />
      <TargetSign session={session} controller={controller} />
      <Tour session={session} state={state} />
      <SetupDice state={state} />
    </group>
  );
}
