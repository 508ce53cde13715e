// The one door into the game: a seat's decision, settled dice, or a settled
// flick. The engine's input check comes first; the rest works on a clone, so a
// rejected input leaves the caller's state as it was.

import { checkInput, ok, type Input, type PokerFace } from '../../../core/index.ts';
import { isCombo } from './combos.ts';
import { playCard, resumeAt } from './play-card.ts';
import { aimDuel, onDuelFlick, onFinalDuelFlick, onPokerThrow } from './encounters.ts';
import { leaveStart, proceed } from './flow.ts';
import { cloneState } from './state.ts';
import { fail, rider, type Fail } from './helpers.ts';
import { awaiting, legalActions } from './legal.ts';
import { afterDraft } from './setup.ts';
import { keepOffered, onIndiansFlick, onMineThrow, onSaloonThrow, onStation } from './spaces.ts';
import {
  afterBluff,
  believe,
  doubt,
  makeClaim,
  onFirstThrow,
  onJailThrow,
  onRethrow,
  payBail,
  sitOut,
  startRethrow,
} from './turn.ts';
import { BAIL, claimPossible, rethrowCost } from './turn-facts.ts';
import { errorSaid } from '../error-messages.ts';
import type { PonyAction, PonyApplyResult, PonyState } from '../types.ts';

/** Is the (untrusted) action `a` the legal action `legal`? Dice order does not matter. */
function sameAction(a: PonyAction, legal: PonyAction): boolean {
  if (a.type !== legal.type) return false;
  switch (legal.type) {
    case 'keep-card':
      return (a as typeof legal).card === legal.card;
    case 'play': {
      const p = a as typeof legal;
      return p.card === legal.card && (p.target ?? null) === (legal.target ?? null);
    }
    case 'claim':
      return (a as typeof legal).combo === legal.combo;
    case 'rethrow': {
      const r = a as typeof legal;
      if (r.landing !== legal.landing || !Array.isArray(r.dice) || r.dice.length !== legal.dice.length) return false;
      return legal.dice.every((d) => r.dice.includes(d));
    }
    default:
      return true;
  }
}

/** A specific reason for the common illegal moves; a generic one otherwise. */
function whyIllegal(s: PonyState, a: PonyAction): Fail {
  const ph = s.phase;
  if (ph.kind === 'decide' && a.type === 'rethrow') {
    const dice = Array.isArray(a.dice) ? a.dice : [];
    if (dice.length === 0) return fail('no-dice', 'Pick at least one die to re-throw.', errorSaid('noDice'));
    if (dice.length >= 5) return fail('keep-one', 'One die must always stay as it is.', errorSaid('keepOne'));
    if (new Set(dice).size !== dice.length || dice.some((d) => !Number.isInteger(d) || d < 0 || d > 4))
      return fail('bad-dice', 'Dice are numbered 0 to 4, each at most once.', errorSaid('badDice'));
    if (a.landing !== 'cup' && a.landing !== 'open') return fail('bad-landing', "Re-thrown dice land 'cup' or 'open'.", errorSaid('badLanding'));
    const { cost } = rethrowCost(s);
    if (rider(s, s.turn).gold < cost) return fail('no-gold', `A re-throw costs ${cost} gold.`, errorSaid('rethrowGold', { gold: cost }));
  }
  if (ph.kind === 'decide' && a.type === 'claim') {
    if (!isCombo(a.combo)) return fail('bad-claim', 'Unknown combination.', errorSaid('badClaim'));
    if (!claimPossible(s, a.combo)) return fail('claim-ruled-out', 'The open dice rule that claim out: everyone would see through it.', errorSaid('ruledOut'));
  }
  if (a.type === 'pay-bail' && ph.kind === 'jail') return fail('no-gold', `Bail costs ${BAIL} gold.`, errorSaid('bailGold', { gold: BAIL }));
  if (a.type === 'play') return fail('card-not-playable', 'That card cannot be played now.', errorSaid('notPlayable'));
  return fail('illegal-action', `"${a.type}" is not allowed now.`, errorSaid('notNow', { type: String(a.type) }));
}

function onAction(s: PonyState, a: PonyAction): void {
  const ph = s.phase;
  switch (a.type) {
    case 'keep-card': {
      const resume = keepOffered(s, a.card);
      if (ph.kind === 'draft') afterDraft(s, ph.seat);
      else if (resume === 'todo') proceed(s);
      else if (resume) resumeAt(s, resume);
      return;
    }
    case 'ride':
      // On to the throw, or along the mail boxes.
      leaveStart(s);
      return;
    case 'play':
      if (ph.kind === 'duel' || ph.kind === 'final-duel') aimDuel(s, a.card);
      else playCard(s, a, ph.kind === 'jail' ? 'jail' : ph.kind === 'decide' ? 'decide' : 'start');
      return;
    case 'aim':
      aimDuel(s, null);
      return;
    case 'rethrow':
      startRethrow(s, a.dice, a.landing);
      return;
    case 'claim':
      makeClaim(s, a.combo);
      return;
    case 'believe':
      believe(s);
      return;
    case 'doubt':
      doubt(s);
      return;
    case 'take-steps':
    case 'decline-steps':
      afterBluff(s, a.type === 'take-steps');
      return;
    case 'pay-bail':
      payBail(s);
      return;
    case 'escape':
      s.phase = { kind: 'jail-throw' };
      return;
    case 'sit-out':
      sitOut(s);
      return;
    case 'take-train':
    case 'stay':
      onStation(s, a.type === 'take-train');
      return;
  }
}

function onDice(s: PonyState, faces: PokerFace[]): void {
  switch (s.phase.kind) {
    case 'throw':
      onFirstThrow(s, faces);
      return;
    case 'rethrow-throw':
      onRethrow(s, faces);
      return;
    case 'jail-throw':
      onJailThrow(s, faces);
      return;
    case 'poker':
      onPokerThrow(s, faces);
      return;
    case 'mine':
      onMineThrow(s, faces);
      return;
    case 'saloon':
      onSaloonThrow(s, faces);
      return;
    default:
      return;
  }
}

function step(s: PonyState, input: Input<PonyAction>): Fail | null {
  switch (input.kind) {
    case 'action': {
      const a = input.action;
      const legal = legalActions(s).find((l) => sameAction(a, l));
      if (!legal) return whyIllegal(s, a);
      onAction(s, legal);
      return null;
    }
    case 'dice':
      onDice(s, input.faces as PokerFace[]);
      return null;
    case 'flick':
      if (s.phase.kind === 'duel') onDuelFlick(s, input);
      else if (s.phase.kind === 'final-duel') onFinalDuelFlick(s, input);
      else onIndiansFlick(s, input);
      return null;
  }
}

export function apply(state: PonyState, input: Input<PonyAction>): PonyApplyResult {
  // Kind, seat, game over, face count and kinds, flick shape and figure ids are
  // the engine's to check; what is left is whether the action is legal now.
  const error = checkInput(awaiting(state), input);
  if (error) return { ok: false, error };
  const s = cloneState(state);
  const rejected = step(s, input);
  return rejected ? { ok: false, error: rejected } : ok(s);
}
