// Numbers of the game in one place. Seed facts: 30 dice, 80 chips each,
// five dice and five throws per turn, 500 for the optional end. The rest is ours.

import { TABLEAUX } from './tableaux.ts';
import { FACTS } from '../facts.ts';

export const DICE_TOTAL = 30;
export const START_CHIPS = 80;
export const DICE_PER_THROW = 5;
export const MAX_THROWS = 5;
export const MAX_PLACED_PER_TURN = 5;
export const TARGET_CHIPS = 500;
export const MIN_PLAYERS = FACTS.minPlayers;
export const MAX_PLAYERS = FACTS.maxPlayers;
export const ROWS_PER_TABLEAU = 6;

/** Rounds in the default game: one per tableau up to the tenth. */
export const TENTH_TABLEAU_ROUNDS = 10;
/** Ours, for events: the short game (option `length: short`) ends after this many tableaux, whatever the end option. */
export const SHORT_ROUNDS = 3;
/** Ours: the reach-500 game still ends once the whole stack of 20 has been played. */
export const REACH_500_MAX_ROUNDS = TABLEAUX.length;

/**
 * Ours: a round whose tableau sees this many laps of turns in a row (per
 * player still holding dice) without a single die placed is abandoned, so a
 * streak of bad throws can never stall the game.
 */
export const STUCK_LAPS = 3;

/**
 * Ours: the bank is "unlimited" but counted, so chips are conserved. It starts
 * with enough to pay every yellow row of the whole stack once, which is more
 * than any game can ever pay out (each round pays each row at most once).
 */
export const BANK_START = TABLEAUX.reduce(
  (sum, t) => sum + t.rows.reduce((s, r) => s + (r.colour === 'yellow' ? r.value : 0), 0),
  0,
);

export const totalChips = (players: number): number => players * START_CHIPS + BANK_START;

