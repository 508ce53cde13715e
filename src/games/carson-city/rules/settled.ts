// What resolution settled between two positions: from one state to the next (a
// move, a throw, a bot's input) which contests were settled, in the board's
// order, and what each did: the duel's dice and totals, the dollars it paid,
// the incomes a building paid. One input may settle many contests at once (the
// last pass runs resolution up to the first duel or decision), so a table can
// show them one by one. Also where the setup dice put the town centre or a
// mountain. Pure: plain maths on two states and the rules' own log messages
// (their ids and values, never their words: the log has no language).
import { BUILD_PRICES, WAGE, type SquareId } from '../data.ts';
import type { CarsonState, Contest } from '../types.ts';
import { colOf, estateShares, rowOf } from './board.ts';
import { buildQueue } from './resolve.ts';
import { contestCaption } from './turn-words.ts';
import type { Message } from '../../../core/message.ts';
import { CARSON_LOG, partsOf, seatIn } from '../log-messages.ts';

export interface Income {
  cell: number;
  seat: number;
  amount: number;
}

export interface Settled {
  contest: Contest;
  /** The contest named as its sign names it ("Paid at Wages", "Resolving: Build $12"), a message. */
  caption: Message;
  /** Dollars paid out here, per seat (read from the rules' log messages). */
  paid: { seat: number; amount: number }[];
  /** Faces of a duel settled here, in the duellists' order (read from the rules' log message). */
  duel: { seats: number[]; faces: number[]; totals: number[]; winner: number } | null;
  incomes: Income[];
}

const RESOLVING = ['resolve', 'build', 'house', 'gamble', 'buy-points'];
export const isResolving = (s: CarsonState): boolean => RESOLVING.includes(s.phase.kind);

/** The duel's line ("Duel: Player 1 4 + 5 = 9, Player 2 3 + 2 = 5; Player 1 wins.") read back from its message's values. */
export function parseDuel(line: Message): Settled['duel'] {
  if (line.id !== CARSON_LOG.duel.id) return null;
  const rolls = partsOf(line.values?.rolls, CARSON_LOG.duelRoll.id);
  if (rolls.length < 2) return null;
  const num = (m: Message, key: string): number => Number(m.values?.[key] ?? 0);
  return {
    seats: rolls.map((r) => seatIn(r.values?.seat)),
    faces: rolls.map((r) => num(r, 'face')),
    totals: rolls.map((r) => num(r, 'total')),
    winner: seatIn(line.values?.winner),
  };
}

/** The contest a resolution decision or throw waits on (settle() has already taken it off the queue). */
export function waitingAt(s: CarsonState): Contest | null {
  const ph = s.phase;
  if (ph.kind === 'build') return { kind: 'square', square: `build${BUILD_PRICES[ph.square]}` as SquareId };
  if (ph.kind === 'gamble') return { kind: 'square', square: 'gambling' };
  if (ph.kind === 'buy-points') return { kind: 'square', square: `buy${ph.price}` as SquareId };
  if (ph.kind === 'resolve' || ph.kind === 'house') return s.queue[0] ?? null;
  return null;
}

/** Money the log lines say was paid, by the square it belongs to (read from the lines' ids and values). */
export function paidIn(lines: readonly Message[]): Map<string, { seat: number; amount: number }[]> {
  const out = new Map<string, { seat: number; amount: number }[]>();
  const add = (where: string, seat: number, amount: number) => {
    if (amount <= 0 || seat < 0) return;
    const list = out.get(where) ?? [];
    const had = list.find((x) => x.seat === seat);
    if (had) had.amount += amount;
    else list.push({ seat, amount });
    out.set(where, list);
  };
  const n = (m: Message, key: string): number => Number(m.values?.[key] ?? 0);
  for (const line of lines) {
    const seat = seatIn(line.values?.seat);
    if (line.id === CARSON_LOG.wages.id) for (const s of partsOf(line.values?.seats, CARSON_LOG.seat.id)) add('wages', seatIn(s), WAGE);
    else if (line.id === CARSON_LOG.parcelIncome.id) add('parcel-income', seat, n(line, 'n'));
    else if (line.id === CARSON_LOG.cowboyIncome.id) add('cowboy-income', seat, n(line, 'n'));
    else if (line.id === CARSON_LOG.gambles.id) add('gambling', seat, n(line, 'sum'));
    else if (line.id === CARSON_LOG.estate.id) for (const part of partsOf(line.values?.list, CARSON_LOG.seatDollars.id)) add('estate', seatIn(part.values?.seat), n(part, 'n'));
  }
  return out;
}

const paidKey = (c: Contest): string => (c.kind === 'square' ? c.square : c.kind);

/** The contests settled going from `a` to `b`, in order, each with what it did. */
export function settledBetween(a: CarsonState, b: CarsonState): Settled[] {
  let settled: Contest[];
  if (a.phase.kind === 'place' && b.phase.kind !== 'place') settled = buildQueue(a);
  else if (isResolving(a)) {
    settled = [...a.queue];
    const waited = waitingAt(a);
    if (waited && a.phase.kind !== 'resolve' && a.phase.kind !== 'house') settled.unshift(waited);
  } else return [];
  if (b.turn === a.turn && isResolving(b)) {
    // What b still has to settle is not settled yet; the contest it waits on is shown as it waits.
    const left = b.queue.length + (b.phase.kind === 'resolve' || b.phase.kind === 'house' ? 0 : 1);
    settled = settled.slice(0, Math.max(0, settled.length - left));
  }
  const added = b.log.slice(a.log.length);
  const duels = added.map(parseDuel).filter((d): d is NonNullable<Settled['duel']> => d !== null);
  const paid = paidIn(added);
  // The state in which estate income was paid: the later one if it is still this turn's, else the earlier (raids and map as paid).
  const payer = b.turn === a.turn ? b : a;
  return settled.map((contest, i) => ({
    contest,
    caption: contestCaption(contest),
    paid: paid.get(paidKey(contest)) ?? [],
    // A duel settled in this step is the head's (a position holds at most one duel).
    duel: i === 0 && duels.length > 0 && a.phase.kind === 'resolve' && a.phase.duel ? duels[0]! : null,
    // Each building that paid, as the rules pay it (a raid splits it).
    incomes: contest.kind === 'estate' ? estateShares(payer).filter((x) => x.amount > 0) : [],
  }));
}

/** The setup dice's landing: the parcel the centre or a mountain went to, as column and row faces (1–6). */
export function setupLanding(a: CarsonState, b: CarsonState): { cell: number; column: number; row: number } | null {
  if (a.phase.kind !== 'setup-throw') return null;
  // One parcel only (the town centre, the last mountain): the mountains thrown together show on the map by themselves.
  const landed: number[] = [];
  for (let cell = 0; cell < b.map.length; cell++) if (a.map[cell]!.piece === null && b.map[cell]!.piece !== null) landed.push(cell);
  const cell = landed.length === 1 ? landed[0]! : null;
  return cell === null ? null : { cell, column: colOf(cell), row: rowOf(cell) };
}
