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
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type * as THREE from 'three';
import { DiceInstances, Pieces, TableLabel, TourCamera, dieMatrix, dieRestY, frameRect, queueSteps, skipTour, useCameraLens, useTourClock, type Piece } from '../../../../scene/kit/index.ts';
import { waitingLayout } from '../../../../scene/session/layout.ts';
import type { FaceValue } from '../../../../physics/dice-kinds.ts';
import { currentTiming } from '../../../../store/session/speed.ts';
import { cellName, isResolving, pendingDuelSign, settledBetween, settledSign, setupLanding, setupPairs, waitingAt, type CarsonState, type Contest, type Income } from '../../index.ts';
import { tourFor } from '../hud/tour-store.ts';
import type { CarsonSession } from '../session.ts';
import { DIE_BASES, seatColour } from '../../table/colours.ts';
import { useCountUp } from './count-up.ts';
import { BOARD_RECT, MAP_MARGIN, MAP_ORIGIN, MAP_SIDE, MAP_TOP, cellSpot, contestRect, contestSpot } from '../../table/layout.ts';

/** The camera's home: the whole board, the tray in front (on a phone the room's lens fit widens it, lens-fit.ts). */
export const CAMERA_HOME = frameRect(BOARD_RECT, { pitch: 1.12, aspect: 1.6, fovDeg: 40, margin: 0.97 });
const VISIT_MS = 1300;
/** The column die's landing spot: in front of the map, under its column. */
const LANDING_Z = MAP_ORIGIN.z + MAP_SIDE + MAP_MARGIN + 2.6;
const FAST_VISIT_MS = 450;

/** Queues the contests each position change settled on the kit's camera tour, a dwell each. */
function useTourFeed(session: CarsonSession, state: CarsonState) {
  const tour = tourFor(session);
  const prev = useRef<CarsonState | null>(null);
  useLayoutEffect(() => {
    const a = prev.current;
    prev.current = state;
    // At the end the result speaks: no square is left to visit, no "Resolving" line stays, the camera goes home.
    if (state.phase.kind === 'over') {
      skipTour(tour);
      return;
    }
    if (!a || a === state || session.store.getState().replay) return;
    queueSteps(tour, settledBetween(a, state));
  }, [state, session, tour]);
  const visit = useTourClock(tour, (v, left) => {
    const fast = left > 6 || currentTiming().thinkMs < 200;
    const long = v.paid.length > 0 || v.duel !== null;
    return fast && !long ? FAST_VISIT_MS : long ? VISIT_MS * 1.6 : VISIT_MS;
  });
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
  const head: Contest | null = isResolving(state) ? waitingAt(state) : null;
  const pendingDuel = state.phase.kind === 'resolve' ? state.phase.duel : null;
  const goal = useMemo(() => {
    if (visit) return frameRect(contestRect(visit.contest, false), { aspect, fovDeg, pitch: 1.05, margin: 1.05 });
    // A throw waits at a square (a duel, the gambling table): frame it with the tray. A decision (where to build,
    // how many points) needs the whole board: home.
    const throwing = pendingDuel !== null || state.phase.kind === 'gamble';
    if (head && throwing) return frameRect(contestRect(head, true), { aspect, fovDeg, pitch: 1.1, margin: 1.02 });
    return null;
  }, [visit, head, pendingDuel, state.phase.kind, aspect, fovDeg]);

  // Dice at the square: the settled duel of the visit, else the faces thrown so far in the duel waiting now.
  const diceAt = visit?.duel ? { spot: contestSpot(visit.contest), faces: visit.duel.faces, n: visit.duel.faces.length } : pendingDuel && head ? { spot: contestSpot(head), faces: pendingDuel.faces, n: pendingDuel.seats.length } : null;
  const diceMatrices = useMemo(() => (diceAt ? duelDice(diceAt.spot, diceAt.faces, diceAt.n) : []), [diceAt?.spot.x, diceAt?.spot.z, diceAt?.faces.join(','), diceAt?.n]); // eslint-disable-line react-hooks/exhaustive-deps

  const sign = visit ? { spot: contestSpot(visit.contest), lines: settledSign(visit) } : pendingDuel && head ? { spot: contestSpot(head), lines: pendingDuelSign(head, pendingDuel) } : null;

  return (
    <group name="cc-tour">
      <TourCamera goal={goal} home={CAMERA_HOME} />
      <DiceInstances kind="d6" capacity={8} matrices={diceMatrices} name="cc-duel-dice" />
      {sign && (
        <TableLabel
          name="cc-tour-sign"
          lines={sign.lines.map((text, i) => ({ text, bold: i === 0 }))}
          position={[Math.max(-49, Math.min(49, sign.spot.x)), 4.5, sign.spot.z + (visit?.contest.kind === 'estate' ? -22 : 7.5)]}
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
  const prev = useRef<CarsonState | null>(null);
  const [landing, setLanding] = useState<{ cell: number; column: number; row: number } | null>(null);
  useLayoutEffect(() => {
    const a = prev.current;
    prev.current = state;
    if (!a || a === state) return;
    const l = setupLanding(a, state);
    if (l) setLanding(l);
  }, [state]);
  const pairs = state.phase.kind === 'setup-throw' ? setupPairs(state.phase) : 0;
  const throwing = pairs > 0;
  const showLanding = landing !== null && (throwing || state.phase.kind === 'draft');
  const bases = useMemo(() => {
    const out: Piece[] = [];
    if (pairs > 0) {
      // Every pair's column die on red, its row die on blue (the mountains' pairs are thrown together).
      const w = waitingLayout(Array.from({ length: 2 * pairs }, () => 'd6' as const), 'tray');
      w.forEach((p, i) => out.push({ x: p.position.x, z: p.position.z, y: 0.02, colour: i % 2 === 0 ? DIE_BASES.column : DIE_BASES.row }));
    }
    if (showLanding) {
      const c = cellSpot(landing.cell);
      out.push({ x: c.x, z: LANDING_Z, y: 0.02, colour: DIE_BASES.column });
      out.push({ x: MAP_ORIGIN.x - 3.3, z: c.z, y: 0.02, colour: DIE_BASES.row });
    }
    return out;
  }, [pairs, showLanding, landing]);
  const dice = useMemo(() => {
    if (!showLanding) return [];
    const c = cellSpot(landing.cell);
    return [dieMatrix('d6', c.x, dieRestY('d6', 0.3), LANDING_Z, landing.column as FaceValue), dieMatrix('d6', MAP_ORIGIN.x - 3.3, dieRestY('d6', 0.3), c.z, landing.row as FaceValue)];
  }, [showLanding, landing]);
  return (
    <group name="cc-setup-dice">
      <Pieces shape={{ kind: 'disc', radius: 1.5, height: 0.3, segments: 20 }} pieces={bases} name="cc-die-bases" />
      <DiceInstances kind="d6" capacity={2} matrices={dice} name="cc-landing-dice" />
      {showLanding && (
        <TableLabel
          name="cc-landing-sign"
          lines={[{ text: `${cellName(landing.cell)}: ${state.map[landing.cell]?.piece === 'house' ? 'town centre' : 'mountain'}`, bold: true }]}
          position={[cellSpot(landing.cell).x, 0.05, LANDING_Z + 2.6]}
          width={12}
          height={2.2}
          tilt={0}
        />
      )}
    </group>
  );
}
