// Main Street's action labels and rule errors in messages (issue 25): what a
// button or a choice list shows (`sayAction`, beside the English
// describeAction, which tests, tools and bots' notes read) and why a move was
// refused (`said` on a rejection). In English each label reads exactly as
// describeAction does (tests/i18n/actions.test.ts). Buildings' names are ours
// and pass as they are; meeples, seats and places are the log's messages.
// Plain data: the pure half imports no i18n library.
import type { Message, MessageValue } from '../../core/message.ts';
import { AWNING_COSTS, SPACES } from './data.ts';
import { buildingMessage } from './building-words.ts';
import { meepleMessage, placeMessage, seatMessage } from './log-messages.ts';
import { previewAction, previewMessage } from './rules/actions.ts';
import type { MainStreetAction, MainStreetErrorCode, MainStreetState } from './types.ts';

export const MAIN_STREET_ACTION = {
  firstAwning: /*i18n*/ { id: 'main-street.action.first-awning', message: 'First awning on the {building}' },
  take: /*i18n*/ { id: 'main-street.action.take', message: 'Take the meeples from {place}' },
  place: /*i18n*/ { id: 'main-street.action.place', message: 'Put the {meeple} on {space}' },
  space: /*i18n*/ { id: 'main-street.space', message: "{kind, select, showdown {showdown space {side}} other {the {building}'s doorway}}" },
  marker: /*i18n*/ { id: 'main-street.action.marker', message: 'Give the showdown marker to {seat}' },
  act: /*i18n*/ { id: 'main-street.action.act', message: 'Act at the {building}' },
  showdown: /*i18n*/ { id: 'main-street.action.showdown', message: 'Settle the showdown' },
  buildAny: /*i18n*/ { id: 'main-street.action.build-any', message: 'Build the awning' },
  build: /*i18n*/ { id: 'main-street.action.build', message: 'Build an awning on the {building} ({gold} gold + {stone} stone)' },
  upgrade: /*i18n*/ { id: 'main-street.action.upgrade', message: "Turn the {building}'s awning to 10 ({gold} gold + {stone} stone)" },
  decline: /*i18n*/ { id: 'main-street.action.decline', message: 'Do not build on the {building}' },
  declineAny: /*i18n*/ { id: 'main-street.action.decline-any', message: 'Do not build' },
  rethrow: /*i18n*/ { id: 'main-street.action.rethrow', message: 'Shoot once more' },
  accept: /*i18n*/ { id: 'main-street.action.accept', message: 'Keep the result' },
} as const;

/** Why a move was refused, one message per code (and the engine's 'bad-action' for a malformed one). */
export const MAIN_STREET_ERROR: Record<MainStreetErrorCode | 'bad-action', Message> = {
  'bad-action': /*i18n*/ { id: 'main-street.error.bad-action', message: 'An action is an object with a type.' },
  'illegal-action': /*i18n*/ { id: 'main-street.error.illegal-action', message: 'That action does not fit here.' },
  'not-now': /*i18n*/ { id: 'main-street.error.not-now', message: 'The game does not take that move now.' },
  'not-a-corner': /*i18n*/ { id: 'main-street.error.not-a-corner', message: 'The first awning goes on a corner building.' },
  'corner-taken': /*i18n*/ { id: 'main-street.error.corner-taken', message: 'That corner already has an awning.' },
  'empty-location': /*i18n*/ { id: 'main-street.error.empty-location', message: 'There is no meeple to take there.' },
  'not-in-hand': /*i18n*/ { id: 'main-street.error.not-in-hand', message: 'That meeple is not in your hand.' },
  'not-a-free-space': /*i18n*/ { id: 'main-street.error.not-a-free-space', message: 'That is not where the next meeple may go.' },
  'bad-marker': /*i18n*/ { id: 'main-street.error.bad-marker', message: 'Give the marker to another player in the game.' },
  'nothing-there': /*i18n*/ { id: 'main-street.error.nothing-there', message: 'No meeple waits on that doorway.' },
  'no-showdown': /*i18n*/ { id: 'main-street.error.no-showdown', message: 'A showdown needs both showdown spaces held.' },
};

const say = (key: keyof typeof MAIN_STREET_ACTION, values?: Record<string, MessageValue>): Message =>
  values ? { id: MAIN_STREET_ACTION[key].id, values } : { id: MAIN_STREET_ACTION[key].id };

const buildingName = buildingMessage;

/** A street space as a label names it: "showdown space A", "the Gunsmith's doorway". */
export function spaceMessage(space: number): MessageValue {
  const info = SPACES[space];
  if (!info) return String(space);
  return info.kind === 'showdown'
    ? say('space', { kind: 'showdown', side: info.side === 0 ? 'A' : 'B' })
    : say('space', { kind: 'doorway', building: buildingName(info.building) });
}

/** The action's label as a message: in English what describeAction says. */
export function sayAction(s: MainStreetState, a: MainStreetAction): Message {
  switch (a.type) {
    case 'first-awning':
      return say('firstAwning', { building: buildingName(a.building) });
    case 'take':
      return say('take', { place: placeMessage(a.from) });
    case 'place':
      return say('place', { meeple: meepleMessage(a.meeple), space: spaceMessage(a.space) });
    case 'marker':
      return say('marker', { seat: seatMessage(a.seat) });
    case 'act': {
      const pv = previewAction(s, a.building);
      return pv ? previewMessage(pv) : say('act', { building: buildingName(a.building) });
    }
    case 'showdown':
      return say('showdown');
    case 'build': {
      if (s.phase.kind !== 'build') return say('buildAny');
      const cost = AWNING_COSTS[s.phase.building]!;
      return say(s.phase.upgrade ? 'upgrade' : 'build', { building: buildingName(s.phase.building), gold: cost.gold, stone: cost.stone });
    }
    case 'decline':
      return s.phase.kind === 'build' ? say('decline', { building: buildingName(s.phase.building) }) : say('declineAny');
    case 'rethrow':
      return say('rethrow');
    case 'accept':
      return say('accept');
  }
}

/** A rejection's message for `code`. */
export const errorSaid = (code: MainStreetErrorCode | 'bad-action'): Message => ({ id: MAIN_STREET_ERROR[code].id });

