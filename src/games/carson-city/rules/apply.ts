// Applying an input: the engine's input check first, then the phase's rule.
// Every step copies the state once (cloneState) and mutates the copy.

import { ok, reject, type ApplyResult, type Input, type Seat } from '../../../core/contract.ts';
import { checkInput, type InputErrorCode } from '../../../core/input-checks.ts';
import {
  BANKER_CASH,
  EARNING_KINDS,
  BUILDINGS,
  CAPTAIN_PRICES,
  CHARACTER_INFO,
  CHARACTERS,
  COOLIE_ROADS,
  DRAFT_PARCELS_PER_SEAT,
  GROCER_CASH,
  MAX_RESERVE,
  MOUNTAINS,
  type CharacterId,
} from '../data.ts';
import type { CarsonAction, CarsonErrorCode, CarsonState } from '../types.ts';
import { cellFromDice, cellName, isCell, parcelEdges } from './board.ts';
import { build, buildSites, houseSites, placeHouse } from './construction.ts';
import { finishTurn, runLimits, surrender } from './end-turn.ts';
import { awaiting } from './legal.ts';
import { isTarget, placementError } from './placement.ts';
import { duelFace, resume, startResolution } from './resolve.ts';
import { cloneState, earn, note, recruit, setCell, spend, takeRoads } from './state.ts';
import { CHARACTER_MESSAGES, logLine, seatMessage } from '../log-messages.ts';
import { listMessage } from '../../../core/message.ts';
import { errorSaid } from '../action-messages.ts';

type R = ApplyResult<CarsonState, CarsonErrorCode | InputErrorCode>;
/** A rejection: the English message (tests, tools) and the same reason as a message the player reads in their language. */
const fail = (code: CarsonErrorCode, message: string): R => reject(code, message, errorSaid(code));

export function apply(state: CarsonState, input: Input<CarsonAction>): R {
  const error = checkInput(awaiting(state), input);
  if (error) return { ok: false, error };
  const s = cloneState(state);
  if (input.kind === 'dice') {
    const faces = input.faces.map(Number);
    const ph = s.phase;
    if (ph.kind === 'setup-throw') setupThrow(s, faces);
    else if (ph.kind === 'resolve') duelFace(s, faces[0]!);
    else if (ph.kind === 'gamble') {
      const sum = faces[0]! + faces[1]!;
      earn(s, ph.seat, sum);
      note(s, logLine('gambles', { seat: seatMessage(ph.seat), a: faces[0]!, b: faces[1]!, sum }));
      resume(s);
    }
    return ok(s);
  }
  if (input.kind !== 'action') return fail('illegal-action', 'Expected an action.');
  const a = input.action;
  if (typeof a !== 'object' || a === null || typeof (a as { type?: unknown }).type !== 'string') return fail('illegal-action', 'Malformed action.');
  return decide(s, input.seat, a);
}

/**
 * A set-up throw: the town centre's pair, or one pair (column, row) per mountain still to place, all thrown
 * together (ours). Pairs are read in the order the dice were listed; a pair on a taken parcel (the centre,
 * a mountain placed before it, also in this throw) is void, and what is left is thrown together again by
 * the next seat.
 */
function setupThrow(s: CarsonState, faces: readonly number[]): void {
  const ph = s.phase;
  if (ph.kind !== 'setup-throw') return;
  const nextSeat = (ph.seat + 1) % s.players;
  if (ph.what === 'centre') {
    const cell = cellFromDice(faces[0]!, faces[1]!);
    setCell(s, cell, { piece: 'house' });
    s.houseSupply -= 1;
    s.roads.push(...parcelEdges(cell));
    s.roadSupply -= 4;
    note(s, logLine('centre', { cell: cellName(cell) }));
    s.phase = { kind: 'setup-throw', what: 'mountain', index: 0, seat: nextSeat };
    return;
  }
  let placed = ph.index;
  const landed: string[] = [];
  const taken: string[] = [];
  for (let pair = 0; pair + 1 < faces.length && placed < MOUNTAINS; pair += 2) {
    const cell = cellFromDice(faces[pair]!, faces[pair + 1]!);
    if (s.map[cell]!.piece !== null) {
      taken.push(cellName(cell));
      continue;
    }
    setCell(s, cell, { piece: 'mountain' });
    placed += 1;
    landed.push(cellName(cell));
  }
  const left = MOUNTAINS - placed;
  const where = landed.length === 0 ? logLine('mountainsNone') : logLine('mountainsAt', { count: landed.length, cells: listMessage(landed) });
  const gone = taken.length === 0 ? '' : logLine('mountainsTaken', { cells: listMessage(taken), count: taken.length });
  note(s, logLine('mountains', { where, taken: gone, again: left > 0 ? logLine('mountainsAgain', { left }) : '' }));
  if (left > 0) {
    s.phase = { kind: 'setup-throw', what: 'mountain', index: placed, seat: nextSeat };
    return;
  }
  const snake: Seat[] = [];
  for (let round = 0; round < DRAFT_PARCELS_PER_SEAT; round++) snake.push(...(round % 2 === 0 ? s.order : [...s.order].reverse()));
  s.phase = { kind: 'draft', picks: snake };
}

