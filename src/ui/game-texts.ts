// The lobby's words about each game and practice room in the player's
// language. A game's blurb is a message in its facts.ts (`blurbSaid`, beside the
// English `blurb` the rules and tools read); the practice rooms' blurbs are here,
// beside the English of the rooms' registry. tests/i18n/catalogs.test.ts checks that
// the two agree. Game titles are our own names and stay as they are in every language.
import { i18n, type MessageDescriptor } from '@lingui/core';

// The practice rooms' blurbs, by room id; the catalog check holds every room to one here. A table of literal ids, not an
// id made from the room's (`blurb.<room id>`): the build writes each literal id as its short code (src/i18n/id-codes.ts).
const BLURBS: Record<string, MessageDescriptor> = {
  'dice-table': /*i18n*/ { id: 'blurb.dice-table', message: 'Throw up to ten real dice by hand: pips, poker faces or wooden discs.' },
  'shooting-gallery': /*i18n*/ { id: 'blurb.shooting-gallery', message: 'Flick a die across the board at standing figures. Spare the bystanders.' },
};

/** The practice rooms' titles are plain words, so they are translated (the games' titles are names). */
const ROOM_TITLES: Record<string, MessageDescriptor> = {
  'dice-table': /*i18n*/ { id: 'room.dice-table', message: 'Dice table' },
  'shooting-gallery': /*i18n*/ { id: 'room.shooting-gallery', message: 'Shooting gallery' },
};

const blurbOf = (id: string): MessageDescriptor | undefined => (Object.hasOwn(BLURBS, id) ? BLURBS[id] : undefined);

export { blurbOf };

export const gameBlurb = (entry: { id: string; blurb: string; blurbSaid?: MessageDescriptor }): string => {
  const d = entry.blurbSaid ?? blurbOf(entry.id);
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
