// Gold in the Rivers' prompts in messages (issue 25): what the game waits for,
// without the seat's name (the prompt bar shows the seat beside it). The rules
// put one in `said` beside the English `prompt`; the view formats it. Plain
// data. Terms from seed 004: Marker, verdeckt, aufdecken, vergraben.
import type { Message, MessageValue } from '../../core/message.ts';

export const GOLD_RIVERS_PROMPT = {
  throw: /*i18n*/ { id: 'gold-rivers.prompt.throw', message: 'Throw the discs (range {range})' },
  free: /*i18n*/ { id: 'gold-rivers.prompt.free', message: 'Free choice, reveal one marker or two neighbouring ones' },
  reveal: /*i18n*/ { id: 'gold-rivers.prompt.reveal', message: 'Reveal a straight row of {n, plural, one {# face-down marker} other {# face-down markers}}' },
  revealOrBury: /*i18n*/ {
    id: 'gold-rivers.prompt.reveal-or-bury',
    message: 'Reveal a straight row of {n, plural, one {# face-down marker} other {# face-down markers}}, or bury a revealed one',
  },
  confirm: /*i18n*/ { id: 'gold-rivers.prompt.confirm', message: 'Confirm your move (or undo it)' },
} as const;

/** A prompt: the message `key` with its parameters. */
export const promptSaid = (key: keyof typeof GOLD_RIVERS_PROMPT, values?: Record<string, MessageValue>): Message =>
  values ? { id: GOLD_RIVERS_PROMPT[key].id, values } : { id: GOLD_RIVERS_PROMPT[key].id };