function decide(s: CarsonState, seat: Seat, a: CarsonAction): R {
  const ph = s.phase;
  switch (a.type) {
    case 'claim': {
      if (ph.kind !== 'draft' && ph.kind !== 'settler') return fail('illegal-action', 'No parcel to claim now.');
      if (!isCell(a.cell)) return fail('illegal-action', 'No such parcel.');
      if (s.map[a.cell]!.owner !== null) return fail('parcel-taken', `${cellName(a.cell)} is owned already.`);
      setCell(s, a.cell, { owner: seat });
      s.seats[seat]!.markers -= 1;
      note(s, logLine('claims', { seat: seatMessage(seat), cell: cellName(a.cell) }));
      if (ph.kind === 'draft') {
        ph.picks.shift();
        if (ph.picks.length === 0) beginTurn(s);
      } else nextCharacter(s);
      return ok(s);
    }
    case 'character':
      if (ph.kind !== 'character') return fail('illegal-action', 'Not choosing characters now.');
      return pickCharacter(s, seat, a);
    case 'place': {
      if (ph.kind !== 'place') return fail('illegal-action', 'Not placing cowboys now.');
      if (!isTarget(a.target)) return fail('illegal-action', 'No such target.');
      const white = a.white === true;
      const why = placementError(s, seat, a.target, white);
      if (why) return fail(why, `Cannot place there (${why}).`);
      if (white) s.whiteUsed = true;
      else s.seats[seat]!.reserve -= 1;
      s.placements.push({ seat, target: { ...a.target }, white });
      nextPlacer(s);
      return ok(s);
    }
    case 'pass':
      if (ph.kind !== 'place') return fail('illegal-action', 'Nothing to pass now.');
      s.passed.push(seat);
      note(s, logLine('passes', { seat: seatMessage(seat) }));
      nextPlacer(s);
      return ok(s);
    case 'build': {
      if (ph.kind !== 'build') return fail('illegal-action', 'Nothing to build now.');
      if (!isCell(a.cell) || !buildSites(s, seat, ph.building).includes(a.cell)) return fail('cannot-build-here', 'The building cannot go there.');
      build(s, seat, ph.building, ph.square, a.cell);
      if (BUILDINGS[ph.building].bringsHouse && houseSites(s, seat).length > 0) s.phase = { kind: 'house', seat };
      else resume(s);
      return ok(s);
    }
    case 'skip':
      if (ph.kind !== 'build') return fail('illegal-action', 'Nothing to skip now.');
      note(s, logLine('noBuild', { seat: seatMessage(seat) }));
      resume(s);
      return ok(s);
    case 'house':
      if (ph.kind !== 'house') return fail('illegal-action', 'No house to place now.');
      if (!isCell(a.cell) || !houseSites(s, seat).includes(a.cell)) return fail('house-not-allowed', 'The house cannot go there.');
      placeHouse(s, seat, a.cell);
      resume(s);
      return ok(s);
    case 'buy-points': {
      if (ph.kind !== 'buy-points') return fail('illegal-action', 'No points to buy now.');
      if (!Number.isInteger(a.count) || a.count < 0) return fail('bad-count', 'Count must be a whole number.');
      if (a.count * ph.price > s.seats[seat]!.cash) return fail('cannot-afford', 'Not enough cash.');
      spend(s, seat, a.count * ph.price);
      s.seats[seat]!.points += a.count;
      note(s, logLine('buysPoints', { seat: seatMessage(seat), count: a.count, price: ph.price }));
      resume(s);
      return ok(s);
    }
    case 'surrender':
      if (ph.kind !== 'surrender') return fail('illegal-action', 'Nothing to hand in now.');
      if (typeof a.topUp !== 'boolean') return fail('illegal-action', 'topUp must be true or false.');
      surrender(s, seat, a.topUp);
      s.limitQueue.shift();
      if (!runLimits(s)) finishTurn(s);
      return ok(s);
    default:
      return fail('illegal-action', 'Unknown action.');
  }
}

