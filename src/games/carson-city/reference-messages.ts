// Silver Creek County's reference words as messages (issue 25): the steps of
// resolution (name and what each does), the buildings' names and incomes and
// the characters' effects, with the rules' numbers as values. data.ts keeps
// the English beside the rules (docs/rules/carson-city.md is generated from
// it); tests/i18n/carson-board.test.ts holds these messages, read in English,
// to those very texts, so the two cannot drift. Plain data: no i18n library.
import type { Message } from '../../core/message.ts';
import {
  AMMO_FIREPOWER,
  BANKER_CASH,
  BUILD_PRICES,
  COOLIE_ROADS,
  COWBOY_INCOME,
  GROCER_CASH,
  MERCENARY_FIREPOWER,
  PARCEL_INCOME,
  ROADS3,
  WAGE,
  type BuildingKind,
  type CharacterId,
  RESOLUTION_STEPS,
} from './data.ts';

export type StepId = (typeof RESOLUTION_STEPS)[number]['id'];

const m = (d: { id: string; message: string }, values?: Message['values']): Message => (values ? { id: d.id, values } : { id: d.id });

/** Each step's name, capitalised as a heading (the log's SQUARE_MESSAGES name them inside a sentence). */
export const STEP_NAMES: Record<StepId, Message> = {
  wages: /*i18n*/ { id: 'carson-city.step.wages', message: 'Wages' },
  ammo: /*i18n*/ { id: 'carson-city.step.ammo', message: 'Ammunition' },
  roads3: /*i18n*/ { id: 'carson-city.step.roads3', message: 'Three roads' },
  road1: /*i18n*/ { id: 'carson-city.step.road1', message: 'Single roads' },
  parcels: /*i18n*/ { id: 'carson-city.step.parcels', message: 'Parcels' },
  build: /*i18n*/ { id: 'carson-city.step.build', message: 'Construction' },
  estate: /*i18n*/ { id: 'carson-city.step.estate', message: 'Estate income' },
  'parcel-income': /*i18n*/ { id: 'carson-city.step.parcel-income', message: 'Parcel income' },
  'cowboy-income': /*i18n*/ { id: 'carson-city.step.cowboy-income', message: 'Cowboy income' },
  gambling: /*i18n*/ { id: 'carson-city.step.gambling', message: 'Gambling' },
  'parcel-points': /*i18n*/ { id: 'carson-city.step.parcel-points', message: 'Parcel points' },
  'cowboy-points': /*i18n*/ { id: 'carson-city.step.cowboy-points', message: 'Cowboy points' },
  'estate-points': /*i18n*/ { id: 'carson-city.step.estate-points', message: 'Estate points' },
  buy: /*i18n*/ { id: 'carson-city.step.buy', message: 'Buying points' },
};

const DOES = {
  wages: /*i18n*/ { id: 'carson-city.step.wages.does', message: '${wage} per cowboy. Several cowboys allowed, no duel.' },
  ammo: /*i18n*/ { id: 'carson-city.step.ammo.does', message: 'The three-revolver token: +{firepower} firepower for the rest of the turn.' },
  roads3: /*i18n*/ { id: 'carson-city.step.roads3.does', message: 'Take {n, plural, one {# road} other {# roads}}.' },
  road1: /*i18n*/ { id: 'carson-city.step.road1.does', message: '1 road per cowboy. Several cowboys allowed, no duel.' },
  parcels: /*i18n*/ { id: 'carson-city.step.parcels.does', message: 'Cowboys on the map buy their parcel: $1 + $1 per building, house or mountain on it and its 8 neighbours.' },
  build: /*i18n*/ { id: 'carson-city.step.build.does', message: 'From ${high} down to ${low}: build that square’s building on one of your parcels.' },
  estate: /*i18n*/ { id: 'carson-city.step.estate.does', message: 'Every building pays its owner (no cowboy needed); a won attack takes half, rounded down.' },
  'parcel-income': /*i18n*/ { id: 'carson-city.step.parcel-income.does', message: '${n} per parcel you own.' },
  'cowboy-income': /*i18n*/ { id: 'carson-city.step.cowboy-income.does', message: '${n} per firepower.' },
  gambling: /*i18n*/ { id: 'carson-city.step.gambling.does', message: 'Throw two dice and take their sum in dollars.' },
  'parcel-points': /*i18n*/ { id: 'carson-city.step.parcel-points.does', message: '1 point per two parcels you own.' },
  'cowboy-points': /*i18n*/ { id: 'carson-city.step.cowboy-points.does', message: '1 point per two firepower.' },
  'estate-points': /*i18n*/ { id: 'carson-city.step.estate-points.does', message: '1 point per building (not houses or mountains).' },
  buy: /*i18n*/ { id: 'carson-city.step.buy.does', message: 'At $5, $4, $3 or $2 each, as many as you pay for; the 1858 marker closes one square per turn.' },
} satisfies Record<StepId, { id: string; message: string }>;

