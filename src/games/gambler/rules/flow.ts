// Turn and round transitions. Every function here edits a draft produced by
// cloneState (see draft.ts), never a state someone else holds.

import {
  DICE_PER_THROW,
  DICE_TOTAL,
  REACH_500_MAX_ROUNDS,
  SHORT_ROUNDS,
  STUCK_LAPS,
  TARGET_CHIPS,
  TENTH_TABLEAU_ROUNDS,
} from '../data/constants.ts';
import { fitMask, rowIsFull, rowLength } from './fitting.ts';

import type { Message } from '../../../core/message.ts';
import { listMessage } from '../../../core/message.ts';
import { logLine, seatMessage } from '../log-messages.ts';
import { tableauById } from '../data/tableaux.ts';
import type { GamblerState, TableauSpec } from '../types.ts';

export const currentTableau = (s: GamblerState): TableauSpec => {
  const id = s.stack[s.round - 1];
  if (id === undefined) throw new Error(`Round ${s.round} has no tableau`);
  return tableauById(id);
};

/** The last round: the tenth or twentieth tableau, or (ours, the short game) the third. */
export const maxRounds = (s: GamblerState): number => {
  const full = s.end === 'tenth-tableau' ? TENTH_TABLEAU_ROUNDS : REACH_500_MAX_ROUNDS;
  return s.length === 'short' ? Math.min(SHORT_ROUNDS, full) : full;
};

/** Why the last round ends the game: in English for the result's summary, and as the log's message. */
function lastRoundReason(s: GamblerState): [string, Message] {
  if (s.length === 'short') return [`The short game's ${SHORT_ROUNDS} tableaux are done`, logLine('shortDone', { rounds: SHORT_ROUNDS })];
  return s.end === 'tenth-tableau'
    ? ['The tenth tableau is done', logLine('tenthDone')]
    : [`The whole stack has been played and nobody reached ${TARGET_CHIPS}`, logLine('stackDone', { target: TARGET_CHIPS })];
}

export const tableauIsFull = (s: GamblerState): boolean => {
  const t = currentTableau(s);
  return t.rows.every((r, i) => rowIsFull(r.shape, s.rows[i] ?? []));
};

export const freeBoxes = (s: GamblerState): number =>
  currentTableau(s).rows.reduce((n, r, i) => n + rowLength(r.shape) - (s.rows[i]?.length ?? 0), 0);

/** Per row of the current tableau: the faces its next box takes, as a bit mask (see fitMask). */
export const rowMasks = (s: GamblerState): number[] => currentTableau(s).rows.map((r, i) => fitMask(r.shape, s.rows[i] ?? []));

/** Does any face of the current throw fit any row? */
export function anythingFits(s: GamblerState, faces: readonly (number | null)[]): boolean {
  let any = 0;
  for (const m of rowMasks(s)) any |= m;
  return faces.some((f) => f !== null && ((any >> f) & 1) === 1);
}

/** Ours: 30 dice shared equally; the remainder sits aside for the round. */
export function dealDice(s: GamblerState): void {
  const each = Math.floor(DICE_TOTAL / s.players);
  s.supply = Array.from({ length: s.players }, () => each);
  s.aside = DICE_TOTAL - each * s.players;
}

/** The active seat takes up to five dice from its supply for a new turn. */
export function startTurn(s: GamblerState, seat: number): void {
  const hand = Math.min(DICE_PER_THROW, s.supply[seat] ?? 0);
  s.active = seat;
  s.supply[seat] = (s.supply[seat] ?? 0) - hand;
  s.turn = { throws: 0, placed: 0, placedSinceThrow: 0, faces: null, hand };
}

/** Next seat clockwise (seat + 1) after `from` that still holds dice, or null. */
function nextSeatWithDice(s: GamblerState, from: number): number | null {
  for (let k = 1; k <= s.players; k++) {
    const seat = (from + k) % s.players;
    if ((s.supply[seat] ?? 0) > 0) return seat;
  }
  return null;
}

/** Unplaced dice return to the supply; the next seat with dice takes a turn. */
export function endTurn(s: GamblerState): void {
  const turn = s.turn;
  if (turn) {
    s.supply[s.active] = (s.supply[s.active] ?? 0) + turn.hand;
    s.idleTurns = turn.placed > 0 ? 0 : s.idleTurns + 1;
  }
  s.turn = null;
  const next = nextSeatWithDice(s, s.active);
  if (next === null) {
    endRound(s, logLine('noDiceLeft'));
    return;
  }
  const withDice = s.supply.filter((d) => d > 0).length;
  if (s.idleTurns >= STUCK_LAPS * withDice) {
    endRound(s, logLine('stuck', { laps: STUCK_LAPS }));
    return;
  }
  startTurn(s, next);
}

/** Ends the round: finished (the last box filled) or abandoned (`abandoned` says why). */
export function endRound(s: GamblerState, abandoned?: Message): void {
  const t = currentTableau(s);
  if (s.turn) s.supply[s.active] = (s.supply[s.active] ?? 0) + s.turn.hand;
  s.turn = null;
  s.log.push(
    abandoned
      ? logLine('roundAbandoned', { round: s.round, tableau: t.name, why: abandoned })
      : logLine('roundOver', { round: s.round, tableau: t.name }),
  );
  s.log.push(logLine('chips', { list: listMessage(s.chips.map((c, i) => logLine('seatChips', { seat: seatMessage(i), chips: c }))) }));
  if (s.round >= maxRounds(s)) {
    finishGame(s, ...lastRoundReason(s));
    return;
  }
  // The left neighbour (next seat) of whoever placed the last die starts; ours:
  // if no die at all was placed this round, the seat after this round's starter.
  const starter = ((s.lastPlacer ?? s.roundStarter) + 1) % s.players;
  s.round += 1;
  s.rows = currentTableau(s).rows.map(() => []);
  dealDice(s);
  s.roundStarter = starter;
  s.lastPlacer = null;
  s.idleTurns = 0;
  s.log.push(roundStartLine(s, starter));
  startTurn(s, starter);
}

/** "Round 2: Dry Gulch comes up; dice are shared out (4 each, 1 aside); Player 2 starts." */
export const roundStartLine = (s: GamblerState, starter: number): Message =>
  logLine('roundStarts', { round: s.round, tableau: currentTableau(s).name, each: s.supply[0] ?? 0, aside: s.aside > 0 ? logLine('aside', { count: s.aside }) : '', seat: seatMessage(starter) });

/** Ends the game: `why` in English is the result's summary, `said` the log's words for it. */
export function finishGame(s: GamblerState, why: string, said: Message): void {
  if (s.turn) s.supply[s.active] = (s.supply[s.active] ?? 0) + s.turn.hand;
  s.turn = null;
  s.over = true;
  s.endReason = why;
  s.log.push(logLine('gameOver', { why: said }));
}
