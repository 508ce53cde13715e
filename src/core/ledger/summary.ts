// What the ledger's statistics say, per die kind: each face's count against
// the count fair dice would give, the share of dice thrown again and why, a
// chi-square test of the counts in a plain sentence, and for poker dice the
// hands of every five-dice throw against
// the 7,776-throw table. Framework-free; the panel draws these numbers and
// window.tabletop.ledger() returns them.
import { DIE_KINDS, FACES, type DieKind, type FaceValue } from '../dice-kinds.ts';
import type { RethrowReason } from '../../physics/types.ts';
import { DIE_SHAPE } from '../../physics/faces.ts';
import { chiSquare } from './chi-square.ts';
import { POKER_HAND_COUNTS, POKER_HANDS, POKER_THROWS, handOf, type PokerHand } from './poker-hands.ts';
import type { LedgerRow } from './rows.ts';
import { message, type Message } from '../message.ts';

/** The chi-square test is trusted once fair dice would show each face at least this often. */
export const MIN_EXPECTED = 5;

export const KIND_NOUN: Readonly<Record<DieKind, string>> = {
  d6: 'six-sided',
  poker: 'poker-dice',
  disc01: '0|1 disc',
  disc02: '0|2 disc',
  disc12: '1|2 disc',
};

export interface KindStats {
  kind: DieKind;
  faces: FaceValue[];
  /** Dice of this kind read (throws whose faces are hidden for now are left out). */
  dice: number;
  counts: number[];
  expected: number[];
  /** Dice thrown again, by reason, among the throws whose re-throws are known. */
  rethrows: Record<RethrowReason, number>;
  /** Dice of the throws whose re-throws are known (the share's base). */
  rethrowBase: number;
  /** Re-thrown dice per die thrown (null without a base). */
  rethrowShare: number | null;
  /** Can this kind stand on its rim at all (discs; a cube cannot)? */
  standsOnEdge: boolean;
  /** Dice that came to rest standing on their rim (a disc on its edge counts its larger face), among the throws where that is known. */
  edges: number;
  /** Dice of the throws whose edge landings are known (the share's base). */
  edgeBase: number;
  /** Edge landings per die thrown (null without a base). */
  edgeShare: number | null;
  /** Null until every face is expected MIN_EXPECTED times. */
  chiSquare: number | null;
  df: number;
  p: number | null;
  /** The test's sentence in English (tests, window.tabletop.ledger()). */
  sentence: string;
  /** The same sentence as a message (issue 25): raw numbers, which the view formats in the reader's language (src/ui/ledger/fairness-text.ts). */
  said: Message;
}

export interface PokerStats {
  /** Throws of five poker dice read. */
  throws: number;
  hands: { hand: PokerHand; count: number; expected: number }[];
}

export interface LedgerSummary {
  throws: number;
  kinds: KindStats[];
  poker: PokerStats | null;
}

const grouped = (n: number): string => n.toLocaleString('en-US');

/** "p = 0.41", "p = 0.003", "p < 0.001". */
export function pText(p: number): string {
  if (p < 0.001) return 'p < 0.001';
  if (p < 0.01) return `p = ${p.toFixed(3)}`;
  return `p = ${p.toFixed(2)}`;
}

/** The kinds' nouns as messages (the `kind` of a fairness message). */
export const KIND_NOUN_SAID: Readonly<Record<DieKind, Message>> = {
  d6: /*i18n*/ { id: 'ledger.noun.d6', message: 'six-sided' },
  poker: /*i18n*/ { id: 'ledger.noun.poker', message: 'poker-dice' },
  disc01: /*i18n*/ { id: 'ledger.noun.disc01', message: '0|1 disc' },
  disc02: /*i18n*/ { id: 'ledger.noun.disc02', message: '0|2 disc' },
  disc12: /*i18n*/ { id: 'ledger.noun.disc12', message: '1|2 disc' },
};

/**
 * The four verdicts of fairnessSentence as messages. Values: `dice` (a number, for the plural),
 * `count` (the same number formatted), `kind` (a KIND_NOUN_SAID message), `p` (formatted, "p = 0.41"),
 * `need`, `min` and `per1000` (numbers, formatted). The English reads exactly as fairnessSentence.
 */
export const FAIRNESS_SAID = {
  tooFew: /*i18n*/ { id: 'ledger.fair.too-few', message: '{dice, plural, other {Over {count} {kind} throws}} there are too few to judge: {need} more are needed before fair dice would show every face {min} times.' },
  even: /*i18n*/ { id: 'ledger.fair.even', message: '{dice, plural, other {Over {count} {kind} throws}} the faces are as even as fair dice would be ({p}).' },
  uneven: /*i18n*/ { id: 'ledger.fair.uneven', message: '{dice, plural, other {Over {count} {kind} throws}} the faces are less even than fair dice usually are: counts this uneven come up about {per1000} times in 1,000 fair runs ({p}).' },
  far: /*i18n*/ { id: 'ledger.fair.far', message: '{dice, plural, other {Over {count} {kind} throws}} the faces are far from even: fair dice would show counts this uneven less than once in 1,000 runs ({p}).' },
} as const;

/**
 * A kind's test as a message descriptor with raw numbers (`p` the probability, `count` the dice):
 * the view formats the numbers in the reader's language before it formats the message.
 */
