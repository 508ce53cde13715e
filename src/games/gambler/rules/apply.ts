// Applying an input. `apply` runs the engine's input check, then the game's
// own checks, and only then edits a clone, so a rejected input leaves the
// state exactly as it was.

import { checkInput, ok, reject, type Input } from '../../../core/index.ts';
import { MAX_THROWS, TARGET_CHIPS } from '../data/constants.ts';
import { cloneState, seatName } from './state.ts';
import { logLine, seatMessage } from '../log-messages.ts';
import { errorSaid } from '../error-messages.ts';
import { fits, rowIsFull } from './fitting.ts';
import { anythingFits, currentTableau, endRound, endTurn, finishGame, tableauIsFull } from './flow.ts';
import { awaiting } from './legal.ts';
import type { GamblerAction, GamblerApplyResult, GamblerState } from '../types.ts';

const isIndex = (x: unknown, length: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < length;

export function apply(s: GamblerState, input: Input<GamblerAction>): GamblerApplyResult {
  // Kind, seat, game over, face count and faces 1–6 are the engine's to check.
  const error = checkInput(awaiting(s), input);
  if (error) return { ok: false, error };
  if (input.kind === 'dice') return applyThrow(s, input.faces as number[]);
  // A flick passes the check only when one is awaited, and Gambler never awaits one.
  if (input.kind !== 'action') return reject('illegal-action', 'Gambler has no flicks', errorSaid('noFlicks'));
  const a: unknown = input.action;
  const type = typeof a === 'object' && a !== null ? (a as { type?: unknown }).type : undefined;
  switch (type) {
    case 'place':
      return applyPlace(s, a as { die?: unknown; row?: unknown });
    case 'stop':
      return applyStop(s);
    case 'rethrow':
      return applyRethrow(s);
    default:
      return reject('illegal-action', `${JSON.stringify(type ?? a)} is not an action of this game`, errorSaid('unknown', { type: JSON.stringify(type ?? a) ?? 'undefined' }));
  }
}

function applyThrow(s: GamblerState, faces: number[]): GamblerApplyResult {
  const d = cloneState(s);
  const turn = d.turn!;
  turn.throws += 1;
  turn.faces = faces.slice();
  turn.placedSinceThrow = 0;
  const who = seatMessage(d.active);
  if (!anythingFits(d, turn.faces)) {
    d.log.push(logLine('threwNothingFits', { seat: who, faces: faces.join(' ') }));
    endTurn(d);
  } else {
    d.log.push(logLine('threw', { seat: who, faces: faces.join(' ') }));
  }
  return ok(d);
}

function applyPlace(s: GamblerState, a: { die?: unknown; row?: unknown }): GamblerApplyResult {
  const t = s.turn!;
  const faces = t.faces!;
  if (!isIndex(a.die, faces.length) || faces[a.die] === null) {
    return reject('no-such-die', 'No unplaced die with that index in this throw', errorSaid('noSuchDie'));
  }
  const tableau = currentTableau(s);
  if (!isIndex(a.row, tableau.rows.length)) return reject('no-such-row', 'No row with that index', errorSaid('noSuchRow'));
  const face = faces[a.die] as number;
  const spec = tableau.rows[a.row]!;
  if (!fits(spec.shape, s.rows[a.row] ?? [], face)) {
    return reject('does-not-fit', `A ${face} does not fit the next box of row ${a.row + 1}`, errorSaid('doesNotFit', { face, row: a.row + 1 }));
  }
  const d = cloneState(s);
  const turn = d.turn!;
  const seat = d.active;
  const row = [...(d.rows[a.row] ?? []), face];
  d.rows[a.row] = row;
  turn.faces![a.die] = null;
  turn.hand -= 1;
  turn.placed += 1;
  turn.placedSinceThrow += 1;
  d.lastPlacer = seat;
  const placed = { seat: seatMessage(seat), face, row: a.row + 1 };
  let line = logLine('placed', placed);
  if (rowIsFull(spec.shape, row)) {
    if (spec.colour === 'yellow') {
      d.chips[seat] = (d.chips[seat] ?? 0) + spec.value;
      d.collected[seat] = (d.collected[seat] ?? 0) + spec.value;
      d.bank -= spec.value;
      line = logLine('placedCollected', { ...placed, chips: spec.value });
    } else {
      const has = d.chips[seat] ?? 0;
      const pay = Math.min(has, spec.value);
      d.chips[seat] = has - pay;
      d.paid[seat] = (d.paid[seat] ?? 0) + pay;
      d.bank += pay;
      line = pay < spec.value ? logLine('placedOwed', { ...placed, owed: spec.value, chips: pay }) : logLine('placedPaid', { ...placed, chips: pay });
    }
  }
  d.log.push(line);
  if (d.end === 'reach-500' && (d.chips[seat] ?? 0) >= TARGET_CHIPS) {
    finishGame(d, `${seatName(seat)} reached ${TARGET_CHIPS} chips`, logLine('reached', { seat: seatMessage(seat), target: TARGET_CHIPS }));
  } else if (tableauIsFull(d)) {
    endRound(d);
  } else if (turn.hand === 0) {
    d.log.push(logLine('placedAll', { seat: seatMessage(seat) }));
    endTurn(d);
  }
  return ok(d);
}

function applyStop(s: GamblerState): GamblerApplyResult {
  const t = s.turn!;
  if (t.placedSinceThrow === 0) return reject('must-place', 'Place at least one fitting die first', errorSaid('mustPlace'));
  const d = cloneState(s);
  d.log.push(logLine('stopped', { seat: seatMessage(d.active), count: t.hand }));
  endTurn(d);
  return ok(d);
}

function applyRethrow(s: GamblerState): GamblerApplyResult {
  const t = s.turn!;
  if (t.placedSinceThrow === 0) return reject('must-place', 'Place at least one fitting die first', errorSaid('mustPlace'));
  if (t.throws >= MAX_THROWS) return reject('throw-limit', `At most ${MAX_THROWS} throws per turn`, errorSaid('throwLimit', { max: MAX_THROWS }));
  if (t.hand === 0) return reject('no-dice', 'No unplaced dice left to throw', errorSaid('noDice'));
  const d = cloneState(s);
  d.turn!.faces = null;
  return ok(d);
}
