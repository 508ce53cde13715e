// Static tables of Gold in the Rivers: the two fields (standard 91 sites, short 61),
// their mountain maps, the region names, the ranges and their discs.
// The maps are ours, drawn by scripts/make-map.ts and fixed here; every
// letter is one mountain, the rows are the rows of the hexagon from top to
// bottom. The rivers are not stored: they are this map mirrored and laid over
// it (placements.ts), as the published game's river sheet is.

import type { DieKind } from '../../core/dice-kinds.ts';

export const LENGTHS = ['standard', 'short'] as const;
export type GameLength = (typeof LENGTHS)[number];

export interface FieldSpec {
  /** Sites per edge minus one: 5 gives 91 sites, 4 gives 61. */
  radius: number;
  /** Mountains (and so rivers) on the map. */
  regions: number;
  /** The mountain map, one letter per site, row by row. */
  picture: readonly string[];
  /** Burying is allowed in turns 1..this (ours: a cap against endless alternate burying). */
  buryTurnLimit: number;
}

export const FIELDS: Record<GameLength, FieldSpec> = {
  standard: {
    radius: 5,
    regions: 17,
    picture: [
      '     A A A B C C',
      '    D A A B C C E',
      '   D D B B F C C E',
      '  G H D I I F J C E',
      ' G H H H I F J J E K',
      'G G H H I F F J K K K',
      ' G G L M M F N K K K',
      '  L L L M O N N K N',
      '   L L O O N N N N',
      '    L O O O P P P',
      '     Q Q Q P P P',
    ],
    buryTurnLimit: 120,
  },
  // Ours, for events: the 61-site field of the online version's size, 12 + 12 regions.
  short: {
    radius: 4,
    regions: 12,
    picture: [
      '    A A B B C',
      '   A A B D C C',
      '  A A B B D D E',
      ' F F G G G D E E',
      'F F G G G H H E E',
      ' F F I G J H K K',
      '  F I I J J L K',
      '   I I I J L L',
      '    I I J J L',
    ],
    buryTurnLimit: 80,
  },
};

/** Mountain names by region id (ours). */
export const MOUNTAIN_NAMES = [
  'Bald Knob', 'Eagle Crag', 'Grey Mare', 'Sawtooth', 'Old Baldy', 'Thunder Butte', 'Red Ridge', 'Cinder Top', 'Widow Peak',
  'Lone Pine Hill', 'Buzzard Roost', 'Granite Dome', 'Iron Mesa', 'Copper Knoll', 'Shadow Rock', 'Hangman Bluff', 'Crow Point',
] as const;

/** River names by region id of the sheet (ours). */
export const RIVER_NAMES = [
  'Bitter Creek', 'Rattlesnake Run', 'Silver Fork', 'Mule Creek', 'Dry Wash', 'Coyote River', 'Elk Water', 'Muddy Branch',
  'Willow Creek', 'Stony Brook', 'Deadman Creek', 'Clearwater', 'Bear River', 'Sandy Fork', 'Echo Creek', 'Bone Creek',
  'Gold Run',
] as const;

export const SHOVELS_AT_START = 2;


/** Player 1 (seat 0) owns the mountains and moves first; player 2 (seat 1) owns the rivers. */
export const REGION_KINDS = ['mountain', 'river'] as const;
export type RegionKind = (typeof REGION_KINDS)[number];
export const OWNER_OF: Record<RegionKind, 0 | 1> = { mountain: 0, river: 1 };

/**
 * The ranges, widest first. A thrown range applies when at least two
 * different rows of `rowLength` face-down markers exist (see rules/range.ts);
 * `discs` are thrown for it (1-5 as published; 1-4 and 1-3 are our reading).
 */
export const RANGES = ['one-to-five', 'one-to-four', 'one-to-three', 'free'] as const;
export type Range = (typeof RANGES)[number];
export type ThrownRange = Exclude<Range, 'free'>;

export interface RangeSpec {
  label: string;
  /** Rows of this many face-down markers decide the range; 0 for free choice. */
  rowLength: number;
  discs: readonly DieKind[];
}

export const RANGE_SPECS: Record<Range, RangeSpec> = {
  'one-to-five': { label: '1–5', rowLength: 5, discs: ['disc01', 'disc02', 'disc12'] },
  'one-to-four': { label: '1–4', rowLength: 4, discs: ['disc02', 'disc12'] },
  'one-to-three': { label: '1–3', rowLength: 3, discs: ['disc01', 'disc12'] },
  free: { label: 'free choice', rowLength: 0, discs: [] },
};

/** Rows needed for a thrown range: "at least two different rows". */
export const ROWS_FOR_RANGE = 2;
/** In free choice a turn reveals one marker or two neighbouring ones. */
export const FREE_CHOICE_MAX = 2;
