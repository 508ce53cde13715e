// Applying an input: the engine's input check first, then the action is
// matched against the legal ones (a rejection names the rule it breaks), and
// only then a copy of the state is changed. Bag draws happen in here, from
// the generator in the state; dice and flicks come in as inputs.

import { checkInput, ok, reject, type ApplyResult, type Input, type InputErrorCode, type Seat } from '../../../core/index.ts';
import type { FlickOutcome } from '../../../core/contract.ts';
import { CORNERS, MEEPLE_KINDS, SPACE_COUNT, SPACES } from '../data.ts';
import { buildingMessage } from '../building-words.ts';
import type { MainStreetAction, MainStreetErrorCode, MainStreetState } from '../types.ts';
import { actAt, build } from './actions.ts';
import { advance, setMarker, placeMeeple } from './flow.ts';
import { awaiting, legalActions } from './legal.ts';
import { flickRequest, flickScore, rethrowOffered, settleShowdown } from './showdown.ts';
import { cloneState, note } from './state.ts';
import { logLine, meeplesMessage, placeMessage, seatMessage } from '../log-messages.ts';
import { sowTargets } from './street.ts';
import { errorSaid } from '../action-messages.ts';

/** Codes an apply may return: the engine's input codes and the game's own. */
type Code = MainStreetErrorCode | InputErrorCode;
type Result = ApplyResult<MainStreetState, Code>;
/** A rejection: the English message (tests, tools) and the same reason as a message the player reads in their language. */
const fail = (code: MainStreetErrorCode | 'bad-action', message: string): Result => reject(code, message, errorSaid(code));

const sameAction = (a: MainStreetAction, b: Record<string, unknown>): boolean => {
  if (a.type !== b['type']) return false;
  for (const [k, v] of Object.entries(a)) if (b[k] !== v) return false;
  return true;
};

export function apply(s: MainStreetState, input: Input<MainStreetAction>): Result {
  const error = checkInput(awaiting(s), input);
  if (error) return { ok: false, error };
  if (input.kind === 'dice') return applyScore(s, Number(input.faces[0]));
  if (input.kind === 'flick') return applyFlick(s, input);
  const raw: unknown = input.action;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || typeof (raw as { type?: unknown }).type !== 'string') {
    return fail('bad-action', 'An action is an object with a type.');
  }
  const given = raw as Record<string, unknown>;
  const action = legalActions(s).find((a) => sameAction(a, given));
  if (!action) return whyIllegal(s, given);
  const next = cloneState(s);
  doAction(next, input.seat, action);
  advance(next);
  return ok(next);
}

function doAction(s: MainStreetState, seat: Seat, a: MainStreetAction): void {
  const ph = s.phase;
  switch (a.type) {
    case 'first-awning': {
      if (ph.kind !== 'first-awning') return;
      s.awnings[a.building] = { owner: seat, points: 5 };
      s.seats[seat]!.awnings -= 1;
      note(s, { kind: 'first-awning', seat, building: a.building }, logLine('firstAwning', { seat: seatMessage(seat), building: buildingMessage(a.building) }));
      s.phase = ph.next + 1 < ph.order.length ? { ...ph, next: ph.next + 1 } : { kind: 'choose-location' };
      return;
    }
    case 'take': {
      const from = a.from;
      const place = from === 'saloon' ? s.saloon : from === 'jail' ? s.jail : s.buildings[from]!;
      const hand = { ...place };
      for (const k of MEEPLE_KINDS) place[k] = 0;
      note(s, { kind: 'take', seat, from, meeples: MEEPLE_KINDS.flatMap((k) => Array(hand[k]).fill(k)) }, logLine('take', { seat: seatMessage(seat), meeples: meeplesMessage(hand), place: placeMessage(from) }));
      if (from === 'jail' && s.jailDynamite > 0) {
        s.jailDynamite -= 1;
        s.bag.dynamite += 1;
        note(s, { kind: 'dynamite-to-bag' }, logLine('dynamiteToBag'));
      }
      s.phase = { kind: 'sow', from, hand, last: null, dir: null, marker: null };
      return;
    }
    case 'place': {
      const target = sowTargets(s).find((t) => t.space === a.space)!;
      placeMeeple(s, a.space, a.meeple, target.dir);
      return;
    }
    case 'marker': {
      if (ph.kind !== 'sow' || ph.marker === null) return;
      const info = SPACES[ph.marker]!;
      const duellist = info.kind === 'showdown' ? s.showdowns[info.side] : null;
      if (duellist) setMarker(s, ph.marker, duellist.meeple, a.seat);
      ph.marker = null;
      return;
    }
    case 'act': {
      const offer = actAt(s, a.building);
      if (offer) s.phase = { kind: 'build', building: a.building, seat: offer.seat, upgrade: offer.upgrade };
      return;
    }
    case 'build':
    case 'decline': {
      if (ph.kind !== 'build') return;
      if (a.type === 'build') build(s, ph.seat, ph.building, ph.upgrade);
      else s.log.push(logLine('decline', { seat: seatMessage(ph.seat), building: buildingMessage(ph.building) }));
      s.phase = { kind: 'act' };
      return;
    }
    case 'showdown':
      s.log.push(logLine('showdown'));
      s.phase = { kind: 'showdown', step: 'shoot', side: 0, scores: [null, null] };
      return;
    case 'rethrow':
      if (ph.kind === 'showdown') s.phase = { ...ph, step: 'again' };
      return;
    case 'accept':
      if (ph.kind === 'showdown') finishShowdown(s, [ph.scores[0] ?? 0, ph.scores[1] ?? 0]);
      return;
  }
}

