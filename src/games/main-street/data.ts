// Main Street's fixed tables (seed 001, completed from the published game's
// public facts): the ring of 14 street spaces, the twelve buildings (names
// ours), awning costs, the bank's bars, the pieces, and where the street's
// spaces lie on the table for the flick variant (layout ours).

import type { Message } from '../../core/message.ts';

/** Meeple kinds. The madame is one of a kind; the others are sown and shoot. */
export const MEEPLE_KINDS = ['builder', 'miner', 'robber', 'deputy', 'madame'] as const;
export type MeepleKind = (typeof MEEPLE_KINDS)[number];
/** Kinds that can stand on a showdown space (the madame never stays there). */
export type Shooter = Exclude<MeepleKind, 'madame'>;

/** How many of each kind the game has; the three dozen shooters start in the buildings, the madame in the saloon. */
export const MEEPLE_SUPPLY: Readonly<Record<MeepleKind, number>> = { builder: 21, miner: 6, robber: 5, deputy: 4, madame: 1 };
export const MEEPLES_PER_BUILDING = 3;

/** Shooting skill: the better shooter may throw again and wins ties. Also what the winner draws for the fallen one. */
export const SHOOTING: Readonly<Record<Shooter, number>> = { deputy: 4, robber: 3, miner: 2, builder: 1 };
export const SHOWDOWN_DRAWS: Readonly<Record<Shooter, number>> = { deputy: 4, robber: 3, miner: 2, builder: 1 };

export const BUILDING_COUNT = 12;
/** The four corner buildings: each player's first awning goes on one of them. */
export const CORNERS = [0, 5, 6, 11] as const;

/** Our own names for the twelve buildings, along the street from showdown space A. */
export const BUILDING_NAMES = [
  'Assay Office', // 0, corner by A
  'Feed & Seed',
  'Barber Shop',
  'Telegraph',
  'Gunsmith',
  'Livery Stable', // 5, corner by B
  'Undertaker', // 6, corner by B
  'Dry Goods',
  'Land Office',
  'Bathhouse',
  'Newspaper',
  'Stagecoach Stop', // 11, corner by A
] as const;

export interface Cost {
  gold: number;
  stone: number;
}
/** Awning cost per building (building one and turning it to 10 cost the same): corners 3 stone, next 1 gold + 2 stone, middle 2 gold + 1 stone. */
export const AWNING_COSTS: readonly Cost[] = [0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0].map((g) => ({ gold: g, stone: 3 - g }));
export const AWNINGS_PER_PLAYER = 8;
/** Awning sides. */
export const AWNING_LOW = 5;
export const AWNING_HIGH = 10;
/** What a miner brings the awning's owner, by the awning's side. */
export const MINER_DRAWS: Readonly<Record<5 | 10, number>> = { 5: 2, 10: 4 };

export const GOLD_TOTAL = 36;
export const STONE_TOTAL = 18;
export const BAR_POINTS = 10;

/** The final score's rules in words (the result's breakdown and the log). Stone scores nothing but breaks ties. */
export const SCORE_RULES = {
  gold: 'Gold, 1 each',
  bars: `Gold bars, ${BAR_POINTS} each`,
  low: `Awnings on the ${AWNING_LOW} side`,
  high: `Awnings on the ${AWNING_HIGH} side`,
} as const;

// ---------------------------------------------------------------------------
// Game length (option `length`): standard is the published game; short is ours, for events.

export const LENGTHS = ['standard', 'short'] as const;
export type Length = (typeof LENGTHS)[number];

export interface LengthSpec {
  /** Bar prices in the order the bars are bought. */
  bars: readonly number[];
  graves: number;
  dynamite: number;
}
export const LENGTH_SPECS: Readonly<Record<Length, LengthSpec>> = {
  standard: { bars: [6, 6, 7, 7, 8, 8], graves: 6, dynamite: 3 },
  // Ours: a smaller bank, graveyard and jail end the game after roughly half the turns.
  short: { bars: [6, 7, 8], graves: 3, dynamite: 2 },
};

