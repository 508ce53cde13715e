// Rules help for Tableau Gulch, in our own words, and the key map. Plain data
// (src/core/help.ts): the lobby's Rules and the room's help lay it out, a test
// checks the keys listed here are the keys the HUD handles.
import { SESSION_KEYS, type GameHelp, type KeyWords } from '../../core/help.ts';

// The keys' words, named: the table below and the view's key map read them (core/help.ts, KeyWords).
export const KEY_WORDS = {
  throw: SESSION_KEYS.throw(/*i18n*/ { id: 'gambler.keys.throw-what', message: 'the dice when a throw is due' }),
  die: { keys: '1–5', does: /*i18n*/ { id: 'gambler.keys.die', message: 'pick that die of the throw' } },
  walk: { keys: '← → ↑ ↓', does: /*i18n*/ { id: 'gambler.keys.walk', message: 'walk the dice that fit; once one is picked, the boxes it fits' } },
  enter: { keys: 'Enter', does: /*i18n*/ { id: 'gambler.keys.enter', message: 'pick the die under the cursor, then place it in the box under the cursor' } },
  tab: { keys: 'Tab', does: /*i18n*/ { id: 'gambler.keys.tab', message: 'move between the row buttons, Stop and the menu' } },
  stop: { keys: 'S', does: /*i18n*/ { id: 'gambler.keys.stop', message: 'stop (unplaced dice go back to your supply)' } },
  rethrow: { keys: 'R', does: /*i18n*/ { id: 'gambler.keys.rethrow', message: 'throw your unplaced dice again' } },
  undo: SESSION_KEYS.undo(/*i18n*/ { id: 'gambler.keys.undo-what', message: 'your last placement (not a throw)' }),
  escape: { keys: 'Esc', does: /*i18n*/ { id: 'gambler.keys.escape', message: 'drop the pick / close this help' } },
  help: SESSION_KEYS.help,
} satisfies KeyWords;

export const HELP: GameHelp = {
  sections: [
    {
      title: /*i18n*/ { id: 'gambler.help.1.title', message: 'Goal' },
      items: [
        /*i18n*/ { id: 'gambler.help.1.1', message: 'Finish rows on the shared tableau. Whoever places the last die of a row scores it: a yellow row pays its value from the bank, a black row costs its value.' },
        /*i18n*/ { id: 'gambler.help.1.2', message: 'Everyone starts with 80 chips. After the tenth tableau the most chips wins (ties: whoever paid less into the bank).' },
        /*i18n*/ { id: 'gambler.help.1.3', message: 'The short game (for a quick game at a fair) ends after the third tableau.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'gambler.help.2.title', message: 'Your turn' },
      items: [
        /*i18n*/ { id: 'gambler.help.2.1', message: 'Throw up to five of your dice (all you have if fewer). Drag them across the table and let go, or press Space.' },
        /*i18n*/ { id: 'gambler.help.2.2', message: 'After every throw you must place at least one die that fits, if any fits. You may place more, one at a time.' },
        /*i18n*/ { id: 'gambler.help.2.3', message: 'Then stop (your unplaced dice go back to your supply for a later turn) or throw all your unplaced dice again. At most five throws per turn.' },
        /*i18n*/ { id: 'gambler.help.2.4', message: 'A throw where no die fits ends your turn at once. A turn also ends when all its dice are placed.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'gambler.help.3.title', message: 'Where a die fits' },
      items: [
        /*i18n*/ { id: 'gambler.help.3.1', message: 'Rows fill from the left: a die always goes into the leftmost free box of its row.' },
        /*i18n*/ { id: 'gambler.help.3.2', message: 'Pip box: only that number.' },
        /*i18n*/ { id: 'gambler.help.3.3', message: 'Yellow or black stars: the first die any number, every further die the same number.' },
        /*i18n*/ { id: 'gambler.help.3.4', message: 'Green-red stars (full house): three equal dice on the green stars, then two equal dice of another number on the red ones.' },
        /*i18n*/ { id: 'gambler.help.3.5', message: 'Arrow rows: a run, each die one higher (rising) or one lower (falling) than the die before it; the first die must leave room to finish the run.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'gambler.help.4.title', message: 'Rounds' },
      items: [
        /*i18n*/ { id: 'gambler.help.4.1', message: 'Filling the last free box of the tableau scores that row and ends the round. All dice are shared out equally again, the next tableau comes up, and the player after the one who placed the last die begins.' },
        /*i18n*/ { id: 'gambler.help.4.2', message: 'Who cannot pay a black row in full pays all he has and plays on at 0.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'gambler.help.5.title', message: 'On the table' },
      items: [
        /*i18n*/ { id: 'gambler.help.5.1', message: 'Your settled dice line up in the tray, numbered 1–5. Click a die: the boxes it fits light up on the board. Click a lit box to place it; a second click on the die places it when only one row fits.' },
        /*i18n*/ { id: 'gambler.help.5.2', message: 'Each seat shows its supply of dice, its chip stacks and a sign with its counts. The bank sits left of the board, the stack of tableaux still to come on the right.' },
      ],
    },
  ],
  keys: Object.values(KEY_WORDS),
};
