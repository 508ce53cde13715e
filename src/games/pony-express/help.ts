// The rules help for Mail Run to Sacramento, in our own words: short
// sections a newcomer reads before the first turn, and the key map. Plain
// data (src/core/help.ts): the lobby's Rules and the room's help lay it out.
// The spaces' words are the board's legend too.
import { SESSION_KEYS, type GameHelp, type KeyWords } from '../../core/help.ts';
import { SPACE_KINDS, type SpaceKind } from './data/board.ts';

export interface SpaceText {
  /** Word painted on the space and in the legend. */
  word: string;
  /** What the space does, for the legend and the help. */
  does: string;
}

export const SPACE_TEXT: Record<SpaceKind, SpaceText> = {
  plain: { word: 'trail', does: 'nothing happens' },
  station: { word: 'station', does: 'pay the fare to ride the train on' },
  indians: { word: 'indians', does: 'flick at the 3 Indians: +1 gold per fallen one, 1 space back per standing one' },
  mine: { word: 'gold mine', does: 'throw: gain gold = the steps of your combination' },
  saloon: { word: 'saloon', does: 'throw: pay gold = the steps of your combination' },
  relay: { word: 'relay', does: 'draw 2 item cards, keep 1' },
};

/** What each space does, in the help's words: the English is SPACE_TEXT's, "Word: does." */
const SPACE_HELP = /*i18n*/ {
  id: 'pony-express.help.space',
  message:
    '{kind, select, station {Station: pay the fare to ride the train on.} indians {Indians: flick at the 3 Indians: +1 gold per fallen one, 1 space back per standing one.} mine {Gold mine: throw: gain gold = the steps of your combination.} saloon {Saloon: throw: pay gold = the steps of your combination.} other {Relay: draw 2 item cards, keep 1.}}',
};

// The keys' words, named: the table below and the view's key map read them (core/help.ts, KeyWords).
export const KEY_WORDS = {
  throw: SESSION_KEYS.throw(/*i18n*/ { id: 'pony-express.keys.throw-what', message: 'the dice waiting on the table' }),
  pick: { keys: '1 – 5', does: /*i18n*/ { id: 'pony-express.keys.pick', message: 'pick or unpick a die for the re-throw (or click the die or its tile)' } },
  cup: { keys: 'C', does: /*i18n*/ { id: 'pony-express.keys.cup', message: 're-throw the picked dice under the cup (kept dice go open)' } },
  open: { keys: 'O', does: /*i18n*/ { id: 'pony-express.keys.open', message: 're-throw the picked dice openly (kept dice stay hidden)' } },
  believe: { keys: 'B / D', does: /*i18n*/ { id: 'pony-express.keys.believe', message: 'believe / doubt a claim when you may doubt' } },
  train: { keys: 'T', does: /*i18n*/ { id: 'pony-express.keys.train', message: 'take the train at a station' } },
  flick: { keys: /*i18n*/ { id: 'pony-express.keys.flick.keys', message: 'Drag the die' }, does: /*i18n*/ { id: 'pony-express.keys.flick', message: 'flick in a duel or at the Indians: pull back and let go (or ←/→ aim, ↑/↓ power, Enter)' } },
  undo: SESSION_KEYS.undo(/*i18n*/ { id: 'pony-express.keys.undo-what', message: 'your last decision while it is not confirmed' }),
  help: SESSION_KEYS.help,
} satisfies KeyWords;

