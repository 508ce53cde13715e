// Main Street's prompts in messages (issue 25): what the game waits for,
// without the seat's name (the prompt bar shows the seat beside it). The rules
// put one in `said` beside the English `prompt`; the view formats it. Plain
// data: the pure half imports no i18n library. Meeples, seats and duellists
// are the log's messages (log-messages.ts), so prompt and log say the same words.
import type { Message, MessageValue } from '../../core/message.ts';

export const MAIN_STREET_PROMPT = {
  firstAwning: /*i18n*/ { id: 'main-street.prompt.first-awning', message: 'Put your first awning on a free corner building' },
  chooseLocation: /*i18n*/ { id: 'main-street.prompt.choose-location', message: 'Take every meeple from a building, the saloon or the jail' },
  giveMarker: /*i18n*/ {
    id: 'main-street.prompt.give-marker',
    message: 'You hold the other showdown marker; give this one to another player',
  },
  sow: /*i18n*/ { id: 'main-street.prompt.sow', message: 'Place the next meeple ({hand} in hand)' },
  act: /*i18n*/ { id: 'main-street.prompt.act', message: 'Let a placed meeple act' },
  actOrShowdown: /*i18n*/ { id: 'main-street.prompt.act-or-showdown', message: 'Let a placed meeple act, or settle the showdown' },
  build: /*i18n*/ {
    id: 'main-street.prompt.build',
    message: '{upgrade, select, yes {Turn your awning to 10 on the {building}?} other {Build an awning on the {building}?}}',
  },
  offer: /*i18n*/ { id: 'main-street.prompt.offer', message: 'You are the better shooter and behind; shoot once more?' },
  throw: /*i18n*/ {
    id: 'main-street.prompt.throw',
    message: '{again, select, yes {Throw your showdown die once more} other {Throw your showdown die}}',
  },
  flick: /*i18n*/ {
    id: 'main-street.prompt.flick',
    message:
      '{again, select, yes {Flick the die at {target} (once more); spare the meeples on the doorways} other {Flick the die at {target}; spare the meeples on the doorways}}',
  },
} as const;

/** A prompt: the message `key` with its parameters. */
export const promptSaid = (key: keyof typeof MAIN_STREET_PROMPT, values?: Record<string, MessageValue>): Message =>
  values ? { id: MAIN_STREET_PROMPT[key].id, values } : { id: MAIN_STREET_PROMPT[key].id };

/** 'yes' or 'no', for a message's select. */
export const yesNo = (b: boolean): string => (b ? 'yes' : 'no');