/** What each step does, with the rules' numbers. */
export const STEP_DOES: Record<StepId, Message> = {
  wages: m(DOES.wages, { wage: WAGE }),
  ammo: m(DOES.ammo, { firepower: AMMO_FIREPOWER }),
  roads3: m(DOES.roads3, { n: ROADS3 }),
  road1: m(DOES.road1),
  parcels: m(DOES.parcels),
  build: m(DOES.build, { high: BUILD_PRICES[0], low: BUILD_PRICES[BUILD_PRICES.length - 1]! }),
  estate: m(DOES.estate),
  'parcel-income': m(DOES['parcel-income'], { n: PARCEL_INCOME }),
  'cowboy-income': m(DOES['cowboy-income'], { n: COWBOY_INCOME }),
  gambling: m(DOES.gambling),
  'parcel-points': m(DOES['parcel-points']),
  'cowboy-points': m(DOES['cowboy-points']),
  'estate-points': m(DOES['estate-points']),
  buy: m(DOES.buy),
};

/** The buildings' names as a heading says them (BUILDING_MESSAGES: inside a sentence). */
export const BUILDING_TITLES: Record<BuildingKind, Message> = {
  ranch: /*i18n*/ { id: 'carson-city.building-title.ranch', message: 'Ranch' },
  mine: /*i18n*/ { id: 'carson-city.building-title.mine', message: 'Mine' },
  drugstore: /*i18n*/ { id: 'carson-city.building-title.drugstore', message: 'Drugstore' },
  bank: /*i18n*/ { id: 'carson-city.building-title.bank', message: 'Bank' },
  saloon: /*i18n*/ { id: 'carson-city.building-title.saloon', message: 'Saloon' },
  hotel: /*i18n*/ { id: 'carson-city.building-title.hotel', message: 'Hotel' },
  church: /*i18n*/ { id: 'carson-city.building-title.church', message: 'Church' },
  prison: /*i18n*/ { id: 'carson-city.building-title.prison', message: 'Prison' },
};

/** Each building's income rule. */
export const BUILDING_INCOMES: Record<BuildingKind, Message> = {
  ranch: /*i18n*/ { id: 'carson-city.income.ranch', message: '$1 per free neighbouring parcel (at least $1). +1 revolver. Counts as a house.' },
  mine: /*i18n*/ { id: 'carson-city.income.mine', message: '$3 per neighbouring mountain no other player owns. +1 revolver.' },
  drugstore: /*i18n*/ { id: 'carson-city.income.drugstore', message: '$3 per neighbouring house, plus $3 per ranch you own anywhere.' },
  bank: /*i18n*/ { id: 'carson-city.income.bank', message: '$3 per neighbouring house, plus $3 per mine you own anywhere.' },
  saloon: /*i18n*/ { id: 'carson-city.income.saloon', message: '$5 per neighbouring house.' },
  hotel: /*i18n*/ { id: 'carson-city.income.hotel', message: '$6. Counts as two houses.' },
  church: /*i18n*/ { id: 'carson-city.income.church', message: 'No income. Counts as a house; cannot be attacked; your buildings next to it cannot be attacked.' },
  prison: /*i18n*/ { id: 'carson-city.income.prison', message: 'No income. +2 revolvers. Cannot be attacked.' },
};

const EFFECTS = {
  sheriff: /*i18n*/ { id: 'carson-city.effect.sheriff', message: 'Takes the white cowboy: it goes only where no cowboy is, and nobody may challenge it.' },
  banker: /*i18n*/ { id: 'carson-city.effect.banker', message: 'Gains ${n} at once.' },
  grocer: /*i18n*/ { id: 'carson-city.effect.grocer', message: "Doubles one building type's income this turn, or gains ${n} at once." },
  coolie: /*i18n*/ { id: 'carson-city.effect.coolie', message: 'Gains {n, plural, one {# road} other {# roads}}; builds at half price (rounded up) this turn.' },
  settler: /*i18n*/ { id: 'carson-city.effect.settler', message: 'Claims one free unowned parcel at once.' },
  captain: /*i18n*/ { id: 'carson-city.effect.captain', message: 'May pay $1, $4 or $9 for 1, 2 or 3 more cowboys.' },
  mercenary: /*i18n*/ { id: 'carson-city.effect.mercenary', message: '+{n} firepower this turn.' },
} satisfies Record<CharacterId, { id: string; message: string }>;

/** Each character's effect, with the rules' numbers. */
export const CHARACTER_EFFECTS: Record<CharacterId, Message> = {
  sheriff: m(EFFECTS.sheriff),
  banker: m(EFFECTS.banker, { n: BANKER_CASH }),
  grocer: m(EFFECTS.grocer, { n: GROCER_CASH }),
  coolie: m(EFFECTS.coolie, { n: COOLIE_ROADS }),
  settler: m(EFFECTS.settler),
  captain: m(EFFECTS.captain),
  mercenary: m(EFFECTS.mercenary, { n: MERCENARY_FIREPOWER }),
};

/** The step a square is resolved in (the construction and buying squares share theirs). */
export const stepOf = (square: string): StepId | null => {
  if (square.startsWith('build')) return 'build';
  if (square.startsWith('buy')) return 'buy';
  return RESOLUTION_STEPS.some((s) => s.id === square) ? (square as StepId) : null;
};
