// Rules help for Silver Creek County in our own words (src/core/help.ts: the
// lobby's Rules and the room's help lay it out), plus the in-game reference
// (resolution order and building incomes) as data from data.ts.
import { SESSION_KEYS, type GameHelp, type KeyWords } from '../../core/help.ts';
import { BUILDING_KINDS, BUILDINGS, CHARACTERS, CHARACTER_INFO, RESOLUTION_STEPS } from './data.ts';

// The keys' words, named: the table below and the view's key map read them (core/help.ts, KeyWords).
export const KEY_WORDS = {
  arrows: { keys: '← → ↑ ↓', does: /*i18n*/ { id: 'carson-city.keys.arrows', message: 'move the cursor over the lit squares, parcels and cards' } },
  enter: { keys: 'Enter', does: /*i18n*/ { id: 'carson-city.keys.enter', message: 'act on the target under the cursor' } },
  pass: { keys: 'P', does: /*i18n*/ { id: 'carson-city.keys.pass', message: 'pass (no more cowboys this turn), or do not build' } },
  white: { keys: 'W', does: /*i18n*/ { id: 'carson-city.keys.white', message: 'the Sheriff: place the white cowboy next' } },
  character: { keys: '1–7', does: /*i18n*/ { id: 'carson-city.keys.character', message: 'choose that character' } },
  throw: SESSION_KEYS.throw(/*i18n*/ { id: 'carson-city.keys.throw-what', message: 'the dice' }),
  undo: SESSION_KEYS.undo(/*i18n*/ { id: 'carson-city.keys.undo-what', message: 'an unconfirmed decision' }),
  escape: { keys: 'Esc', does: /*i18n*/ { id: 'carson-city.keys.escape', message: 'drop a half-made choice' } },
  help: SESSION_KEYS.help,
} satisfies KeyWords;

export const HELP: GameHelp = {
  intro:
    /*i18n*/ { id: 'carson-city.help.intro', message: 'Build a frontier town on an 8×8 map: buy parcels, raise buildings that pay by what stands around them, and send cowboys to the action squares. Where two cowboys want the same thing, they duel with a die. Most points after four turns wins.' },
  sections: [
    {
      title: /*i18n*/ { id: 'carson-city.help.1.title', message: 'Setting up' },
      items: [
        /*i18n*/ { id: 'carson-city.help.1.1', message: 'The town centre (a house with four roads around it) and nine mountains are placed by throwing two dice: the first is the column, the second the row, on the inner 6×6 of the map. A throw on a taken parcel is thrown again.' },
        /*i18n*/ { id: 'carson-city.help.1.2', message: 'Everyone starts with $15, 1 road, 3 cowboys, 1 revolver and 12 property markers, then claims two parcels in a snake draft.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'carson-city.help.2.title', message: 'A turn' },
      items: [
        /*i18n*/ { id: 'carson-city.help.2.1', message: 'Characters: in turn order, each player takes one of the seven characters and its effect at once. Its number sets the turn order from then on; its red figure is the cash you may keep at the end of the turn.' },
        /*i18n*/ { id: 'carson-city.help.2.2', message: 'Cowboys: in turn order, put one cowboy at a time on an action square, on an unowned parcel you want to buy, or on a building (someone else’s to raid it, your own to defend it) — or pass for the rest of the turn. Passing early wins ties.' },
        /*i18n*/ { id: 'carson-city.help.2.3', message: 'Only one of your cowboys per square, except wages and single roads. A cowboy where another player’s stands means a duel.' },
        /*i18n*/ { id: 'carson-city.help.2.4', message: 'Resolution: the squares act in the board’s order (below). Duels: each duellist throws a die and adds the cowboys still in their reserve and their firepower; the highest takes the square, the others take their cowboys back.' },
        /*i18n*/ { id: 'carson-city.help.2.5', message: 'End of turn: money above your character’s limit becomes 1 point per $10; new cowboys arrive (4, 5, 5; at most 10 in reserve); unbought buildings slide to cheaper squares; the 1858 marker closes one buying square.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'carson-city.help.3.title', message: 'Buildings and roads' },
      items: [
        /*i18n*/ { id: 'carson-city.help.3.1', message: 'You build on your own empty parcels. Except for ranches and mines, a road must touch a corner of the parcel; missing roads are laid from your stock along the shortest way.' },
        /*i18n*/ { id: 'carson-city.help.3.2', message: 'A drugstore, mine, bank, saloon, church or prison brings a free house, put on an empty parcel a road reaches (unowned or yours).' },
        /*i18n*/ { id: 'carson-city.help.3.3', message: 'Nothing is built on a mountain; parcels with a house or mountain can still be bought.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'carson-city.help.4.title', message: 'End of the game' },
      items: [
        /*i18n*/ { id: 'carson-city.help.4.1', message: 'After the last turn: 2 points for every building, house and mountain on your parcels and 1 point per $6. A tie goes to whoever passed first in the last turn.' },
      ],
    },
  ],
  keys: Object.values(KEY_WORDS),
};

/** The in-game reference: resolution order, building incomes, characters. */
export const REFERENCE = {
  resolution: RESOLUTION_STEPS.map((r) => ({ name: r.name, does: r.does })),
  buildings: BUILDING_KINDS.map((k) => ({ kind: k, name: BUILDINGS[k].name, income: BUILDINGS[k].income })),
  characters: CHARACTERS.map((c) => ({
    id: c,
    number: CHARACTER_INFO[c].number,
    name: CHARACTER_INFO[c].name,
    limit: CHARACTER_INFO[c].limit,
    effect: CHARACTER_INFO[c].effect,
  })),
} as const;
