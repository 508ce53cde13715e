// A game's module from what is its own. Every game assembles its module the
// same way: its facts and version, its rules' functions, its options, error
// codes and bot; and its log is the rules' log with the score lines once the
// game has a result (score-lines.ts), the seats named by the game's seat noun.
// This writes that shared part once, so a game's index.ts lists only its own.
import { DEFAULT_SEAT_NOUN, seatTitle, type GameModule } from './contract.ts';
import { logWithScores, messageLogWithScores } from './score-lines.ts';
import type { MessageValue, Text } from './message.ts';

/** The functions of a game's rules every module has (its rules/ files export them). */
export type GameRules<S, A, V, E extends string> = Pick<GameModule<S, A, V, E>, 'setup' | 'awaiting' | 'legalActions' | 'apply' | 'view' | 'result' | 'invariants' | 'describeAction'>;

/** The rest of a module: facts, version, options, error codes, bot and the optional hooks; not the log, which comes from the state. */
export type GameOwn<S, A, V, E extends string> = Omit<GameModule<S, A, V, E>, keyof GameRules<S, A, V, E> | 'log'>;

/**
 * The module of a game whose state keeps its public log lines (`state.log`).
 * Typed by what the game passes, so a game's own hooks stay as it wrote them
 * (its bot is there, not optional). A game whose log is in messages (issue 25)
 * passes `seatMessage`, how its log names a seat: its score lines are then
 * messages too, said in the reader's language.
 */
export function defineGame<S extends { readonly log: readonly Text[] }, A, V, E extends string, O extends GameOwn<S, A, V, E>>(
  rules: GameRules<S, A, V, E>,
  own: O,
  messages?: { seatMessage(seat: number): MessageValue },
): GameModule<S, A, V, E> & O & Required<Pick<GameModule<S, A, V, E>, 'log'>> {
  const noun = own.seatNoun ?? DEFAULT_SEAT_NOUN;
  const log = messages
    ? (s: S) => messageLogWithScores(s.log, rules.result(s), messages.seatMessage)
    : (s: S) => logWithScores(s.log as readonly string[], rules.result(s), (seat) => seatTitle(noun, seat));
  return { ...own, ...rules, log };
}