export const HELP: GameHelp = {
  intro:
    /*i18n*/ { id: 'pony-express.help.intro', message: 'A race of mail riders from St. Joseph (right) to Sacramento (left) with five poker dice (9, 10, J, Q, K, A), bluffing, doubting, jail, and duels decided by flicking a die across the board. Reach space 33, then ride over the three mail boxes: the third one wins.' },
  sections: [
    {
      title: /*i18n*/ { id: 'pony-express.help.1.title', message: 'Your turn' },
      items: [
        /*i18n*/ { id: 'pony-express.help.1.1', message: 'Throw all five dice under the cup (drag them and let go, or press Space). Only you see them; the others see the cup.' },
        /*i18n*/ { id: 'pony-express.help.1.2', message: 'Re-throw as often as your gold lasts: 1 gold, 2 in the desert (space 25 on); the last rider throws once for free. Pick the dice to throw again by clicking them; at least one die stays.' },
        /*i18n*/ { id: 'pony-express.help.1.3', message: 'Re-throw "under the cup": the dice you keep come out and lie open for all to see. Re-throw "openly": the kept dice stay hidden and the new ones are thrown in the open.' },
        /*i18n*/ { id: 'pony-express.help.1.4', message: 'Then claim a combination — true or a bluff: pair 1 step, two pairs 2, three of a kind 3, straight 4, full house 5, four of a kind 6, five of a kind 7. Claims the open dice rule out are not offered. A ✓ marks claims your dice really show.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'pony-express.help.2.title', message: 'Doubt' },
      items: [
        /*i18n*/ { id: 'pony-express.help.2.1', message: 'Only the nearest rider (on your space, or closest) may doubt; riders in jail may not.' },
        /*i18n*/ { id: 'pony-express.help.2.2', message: 'Believed: you ride the claimed steps and nobody sees your dice.' },
        /*i18n*/ { id: 'pony-express.help.2.3', message: 'Doubted and bluffing: the cup is lifted, you stay, and the doubter may ride the claimed steps.' },
        /*i18n*/ { id: 'pony-express.help.2.4', message: 'Doubted and honest: you ride, and the doubter goes to jail (its figure lies down).' },
      ],
    },
    {
      title: /*i18n*/ { id: 'pony-express.help.3.title', message: 'Landing on a space (by your own claim only)' },
      items: [
        /*i18n*/ { id: 'pony-express.help.3.1', message: 'One rider there (standing or lying in jail): a duel. Both go to the duel spots at opposite corners and flick a die at each other, three flicks each, you first. A hit takes half the target\'s gold (or jails a rider with none). Knock over a bystander rider and you go to jail.' },
        /*i18n*/ { id: 'pony-express.help.3.2', message: 'Two or more riders there: a poker round. Everyone involved throws five dice once; the best takes 2 gold from each of the others.' },
        /*i18n*/ { id: 'pony-express.help.3.3', message: 'Then the space does its action, always — even after a duel or a poker round.' },
        // The spaces as SPACE_TEXT words them (the board's legend), one item each: "Station: pay the fare …" (tests/i18n/help.test.ts holds them equal).
        ...SPACE_KINDS.filter((k) => k !== 'plain').map((kind) => ({ id: SPACE_HELP.id, values: { kind } })),
        /*i18n*/ { id: 'pony-express.help.3.4', message: 'Moving by a train, a caught bluff, the Indians or a card triggers nothing.' },
      ],
    },
    {
      title: /*i18n*/ { id: 'pony-express.help.4.title', message: 'Jail, cards and the mail' },
      items: [
        /*i18n*/ { id: 'pony-express.help.4.1', message: 'In jail you pay 3 gold, try to escape with one throw of all five dice (a straight or better gets you out; every throw pays a little gold), or sit the round out.' },
        /*i18n*/ { id: 'pony-express.help.4.2', message: 'A rider without gold gets 1 nugget from the bank at the start of its turn.' },
        /*i18n*/ { id: 'pony-express.help.4.3', message: 'Item cards show what they do and when; a Play button appears when you may play one. A played card leaves the game.' },
        /*i18n*/ { id: 'pony-express.help.4.4', message: 'Reach space 33 to take the first mail box, then ride one box per turn. If another rider reaches the first box meanwhile, a final duel decides: first hit wins.' },
      ],
    },
  ],
  keys: Object.values(KEY_WORDS),
};