function pickCharacter(s: CarsonState, seat: Seat, a: Extract<CarsonAction, { type: 'character' }>): R {
  const c = a.character;
  if (!(CHARACTERS as readonly unknown[]).includes(c)) return fail('illegal-action', 'No such character.');
  if (s.characters.includes(c)) return fail('character-taken', `${CHARACTER_INFO[c].name} is taken.`);
  const p = s.seats[seat]!;
  if (c === 'grocer') {
    if (a.grocer !== 'cash' && !(EARNING_KINDS as readonly unknown[]).includes(a.grocer)) return fail('bad-character-choice', 'The Grocer takes $8 or doubles the income of a building type that earns one (not churches or prisons).');
  } else if (a.grocer !== undefined) return fail('bad-character-choice', 'Only the Grocer chooses that.');
  if (c === 'captain') {
    const extra = a.extra ?? 0;
    if (!Number.isInteger(extra) || extra < 0 || extra >= CAPTAIN_PRICES.length) return fail('bad-character-choice', 'The Captain hires 0 to 3 cowboys.');
    if (CAPTAIN_PRICES[extra]! > p.cash) return fail('cannot-afford', 'Not enough cash for those cowboys.');
    if (extra > Math.min(p.supply, MAX_RESERVE - p.reserve)) return fail('no-cowboys', 'Not that many cowboys left.');
  } else if (a.extra !== undefined) return fail('bad-character-choice', 'Only the Captain hires cowboys.');
  s.characters[seat] = c;
  note(s, logLine('character', { seat: seatMessage(seat), character: CHARACTER_MESSAGES[c] }));
  switch (c) {
    case 'banker':
      earn(s, seat, BANKER_CASH);
      break;
    case 'grocer':
      if (a.grocer === 'cash') earn(s, seat, GROCER_CASH);
      else s.grocerDouble = a.grocer!;
      break;
    case 'coolie':
      takeRoads(s, seat, COOLIE_ROADS);
      break;
    case 'captain': {
      const extra = a.extra ?? 0;
      spend(s, seat, CAPTAIN_PRICES[extra]!);
      recruit(s, seat, extra, MAX_RESERVE);
      break;
    }
    case 'settler':
      if (p.markers > 0 && s.map.some((x) => x.owner === null)) {
        s.phase = { kind: 'settler', seat };
        return ok(s);
      }
      break;
    default:
      break;
  }
  nextCharacter(s);
  return ok(s);
}

function beginTurn(s: CarsonState): void {
  s.turn = 1;
  s.phase = { kind: 'character', index: 0 };
  note(s, logLine('turnOne', { turn: 1 }));
}

function nextCharacter(s: CarsonState): void {
  const ph = s.phase;
  const index = ph.kind === 'character' ? ph.index + 1 : s.order.indexOf((ph as { seat: Seat }).seat) + 1;
  if (index < s.players) {
    s.phase = { kind: 'character', index };
    return;
  }
  const num = (seat: Seat) => CHARACTER_INFO[s.characters[seat] as CharacterId].number;
  s.order = [...s.order].sort((x, y) => num(x) - num(y));
  s.passed = [];
  s.phase = { kind: 'place', index: 0 };
}

function nextPlacer(s: CarsonState): void {
  if (s.passed.length >= s.players) {
    startResolution(s);
    return;
  }
  const ph = s.phase as { kind: 'place'; index: number };
  let i = ph.index;
  for (let k = 0; k < s.players; k++) {
    i = (i + 1) % s.players;
    if (!s.passed.includes(s.order[i]!)) break;
  }
  s.phase = { kind: 'place', index: i };
}
