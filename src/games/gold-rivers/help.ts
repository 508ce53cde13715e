// The rules help for Gold in the Rivers, in our own words: short sections a
// newcomer reads before the first turn, and the key map. Plain data
// (src/core/help.ts): the lobby's Rules and the room's help lay it out.

import { SESSION_KEYS, type GameHelp, type KeyWords } from '../../core/help.ts';
import { FIELDS, RANGE_SPECS, SHOVELS_AT_START } from './data.ts';
import { siteCount } from './hex.ts';

// The keys' words, named: the table below and the view's key map read them (core/help.ts, KeyWords).
export const KEY_WORDS = {
  throw: SESSION_KEYS.throw('the discs'),
  click: { keys: 'Click / tap', does: 'pick the first, then the last marker of the row (one click for a one; in free choice the same marker again for one)' },
  hover: { keys: 'Hover / long press', does: 'light up and name the site\'s mountain and river' },
  arrows: { keys: 'Arrow keys', does: 'move the cursor over the sites' },
  enter: { keys: 'Enter', does: 'pick the marker under the cursor; confirm a made move' },
  cancel: { keys: 'Esc', does: 'drop the pick' },
  bury: { keys: 'B', does: 'bury the picked revealed marker' },
  confirm: { keys: 'C', does: 'confirm the move' },
  undo: SESSION_KEYS.undo('the move before confirming'),
} satisfies KeyWords;

export const HELP: GameHelp = {
  intro:
    'Two prospectors dig the same hillside. Player 1 owns the mountains, player 2 the rivers; every site lies in exactly one of each. Reveal gold, and when a region has no face-down marker left, its owner takes the gold still lying in it. More gold at the end wins.',
  sections: [
    {
      title: 'The field',
      items: [
        `${siteCount(FIELDS.standard.radius)} sites in a hexagon, one gold marker on each, all face down at the start. Brown is hidden gold, gold is revealed, an empty ring is cleared.`,
        'Mountains are the raised regions between sandy paths; rivers join their sites with blue channels. The river sheet is the mountain map mirrored, laid over it in one of eleven ways: the board number.',
      ],
    },
    {
      title: 'Your turn',
      items: [
        'Throw the wooden discs (drag them or press Space). Their marks add up to your number. A disc standing on its edge counts its larger side.',
        'Reveal: pick the first and the last marker of a straight row of exactly that many face-down markers, in any of the three directions. Revealed gold, cleared sites and gaps break a row. For a one, pick one marker.',
        `Or bury: turn one revealed marker face down again. It costs a shovel, which goes to your opponent; everyone starts with ${SHOVELS_AT_START}. Only while discs are thrown.`,
        'Regions with no face-down marker left are cleared at once: yours first, then your opponent’s. Each owner takes the gold left there; an emptied site never pays twice.',
        'Confirm the move. Until then, Undo takes it back.',
      ],
    },
    {
      title: 'The range',
      items: [
        `Before each turn the range is set by the face-down markers: ${RANGE_SPECS['one-to-five'].label} (three discs) when there are at least two different rows of five; otherwise ${RANGE_SPECS['one-to-four'].label} (the 0|2 and 1|2 discs) with two rows of four; otherwise ${RANGE_SPECS['one-to-three'].label} (the 0|1 and 1|2 discs) with two rows of three.`,
        'Rows may overlap: a straight run of six face-down markers holds two rows of five. Burying can lengthen a row and widen the range again.',
        'Otherwise it is free choice: no throw, reveal one marker or two neighbouring ones, and no burying.',
      ],
    },
    {
      title: 'The end',
      items: [
        'When every marker is cleared and the last move is confirmed, more gold wins. (A tie cannot happen with an odd number of markers; if it did, player 2 would win.)',
        `Against endless burying (ours): burying ends after turn ${FIELDS.standard.buryTurnLimit} (${FIELDS.short.buryTurnLimit} on the short field).`,
        `Short game (ours, for events): a field of ${siteCount(FIELDS.short.radius)} sites with ${FIELDS.short.regions} mountains and ${FIELDS.short.regions} rivers.`,
      ],
    },
  ],
  keys: Object.values(KEY_WORDS),
};
