// Silver Creek County's prompts in messages (issue 25): what the game waits
// for, without the seat's name (the prompt bar shows the seat beside it). The
// rules put one in `said` beside the English `prompt`; the view formats it.
// Plain data.
import type { Message, MessageValue } from '../../core/message.ts';

export const CARSON_PROMPT = {
  setupCentre: /*i18n*/ { id: 'carson-city.prompt.setup-centre', message: 'Throw the two dice (column, row) for the town centre' },
  setupMountains: /*i18n*/ {
    id: 'carson-city.prompt.setup-mountains',
    message: 'Throw {dice} dice at once, a pair (column, row) for each of the {pairs, plural, one {last mountain} other {# mountains}}',
  },
  setupMountainsLeft: /*i18n*/ {
    id: 'carson-city.prompt.setup-mountains-left',
    message: 'Throw {dice} dice at once, a pair (column, row) for each of the {pairs, plural, one {last mountain left} other {# mountains left}}',
  },
  draft: /*i18n*/ { id: 'carson-city.prompt.draft', message: 'Claim a starting parcel' },
  character: /*i18n*/ { id: 'carson-city.prompt.character', message: 'Choose a character' },
  settler: /*i18n*/ { id: 'carson-city.prompt.settler', message: 'Claim a free parcel (Settler)' },
  place: /*i18n*/ { id: 'carson-city.prompt.place', message: 'Place a cowboy or pass' },
  duel: /*i18n*/ { id: 'carson-city.prompt.duel', message: 'Throw your die in the duel for {contest}' },
  build: /*i18n*/ { id: 'carson-city.prompt.build', message: 'Choose a parcel for the {building} (${price})' },
  house: /*i18n*/ { id: 'carson-city.prompt.house', message: 'Place the free house' },
  gamble: /*i18n*/ { id: 'carson-city.prompt.gamble', message: 'Throw two dice at the gambling table' },
  buyPoints: /*i18n*/ { id: 'carson-city.prompt.buy-points', message: 'Buy points at ${price} each' },
  surrender: /*i18n*/ { id: 'carson-city.prompt.surrender', message: 'Over the cash limit — hand in the excess, or round it up to the next $10?' },
} as const;

/** A prompt: the message `key` with its parameters. */
export const promptSaid = (key: keyof typeof CARSON_PROMPT, values?: Record<string, MessageValue>): Message =>
  values ? { id: CARSON_PROMPT[key].id, values } : { id: CARSON_PROMPT[key].id };
