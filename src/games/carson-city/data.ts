// Static tables of Carson City (seed 003, completed from the published game):
// the town map size, characters, action squares in resolution order, buildings,
// supplies. Plain `as const` data; the rules and the board read them.

import { FACTS } from './facts.ts';
export const SIZE = 8;
export const CELLS = SIZE * SIZE;
export const MIN_PLAYERS = FACTS.minPlayers;
export const MAX_PLAYERS = FACTS.maxPlayers;

export const START_CASH = 15;
export const START_ROADS = 1;
export const START_COWBOYS = 3;
export const START_REVOLVERS = 1;
export const MARKERS_PER_SEAT = 12;
/** Cowboys of one colour in the box; a seat never holds more in its reserve. */
export const COWBOYS_PER_SEAT = 10;
export const MAX_RESERVE = 10;
/** The seed's box: 20 houses, 9 mountains, 25 road pieces. */
export const HOUSES_IN_BOX = 20;
export const MOUNTAINS = 9;
export const ROADS_IN_BOX = 25;
export const DRAFT_PARCELS_PER_SEAT = 2;

export const LENGTHS = ['standard', 'short'] as const;
export type Length = (typeof LENGTHS)[number];
/** Turns per game: the published four; 'short' (ours) plays two for events. */
export const TURNS: Record<Length, number> = { standard: 4, short: 2 };
/** New cowboys after turns 1, 2, 3 (none after the last). */
export const REFILLS = [4, 5, 5] as const;
/** The length option's words in the set-up. */
// The length option's words (issue 25: messages, said in the reader's language).
export const LENGTH_LABELS = {
  label: /*i18n*/ { id: 'carson-city.option.length', message: 'Length' },
  standard: /*i18n*/ { id: 'carson-city.option.length.standard', message: 'Standard (4 turns)' },
  short: /*i18n*/ { id: 'carson-city.option.length.short', message: 'Short (2 turns, ours)' },
} as const;

export const BUILDING_KINDS = ['ranch', 'mine', 'drugstore', 'bank', 'saloon', 'hotel', 'church', 'prison'] as const;
export type BuildingKind = (typeof BUILDING_KINDS)[number];
export const BUILDING_COUNTS: Record<BuildingKind, number> = {
  ranch: 6,
  mine: 6,
  drugstore: 4,
  bank: 4,
  saloon: 3,
  hotel: 3,
  church: 2,
  prison: 2,
};
/** The kinds that pay an income: the Grocer can only double these (a church or a prison earns nothing, so doubling it would be an empty choice). */
export const EARNING_KINDS = ['ranch', 'mine', 'drugstore', 'bank', 'saloon', 'hotel'] as const satisfies readonly BuildingKind[];

export interface BuildingInfo {
  name: string;
  /** Revolvers the owner gains for good. */
  revolvers: number;
  /** Houses it counts as, for neighbours' incomes. */
  houses: number;
  /** Ranches and mines need no road. */
  needsRoad: boolean;
  /** Building it brings a free house on a free parcel reached by a road. */
  bringsHouse: boolean;
  attackable: boolean;
  /** Income rule in our words (the in-game reference). */
  income: string;
}

export const BUILDINGS: Record<BuildingKind, BuildingInfo> = {
  ranch: { name: 'Ranch', revolvers: 1, houses: 1, needsRoad: false, bringsHouse: false, attackable: true, income: '$1 per free neighbouring parcel (at least $1). +1 revolver. Counts as a house.' },
  mine: { name: 'Mine', revolvers: 1, houses: 0, needsRoad: false, bringsHouse: true, attackable: true, income: '$3 per neighbouring mountain no other player owns. +1 revolver.' },
  drugstore: { name: 'Drugstore', revolvers: 0, houses: 0, needsRoad: true, bringsHouse: true, attackable: true, income: '$3 per neighbouring house, plus $3 per ranch you own anywhere.' },
  bank: { name: 'Bank', revolvers: 0, houses: 0, needsRoad: true, bringsHouse: true, attackable: true, income: '$3 per neighbouring house, plus $3 per mine you own anywhere.' },
  saloon: { name: 'Saloon', revolvers: 0, houses: 0, needsRoad: true, bringsHouse: true, attackable: true, income: '$5 per neighbouring house.' },
  hotel: { name: 'Hotel', revolvers: 0, houses: 2, needsRoad: true, bringsHouse: false, attackable: true, income: '$6. Counts as two houses.' },
  church: { name: 'Church', revolvers: 0, houses: 1, needsRoad: true, bringsHouse: true, attackable: false, income: 'No income. Counts as a house; cannot be attacked; your buildings next to it cannot be attacked.' },
  prison: { name: 'Prison', revolvers: 2, houses: 0, needsRoad: true, bringsHouse: true, attackable: false, income: 'No income. +2 revolvers. Cannot be attacked.' },
};

export const CHARACTERS = ['sheriff', 'banker', 'grocer', 'coolie', 'settler', 'captain', 'mercenary'] as const;
export type CharacterId = (typeof CHARACTERS)[number];

export interface CharacterInfo {
  /** Its number: the turn order it gives (lower goes first). */
  number: number;
  name: string;
  /** Cash kept at the end of the turn; above it, money becomes points. */
  limit: number;
  effect: string;
}

