// Setup: the empty town, the building bag and row, every seat's starting kit.
// The town centre and the mountains are thrown next (phase 'setup-throw').

import type { SetupConfig } from '../../../core/contract.ts';
import { Rng, setupRng } from '../../../core/rng.ts';
import {
  BUILDING_COUNTS,
  BUILDING_KINDS,
  CELLS,
  COWBOYS_PER_SEAT,
  HOUSES_IN_BOX,
  LENGTHS,
  MARKERS_PER_SEAT,
  MAX_PLAYERS,
  MIN_PLAYERS,
  ROADS_IN_BOX,
  START_CASH,
  START_COWBOYS,
  START_ROADS,
  START_ROW,
  TURNS,
  type BuildingKind,
  type Length,
} from '../data.ts';
import type { CarsonState } from '../types.ts';
import { logLine, seatMessage } from '../log-messages.ts';

export function readLength(options: SetupConfig['options']): Length {
  const v = options?.['length'] ?? 'standard';
  if (!(LENGTHS as readonly unknown[]).includes(v)) throw new Error(`carson-city: unknown length ${JSON.stringify(v)}`);
  return v as Length;
}

/** Draw one building from the bag with the state's generator (null when empty). */
export function drawBuilding(bag: BuildingKind[], rng: Rng): BuildingKind | null {
  if (bag.length === 0) return null;
  const i = rng.int(bag.length);
  return bag.splice(i, 1)[0]!;
}

export function setup(config: SetupConfig): CarsonState {
  const { players } = config;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new Error(`carson-city: ${MIN_PLAYERS}–${MAX_PLAYERS} players, not ${players}`);
  }
  const length = readLength(config.options);
  const rng = new Rng(setupRng(config));
  const bag: BuildingKind[] = BUILDING_KINDS.flatMap((k) => Array.from({ length: BUILDING_COUNTS[k] }, () => k));
  const row: (BuildingKind | null)[] = START_ROW.map((k) => {
    if (k !== null) bag.splice(bag.indexOf(k), 1);
    return k;
  });
  for (let i = 0; i < row.length; i++) if (row[i] === null) row[i] = drawBuilding(bag, rng);
  return {
    game: 'carson-city',
    players,
    length,
    turns: TURNS[length],
    turn: 0,
    rng: rng.state,
    map: Array.from({ length: CELLS }, () => ({ owner: null, piece: null })),
    roads: [],
    roadSupply: ROADS_IN_BOX - START_ROADS * players,
    houseSupply: HOUSES_IN_BOX,
    seats: Array.from({ length: players }, () => ({
      cash: START_CASH,
      points: 0,
      roads: START_ROADS,
      markers: MARKERS_PER_SEAT,
      reserve: START_COWBOYS,
      supply: COWBOYS_PER_SEAT - START_COWBOYS,
    })),
    order: Array.from({ length: players }, (_, i) => i),
    passed: [],
    lastPassed: [],
    characters: Array.from({ length: players }, () => null),
    grocerDouble: null,
    whiteUsed: false,
    ammo: null,
    placements: [],
    row,
    bag,
    closed: 0,
    queue: [],
    raids: [],
    limitQueue: [],
    phase: { kind: 'setup-throw', what: 'centre', index: 0, seat: 0 },
    minted: 0,
    burned: 0,
    final: null,
    // Names the seats as the HUD does (tests/games/seat-names.test.ts).
    log: [logLine('start', { players, seat: seatMessage(0) })],
  };
}
