// The lobby's words about each game and practice room in the player's
// language. The English blurbs live in each game's facts.ts and the rooms'
// registry (the rules and tools read them); these descriptors carry the same
// English for the catalogs, and tests/i18n/catalogs.test.ts checks that the two
// agree. Game titles are our own names and stay as they are in every language.
import { i18n, type MessageDescriptor } from '@lingui/core';

// Found by id (`blurb.<game id>`), so the registry stays the one list of games; the catalog check
// (tests/i18n/catalogs.test.ts) holds every game and room to a blurb here.
const BLURBS: readonly MessageDescriptor[] = [
  /*i18n*/ { id: 'blurb.carson-city', message: 'Claim parcels, raise ranches and mines, and duel for the best lots.' },
  /*i18n*/ { id: 'blurb.gambler', message: 'Match the rows of a tableau with your dice and rake in the chips.' },
  /*i18n*/ { id: 'blurb.gold-rivers', message: 'Three wooden discs tell how far to dig along mountains and rivers.' },
  /*i18n*/ { id: 'blurb.main-street', message: 'Miners, builders and robbers walk the street; showdowns settle the rest.' },
  /*i18n*/ { id: 'blurb.pony-express', message: 'Poker dice, relay stations and duels decided by a flicked die.' },
  /*i18n*/ { id: 'blurb.dice-table', message: 'Throw up to ten real dice by hand: pips, poker faces or wooden discs.' },
  /*i18n*/ { id: 'blurb.shooting-gallery', message: 'Flick a die across the board at standing figures. Spare the bystanders.' },
];

/** The practice rooms' titles are plain words, so they are translated (the games' titles are names). */
const ROOM_TITLES: Record<string, MessageDescriptor> = {
  'dice-table': /*i18n*/ { id: 'room.dice-table', message: 'Dice table' },
  'shooting-gallery': /*i18n*/ { id: 'room.shooting-gallery', message: 'Shooting gallery' },
};

const blurbOf = (id: string): MessageDescriptor | undefined => BLURBS.find((d) => d.id === `blurb.${id}`);

export { blurbOf };

export const gameBlurb = (entry: { id: string; blurb: string }): string => {
  const d = blurbOf(entry.id);
  return d ? i18n._(d) : entry.blurb;
};

export const roomTitle = (entry: { id: string; title: string }): string => {
  const d = ROOM_TITLES[entry.id];
  return d ? i18n._(d) : entry.title;
};

/** "2–4 players" in the active language (Russian and German plurals through ICU). */
export const playersLine = (entry: { minPlayers: number; maxPlayers: number }): string =>
  entry.minPlayers === entry.maxPlayers
    ? i18n._({ id: 'lobby.players', message: '{count, plural, one {# player} other {# players}}', values: { count: entry.minPlayers } })
    : i18n._({ id: 'lobby.players-range', message: '{min}–{max} players', values: { min: entry.minPlayers, max: entry.maxPlayers } });
