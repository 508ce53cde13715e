// Silver Creek County's action labels and rule errors in messages (issue 25):
// what a button or a choice list shows (`sayAction`, beside the English
// describeAction, which tests, tools and bots' notes read) and why a move was
// refused (`said` on a rejection). In English each label reads exactly as
// describeAction does (tests/i18n/actions.test.ts). Parcel names (C4) are
// coordinates and stay; characters, buildings and squares are the log's
// messages. Plain data: the pure half imports no i18n library.
import type { Message, MessageValue } from '../../core/message.ts';
import { CAPTAIN_PRICES, GROCER_CASH } from './data.ts';
import { BUILDING_MESSAGES, CHARACTER_MESSAGES } from './log-messages.ts';
import { cellName } from './rules/board.ts';
import { contestMessage } from './rules/resolve.ts';
import type { CarsonAction, CarsonErrorCode, CarsonState, Target } from './types.ts';

export const CARSON_ACTION = {
  claim: /*i18n*/ { id: 'carson-city.action.claim', message: 'Claim {cell}' },
  grocerCash: /*i18n*/ { id: 'carson-city.action.grocer-cash', message: '{character}: take ${cash}' },
  grocerDouble: /*i18n*/ { id: 'carson-city.action.grocer-double', message: '{character}: double {building} income' },
  captainNone: /*i18n*/ { id: 'carson-city.action.captain-none', message: '{character}: hire no cowboys' },
  captainHire: /*i18n*/ {
    id: 'carson-city.action.captain-hire',
    message: '{character}: hire {count, plural, one {# cowboy} other {# cowboys}} for ${price}',
  },
  defend: /*i18n*/ { id: 'carson-city.action.defend', message: 'Defend {target}' },
  attack: /*i18n*/ { id: 'carson-city.action.attack', message: 'Attack {target}' },
  cowboy: /*i18n*/ { id: 'carson-city.action.cowboy', message: 'Cowboy to {target}' },
  white: /*i18n*/ { id: 'carson-city.action.white', message: 'White cowboy to {target}' },
  pass: /*i18n*/ { id: 'carson-city.action.pass', message: 'Pass' },
  build: /*i18n*/ { id: 'carson-city.action.build', message: 'Build on {cell}' },
  house: /*i18n*/ { id: 'carson-city.action.house', message: 'House on {cell}' },
  skip: /*i18n*/ { id: 'carson-city.action.skip', message: 'Do not build' },
  buyPoints: /*i18n*/ { id: 'carson-city.action.buy-points', message: 'Buy {count, plural, one {# point} other {# points}}' },
  roundUp: /*i18n*/ { id: 'carson-city.action.round-up', message: 'Round up to the next $10' },
  excess: /*i18n*/ { id: 'carson-city.action.excess', message: 'Hand in only the excess' },
} as const;

/** Why a move was refused, one message per code. */
export const CARSON_ERROR: Record<CarsonErrorCode, Message> = {
  'illegal-action': /*i18n*/ { id: 'carson-city.error.illegal-action', message: 'That move does not fit now.' },
  'not-your-parcel': /*i18n*/ { id: 'carson-city.error.not-your-parcel', message: 'That parcel is not yours.' },
  'parcel-taken': /*i18n*/ { id: 'carson-city.error.parcel-taken', message: 'That parcel is owned already.' },
  'no-markers': /*i18n*/ { id: 'carson-city.error.no-markers', message: 'You have no property marker left.' },
  'character-taken': /*i18n*/ { id: 'carson-city.error.character-taken', message: 'That character is taken.' },
  'bad-character-choice': /*i18n*/ { id: 'carson-city.error.bad-character-choice', message: 'That character cannot choose that.' },
  'cannot-afford': /*i18n*/ { id: 'carson-city.error.cannot-afford', message: 'Not enough cash.' },
  'no-cowboys': /*i18n*/ { id: 'carson-city.error.no-cowboys', message: 'No cowboy left for that.' },
  'square-closed': /*i18n*/ { id: 'carson-city.error.square-closed', message: 'The 1858 marker has closed that square.' },
  'square-taken': /*i18n*/ { id: 'carson-city.error.square-taken', message: 'The white cowboy holds that place.' },
  'already-there': /*i18n*/ { id: 'carson-city.error.already-there', message: 'You already have a cowboy there.' },
  'white-needs-empty': /*i18n*/ { id: 'carson-city.error.white-needs-empty', message: 'The white cowboy needs a place nobody holds.' },
  'not-attackable': /*i18n*/ { id: 'carson-city.error.not-attackable', message: 'That building cannot be attacked.' },
  'cannot-build-here': /*i18n*/ { id: 'carson-city.error.cannot-build-here', message: 'The building cannot go there.' },
  'house-not-allowed': /*i18n*/ { id: 'carson-city.error.house-not-allowed', message: 'The house cannot go there.' },
  'bad-count': /*i18n*/ { id: 'carson-city.error.bad-count', message: 'The count must be a whole number.' },
};

const say = (key: keyof typeof CARSON_ACTION, values?: Record<string, MessageValue>): Message =>
  values ? { id: CARSON_ACTION[key].id, values } : { id: CARSON_ACTION[key].id };

/** A place for a cowboy as a label names it: "parcel C4", "the building on C4", "wages". */
export const targetMessage = (t: Target): MessageValue =>
  contestMessage(t.kind === 'square' ? { kind: 'square', square: t.square } : t.kind === 'parcel' ? { kind: 'parcel', cell: t.cell } : { kind: 'raid', cell: t.cell });

/** The action's label as a message: in English what describeAction says. */
export function sayAction(s: CarsonState, a: CarsonAction): Message {
  switch (a.type) {
    case 'claim':
      return say('claim', { cell: cellName(a.cell) });
    case 'character': {
      const character = CHARACTER_MESSAGES[a.character];
      if (a.character === 'grocer') return a.grocer === 'cash' ? say('grocerCash', { character, cash: GROCER_CASH }) : say('grocerDouble', { character, building: BUILDING_MESSAGES[a.grocer!] });
      if (a.character === 'captain') {
        const extra = a.extra ?? 0;
        return extra === 0 ? say('captainNone', { character }) : say('captainHire', { character, count: extra, price: CAPTAIN_PRICES[extra] ?? '?' });
      }
      return { id: character.id };
    }
    case 'place': {
      const target = targetMessage(a.target);
      if (a.target.kind === 'building') {
        const owner = s.map[a.target.cell]?.owner;
        const mine = s.phase.kind === 'place' && owner === s.order[s.phase.index];
        return say(mine ? 'defend' : 'attack', { target });
      }
      return say(a.white ? 'white' : 'cowboy', { target });
    }
    case 'pass':
      return say('pass');
    case 'build':
      return say('build', { cell: cellName(a.cell) });
    case 'house':
      return say('house', { cell: cellName(a.cell) });
    case 'skip':
      return say('skip');
    case 'buy-points':
      return say('buyPoints', { count: a.count });
    case 'surrender':
      return say(a.topUp ? 'roundUp' : 'excess');
  }
}

/** A rejection's message for `code`. */
export const errorSaid = (code: CarsonErrorCode): Message => ({ id: CARSON_ERROR[code].id });
