// What the game waits for, and every legal action of the deciding seat.

import type { Awaiting, Seat } from '../../../core/contract.ts';
import { CAPTAIN_PRICES, CHARACTERS, EARNING_KINDS, MAX_RESERVE, MOUNTAINS, type CharacterId } from '../data.ts';
import type { CarsonAction, CarsonState } from '../types.ts';
import { buildSites, houseSites } from './construction.ts';
import { contestMessage, contestName } from './resolve.ts';
import { placeTargets } from './placement.ts';
import { seatName } from './state.ts';
import type { Message } from '../../../core/message.ts';
import { promptSaid } from '../prompt-messages.ts';
import { BUILDING_MESSAGES, logLine } from '../log-messages.ts';

const decision = (seat: Seat, prompt: string, said: Message): Awaiting => ({ kind: 'decision', seat, prompt, said });

/** Pairs of dice (column, row) a set-up throw has: one for the town centre, else one per mountain still to place, all at once (ours). */
export const setupPairs = (ph: Extract<CarsonState['phase'], { kind: 'setup-throw' }>): number => (ph.what === 'centre' ? 1 : MOUNTAINS - ph.index);

export function awaiting(s: CarsonState): Awaiting {
  const ph = s.phase;
  switch (ph.kind) {
    case 'setup-throw': {
      const pairs = setupPairs(ph);
      return {
        kind: 'throw',
        seat: ph.seat,
        dice: Array.from({ length: 2 * pairs }, () => 'd6' as const),
        area: 'tray',
        hidden: false,
        prompt:
          ph.what === 'centre'
            ? `${seatName(ph.seat)}: throw the two dice (column, row) for the town centre`
            : `${seatName(ph.seat)}: throw ${2 * pairs} dice at once, a pair (column, row) for each of the ${pairs === 1 ? 'last mountain' : `${pairs} mountains`}${ph.index > 0 ? ' left' : ''}`,
        said: ph.what === 'centre' ? promptSaid('setupCentre') : promptSaid(ph.index > 0 ? 'setupMountainsLeft' : 'setupMountains', { dice: 2 * pairs, pairs }),
        purpose: ph.what === 'centre' ? 'town centre' : 'mountain',
      };
    }
    case 'draft':
      return decision(ph.picks[0]!, `${seatName(ph.picks[0]!)}: claim a starting parcel`, promptSaid('draft'));
    case 'character':
      return decision(s.order[ph.index]!, `${seatName(s.order[ph.index]!)}: choose a character`, promptSaid('character'));
    case 'settler':
      return decision(ph.seat, `${seatName(ph.seat)}: claim a free parcel (Settler)`, promptSaid('settler'));
    case 'place':
      return decision(s.order[ph.index]!, `${seatName(s.order[ph.index]!)}: place a cowboy or pass`, promptSaid('place'));
    case 'resolve': {
      const duel = ph.duel!;
      const seat = duel.seats[duel.faces.length]!;
      return {
        kind: 'throw',
        seat,
        dice: ['d6'],
        area: 'tray',
        hidden: false,
        prompt: `${seatName(seat)}: throw your die in the duel for ${s.queue[0] ? contestName(s.queue[0]) : 'the square'}`,
        said: promptSaid('duel', { contest: s.queue[0] ? contestMessage(s.queue[0]) : logLine('contestSquare') }),
        purpose: 'duel',
      };
    }
    case 'build':
      return decision(ph.seat, `${seatName(ph.seat)}: choose a parcel for the ${ph.building} ($${ph.price})`, promptSaid('build', { building: BUILDING_MESSAGES[ph.building], price: ph.price }));
    case 'house':
      return decision(ph.seat, `${seatName(ph.seat)}: place the free house`, promptSaid('house'));
    case 'gamble':
      return { kind: 'throw', seat: ph.seat, dice: ['d6', 'd6'], area: 'tray', hidden: false, prompt: `${seatName(ph.seat)}: throw two dice at the gambling table`, said: promptSaid('gamble'), purpose: 'gambling' };
    case 'buy-points':
      return decision(ph.seat, `${seatName(ph.seat)}: buy points at $${ph.price} each`, promptSaid('buyPoints', { price: ph.price }));
    case 'surrender':
      return decision(ph.seat, `${seatName(ph.seat)}: over the cash limit — hand in the excess, or round it up to the next $10?`, promptSaid('surrender'));
    case 'over':
      return { kind: 'end' };
  }
}

export function unownedCells(s: CarsonState): number[] {
  const out: number[] = [];
  for (let cell = 0; cell < s.map.length; cell++) if (s.map[cell]!.owner === null) out.push(cell);
  return out;
}

export function characterActions(s: CarsonState, seat: Seat): CarsonAction[] {
  const taken = new Set(s.characters.filter((c): c is CharacterId => c !== null));
  const out: CarsonAction[] = [];
  const p = s.seats[seat]!;
  for (const character of CHARACTERS) {
    if (taken.has(character)) continue;
    if (character === 'grocer') {
      out.push({ type: 'character', character, grocer: 'cash' });
      for (const k of EARNING_KINDS) out.push({ type: 'character', character, grocer: k });
    } else if (character === 'captain') {
      for (let extra = 0; extra < CAPTAIN_PRICES.length; extra++) {
        if (CAPTAIN_PRICES[extra]! <= p.cash && extra <= Math.min(p.supply, MAX_RESERVE - p.reserve)) out.push({ type: 'character', character, extra });
      }
    } else out.push({ type: 'character', character });
  }
  return out;
}

export function legalActions(s: CarsonState): CarsonAction[] {
  const aw = awaiting(s);
  if (aw.kind !== 'decision') return [];
  const seat = aw.seat;
  const ph = s.phase;
  switch (ph.kind) {
    case 'draft':
    case 'settler':
      return unownedCells(s).map((cell) => ({ type: 'claim', cell }));
    case 'character':
      return characterActions(s, seat);
    case 'place': {
      const out: CarsonAction[] = placeTargets(s, seat, false).map((target) => ({ type: 'place', target }));
      if (s.characters[seat] === 'sheriff' && !s.whiteUsed) {
        for (const target of placeTargets(s, seat, true)) out.push({ type: 'place', target, white: true });
      }
      out.push({ type: 'pass' });
      return out;
    }
    case 'build':
      return [...buildSites(s, seat, ph.building).map((cell): CarsonAction => ({ type: 'build', cell })), { type: 'skip' }];
    case 'house':
      return houseSites(s, seat).map((cell) => ({ type: 'house', cell }));
    case 'buy-points': {
      const max = Math.floor(s.seats[seat]!.cash / ph.price);
      return Array.from({ length: max + 1 }, (_, count) => ({ type: 'buy-points', count }));
    }
    case 'surrender':
      return [
        { type: 'surrender', topUp: false },
        { type: 'surrender', topUp: true },
      ];
    default:
      return [];
  }
}
