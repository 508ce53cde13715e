// The rules help for Gold in the Rivers, in our own words: short sections a
// newcomer reads before the first turn, and the key map. Plain data
// (src/core/help.ts): the lobby's Rules and the room's help lay it out.

import { KEY_NAMES, SESSION_KEYS, type GameHelp, type KeyWords } from '../../core/help.ts';
import { FIELDS, RANGE_SPECS, SHOVELS_AT_START } from './data.ts';
import { siteCount } from './hex.ts';

// The keys' words, named: the table below and the view's key map read them (core/help.ts, KeyWords).
export const KEY_WORDS = {
  throw: SESSION_KEYS.throw(/*i18n*/ { id: 'gold-rivers.keys.throw-what', message: 'the discs' }),
  click: { keys: KEY_NAMES.clickTap, does: /*i18n*/ { id: 'gold-rivers.keys.click', message: 'pick the first, then the last marker of the row (one click for a one; in free choice the same marker again for one)' } },
  hover: { keys: KEY_NAMES.hover, does: /*i18n*/ { id: 'gold-rivers.keys.hover', message: "light up and name the site's mountain and river" } },
  arrows: { keys: KEY_NAMES.arrowKeys, does: /*i18n*/ { id: 'gold-rivers.keys.arrows', message: 'move the cursor over the sites' } },
  enter: { keys: 'Enter', does: /*i18n*/ { id: 'gold-rivers.keys.enter', message: 'pick the marker under the cursor; confirm a made move' } },
  cancel: { keys: 'Esc', does: /*i18n*/ { id: 'gold-rivers.keys.cancel', message: 'drop the pick' } },
  bury: { keys: 'B', does: /*i18n*/ { id: 'gold-rivers.keys.bury', message: 'bury the picked revealed marker' } },
  confirm: { keys: 'C', does: /*i18n*/ { id: 'gold-rivers.keys.confirm', message: 'confirm the move' } },
  undo: SESSION_KEYS.undo(/*i18n*/ { id: 'gold-rivers.keys.undo-what', message: 'the move before confirming' }),
} satisfies KeyWords;

export const HELP: GameHelp = {
  intro:
    /*i18n*/ { id: 'gold-rivers.help.intro', message: 'Two prospectors dig the same hillside. Player 1 owns the mountains, player 2 the rivers; every site lies in exactly one of each. Reveal gold, and when a region has no face-down marker left, its owner takes the gold still lying in it. More gold at the end wins.' },
  sections: [
    {
      title: /*i18n*/ { id: 'gold-rivers.help.1.title', message: 'The field' },
      items: [
        /*i18n*/ { id: 'gold-rivers.help.1.0', message: '{sites} sites in a hexagon, one gold marker on each, all face down at the start. Brown is hidden gold, gold is revealed, an empty ring is cleared.', values: { sites: siteCount(FIELDS.standard.radius) } },
        /*i18n*/ { id: 'gold-rivers.help.1.1', message: 'Mountains are the raised regions between sandy paths; rivers join their sites with blue channels. The river sheet is the mountain map mirrored, laid over it in one of eleven ways: the board number.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'gold-rivers.help.2.title', message: 'Your turn' },
      items: [
        /*i18n*/ { id: 'gold-rivers.help.2.1', message: 'Throw the wooden discs (drag them or press Space). Their marks add up to your number. A disc standing on its edge counts its larger side.' },
        /*i18n*/ { id: 'gold-rivers.help.2.2', message: 'Reveal: pick the first and the last marker of a straight row of exactly that many face-down markers, in any of the three directions. Revealed gold, cleared sites and gaps break a row. For a one, pick one marker.' },
        /*i18n*/ { id: 'gold-rivers.help.2.bury', message: 'Or bury: turn one revealed marker face down again. It costs a shovel, which goes to your opponent; everyone starts with {shovels}. Only while discs are thrown.', values: { shovels: SHOVELS_AT_START } },
        /*i18n*/ { id: 'gold-rivers.help.2.3', message: 'Regions with no face-down marker left are cleared at once: yours first, then your opponent’s. Each owner takes the gold left there; an emptied site never pays twice.' },
        /*i18n*/ { id: 'gold-rivers.help.2.4', message: 'Confirm the move. Until then, Undo takes it back.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'gold-rivers.help.3.title', message: 'The range' },
      items: [
        /*i18n*/ {
          id: 'gold-rivers.help.3.0',
          message:
            'Before each turn the range is set by the face-down markers: {five} (three discs) when there are at least two different rows of five; otherwise {four} (the 0|2 and 1|2 discs) with two rows of four; otherwise {three} (the 0|1 and 1|2 discs) with two rows of three.',
          values: { five: RANGE_SPECS['one-to-five'].label, four: RANGE_SPECS['one-to-four'].label, three: RANGE_SPECS['one-to-three'].label },
        },
        /*i18n*/ { id: 'gold-rivers.help.3.1', message: 'Rows may overlap: a straight run of six face-down markers holds two rows of five. Burying can lengthen a row and widen the range again.' },
        /*i18n*/ { id: 'gold-rivers.help.3.2', message: 'Otherwise it is free choice: no throw, reveal one marker or two neighbouring ones, and no burying.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'gold-rivers.help.4.title', message: 'The end' },
      items: [
        /*i18n*/ { id: 'gold-rivers.help.4.1', message: 'When every marker is cleared and the last move is confirmed, more gold wins. (A tie cannot happen with an odd number of markers; if it did, player 2 would win.)' },
        /*i18n*/ { id: 'gold-rivers.help.4.bury-limit', message: 'Against endless burying (ours): burying ends after turn {standard} ({short} on the short field).', values: { standard: FIELDS.standard.buryTurnLimit, short: FIELDS.short.buryTurnLimit } },
        /*i18n*/ { id: 'gold-rivers.help.4.short', message: 'Short game (ours, for events): a field of {sites} sites with {regions} mountains and {regions} rivers.', values: { sites: siteCount(FIELDS.short.radius), regions: FIELDS.short.regions } },
      ],
    },
  ],
  keys: Object.values(KEY_WORDS),
};
