// Setup: riders on space 1 with 3 gold, the bank with 30, the 20 cards
// shuffled from the seeded generator, then each seat keeps one of two cards.

import type { SetupConfig } from '../../../core/contract.ts';
import { Rng, rngFromSeed } from '../../../core/rng.ts';
import { CARD_COUNT } from '../data/cards.ts';
import { startTurn } from './flow.ts';
import { drawCard, say, seatName } from './helpers.ts';
import { freshFlags } from './steps.ts';
import type { PonyState } from '../types.ts';

export const START_GOLD = 3;
export const BANK_GOLD = 30;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

export function setup(config: SetupConfig): PonyState {
  const { seed, players } = config;
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a finite number, got ${String(seed)}`);
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RangeError(`Mail Run to Sacramento takes ${MIN_PLAYERS}–${MAX_PLAYERS} riders, got ${String(players)}`);
  }
  const rng = new Rng(rngFromSeed(seed));
  const deck = rng.shuffle(Array.from({ length: CARD_COUNT }, (_, i) => i));
  const s: PonyState = {
    game: 'pony-express',
    version: 1,
    players,
    seed,
    rng: rng.state,
    round: 1,
    turn: 0,
    bank: BANK_GOLD,
    riders: Array.from({ length: players }, (_, seat) => ({ seat, pos: 1, gold: START_GOLD, jailed: false, hand: [] })),
    deck,
    discard: [],
    dice: [],
    revealed: false,
    flags: freshFlags(),
    todo: [],
    phase: { kind: 'over' },
    stats: Array.from({ length: players }, () => ({
      claims: 0,
      doubted: 0,
      caughtBluffing: 0,
      asked: 0,
      doubtsMade: 0,
      doubtsRight: 0,
    })),
    winner: null,
    summary: '',
    log: [`${players} riders leave St. Joseph with ${START_GOLD} gold each.`],
  };
  dealDraft(s, 0);
  return s;
}

function dealDraft(s: PonyState, seat: number): void {
  const offered = [drawCard(s)!, drawCard(s)!];
  say(s, `${seatName(seat)} is dealt two cards.`);
  s.phase = { kind: 'draft', seat, offered };
}

/** After a seat kept its card: the next seat drafts, or the race begins. */
export function afterDraft(s: PonyState, seat: number): void {
  if (seat + 1 < s.players) dealDraft(s, seat + 1);
  else startTurn(s, 0);
}
