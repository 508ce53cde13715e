// What the game waits for, and the legal decisions at that point.

import type { Awaiting, AwaitThrow, Seat } from '../../../core/contract.ts';
import type { DieKind } from '../../../core/dice-kinds.ts';
import { TRACK_LENGTH } from '../data/board.ts';
import { COMBOS, COMBO_STEPS } from './combos.ts';
import { cardPlays, duelCardChoice } from './card-plays.ts';
import { flickRequest } from './flicks.ts';
import { onMail, rider, seatName } from './helpers.ts';
import { trainFare } from './steps.ts';
import { BAIL, claimPossible, rethrowCost } from './turn-facts.ts';
import type { PonyAction, PonyState } from '../types.ts';
import type { Message } from '../../../core/message.ts';
import { promptSaid } from '../prompt-messages.ts';
import { seatMessage } from '../log-messages.ts';

const poker = (n: number): DieKind[] => Array<DieKind>(n).fill('poker');

function openThrow(seat: Seat, n: number, prompt: string, said: Message, purpose: string): AwaitThrow {
  return { kind: 'throw', seat, dice: poker(n), area: 'tray', hidden: false, prompt, said, purpose };
}

export function awaiting(s: PonyState): Awaiting {
  const ph = s.phase;
  const me = s.turn;
  const name = seatName(me);
  switch (ph.kind) {
    case 'over':
      return { kind: 'end' };
    case 'draft':
      return { kind: 'decision', seat: ph.seat, prompt: `${seatName(ph.seat)}: keep one of your two cards`, said: promptSaid('draft') };
    case 'start':
      return {
        kind: 'decision',
        seat: me,
        prompt: onMail(rider(s, me)) ? `${name}: play a card or ride to the next mail box` : `${name}: play a card or throw`,
        said: promptSaid(onMail(rider(s, me)) ? 'startMail' : 'start'),
      };
    case 'jail': {
      // Offer bail in words only to a rider who can pay it (the same test as the legal move).
      const canPay = rider(s, me).gold >= BAIL;
      const ways = [...(canPay ? [`pay ${BAIL} gold`] : []), 'try to escape', 'sit out'];
      const said = canPay ? promptSaid('jail', { gold: BAIL }) : promptSaid('jailPoor');
      return { kind: 'decision', seat: me, prompt: `${name} is in jail: ${ways.slice(0, -1).join(', ')} or ${ways[ways.length - 1]}`, said };
    }
    case 'jail-throw':
      return openThrow(me, 5, `${name}: throw all five dice to escape`, promptSaid('jailThrow'), 'jail escape');
    case 'throw':
      return {
        kind: 'throw',
        seat: me,
        dice: poker(5),
        area: 'cup',
        hidden: true,
        prompt: `${name}: throw all five dice under the cup`,
        said: promptSaid('throw'),
        purpose: 'throw',
      };
    case 'decide':
      return { kind: 'decision', seat: me, prompt: `${name}: re-throw some dice or announce your claim`, said: promptSaid('decide') };
    case 'rethrow-throw':
      return {
        kind: 'throw',
        seat: me,
        dice: poker(ph.dice.length),
        area: ph.landing === 'cup' ? 'cup' : 'tray',
        hidden: ph.landing === 'cup',
        prompt: `${name}: re-throw ${ph.dice.length} ${ph.dice.length > 1 ? 'dice' : 'die'} ${ph.landing === 'cup' ? 'under the cup' : 'openly'}`,
        said: promptSaid('rethrow', { count: ph.dice.length, landing: ph.landing }),
        purpose: 're-throw',
      };
    case 'challenge':
      return { kind: 'decision', seat: ph.challenger, prompt: `${seatName(ph.challenger)}: believe ${name} or doubt?`, said: promptSaid('challenge', { seat: seatMessage(me) }) };
    case 'bluff-caught': {
      const steps = COMBO_STEPS[ph.claim];
      const to = rider(s, ph.challenger).pos + steps;
      return {
        kind: 'decision',
        seat: ph.challenger,
        prompt: `${seatName(ph.challenger)}: ride the claimed ${steps} step${steps > 1 ? 's' : ''} yourself, to ${to >= TRACK_LENGTH ? 'Sacramento' : `space ${to}`}?`,
        said: to >= TRACK_LENGTH ? promptSaid('bluffCaughtHome', { steps }) : promptSaid('bluffCaught', { steps, space: to }),
      };
    }
    case 'poker': {
      const seat = ph.contenders[ph.thrown.length]!;
      return openThrow(seat, 5, `${seatName(seat)}: throw all five dice for the poker round`, promptSaid('poker'), 'poker round');
    }
    case 'station': {
      const train = trainFare(ph.space);
      const ride = train ? `take the train to space ${train.to} for ${train.fare} gold` : 'take the train';
      const said = train ? promptSaid('station', { to: train.to, fare: train.fare, space: ph.space }) : promptSaid('stationNoTrain', { space: ph.space });
      return { kind: 'decision', seat: me, prompt: `${name}: ${ride}, or stay on space ${ph.space}?`, said };
    }
    case 'mine':
      return openThrow(me, 5, `${name}: throw for gold at the mine`, promptSaid('mine'), 'gold mine');
    case 'saloon':
      return openThrow(me, 5, `${name}: throw for the saloon bill`, promptSaid('saloon'), 'saloon');
    case 'relay':
      return { kind: 'decision', seat: ph.seat, prompt: `${seatName(ph.seat)}: keep one card`, said: promptSaid('relay') };
    case 'duel':
    case 'final-duel':
      if (duelCardChoice(s) !== null) {
        return { kind: 'decision', seat: ph.shooter, prompt: `${seatName(ph.shooter)}: play Lucky Shot or flick`, said: promptSaid('luckyShot') };
      }
      return flickRequest(s)!;
    case 'indians':
      return flickRequest(s)!;
  }
}