export const SHOWDOWN_MODES = ['dice', 'flick'] as const;
export type ShowdownMode = (typeof SHOWDOWN_MODES)[number];

/** The options' words in the set-up. */
// The set-up's words for the options (issue 25: messages, said in the reader's language).
export const OPTION_LABELS = {
  length: /*i18n*/ { id: 'main-street.option.length', message: 'Game length' },
  showdown: /*i18n*/ { id: 'main-street.option.showdown', message: 'Showdowns' },
} as const;

export const OPTION_CHOICE_LABELS: Record<string, Message> = {
  standard: /*i18n*/ { id: 'main-street.option.length.standard', message: 'Standard (6 bars, 6 graves, 3 dynamite)' },
  short: /*i18n*/ { id: 'main-street.option.length.short', message: 'Short, for events (3 bars, 3 graves, 2 dynamite)' },
  dice: /*i18n*/ { id: 'main-street.option.showdown.dice', message: 'Thrown dice' },
  flick: /*i18n*/ { id: 'main-street.option.showdown.flick', message: 'Flicked dice (each duellist flicks at the other)' },
};

// ---------------------------------------------------------------------------
// The street: a ring of 14 spaces. Space 0 is showdown A, 1–6 the doorways of
// buildings 0–5, space 7 showdown B, 8–13 the doorways of buildings 6–11.

export const SPACE_COUNT = 14;
export const SHOWDOWN_SPACES = [0, 7] as const;
export type Side = 0 | 1;

export type SpaceInfo = { kind: 'showdown'; side: Side } | { kind: 'doorway'; building: number };

export const SPACES: readonly SpaceInfo[] = Array.from({ length: SPACE_COUNT }, (_, s): SpaceInfo => {
  if (s === 0) return { kind: 'showdown', side: 0 };
  if (s === 7) return { kind: 'showdown', side: 1 };
  return { kind: 'doorway', building: s < 7 ? s - 1 : s - 2 };
});

/** The ring space of a building's doorway. */
export const doorwaySpace = (building: number): number => (building < 6 ? building + 1 : building + 2);
/** The ring space of showdown side A (0) or B (1). */
export const showdownSpace = (side: Side): number => SHOWDOWN_SPACES[side];

// ---------------------------------------------------------------------------
// Table layout (cm, origin at the table centre, x right, z towards the player;
// ours). The street runs left–right through the board area the shared table
// keeps (centre (0, -12)): showdown A at the left end, buildings 0–5 along the
// far side, showdown B at the right end, buildings 6–11 back along the near side.

export const STREET = { x: 0, z: -12, length: 92, pitch: 12, doorwayOffset: 6 } as const;

export interface Point {
  x: number;
  z: number;
}

/** Centre of a street space on the table. */
export function spacePoint(space: number): Point {
  const info = SPACES[space]!;
  if (info.kind === 'showdown') return { x: STREET.x + (info.side === 0 ? -42 : 42), z: STREET.z };
  const b = info.building;
  const col = b < 6 ? b : 11 - b; // 0 by A .. 5 by B
  return { x: STREET.x - 30 + col * STREET.pitch, z: STREET.z + (b < 6 ? -STREET.doorwayOffset : STREET.doorwayOffset) };
}

/** Where a duellist flicks from: 7 cm from its own showdown space towards the other. */
export function flickStart(side: Side): Point {
  const own = spacePoint(showdownSpace(side));
  return { x: own.x + (side === 0 ? 7 : -7), z: own.z };
}

/** How a meeple kind is named in prompts and the log. */
export const KIND_LABELS: Readonly<Record<MeepleKind, string>> = {
  builder: 'builder',
  miner: 'miner',
  robber: 'robber',
  deputy: 'deputy',
  madame: 'madame',
};
export const kindLabel = (k: MeepleKind): string => KIND_LABELS[k];