export function fairnessSaid(kind: DieKind, dice: number, p: number | null, expectedEach: number): Message {
  const base = { dice, count: dice, kind: KIND_NOUN_SAID[kind] };
  if (p === null) return message(FAIRNESS_SAID.tooFew.id, { ...base, need: Math.ceil((MIN_EXPECTED - expectedEach) * FACES[kind].length), min: MIN_EXPECTED });
  if (p >= 0.01) return message(FAIRNESS_SAID.even.id, { ...base, p });
  if (p >= 0.001) return message(FAIRNESS_SAID.uneven.id, { ...base, p, per1000: Math.max(1, Math.round(p * 1000)) });
  return message(FAIRNESS_SAID.far.id, { ...base, p });
}

/** The plain sentence of a kind's test. */
export function fairnessSentence(kind: DieKind, dice: number, p: number | null, expectedEach: number): string {
  const over = `Over ${grouped(dice)} ${KIND_NOUN[kind]} throws`;
  if (p === null) {
    const need = Math.ceil((MIN_EXPECTED - expectedEach) * FACES[kind].length);
    return `${over} there are too few to judge: ${grouped(need)} more are needed before fair dice would show every face ${MIN_EXPECTED} times.`;
  }
  if (p >= 0.01) return `${over} the faces are as even as fair dice would be (${pText(p)}).`;
  if (p >= 0.001) return `${over} the faces are less even than fair dice usually are: counts this uneven come up about ${Math.max(1, Math.round(p * 1000))} times in 1,000 fair runs (${pText(p)}).`;
  return `${over} the faces are far from even: fair dice would show counts this uneven less than once in 1,000 runs (${pText(p)}).`;
}

/** What one pass over the lines gathers for a die kind. */
interface Tally {
  faceIndex: Map<FaceValue, number>;
  counts: number[];
  dice: number;
  rethrows: Record<RethrowReason, number>;
  rethrowBase: number;
  edges: number;
  edgeBase: number;
}

function statsOf(kind: DieKind, t: Tally): KindStats {
  const faces = [...FACES[kind]];
  const each = t.dice / faces.length;
  const expected = faces.map(() => each);
  const test = each >= MIN_EXPECTED ? chiSquare(t.counts, expected) : null;
  const rethrown = t.rethrows.cocked + t.rethrows['off-table'] + t.rethrows.unsettled;
  return {
    kind,
    faces,
    dice: t.dice,
    counts: t.counts,
    expected,
    rethrows: t.rethrows,
    rethrowBase: t.rethrowBase,
    rethrowShare: t.rethrowBase > 0 ? rethrown / t.rethrowBase : null,
    standsOnEdge: DIE_SHAPE[kind] === 'disc',
    edges: t.edges,
    edgeBase: t.edgeBase,
    edgeShare: t.edgeBase > 0 ? t.edges / t.edgeBase : null,
    chiSquare: test ? test.value : null,
    df: faces.length - 1,
    p: test ? test.p : null,
    sentence: fairnessSentence(kind, t.dice, test ? test.p : null, each),
    said: fairnessSaid(kind, t.dice, test ? test.p : null, each),
  };
}

/** Per die kind, in one pass: faces read, re-throws among the lines whose re-throws are known. */
function tallies(rows: readonly LedgerRow[]): Map<DieKind, Tally> {
  const out = new Map<DieKind, Tally>();
  const tallyOf = (kind: DieKind): Tally => {
    let t = out.get(kind);
    if (!t) {
      const faces = FACES[kind];
      t = { faceIndex: new Map(faces.map((f, i) => [f, i])), counts: new Array<number>(faces.length).fill(0), dice: 0, rethrows: { cocked: 0, 'off-table': 0, unsettled: 0 }, rethrowBase: 0, edges: 0, edgeBase: 0 };
      out.set(kind, t);
    }
    return t;
  };
  for (const row of rows) {
    const { kinds, faces, rethrows, edges } = row;
    for (let i = 0; i < kinds.length; i++) {
      const t = tallyOf(kinds[i]!);
      if (rethrows !== null) t.rethrowBase++;
      if (edges !== null) t.edgeBase++;
      const at = faces ? t.faceIndex.get(faces[i]!) : undefined;
      if (at !== undefined) {
        t.counts[at]!++;
        t.dice++;
      }
    }
    if (edges) for (const die of edges) {
      const kind = kinds[die];
      if (kind) tallyOf(kind).edges++;
    }
    if (rethrows) for (const r of rethrows) {
      const kind = kinds[r.die];
      if (kind) tallyOf(kind).rethrows[r.reason]++;
    }
  }
  return out;
}

function pokerStats(rows: readonly LedgerRow[]): PokerStats | null {
  const counts = new Map<PokerHand, number>();
  let throws = 0;
  for (const row of rows) {
    if (!row.faces || row.kinds.length !== 5 || !row.kinds.every((k) => k === 'poker')) continue;
    const hand = handOf(row.faces);
    if (!hand) continue;
    throws++;
    counts.set(hand, (counts.get(hand) ?? 0) + 1);
  }
  if (throws === 0) return null;
  return { throws, hands: POKER_HANDS.map((hand) => ({ hand, count: counts.get(hand) ?? 0, expected: (throws * POKER_HAND_COUNTS[hand]) / POKER_THROWS })) };
}

/** The statistics of `rows`: per die kind thrown (in DIE_KINDS order), and poker hands when five poker dice were thrown. */
export function summarize(rows: readonly LedgerRow[]): LedgerSummary {
  const tally = tallies(rows);
  const kinds = DIE_KINDS.flatMap((k) => {
    const t = tally.get(k);
    return t ? [statsOf(k, t)] : [];
  });
  return { throws: rows.length, kinds, poker: pokerStats(rows) };
}