/** Every way to re-throw 1–4 of the five dice (one always stays), landing in the cup or open. */
type Rethrow = Extract<PonyAction, { type: 'rethrow' }>;
function rethrows(): Rethrow[] {
  const out: Rethrow[] = [];
  for (let mask = 1; mask < 31; mask++) {
    const dice = [0, 1, 2, 3, 4].filter((i) => mask & (1 << i));
    out.push({ type: 'rethrow', dice, landing: 'cup' }, { type: 'rethrow', dice, landing: 'open' });
  }
  return out;
}
const RETHROWS = rethrows();

export function legalActions(s: PonyState): PonyAction[] {
  const ph = s.phase;
  const me = rider(s, s.turn);
  switch (ph.kind) {
    case 'draft':
    case 'relay':
      return ph.offered.map((card) => ({ type: 'keep-card', card }));
    case 'start':
      return [{ type: 'ride' }, ...cardPlays(s, 'start')];
    case 'jail': {
      const out: PonyAction[] = [{ type: 'escape' }, { type: 'sit-out' }];
      if (me.gold >= BAIL) out.unshift({ type: 'pay-bail' });
      return [...out, ...cardPlays(s, 'jail')];
    }
    case 'decide': {
      const out: PonyAction[] = COMBOS.filter((c) => claimPossible(s, c)).map((combo) => ({ type: 'claim', combo }));
      // Copies, so a caller cannot change the shared list.
      if (me.gold >= rethrowCost(s).cost) for (const r of RETHROWS) out.push({ ...r, dice: [...r.dice] });
      return [...out, ...cardPlays(s, 'decide')];
    }
    case 'challenge':
      return [{ type: 'believe' }, { type: 'doubt' }];
    case 'bluff-caught':
      return [{ type: 'take-steps' }, { type: 'decline-steps' }];
    case 'station':
      return trainFare(ph.space) && me.gold >= trainFare(ph.space)!.fare
        ? [{ type: 'take-train' }, { type: 'stay' }]
        : [{ type: 'stay' }];
    case 'duel':
    case 'final-duel': {
      const card = duelCardChoice(s);
      return card === null ? [] : [{ type: 'aim' }, { type: 'play', card }];
    }
    default:
      return [];
  }
}
