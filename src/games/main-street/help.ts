// The rules help for Main Street in our own words, and the key map. Plain
// data (src/core/help.ts): the lobby's Rules and the room's help lay it out.
import { KEY_NAMES, SESSION_KEYS, type GameHelp, type KeyWords } from '../../core/help.ts';

// The keys' words, named: the table below and the view's key map read them (core/help.ts, KeyWords).
export const KEY_WORDS = {
  click: { keys: KEY_NAMES.clickTap, does: /*i18n*/ { id: 'main-street.keys.click', message: 'do the move of a lit place (on a touch screen the first tap names it, the second does it)' } },
  arrows: { keys: KEY_NAMES.arrows, does: /*i18n*/ { id: 'main-street.keys.arrows', message: 'walk over the lit places' } },
  enter: { keys: 'Enter', does: /*i18n*/ { id: 'main-street.keys.enter', message: 'do the move of the place under the cursor' } },
  tab: { keys: 'Tab', does: /*i18n*/ { id: 'main-street.keys.tab', message: 'reach the buttons; Enter presses the focused one' } },
  kind: { keys: '1–5', does: /*i18n*/ { id: 'main-street.keys.kind', message: 'choose builder, miner, robber, deputy or madame to place next' } },
  throw: SESSION_KEYS.throw(/*i18n*/ { id: 'main-street.keys.throw-what', message: 'the showdown die' }),
  undo: SESSION_KEYS.undo(/*i18n*/ { id: 'main-street.keys.undo-what', message: 'your last decision' }),
  help: SESSION_KEYS.help,
} satisfies KeyWords;

export const HELP: GameHelp = {
  sections: [
    {
      title: /*i18n*/ { id: 'main-street.help.1.title', message: 'Goal' },
      items: [
        /*i18n*/ { id: 'main-street.help.1.1', message: 'Score the most: 1 point per gold, 10 per gold bar, 5 or 10 per awning you own. Stone scores nothing but pays for awnings.' },
        /*i18n*/ { id: 'main-street.help.1.2', message: 'Nobody owns the meeples. You own awnings, and the meeples you move make things happen for you and for others.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'main-street.help.2.title', message: 'Your turn' },
      items: [
        /*i18n*/ { id: 'main-street.help.2.1', message: 'Take every meeple from one place: a building, the saloon or the jail. Raiding the jail drops one of its dynamite sticks into the bag.' },
        /*i18n*/ { id: 'main-street.help.2.2', message: 'Sow them along the street, one per space, in the order you like. From a building the first goes to the next space left or right (never its own doorway) and the rest follow in that direction. From the saloon or the jail the first may go to any free space, and the second picks the direction.' },
        /*i18n*/ { id: 'main-street.help.2.3', message: 'A showdown space that is already held is skipped. When the street is full, the leftovers go to the saloon.' },
        /*i18n*/ { id: 'main-street.help.2.4', message: 'Then each meeple you placed acts once, in the order you choose, and walks into its building.' },
        /*i18n*/ { id: 'main-street.help.2.5', message: 'At the end of your turn you must buy the cheapest gold bar if you can pay it, and keep buying while you can.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'main-street.help.3.title', message: 'What the meeples do' },
      items: [
        /*i18n*/ { id: 'main-street.help.3.1', message: 'Builder: you may build an awning here (5 points) if there is none, paying its cost. On a 5-point awning its owner may turn it to 10 for the same cost.' },
        /*i18n*/ { id: 'main-street.help.3.2', message: 'Miner: the awning\'s owner draws 2 from the bag (4 from a 10-point awning). No awning, nothing.' },
        /*i18n*/ { id: 'main-street.help.3.3', message: 'Robber: you draw 2 per miner inside.' },
        /*i18n*/ { id: 'main-street.help.3.4', message: 'Deputy: you draw 2 per robber inside, and those robbers go to jail.' },
        /*i18n*/ { id: 'main-street.help.3.5', message: 'Madame: you draw 1 per builder inside, and the builders go to the saloon. Put on a showdown space, she goes to the saloon instead.' },
        /*i18n*/ { id: 'main-street.help.3.6', message: 'Costs: corner buildings 3 stone; the next ones in 1 gold + 2 stone; the two in the middle of each side 2 gold + 1 stone.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'main-street.help.4.title', message: 'Showdowns' },
      items: [
        /*i18n*/ { id: 'main-street.help.4.1', message: 'Whoever puts a meeple on a showdown space puts their marker beside it (if you already hold the other one, you give this marker to another player).' },
        /*i18n*/ { id: 'main-street.help.4.2', message: 'Once both spaces are held, the showdown is one of the things you settle in your turn. Each marker\'s owner throws a die. The better shooter (deputy, then robber, miner, builder) may throw once more when behind.' },
        /*i18n*/ { id: 'main-street.help.4.3', message: 'Higher wins; a tie goes to the better shooter; equal shooters who tie both fall and both draw.' },
        /*i18n*/ { id: 'main-street.help.4.4', message: 'The loser lies in a grave (no grave free: out of the game), the winner goes to the saloon, and the winner\'s owner draws 4, 3, 2 or 1 for a fallen deputy, robber, miner or builder.' },
        /*i18n*/ { id: 'main-street.help.4.5', message: 'Flick variant: instead of throwing, flick a die down the street at the other meeple; knocking it over is a hit, and knocking over a meeple on a doorway spoils the flick.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'main-street.help.5.title', message: 'Dynamite and the end' },
      items: [
        /*i18n*/ { id: 'main-street.help.5.1', message: 'Dynamite drawn from the bag counts as one of your draws and blows: every player returns half their stone (rounded down) to the bag.' },
        /*i18n*/ { id: 'main-street.help.5.2', message: 'The end comes when the bank has no bar left, no grave is free, or every dynamite has been drawn. The round is then played out so everyone has had as many turns.' },
        /*i18n*/ { id: 'main-street.help.5.3', message: 'A tie goes to the most gold plus stone; then the place is shared.' },
      ],
    },
  ],
  keys: Object.values(KEY_WORDS),
};
