// Rules help for Tableau Gulch, in our own words, and the key map. Plain data
// (src/core/help.ts): the lobby's Rules and the room's help lay it out, a test
// checks the keys listed here are the keys the HUD handles.
import { SESSION_KEYS, type GameHelp, type KeyWords } from '../../core/help.ts';

// The keys' words, named: the table below and the view's key map read them (core/help.ts, KeyWords).
export const KEY_WORDS = {
  throw: SESSION_KEYS.throw('the dice when a throw is due'),
  die: { keys: '1–5', does: 'pick that die of the throw' },
  walk: { keys: '← → ↑ ↓', does: 'walk the dice that fit; once one is picked, the boxes it fits' },
  enter: { keys: 'Enter', does: 'pick the die under the cursor, then place it in the box under the cursor' },
  tab: { keys: 'Tab', does: 'move between the row buttons, Stop and the menu' },
  stop: { keys: 'S', does: 'stop (unplaced dice go back to your supply)' },
  rethrow: { keys: 'R', does: 'throw your unplaced dice again' },
  undo: SESSION_KEYS.undo('your last placement (not a throw)'),
  escape: { keys: 'Esc', does: 'drop the pick / close this help' },
  help: SESSION_KEYS.help,
} satisfies KeyWords;

export const HELP: GameHelp = {
  sections: [
    {
      title: 'Goal',
      items: [
        'Finish rows on the shared tableau. Whoever places the last die of a row scores it: a yellow row pays its value from the bank, a black row costs its value.',
        'Everyone starts with 80 chips. After the tenth tableau the most chips wins (ties: whoever paid less into the bank).',
        'The short game (for a quick game at a fair) ends after the third tableau.',
      ],
    },
    {
      title: 'Your turn',
      items: [
        'Throw up to five of your dice (all you have if fewer). Drag them across the table and let go, or press Space.',
        'After every throw you must place at least one die that fits, if any fits. You may place more, one at a time.',
        'Then stop (your unplaced dice go back to your supply for a later turn) or throw all your unplaced dice again. At most five throws per turn.',
        'A throw where no die fits ends your turn at once. A turn also ends when all its dice are placed.',
      ],
    },
    {
      title: 'Where a die fits',
      items: [
        'Rows fill from the left: a die always goes into the leftmost free box of its row.',
        'Pip box: only that number.',
        'Yellow or black stars: the first die any number, every further die the same number.',
        'Green-red stars (full house): three equal dice on the green stars, then two equal dice of another number on the red ones.',
        'Arrow rows: a run, each die one higher (rising) or one lower (falling) than the die before it; the first die must leave room to finish the run.',
      ],
    },
    {
      title: 'Rounds',
      items: [
        'Filling the last free box of the tableau scores that row and ends the round. All dice are shared out equally again, the next tableau comes up, and the player after the one who placed the last die begins.',
        'Who cannot pay a black row in full pays all he has and plays on at 0.',
      ],
    },
    {
      title: 'On the table',
      items: [
        'Your settled dice line up in the tray, numbered 1–5. Click a die: the boxes it fits light up on the board. Click a lit box to place it; a second click on the die places it when only one row fits.',
        'Each seat shows its supply of dice, its chip stacks and a sign with its counts. The bank sits left of the board, the stack of tableaux still to come on the right.',
      ],
    },
  ],
  keys: Object.values(KEY_WORDS),
};
