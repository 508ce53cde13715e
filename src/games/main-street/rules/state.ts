// The bottom layer of the rules: copying a state, counting meeples, naming
// seats and places. Every other rules file may import this one.

import { seatTitle } from '../../../core/contract.ts';
import type { Message } from '../../../core/message.ts';
import { logLine } from '../log-messages.ts';
import { plural } from '../../../core/plural.ts';
import { BUILDING_NAMES, LENGTH_SPECS, MEEPLE_KINDS, type LengthSpec, type MeepleKind } from '../data.ts';
import type { Awning, LocationId, MainStreetEvent, MainStreetState, MeepleCounts, PlayerState } from '../types.ts';

export const SEAT_NOUN = 'Player';
export const seatName = (seat: number): string => seatTitle(SEAT_NOUN, seat);

export const emptyCounts = (): MeepleCounts => ({ builder: 0, miner: 0, robber: 0, deputy: 0, madame: 0 });
export const countAll = (c: MeepleCounts): number => c.builder + c.miner + c.robber + c.deputy + c.madame;
/** Kinds present (count > 0), in the fixed kind order. */
export const kindsIn = (c: MeepleCounts): MeepleKind[] => MEEPLE_KINDS.filter((k) => c[k] > 0);
/** The meeples in players' words, in the fixed kind order: "2 builders, 1 miner" ('' when there are none). */
export const meepleList = (c: MeepleCounts): string =>
  kindsIn(c)
    .map((k) => plural(c[k], k))
    .join(', ');
/** One entry per meeple, in the fixed kind order. */
export const listMeeples = (c: MeepleCounts): MeepleKind[] => MEEPLE_KINDS.flatMap((k) => Array<MeepleKind>(c[k]).fill(k));

export const spec = (s: MainStreetState): LengthSpec => LENGTH_SPECS[s.options.length];

/** Price of the next bar in the bank, or null when it is empty. */
export function nextBarPrice(s: MainStreetState): number | null {
  if (s.bank <= 0) return null;
  const prices = spec(s).bars;
  return prices[prices.length - s.bank] ?? null;
}

export function locationName(from: LocationId): string {
  if (from === 'saloon') return 'the saloon';
  if (from === 'jail') return 'the jail';
  return `the ${BUILDING_NAMES[from] ?? `building ${from}`}`;
}

/**
 * A deep copy made by hand (search copies states thousands of times;
 * structuredClone is several times slower). Events and log are fresh per input.
 */
export function cloneState(s: MainStreetState): MainStreetState {
  const [a, b] = s.showdowns;
  return {
    ...s,
    rng: s.rng.slice(),
    seats: s.seats.map(copySeat),
    buildings: s.buildings.map(copyCounts),
    awnings: s.awnings.map(copyAwning),
    doorways: s.doorways.slice(),
    showdowns: [a ? { meeple: a.meeple, owner: a.owner } : null, b ? { meeple: b.meeple, owner: b.owner } : null],
    saloon: copyCounts(s.saloon),
    jail: copyCounts(s.jail),
    graves: s.graves.slice(),
    box: copyCounts(s.box),
    bag: { gold: s.bag.gold, stone: s.bag.stone, dynamite: s.bag.dynamite },
    phase: clonePhase(s.phase),
    events: [],
    log: s.log.slice(),
  };
}

// Literal copies: several times faster than object spread in the search's hot loop.
export const copyCounts = (c: MeepleCounts): MeepleCounts => ({
  builder: c.builder,
  miner: c.miner,
  robber: c.robber,
  deputy: c.deputy,
  madame: c.madame,
});
const copySeat = (p: PlayerState): PlayerState => ({ gold: p.gold, stone: p.stone, bars: p.bars, awnings: p.awnings });
const copyAwning = (a: Awning | null): Awning | null => (a ? { owner: a.owner, points: a.points } : null);

function clonePhase(p: MainStreetState['phase']): MainStreetState['phase'] {
  switch (p.kind) {
    case 'first-awning':
      return { ...p, order: p.order.slice() };
    case 'sow':
      return { ...p, hand: copyCounts(p.hand) };
    case 'showdown':
      return { ...p, scores: [p.scores[0], p.scores[1]] };
    default:
      return { ...p };
  }
}

/** Record an event of the input being applied, and its log line if it has one. */
export function note(s: MainStreetState, event: MainStreetEvent, line?: Message): void {
  s.events.push(event);
  if (line) s.log.push(line);
}

/** Ends triggered: no bar in the bank, no grave free, every dynamite drawn. */
export function endTriggers(s: MainStreetState): string[] {
  return endTriggerKeys(s).map((k) => END_TRIGGER_TEXT[k]);
}

const END_TRIGGER_TEXT = { noBar: 'the bank has no bar left', noGrave: 'no grave is free', noDynamite: 'all dynamite has been drawn' } as const;
type EndTrigger = keyof typeof END_TRIGGER_TEXT;

/** An end trigger the view carries in English ("no grave is free") as the log's message; another text passes as it is. */
export const endTriggerMessage = (text: string): Message | string => {
  const key = (Object.keys(END_TRIGGER_TEXT) as EndTrigger[]).find((k) => END_TRIGGER_TEXT[k] === text);
  return key ? logLine(key) : text;
};

/** The end triggers as the log says them, in the reader's language. */
export const endTriggerMessages = (s: MainStreetState): Message[] => endTriggerKeys(s).map((k) => logLine(k));

function endTriggerKeys(s: MainStreetState): EndTrigger[] {
  const out: EndTrigger[] = [];
  if (s.bank === 0) out.push('noBar');
  if (s.graves.length >= spec(s).graves) out.push('noGrave');
  if (s.jailDynamite === 0 && s.bag.dynamite === 0) out.push('noDynamite');
  return out;
}
