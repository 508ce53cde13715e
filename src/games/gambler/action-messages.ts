// Tableau Gulch's action labels and row shapes in messages (issue 25): what the
// buttons and choice lists say, in the reader's language (`sayAction`, formatted
// by `actionText`); in English each reads exactly as `describeAction` does
// (tests/i18n/actions.test.ts). Plain data. Terms from seed 002: Reihe, Würfel.
import { MAX_THROWS } from './data/constants.ts';
import { message, type Message } from '../../core/message.ts';
import { seatMessage } from './log-messages.ts';
import { rowLength } from './rules/fitting.ts';
import { currentTableau } from './rules/flow.ts';
import type { GamblerAction, GamblerState, RowShape } from './types.ts';

export const GAMBLER_ACTION = {
  placeDie: /*i18n*/ { id: 'gambler.action.place-die', message: '{seat} places die {die} in row {row}' },
  place: /*i18n*/ { id: 'gambler.action.place', message: '{seat} places the {face} in row {row} ({shape})' },
  placeCollect: /*i18n*/ { id: 'gambler.action.place-collect', message: '{seat} places the {face} in row {row} ({shape}), collecting {chips}' },
  placePay: /*i18n*/ { id: 'gambler.action.place-pay', message: '{seat} places the {face} in row {row} ({shape}), paying {chips}' },
  stop: /*i18n*/ { id: 'gambler.action.stop', message: '{seat} stops and keeps {n, plural, one {# die} other {# dice}}' },
  rethrow: /*i18n*/ {
    id: 'gambler.action.rethrow',
    message: '{seat} throws the {n} unplaced {n, plural, one {die} other {dice}} again (throw {throw} of {max})',
  },
} as const;

/** A row's shape in words, as `describeShape` says it in English. */
export const GAMBLER_SHAPE = {
  pip: /*i18n*/ { id: 'gambler.shape.pip', message: 'a {pip}' },
  pips: /*i18n*/ { id: 'gambler.shape.pips', message: 'pips {pips}' },
  stars: /*i18n*/ { id: 'gambler.shape.stars', message: '{n} stars (all equal)' },
  fullHouse: /*i18n*/ { id: 'gambler.shape.full-house', message: 'full house (3 green + 2 red stars)' },
  rising: /*i18n*/ { id: 'gambler.shape.rising', message: 'rising run of {n}' },
  falling: /*i18n*/ { id: 'gambler.shape.falling', message: 'falling run of {n}' },
} as const;

export function shapeMessage(shape: RowShape): Message {
  switch (shape.kind) {
    case 'pips':
      return shape.pips.length === 1 ? message(GAMBLER_SHAPE.pip.id, { pip: shape.pips[0]! }) : message(GAMBLER_SHAPE.pips.id, { pips: shape.pips.join('-') });
    case 'stars':
      return message(GAMBLER_SHAPE.stars.id, { n: shape.length });
    case 'full-house':
      return message(GAMBLER_SHAPE.fullHouse.id);
    case 'rising':
      return message(GAMBLER_SHAPE.rising.id, { n: shape.length });
    case 'falling':
      return message(GAMBLER_SHAPE.falling.id, { n: shape.length });
  }
}

export function sayAction(s: GamblerState, a: GamblerAction): Message {
  const seat = seatMessage(s.active);
  const hand = s.turn?.hand ?? 0;
  switch (a.type) {
    case 'place': {
      const face = s.turn?.faces?.[a.die];
      const spec = currentTableau(s).rows[a.row];
      if (face == null || !spec) return message(GAMBLER_ACTION.placeDie.id, { seat, die: a.die + 1, row: a.row + 1 });
      const values = { seat, face, row: a.row + 1, shape: shapeMessage(spec.shape) };
      const completes = (s.rows[a.row]?.length ?? 0) + 1 === rowLength(spec.shape);
      if (!completes) return message(GAMBLER_ACTION.place.id, values);
      return message(spec.colour === 'yellow' ? GAMBLER_ACTION.placeCollect.id : GAMBLER_ACTION.placePay.id, { ...values, chips: spec.value });
    }
    case 'stop':
      return message(GAMBLER_ACTION.stop.id, { seat, n: hand });
    case 'rethrow':
      return message(GAMBLER_ACTION.rethrow.id, { seat, n: hand, throw: (s.turn?.throws ?? 0) + 1, max: MAX_THROWS });
  }
}
