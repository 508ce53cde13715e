// The option words several games share (issue 25): the set-up's labels and
// a bad link's message say them in the reader's language. A game's own option
// words are its own messages (`<game>.option.*`) beside its options.
export const OPTION_WORDS = {
  length: /*i18n*/ { id: 'option.length', message: 'Length' },
  standard: /*i18n*/ { id: 'option.standard', message: 'Standard' },
  short: /*i18n*/ { id: 'option.short', message: 'Short' },
} as const;

/** The plain length choices (standard, short), for a game whose options say no more about them. */
export const LENGTH_CHOICE_LABELS = { standard: OPTION_WORDS.standard, short: OPTION_WORDS.short } as const;
