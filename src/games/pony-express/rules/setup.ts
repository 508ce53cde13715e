// Setup: riders on space 1 with 3 gold, the bank with 30, the 20 cards
// shuffled from the seeded generator, then each seat keeps one of two cards.

import type { OptionSpec, Options, SetupConfig } from '../../../core/contract.ts';
import { LENGTH_CHOICE_LABELS, OPTION_WORDS } from '../../../core/option-words.ts';
import { Rng, setupRng } from '../../../core/rng.ts';
import { CARD_COUNT } from '../data/cards.ts';
import { startTurn } from './flow.ts';
import { drawCard, say } from './helpers.ts';
import { freshFlags } from './steps.ts';
import { PONY_LENGTHS, type PonyLength, type PonyState } from '../types.ts';
import { FACTS } from '../facts.ts';
import { logLine, seatMessage } from '../log-messages.ts';

export const START_GOLD = 3;
export const BANK_GOLD = 30;
export const MIN_PLAYERS = FACTS.minPlayers;
export const MAX_PLAYERS = FACTS.maxPlayers;

/** The module's options: the race's length ('standard' first, the default). */
export const OPTIONS: OptionSpec[] = [{ id: 'length', label: OPTION_WORDS.length, choices: [...PONY_LENGTHS], choiceLabels: LENGTH_CHOICE_LABELS }];

/**
 * Where the riders start (**ours** for the short race): the standard race from
 * St. Joseph (space 1); the short race, for events, skips the first row of the
 * track and starts on space 12, so there are 21 spaces to ride instead of 32.
 */
export const START_SPACE: Record<PonyLength, number> = { standard: 1, short: 12 };

function readLength(options: Options | undefined): PonyLength {
  const v = options?.['length'] ?? 'standard';
  if (!(PONY_LENGTHS as readonly unknown[]).includes(v)) throw new RangeError(`Unknown length ${JSON.stringify(v)} (standard or short).`);
  return v as PonyLength;
}

export function setup(config: SetupConfig): PonyState {
  const { seed, players } = config;
  const length = readLength(config.options);
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a finite number, got ${String(seed)}`);
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RangeError(`Mail Run to Sacramento takes ${MIN_PLAYERS}–${MAX_PLAYERS} riders, got ${String(players)}`);
  }
  const rng = new Rng(setupRng(config));
  const deck = rng.shuffle(Array.from({ length: CARD_COUNT }, (_, i) => i));
  const s: PonyState = {
    game: 'pony-express',
    version: 2,
    length,
    players,
    seed,
    rng: rng.state,
    round: 1,
    turn: 0,
    bank: BANK_GOLD,
    riders: Array.from({ length: players }, (_, seat) => ({ seat, pos: START_SPACE[length], gold: START_GOLD, jailed: false, hand: [] })),
    deck,
    discard: [],
    spent: [],
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
    log: [
      length === 'short'
        ? logLine('startShort', { players, space: START_SPACE.short, gold: START_GOLD })
        : logLine('start', { players, gold: START_GOLD }),
    ],
  };
  dealDraft(s, 0);
  return s;
}

function dealDraft(s: PonyState, seat: number): void {
  const offered = [drawCard(s)!, drawCard(s)!];
  say(s, logLine('dealt', { seat: seatMessage(seat) }));
  s.phase = { kind: 'draft', seat, offered };
}

/** After a seat kept its card: the next seat drafts, or the race begins. */
export function afterDraft(s: PonyState, seat: number): void {
  if (seat + 1 < s.players) dealDraft(s, seat + 1);
  else startTurn(s, 0);
}