function applyFlick(s: MainStreetState, outcome: FlickOutcome): Result {
  const ph = s.phase;
  if (ph.kind !== 'showdown') return fail('not-now', 'No flick is awaited.');
  return applyScore(s, flickScore(flickRequest(s, ph.side, ph.step === 'again'), outcome));
}

/** A duellist's shot came in: a die face, or 1/0 for a flick's hit or miss. */
function applyScore(s: MainStreetState, score: number): Result {
  if (s.phase.kind !== 'showdown') return fail('not-now', 'No showdown shot is awaited.');
  const next = cloneState(s);
  const ph = next.phase;
  if (ph.kind !== 'showdown') return fail('not-now', 'No showdown shot is awaited.');
  const again = ph.step === 'again';
  ph.scores[ph.side] = score;
  note(next, { kind: 'throw', side: ph.side, score, again });
  if (!again && ph.side === 0) {
    next.phase = { ...ph, side: 1 };
    return ok(next);
  }
  const scores: [number, number] = [ph.scores[0] ?? 0, ph.scores[1] ?? 0];
  const offer = again ? null : rethrowOffered(next, scores);
  if (offer !== null) next.phase = { kind: 'showdown', step: 'offer', side: offer, scores };
  else finishShowdown(next, scores);
  advance(next);
  return ok(next);
}

function finishShowdown(s: MainStreetState, scores: [number, number]): void {
  settleShowdown(s, scores);
  s.phase = { kind: 'act' };
}

/** The rule a non-legal action breaks, as a typed rejection. */
function whyIllegal(s: MainStreetState, a: Record<string, unknown>): Result {
  const ph = s.phase;
  const want: Partial<Record<MainStreetState['phase']['kind'], string>> = {
    'first-awning': 'first-awning',
    'choose-location': 'take',
    act: 'act or showdown',
    build: 'build or decline',
    showdown: 'rethrow or accept',
    sow: ph.kind === 'sow' && ph.marker !== null ? 'marker' : 'place',
  };
  const expected = want[ph.kind] ?? '';
  if (!expected.split(' or ').includes(String(a['type']))) {
    return fail('not-now', `Now the game takes ${expected || 'no decision'}, not ${JSON.stringify(a['type'])}.`);
  }
  switch (a['type']) {
    case 'first-awning':
      if (!CORNERS.includes(a['building'] as never)) return fail('not-a-corner', 'The first awning goes on a corner building (0, 5, 6 or 11).');
      return fail('corner-taken', 'That corner already has an awning.');
    case 'take':
      return fail('empty-location', `There is no meeple to take at ${JSON.stringify(a['from'])}.`);
    case 'place': {
      if (ph.kind === 'sow' && (typeof a['meeple'] !== 'string' || !((ph.hand as Record<string, number>)[a['meeple']] ?? 0))) {
        return fail('not-in-hand', `No ${String(a['meeple'])} in hand.`);
      }
      const sp = a['space'];
      const valid = typeof sp === 'number' && Number.isInteger(sp) && sp >= 0 && sp < SPACE_COUNT;
      return fail('not-a-free-space', `${valid ? `Space ${sp}` : 'That'} is not where the next meeple may go.`);
    }
    case 'marker':
      return fail('bad-marker', 'Give the marker to another player in the game.');
    case 'act':
      return fail('nothing-there', 'No meeple waits on that doorway.');
    case 'showdown':
      return fail('no-showdown', 'A showdown needs both showdown spaces held.');
    default:
      return fail('illegal-action', 'That action does not fit here.');
  }
}

