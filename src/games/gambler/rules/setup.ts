// Setting up a game: stack order from the seed, 80 chips each, dice dealt.

import type { SetupConfig } from '../../../core/contract.ts';
import { mulberry32, randomFromState, setupRng } from '../../../core/rng.ts';
import { BANK_START, MAX_PLAYERS, MIN_PLAYERS, START_CHIPS } from '../data/constants.ts';
import { dealDice, roundStartLine, startTurn } from './flow.ts';
import { TABLEAUX, tableauById } from '../data/tableaux.ts';
import { END_OPTIONS, LENGTH_OPTIONS, type EndOption, type GameLength, type GamblerState } from '../types.ts';

/**
 * Ours: the ten boards are shuffled and each lands a random side up. A played
 * tableau slides under the stack, so rounds 1–10 show one side of every board;
 * rounds 11–20 (reach-500 only) show their other sides in the same order.
 */
export function stackOrder(seed: number, entropy?: number[]): number[] {
  // The only randomness the rules need is the stack order at setup: mulberry32
  // from the seed, or the generator from a table secret's entropy (online).
  const random = entropy ? randomFromState(setupRng({ seed, entropy })) : mulberry32(seed);
  const boards = Array.from({ length: TABLEAUX.length / 2 }, (_, i) => i + 1);
  for (let i = boards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [boards[i], boards[j]] = [boards[j] as number, boards[i] as number];
  }
  const upSide = boards.map(() => (random() < 0.5 ? 0 : 1));
  const first = boards.map((b, i) => 2 * b - 1 + (upSide[i] ?? 0));
  const second = boards.map((b, i) => 2 * b - (upSide[i] ?? 0));
  return [...first, ...second];
}

export function setupGame(config: SetupConfig): GamblerState {
  const { seed, players } = config;
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new Error(`Gambler needs ${MIN_PLAYERS}–${MAX_PLAYERS} players, not ${String(players)}`);
  }
  if (!Number.isFinite(seed)) throw new Error(`Seed must be a finite number, not ${String(seed)}`);
  const end = config.options?.end ?? END_OPTIONS[0];
  if (!(END_OPTIONS as readonly unknown[]).includes(end)) {
    throw new Error(`Unknown end option ${String(end)}; use one of ${END_OPTIONS.join(', ')}`);
  }
  const length = config.options?.length ?? LENGTH_OPTIONS[0];
  if (!(LENGTH_OPTIONS as readonly unknown[]).includes(length)) {
    throw new Error(`Unknown length ${String(length)}; use one of ${LENGTH_OPTIONS.join(', ')}`);
  }
  const stack = stackOrder(seed, config.entropy);
  const first = tableauById(stack[0] ?? 1);
  const s: GamblerState = {
    game: 'gambler',
    players,
    end: end as EndOption,
    length: length as GameLength,
    stack,
    round: 1,
    rows: first.rows.map(() => []),
    chips: Array.from({ length: players }, () => START_CHIPS),
    bank: BANK_START,
    collected: Array.from({ length: players }, () => 0),
    paid: Array.from({ length: players }, () => 0),
    supply: [],
    aside: 0,
    // Seed: the youngest starts. Ours: seat 0 is taken as the youngest.
    roundStarter: 0,
    active: 0,
    turn: null,
    lastPlacer: null,
    idleTurns: 0,
    over: false,
    endReason: '',
    log: [],
  };
  dealDice(s);
  s.log.push(roundStartLine(s, 0));
  startTurn(s, 0);
  return s;
}
