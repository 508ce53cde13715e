// Mail Run's prompts in messages (issue 25): what the game waits for, without
// the seat's name (the prompt bar shows the seat beside it). The rules put one
// in `said` beside the English `prompt`; the view formats it. Plain data.
import type { Message, MessageValue } from '../../core/message.ts';

export const PONY_PROMPT = {
  draft: /*i18n*/ { id: 'pony-express.prompt.draft', message: 'Keep one of your two cards' },
  start: /*i18n*/ { id: 'pony-express.prompt.start', message: 'Play a card or throw' },
  startMail: /*i18n*/ { id: 'pony-express.prompt.start-mail', message: 'Play a card or ride to the next mail box' },
  jail: /*i18n*/ { id: 'pony-express.prompt.jail', message: 'In jail: pay {gold} gold, try to escape or sit out' },
  jailPoor: /*i18n*/ { id: 'pony-express.prompt.jail-poor', message: 'In jail: try to escape or sit out' },
  jailThrow: /*i18n*/ { id: 'pony-express.prompt.jail-throw', message: 'Throw all five dice to escape' },
  throw: /*i18n*/ { id: 'pony-express.prompt.throw', message: 'Throw all five dice under the cup' },
  decide: /*i18n*/ { id: 'pony-express.prompt.decide', message: 'Re-throw some dice or announce your claim' },
  rethrow: /*i18n*/ {
    id: 'pony-express.prompt.rethrow',
    message: 'Re-throw {count, plural, one {# die} other {# dice}} {landing, select, cup {under the cup} other {openly}}',
  },
  challenge: /*i18n*/ { id: 'pony-express.prompt.challenge', message: 'Believe {seat} or doubt?' },
  bluffCaught: /*i18n*/ {
    id: 'pony-express.prompt.bluff-caught',
    message: 'Ride the claimed {steps, plural, one {# step} other {# steps}} yourself, to space {space}?',
  },
  bluffCaughtHome: /*i18n*/ {
    id: 'pony-express.prompt.bluff-caught-home',
    message: 'Ride the claimed {steps, plural, one {# step} other {# steps}} yourself, to Sacramento?',
  },
  poker: /*i18n*/ { id: 'pony-express.prompt.poker', message: 'Throw all five dice for the poker round' },
  station: /*i18n*/ { id: 'pony-express.prompt.station', message: 'Take the train to space {to} for {fare} gold, or stay on space {space}?' },
  stationNoTrain: /*i18n*/ { id: 'pony-express.prompt.station-no-train', message: 'Take the train, or stay on space {space}?' },
  mine: /*i18n*/ { id: 'pony-express.prompt.mine', message: 'Throw for gold at the mine' },
  saloon: /*i18n*/ { id: 'pony-express.prompt.saloon', message: 'Throw for the saloon bill' },
  relay: /*i18n*/ { id: 'pony-express.prompt.relay', message: 'Keep one card' },
  luckyShot: /*i18n*/ { id: 'pony-express.prompt.lucky-shot', message: 'Play Lucky Shot or flick' },
  flickDuel: /*i18n*/ { id: 'pony-express.prompt.flick-duel', message: 'Flick a die at {target}; spare the riders on the track' },
  flickIndians: /*i18n*/ { id: 'pony-express.prompt.flick-indians', message: 'Flick a die at the Indians (flick {n} of 3)' },
} as const;

/** A prompt: the message `key` with its parameters. */
export const promptSaid = (key: keyof typeof PONY_PROMPT, values?: Record<string, MessageValue>): Message =>
  values ? { id: PONY_PROMPT[key].id, values } : { id: PONY_PROMPT[key].id };
