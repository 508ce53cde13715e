// Resolution on the table: the camera steps through the settled squares in
// the board's order (the kit's camera tour on framings of each), a sign at
// each names it, a duel is staged at its square (the duellists' dice lie
// there with their faces, the sign gives the totals and the winner), and
// estate income counts up over each building that paid. While a duel waits
// for its dice the camera frames the square and the tray together. Between
// resolutions it glides home (framed for the canvas's shape: a phone upright
// is fitted by the room's lens). Also the setup throws: the column die on a
// red base and the row die on a blue one wait in the tray, and where they
// landed shows on the map (the dice by the column letter and the row number).
import { useEffect, useMemo, useState } from 'react';
import type * as THREE from 'three';
import { DiceInstances, Pieces, TableLabel, TourCamera, dieMatrix, dieRestY, frameRect, queueSteps, skipTour, useCameraLens, useChange, useTourClock, type Piece } from '../../../../scene/kit/index.ts';
import { CAMERA_HOME, tourFor } from './tour-store.ts';
import { waitingLayout } from '../../../../scene/session/layout.ts';
import type { FaceValue } from '../../../../physics/dice-kinds.ts';
import { currentTiming } from '../../../../store/session/speed.ts';
import { landingSign, settledBetween, setupLanding, setupPairs, type CarsonState, type Income } from '../../index.ts';
import { tourScene, visitDwell } from '../../table/tour-scene.ts';
import type { CarsonSession } from '../session.ts';
import { DIE_BASES, seatColour } from '../../table/colours.ts';
import { useCountUp } from '../../../../ui/hud/CountUp.tsx';
import { formatMessage } from '../../../../i18n/format-message.ts';
import { MAP_TOP, cellSpot, landingSpots } from '../../table/layout.ts';

/** Queues the contests each position change settled on the kit's camera tour, a dwell each. */
function useTourFeed(session: CarsonSession, state: CarsonState) {
  const tour = tourFor(session);
  useChange(state, (a) => {
    // At the end the result speaks: no square is left to visit, no "Resolving" line stays, the camera goes home.
    if (state.phase.kind === 'over') skipTour(tour);
    else if (a && !session.store.getState().replay) queueSteps(tour, settledBetween(a, state));
  });
  const visit = useTourClock(tour, (v, left) => visitDwell(v, left, currentTiming().thinkMs < 200));
  // The last money paid on screen stays for the HUD to count up.
  useEffect(() => {
    if (visit && visit.paid.length > 0) tour.setState({ lastIncome: { caption: visit.caption, paid: visit.paid } });
  }, [visit, tour]);
  return visit;
}

function IncomeSign({ income, index }: { income: Income; index: number }) {
  const shown = useCountUp(income.amount, `${income.cell}|${income.seat}|${index}`);
  const c = cellSpot(income.cell);
  return (
    <TableLabel
      name={`cc-income-${income.cell}-${income.seat}`}
      lines={[{ text: `+$${shown}`, bold: true, colour: '#ffe6a8' }]}
      position={[c.x, MAP_TOP + 4.2, c.z + (index % 2) * 0.2]}
      width={4.4}
      height={2.1}
      tilt={1.1}
      background="#1d120be6"
      border={seatColour(income.seat)}
    />
  );
}

function duelDice(spot: { x: number; z: number }, faces: readonly number[], n: number): THREE.Matrix4[] {
  return faces.map((f, i) => dieMatrix('d6', spot.x + (i - (n - 1) / 2) * 2.4, dieRestY('d6', 0.3, 1.2), spot.z + 4.3, f as FaceValue, 0.2 * i, 1.2));
}

export function Tour({ session, state }: { session: CarsonSession; state: CarsonState }) {
  const visit = useTourFeed(session, state);
  const { aspect, fovDeg } = useCameraLens();
  const { frame, dice, sign } = tourScene(state, visit);
  const goal = frame && frameRect(frame.rect, { aspect, fovDeg, pitch: frame.pitch, margin: frame.margin });
  const diceKey = dice && `${dice.at.x},${dice.at.z},${dice.faces.join(',')},${dice.n}`;
  const diceMatrices = useMemo(() => (dice ? duelDice(dice.at, dice.faces, dice.n) : []), [diceKey]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <group name="cc-tour">
      <TourCamera goal={goal} home={CAMERA_HOME} />
      <DiceInstances kind="d6" capacity={8} matrices={diceMatrices} name="cc-duel-dice" />
      {sign && (
        <TableLabel
          name="cc-tour-sign"
          lines={sign.lines.map((line, i) => ({ text: formatMessage(line), bold: i === 0 }))}
          position={[Math.max(-49, Math.min(49, sign.at.x)), 4.5, sign.at.z + (sign.estate ? -22 : 7.5)]}
          width={18}
          height={2.3 * sign.lines.length}
          tilt={1.05}
        />
      )}
      {visit?.incomes.map((income, i) => <IncomeSign key={`${income.cell}-${income.seat}`} income={income} index={i} />)}
    </group>
  );
}

/** The setup dice: coloured bases under the waiting pair, and their landing on the map's edges. */
export function SetupDice({ state }: { state: CarsonState }) {
  const [landing, setLanding] = useState<{ cell: number; column: number; row: number } | null>(null);
  useChange(state, (a) => {
    const l = a && setupLanding(a, state);
    if (l) setLanding(l);
  });
  const pairs = state.phase.kind === 'setup-throw' ? setupPairs(state.phase) : 0;
  const shown = pairs > 0 || state.phase.kind === 'draft' ? landing : null;
  const { bases, dice } = useMemo(() => {
    // Every pair's column die on red, its row die on blue (the mountains' pairs are thrown together).
    const waiting = waitingLayout(Array.from({ length: 2 * pairs }, () => 'd6' as const), 'tray');
    const bases: Piece[] = waiting.map((p, i) => ({ x: p.position.x, z: p.position.z, y: 0.02, colour: i % 2 === 0 ? DIE_BASES.column : DIE_BASES.row }));
    if (!shown) return { bases, dice: [] };
    const { column, row } = landingSpots(shown.cell);
    bases.push({ ...column, y: 0.02, colour: DIE_BASES.column }, { ...row, y: 0.02, colour: DIE_BASES.row });
    return { bases, dice: [dieMatrix('d6', column.x, dieRestY('d6', 0.3), column.z, shown.column as FaceValue), dieMatrix('d6', row.x, dieRestY('d6', 0.3), row.z, shown.row as FaceValue)] };
  }, [pairs, shown]);
  return (
    <group name="cc-setup-dice">
      <Pieces shape={{ kind: 'disc', radius: 1.5, height: 0.3, segments: 20 }} pieces={bases} name="cc-die-bases" />
      <DiceInstances kind="d6" capacity={2} matrices={dice} name="cc-landing-dice" />
      {shown && (
        <TableLabel
          name="cc-landing-sign"
          lines={[{ text: formatMessage(landingSign(shown.cell, state.map[shown.cell]?.piece === 'house')), bold: true }]}
          position={[landingSpots(shown.cell).column.x, 0.05, landingSpots(shown.cell).column.z + 2.6]}
          width={12}
          height={2.2}
          tilt={0}
        />
      )}
    </group>
  );
}
