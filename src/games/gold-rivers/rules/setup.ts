// A new game: the field of the chosen length, the board (placement of the
// river sheet) from the seed or fixed by the lobby, every marker face down,
// two shovels each, player 1 (mountains) to throw first.

import type { OptionSpec, Options, SetupConfig } from '../../../core/contract.ts';
import { LENGTH_CHOICE_LABELS, OPTION_WORDS } from '../../../core/option-words.ts';
import { rngInt, setupRng } from '../../../core/rng.ts';
import { boardCount, layout } from '../board.ts';
import { LENGTHS, SHOVELS_AT_START, type GameLength } from '../data.ts';
import type { GoldRiversState } from '../types.ts';
import { startTurn } from './turn.ts';
import { FACTS } from '../facts.ts';
import { boardLine } from '../log-messages.ts';

export const PLAYERS = FACTS.minPlayers;

/** The lobby's options: the board ('random' or a number) and the length. */
export const OPTIONS: OptionSpec[] = [
  {
    id: 'board',
    label: /*i18n*/ { id: 'gold-rivers.option.board', message: 'Board' },
    choices: ['random', ...Array.from({ length: boardCount('standard') }, (_, i) => i + 1)],
    choiceLabels: { random: /*i18n*/ { id: 'gold-rivers.option.board.random', message: 'Random' } },
  },
  { id: 'length', label: OPTION_WORDS.length, choices: [...LENGTHS], choiceLabels: LENGTH_CHOICE_LABELS },
];

function readLength(options: Options): GameLength {
  const v = options['length'] ?? 'standard';
  if (!(LENGTHS as readonly unknown[]).includes(v)) throw new Error(`Unknown length ${JSON.stringify(v)} (standard or short).`);
  return v as GameLength;
}

/** The board number: fixed by the option, else drawn from the seed. */
function readBoard(options: Options, length: GameLength, seed: number, entropy?: number[]): number {
  const v = options['board'] ?? 'random';
  const count = boardCount(length);
  if (v === 'random') return rngInt(setupRng({ seed, entropy }), count)[0] + 1;
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > count) {
    throw new Error(`Board ${JSON.stringify(v)} does not exist: choose 'random' or 1..${count}.`);
  }
  return n;
}

export function setup(config: SetupConfig): GoldRiversState {
  if (config.players !== PLAYERS) throw new Error(`Gold in the Rivers is for exactly 2 players, not ${config.players}.`);
  const options = config.options ?? {};
  const length = readLength(options);
  const board = readBoard(options, length, config.seed, config.entropy);
  const l = layout(length, board);
  const fresh: GoldRiversState = {
    game: 'gold-rivers',
    players: 2,
    length,
    board,
    markers: new Array(l.siteCount).fill('hidden'),
    takenBy: new Array(l.siteCount).fill(null),
    gold: [0, 0],
    shovels: [SHOVELS_AT_START, SHOVELS_AT_START],
    turn: 0,
    turnNumber: 1,
    phase: { kind: 'over' },
    log: [boardLine(board, boardCount(length), length, l.siteCount)],
  };
  return startTurn(fresh, 0, 1);
}
