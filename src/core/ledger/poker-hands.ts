// Poker dice (five dice of 9, 10, J, Q, K, A): what a hand is, and how many of
// the 6^5 = 7,776 equally likely throws make each (the table players check
// fairness against). The counts are data; the unit test enumerates all 7,776
// throws with handOf and finds the same numbers.
import type { FaceValue } from '../dice-kinds.ts';
import { POKER_FACES } from '../dice-kinds.ts';

export const POKER_HANDS = ['five-of-a-kind', 'four-of-a-kind', 'full-house', 'straight', 'three-of-a-kind', 'two-pairs', 'one-pair', 'nothing'] as const;
export type PokerHand = (typeof POKER_HANDS)[number];

/** Of 7,776 throws of five poker dice, how many make each hand. */
export const POKER_HAND_COUNTS: Readonly<Record<PokerHand, number>> = {
  'five-of-a-kind': 6,
  'four-of-a-kind': 150,
  'full-house': 300,
  straight: 240,
  'three-of-a-kind': 1200,
  'two-pairs': 1800,
  'one-pair': 3600,
  nothing: 480,
};
export const POKER_THROWS = 7776;

/** Each hand's name, as a message (the view formats it in the page's language). */
export const POKER_HAND_LABEL: Readonly<Record<PokerHand, { id: string; message: string }>> = {
  'five-of-a-kind': /*i18n*/ { id: 'ui.poker.five-of-a-kind', message: 'Five of a kind' },
  'four-of-a-kind': /*i18n*/ { id: 'ui.poker.four-of-a-kind', message: 'Four of a kind' },
  'full-house': /*i18n*/ { id: 'ui.poker.full-house', message: 'Full house' },
  straight: /*i18n*/ { id: 'ui.poker.straight', message: 'Straight' },
  'three-of-a-kind': /*i18n*/ { id: 'ui.poker.three-of-a-kind', message: 'Three of a kind' },
  'two-pairs': /*i18n*/ { id: 'ui.poker.two-pairs', message: 'Two pairs' },
  'one-pair': /*i18n*/ { id: 'ui.poker.one-pair', message: 'One pair' },
  nothing: /*i18n*/ { id: 'ui.poker.nothing', message: 'Nothing' },
};

/** The hand five poker faces make; null for anything else (another count, a face not on a poker die). */
export function handOf(faces: readonly FaceValue[]): PokerHand | null {
  if (faces.length !== 5) return null;
  const counts = new Array<number>(POKER_FACES.length).fill(0);
  for (const f of faces) {
    const i = (POKER_FACES as readonly FaceValue[]).indexOf(f);
    if (i < 0) return null;
    counts[i]!++;
  }
  const groups = counts.filter((c) => c > 0).sort((a, b) => b - a);
  const [top, second] = [groups[0] ?? 0, groups[1] ?? 0];
  if (top === 5) return 'five-of-a-kind';
  if (top === 4) return 'four-of-a-kind';
  if (top === 3) return second === 2 ? 'full-house' : 'three-of-a-kind';
  if (top === 2) return second === 2 ? 'two-pairs' : 'one-pair';
  // Five different faces of six: a straight when the missing one is an end (9 or A).
  return counts[0] === 0 || counts[5] === 0 ? 'straight' : 'nothing';
}