export const CHARACTER_INFO: Record<CharacterId, CharacterInfo> = {
  sheriff: { number: 1, name: 'Sheriff', limit: 20, effect: 'Takes the white cowboy: it goes only where no cowboy is, and nobody may challenge it.' },
  banker: { number: 2, name: 'Banker', limit: 120, effect: 'Gains $9 at once.' },
  grocer: { number: 3, name: 'Grocer', limit: 60, effect: "Doubles one building type's income this turn, or gains $8 at once." },
  coolie: { number: 4, name: 'Coolie', limit: 30, effect: 'Gains 2 roads; builds at half price (rounded up) this turn.' },
  settler: { number: 5, name: 'Settler', limit: 30, effect: 'Claims one free unowned parcel at once.' },
  captain: { number: 6, name: 'Captain', limit: 25, effect: 'May pay $1, $4 or $9 for 1, 2 or 3 more cowboys.' },
  mercenary: { number: 7, name: 'Mercenary', limit: 20, effect: '+3 firepower this turn.' },
};

/** The Captain's price for 0..3 extra cowboys. */
export const CAPTAIN_PRICES = [0, 1, 4, 9] as const;
export const BANKER_CASH = 9;
export const GROCER_CASH = 8;
export const COOLIE_ROADS = 2;
export const MERCENARY_FIREPOWER = 3;
export const AMMO_FIREPOWER = 3;

/** Construction squares from the dearest (resolved first) to the cheapest. */
export const BUILD_PRICES = [12, 10, 8, 6, 5, 4, 3] as const;
/** The row at setup: ranches at $10 and $3, mines at $12 and $4, the rest drawn from the bag. */
export const START_ROW: readonly (BuildingKind | null)[] = ['mine', 'ranch', null, null, null, 'mine', 'ranch'];

/** Buying squares, dearest first; the 1858 marker closes them from the cheapest (ours). */
export const BUY_PRICES = [5, 4, 3, 2] as const;

export const SQUARES = [
  'wages',
  'ammo',
  'roads3',
  'road1',
  'build12',
  'build10',
  'build8',
  'build6',
  'build5',
  'build4',
  'build3',
  'parcel-income',
  'cowboy-income',
  'gambling',
  'parcel-points',
  'cowboy-points',
  'estate-points',
  'buy5',
  'buy4',
  'buy3',
  'buy2',
] as const;
export type SquareId = (typeof SQUARES)[number];

/** Squares where one seat may put several cowboys and nobody duels. */
export const SHARED_SQUARES: readonly SquareId[] = ['wages', 'road1'];

export const WAGE = 4;
export const ROADS3 = 3;
export const PARCEL_INCOME = 2;
export const COWBOY_INCOME = 2;
export const POINTS_PER_SURRENDERED = 10;
export const FINAL_POINTS_PER_PIECE = 2;
export const FINAL_CASH_PER_POINT = 6;

/** The final score's rules in words (the result's breakdown, the log, the score table's end bonus). */
export const SCORE_RULES = {
  points: 'Points during the game',
  buildings: `Buildings on your parcels, ${FINAL_POINTS_PER_PIECE} each`,
  houses: `Houses on your parcels, ${FINAL_POINTS_PER_PIECE} each`,
  mountains: `Mountains on your parcels, ${FINAL_POINTS_PER_PIECE} each`,
  money: `Money, 1 point per $${FINAL_CASH_PER_POINT}`,
} as const;
export type ScoreRuleId = keyof typeof SCORE_RULES;

/** The steps of resolution in the board's order (the in-game reference). */
export const RESOLUTION_STEPS = [
  { id: 'wages', name: 'Wages', does: '$4 per cowboy. Several cowboys allowed, no duel.' },
  { id: 'ammo', name: 'Ammunition', does: 'The three-revolver token: +3 firepower for the rest of the turn.' },
  { id: 'roads3', name: 'Three roads', does: 'Take 3 roads.' },
  { id: 'road1', name: 'Single roads', does: '1 road per cowboy. Several cowboys allowed, no duel.' },
  { id: 'parcels', name: 'Parcels', does: 'Cowboys on the map buy their parcel: $1 + $1 per building, house or mountain on it and its 8 neighbours.' },
  { id: 'build', name: 'Construction', does: 'From $12 down to $3: build that square’s building on one of your parcels.' },
  { id: 'estate', name: 'Estate income', does: 'Every building pays its owner (no cowboy needed); a won attack takes half, rounded down.' },
  { id: 'parcel-income', name: 'Parcel income', does: '$2 per parcel you own.' },
  { id: 'cowboy-income', name: 'Cowboy income', does: '$2 per firepower.' },
  { id: 'gambling', name: 'Gambling', does: 'Throw two dice and take their sum in dollars.' },
  { id: 'parcel-points', name: 'Parcel points', does: '1 point per two parcels you own.' },
  { id: 'cowboy-points', name: 'Cowboy points', does: '1 point per two firepower.' },
  { id: 'estate-points', name: 'Estate points', does: '1 point per building (not houses or mountains).' },
  { id: 'buy', name: 'Buying points', does: 'At $5, $4, $3 or $2 each, as many as you pay for; the 1858 marker closes one square per turn.' },
] as const;
