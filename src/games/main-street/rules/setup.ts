// A new game: three meeples per building drawn at random from the seeded
// generator, the madame in the saloon, the dynamite in the jail, the bag full
// of gold and stone; then each seat puts its first awning on a corner, the
// last seat first and the starting seat last (the seed's order).

import type { Options, Seat, SetupConfig } from '../../../core/contract.ts';
import { Rng, setupRng } from '../../../core/rng.ts';
import {
  AWNINGS_PER_PLAYER,
  BUILDING_COUNT,
  GOLD_TOTAL,
  LENGTHS,
  LENGTH_SPECS,
  MEEPLES_PER_BUILDING,
  MEEPLE_SUPPLY,
  SHOWDOWN_MODES,
  STONE_TOTAL,
  type Length,
  type MeepleKind,
  type ShowdownMode,
} from '../data.ts';
import type { MainStreetOptions, MainStreetState } from '../types.ts';
import { emptyCounts } from './state.ts';
import { logLine, seatMessage } from '../log-messages.ts';
import { FACTS } from '../facts.ts';

export const MIN_PLAYERS = FACTS.minPlayers;
export const MAX_PLAYERS = FACTS.maxPlayers;

/** Options from the lobby; an unknown value falls back to the default (the first choice). */
export function readOptions(options: Options | undefined): MainStreetOptions {
  const length = LENGTHS.find((l) => l === options?.['length']) ?? LENGTHS[0];
  const showdown = SHOWDOWN_MODES.find((m) => m === options?.['showdown']) ?? SHOWDOWN_MODES[0];
  return { length: length as Length, showdown: showdown as ShowdownMode };
}

export function setup(config: SetupConfig): MainStreetState {
  const players = Math.trunc(config.players);
  if (!(players >= MIN_PLAYERS && players <= MAX_PLAYERS)) throw new RangeError(`Main Street takes 2–4 players, not ${config.players}`);
  const options = readOptions(config.options);
  const lengthSpec = LENGTH_SPECS[options.length];
  const rng = new Rng(setupRng(config));
  const pool: MeepleKind[] = (['builder', 'miner', 'robber', 'deputy'] as const).flatMap((k) => Array<MeepleKind>(MEEPLE_SUPPLY[k]).fill(k));
  const shuffled = rng.shuffle(pool);
  const buildings = Array.from({ length: BUILDING_COUNT }, (_, b) => {
    const c = emptyCounts();
    for (const m of shuffled.slice(b * MEEPLES_PER_BUILDING, (b + 1) * MEEPLES_PER_BUILDING)) c[m] += 1;
    return c;
  });
  const saloon = emptyCounts();
  saloon.madame = MEEPLE_SUPPLY.madame;
  const order = Array.from({ length: players }, (_, i) => (players - 1 - i) as Seat);
  return {
    game: 'main-street',
    version: 1,
    players,
    seed: config.seed,
    options,
    rng: rng.state,
    starter: 0,
    turn: 0,
    turns: 0,
    seats: Array.from({ length: players }, () => ({ gold: 0, stone: 0, bars: 0, awnings: AWNINGS_PER_PLAYER })),
    buildings,
    awnings: Array.from({ length: BUILDING_COUNT }, () => null),
    doorways: Array.from({ length: BUILDING_COUNT }, () => null),
    showdowns: [null, null],
    saloon,
    jail: emptyCounts(),
    graves: [],
    box: emptyCounts(),
    bag: { gold: GOLD_TOTAL, stone: STONE_TOTAL, dynamite: 0 },
    jailDynamite: lengthSpec.dynamite,
    blasted: 0,
    bank: lengthSpec.bars.length,
    phase: { kind: 'first-awning', order, next: 0 },
    events: [],
    log: [
      logLine('setupPieces'),
      // Names the seats as the HUD does (tests/games/seat-names.test.ts).
      logLine('setupOrder', { first: seatMessage(order[0]!), seat: seatMessage(0) }),
    ],
    summary: '',
  };
}
