// The twelve buildings' names as messages (issue 25): the board's signs, the
// log, prompts, action labels, hover lines and the result say a building in
// the reader's language. The rules pass `buildingMessage(b)` as a parameter,
// never the English name, so a log saved in German reads in Russian.
// The names are ours (docs/rules/main-street.md); the German and Russian
// ones and where they come from are in docs/i18n.md's Main Street glossary.
// BUILDING_NAMES (data.ts) keeps the English for the English-only texts
// (describeAction, the rules' English prompt); tests hold the two equal.
import type { Message } from '../../core/message.ts';

/** One descriptor per building, in street order from showdown space A. */
export const BUILDING_WORDS = [
  /*i18n*/ { id: 'main-street.building.assay-office', message: 'Assay Office' },
  /*i18n*/ { id: 'main-street.building.feed-seed', message: 'Feed & Seed' },
  /*i18n*/ { id: 'main-street.building.barber-shop', message: 'Barber Shop' },
  /*i18n*/ { id: 'main-street.building.telegraph', message: 'Telegraph' },
  /*i18n*/ { id: 'main-street.building.gunsmith', message: 'Gunsmith' },
  /*i18n*/ { id: 'main-street.building.livery-stable', message: 'Livery Stable' },
  /*i18n*/ { id: 'main-street.building.undertaker', message: 'Undertaker' },
  /*i18n*/ { id: 'main-street.building.dry-goods', message: 'Dry Goods' },
  /*i18n*/ { id: 'main-street.building.land-office', message: 'Land Office' },
  /*i18n*/ { id: 'main-street.building.bathhouse', message: 'Bathhouse' },
  /*i18n*/ { id: 'main-street.building.newspaper', message: 'Newspaper' },
  /*i18n*/ { id: 'main-street.building.stagecoach-stop', message: 'Stagecoach Stop' },
] as const;

/** A building's name as a message (a bad index says "building 12" rather than throwing: it only names). */
export const buildingMessage = (b: number): Message => {
  const w = BUILDING_WORDS[b];
  return w ? { id: w.id } : { id: 'main-street.building.unknown', values: { n: b } };
};

/** The name of an index outside the street (never made by the rules; kept so a bad index still reads). */
export const UNKNOWN_BUILDING = /*i18n*/ { id: 'main-street.building.unknown', message: 'building {n}' };
