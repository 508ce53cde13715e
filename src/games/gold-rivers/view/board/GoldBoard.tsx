// Gold in the Rivers on the table: the field (mountains, rivers, markers), the lit
// choices, the hovered site's mountain and river, and each player's corner
// (gold, shovels, sign), and the discs of the throw being decided. The Board
// slot of the generic game room; the discs roll in the session's ThrowLayer,
// and we take them over once they have settled (ShownDiscs).
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { useStore } from 'zustand';
import { seatName } from '../../../../store/session/game-params.ts';
import { useTableRegions } from '../../../../scene/kit/index.ts';
import { isMyDecision } from '../../../../ui/hud/my-moves.ts';
import type { GoldRiversView } from '../../index.ts';
import { controllerFor } from '../hud/controller.ts';
import type { GoldViewProps } from '../session.ts';
import { GoldPiles, SeatSign, Shovels } from './Corners.tsx';
import { Field } from './Field.tsx';
import { ClearedRings, Choices, Markers, RegionLights } from './Markers.tsx';
import { registerGoldProbe } from './probe.ts';
import { cornerRect } from './layout.ts';
import { ShownDiscs } from './ShownDiscs.tsx';
import { useLanguage } from '../../../../i18n/react.ts';

export function GoldBoard({ session, view }: GoldViewProps) {
  const controller = controllerFor(session);
  const seats = useStore(session.store, (s) => s.record.seats);
  const mine = useStore(session.store, isMyDecision);
  const get = useThree((s) => s.get);
  useLanguage(); // the signs and tags repaint in a new language
  useEffect(() => registerGoldProbe(get, controller), [get, controller]);

  const v: GoldRiversView | null = view;
  // Each player's corner (gold, shovels, sign) beside the field: a phone's tabs frame them (the lens cuts them off).
  useTableRegions(v?.game === 'gold-rivers' ? [0, 1].map((seat) => ({ id: `seat-${seat}`, label: seatName(seats, seat, 'Player'), rect: cornerRect(seat) })) : []);

  if (!v || v.game !== 'gold-rivers') return null;
  return (
    <group name="gold-table">
      <Field sites={v.sites} radius={v.radius} picking={controller.picking} boardKey={`${v.length}/${v.board}`} />
      <Markers view={v} />
      <ClearedRings view={v} />
      <Choices view={v} controller={controller} mine={mine} />
      <RegionLights view={v} controller={controller} />
      <ShownDiscs view={v} controller={controller} />
      <GoldPiles gold={v.gold} />
      <Shovels shovels={v.shovels} />
      {[0, 1].map((seat) => (
        <SeatSign
          key={seat}
          seat={seat}
          name={seatName(seats, seat, 'Player')}
          gold={v.gold[seat] ?? 0}
          shovels={v.shovels[seat] ?? 0}
          active={v.phase !== 'over' && v.turn === seat}
        />
      ))}
    </group>
  );
}
