// Mail Run on the table: the painted track, the riders and Indians, the gold
// piles, and the active rider's dice with the cup. The Board slot of the
// generic game room; the throws and flicks themselves are the session's
// ThrowLayer and FlickLayer, which we frame with the camera and hand over to.
// We give the FlickLayer our captioner, so a settled flick is staged with
// who fell by name and seat colour and what it means (rules/flick-meaning.ts); the
// kit's flick cover says which flick the layer shows (the kit's FlickCamera frames it).
import { useEffect, useMemo } from 'react';
import { useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import type { PonyViewProps } from '../session.ts';
import { placement, type PonyView } from '../../index.ts';
import { FlickCamera, PieceMotion, rectAround, useFlickCaptioner, useFlickCover, useTableRegions } from '../../../../scene/kit/index.ts';
import { flickStagingOf } from '../../../../scene/session/flick-staging.ts';
import { ponyFlickCaption } from './flick-caption.ts';
import { controllerFor } from '../hud/controller.ts';
import { Figures } from './Figures.tsx';
import { Gold } from './Gold.tsx';
import { CAMERA_HOME } from './layout.ts';
import { pilesArea } from '../../table-spots.ts';
import { registerPonyProbe } from './probe.ts';
import { RiderDice } from './RiderDice.tsx';
import { riderNames } from '../../rules/rider-names.ts';
import { TrackBoard } from './TrackBoard.tsx';
import { useLanguage } from '../../../../i18n/react.ts';
import { formatMessage } from '../../../../i18n/format-message.ts';

export function PonyBoard({ session, view, shown }: PonyViewProps) {
  const get = useThree((s) => s.get);
  useLanguage(); // the signs repaint in a new language
  const cover = useFlickCover(session);
  const dice = useMemo(() => new PieceMotion(5), []);
  const controller = controllerFor(session);
  const seats = useStore(session.store, (s) => s.record.seats);
  // The riders' gold piles and the bank's with their signs, left of the track: a phone's tab frames them (the lens cuts them off).
  useTableRegions(seats.length > 0 ? [{ id: 'piles', label: 'Piles', rect: rectAround(pilesArea(seats.length), 5) }] : []);
  const staging = useMemo(() => flickStagingOf(session), [session]);

  // Our captions for the session's staged flicks; the gold is the riders' before the flick is judged.
  useFlickCaptioner(session, ponyFlickCaption);
  useEffect(() => registerPonyProbe(get, session, dice, controller.picking), [get, session, dice, controller]);

  const state = shown.state;
  const place = useMemo(() => placement(state), [state]);
  const v: PonyView | null = view;
  const positions = useMemo(() => state.riders.map((r) => r.pos), [state]);
  if (!v || v.game !== 'pony-express') return null;
  const names = riderNames(v.riders, v.seat).map((m) => formatMessage(m));
  return (
    <group name="pony-table">
      <TrackBoard />
      <Figures placement={place} positions={positions} staging={staging} />
      <Gold gold={v.riders.map((r) => r.gold)} bank={v.bank} names={names} />
      <RiderDice view={v} session={session} controller={controller} dice={dice} />
      <FlickCamera home={CAMERA_HOME} cover={cover} store={session.store} />
    </group>
  );
}
