// Applying an input: the settled discs give the number; a reveal or a burial
// makes the move and clears complete regions at once; the confirmation ends
// the turn and starts the next one. Illegal inputs come back as typed
// rejections and leave the state untouched.

import { checkInput, ok, reject, type ApplyResult, type Input, type InputErrorCode } from '../../../core/index.ts';
import { rowBetween } from '../board.ts';
import type { GoldRiversAction, GoldRiversErrorCode, GoldRiversState, Move } from '../types.ts';
import { clearRegions } from './clearing.ts';
import { awaiting, buryingAllowed } from './legal.ts';
import { numberOf } from './range.ts';
import { layoutOf, opponent, siteLabel } from './state.ts';
import { logLine, seatMessage } from '../log-messages.ts';
import { errorSaid } from '../error-messages.ts';
import type { Message } from '../../../core/message.ts';
import { startTurn } from './turn.ts';

type Result = ApplyResult<GoldRiversState, GoldRiversErrorCode | InputErrorCode>;
const no = (code: GoldRiversErrorCode, message: string, said: Message): Result => reject(code, message, said);

const isSite = (s: GoldRiversState, x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < s.markers.length;

export function apply(s: GoldRiversState, input: Input<GoldRiversAction>): Result {
  const error = checkInput(awaiting(s), input);
  if (error) return { ok: false, error };
  if (input.kind === 'dice') {
    if (s.phase.kind !== 'throw') return no('illegal-action', 'No throw is awaited.', errorSaid('noThrow'));
    const faces = input.faces as number[];
    const number = numberOf(faces);
    const log = [...s.log, logLine('throw', { seat: seatMessage(s.turn), faces: faces.join(' + '), number })];
    return ok({ ...s, log, phase: { kind: 'choose', range: s.phase.range, rows: s.phase.rows, number, faces: [...faces] } });
  }
  if (input.kind !== 'action') return no('illegal-action', 'Gold in the Rivers has no flicks.', errorSaid('noFlicks'));
  const a = input.action as unknown;
  if (typeof a !== 'object' || a === null) return no('illegal-action', 'The action must be an object.', errorSaid('notObject'));
  const action = a as Partial<Record<string, unknown>>;
  switch (action['type']) {
    case 'reveal':
      return reveal(s, action['first'], action['last']);
    case 'bury':
      return bury(s, action['site']);
    case 'confirm':
      return confirm(s);
    default:
      return no('illegal-action', `Unknown action ${JSON.stringify(action['type'])}: reveal, bury or confirm.`, errorSaid('unknown', { type: JSON.stringify(action['type']) ?? 'undefined' }));
  }
}

function reveal(s: GoldRiversState, first: unknown, last: unknown): Result {
  const p = s.phase;
  if (p.kind === 'confirm') return no('must-confirm', 'The move is made: confirm it or undo it.', errorSaid('mustConfirm'));
  if (p.kind !== 'choose') return no('illegal-action', 'Nothing to reveal now.', errorSaid('nothingToReveal'));
  if (!isSite(s, first) || !isSite(s, last)) return no('no-such-site', 'Pick the first and the last marker of the row.', errorSaid('rowEnds'));
  const l = layoutOf(s);
  const row = rowBetween(l, first, last);
  if (!row) return no('not-a-row', `${siteLabel(l, first)} and ${siteLabel(l, last)} are not on one straight line.`, errorSaid('notARow', { first: siteLabel(l, first), last: siteLabel(l, last) }));
  if (p.number === null) {
    if (row.length > 2) return no('not-adjacent', 'Free choice: one marker, or two neighbouring ones.', errorSaid('notAdjacent'));
  } else if (row.length !== p.number) {
    return no('wrong-count', `The row holds ${row.length} site${row.length === 1 ? '' : 's'}; the number is ${p.number}.`, errorSaid('wrongCount', { n: row.length, number: p.number }));
  }
  const blocked = row.find((site) => s.markers[site] !== 'hidden');
  if (blocked !== undefined) {
    const what = s.markers[blocked] === 'open' ? 'revealed gold' : 'a cleared site';
    return no('not-face-down', `${siteLabel(l, blocked)} holds ${what}: the row must be face-down markers without a gap.`, errorSaid('notFaceDown', { site: siteLabel(l, blocked), what: s.markers[blocked] === 'open' ? 'open' : 'cleared' }));
  }
  const markers = s.markers.slice();
  for (const site of row) markers[site] = 'open';
  const span = row.length === 1 ? siteLabel(l, row[0]!) : `${siteLabel(l, row[0]!)}–${siteLabel(l, row[row.length - 1]!)}`;
  const moved = { ...s, markers, log: [...s.log, logLine('reveal', { seat: seatMessage(s.turn), span, count: row.length })] };
  return finishMove(moved, { type: 'reveal', sites: row });
}

function bury(s: GoldRiversState, site: unknown): Result {
  const p = s.phase;
  if (p.kind === 'confirm') return no('must-confirm', 'The move is made: confirm it or undo it.', errorSaid('mustConfirm'));
  if (p.kind !== 'choose') return no('illegal-action', 'Nothing to bury now.', errorSaid('nothingToBury'));
  if (!isSite(s, site)) return no('no-such-site', 'Pick a revealed marker to bury.', errorSaid('burySite'));
  if (p.number === null) return no('no-burying', 'Free choice: burying is no longer allowed.', errorSaid('freeNoBurying'));
  if (s.shovels[s.turn]! <= 0) return no('no-shovel', 'You have no shovel left.', errorSaid('noShovel'));
  if (!buryingAllowed(s)) return no('no-burying', `Burying ended with turn ${s.turnNumber - 1} (the turn cap).`, errorSaid('buryingOver', { turn: s.turnNumber - 1 }));
  const l = layoutOf(s);
  if (s.markers[site] !== 'open') return no('not-open', `${siteLabel(l, site)} holds no revealed gold.`, errorSaid('notOpen', { site: siteLabel(l, site) }));
  const markers = s.markers.slice();
  markers[site] = 'hidden';
  const shovels: [number, number] = [s.shovels[0], s.shovels[1]];
  shovels[s.turn]! -= 1;
  shovels[opponent(s.turn)]! += 1;
  const log = [...s.log, logLine('bury', { seat: seatMessage(s.turn), site: siteLabel(l, site), other: seatMessage(opponent(s.turn)) })];
  return finishMove({ ...s, markers, shovels, log }, { type: 'bury', site });
}

/** Clear complete regions (mover first) and wait for the confirmation. */
function finishMove(s: GoldRiversState, move: Move): Result {
  const p = s.phase;
  if (p.kind !== 'choose') return no('illegal-action', 'No move is being made.', errorSaid('noMove'));
  const { state, clearings } = clearRegions(s, s.turn);
  return ok({ ...state, phase: { kind: 'confirm', range: p.range, rows: p.rows, number: p.number, faces: p.faces, move, clearings } });
}

function confirm(s: GoldRiversState): Result {
  if (s.phase.kind !== 'confirm') return no('nothing-to-confirm', 'Make your move first: reveal a row or bury a marker.', errorSaid('nothingToConfirm'));
  return ok(startTurn(s, opponent(s.turn), s.turnNumber + 1));
}
