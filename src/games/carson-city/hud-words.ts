// Silver Creek County's words on the HUD that are more than a label (issue
// 25): the key line under the turn panel and the set-up throws' instructions, each one sentence whose coloured words
// and keyboard hint are placeholders (the view's Phrase puts them in), so a
// translation orders them as its language does. Plain data: the pure half
// imports no i18n library.

export const SETUP_THROW = {
  centre: /*i18n*/ {
    id: 'carson-city.setup.centre',
    message: 'The die on the {red} base is the column, the one on the {blue} base the row: drag them and let go{space}, or let the table throw for you.',
  },
  mountains: /*i18n*/ {
    id: 'carson-city.setup.mountains',
    message: 'Each die on a {red} base is a column, the die after it on a {blue} base its row: drag them and let go{space}, or let the table throw for you.',
  },
  red: /*i18n*/ { id: 'carson-city.setup.red', message: 'red' },
  blue: /*i18n*/ { id: 'carson-city.setup.blue', message: 'blue' },
  /** Only a keyboard shows it (KeyPhrase). */
  space: /*i18n*/ { id: 'carson-city.setup.space', message: ', or press Space' },
} as const;

export const HUD_WORDS = {
  /** The keys in a line under the turn panel, for a keyboard player (the key rows' short words, view/hud/keys.ts). */
  keyLine: /*i18n*/ { id: 'carson-city.hud.key-line', message: 'Click a lit place · Arrows + Enter · P pass · U undo · ? rules' },
} as const;
