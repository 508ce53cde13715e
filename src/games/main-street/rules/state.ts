// The bottom layer of the rules: copying a state, counting meeples, naming
// seats and places. Every other rules file may import this one.

import { seatTitle } from '../../../core/contract.ts';
import { BUILDING_NAMES, LENGTH_SPECS, MEEPLE_KINDS, type LengthSpec, type MeepleKind } from '../data.ts';
import type { LocationId, MainStreetEvent, MainStreetState, MeepleCounts } from '../types.ts';

export const SEAT_NOUN = 'Player';
export const seatName = (seat: number): string => seatTitle(SEAT_NOUN, seat);

export const emptyCounts = (): MeepleCounts => ({ builder: 0, miner: 0, robber: 0, deputy: 0, madame: 0 });
export const countAll = (c: MeepleCounts): number => c.builder + c.miner + c.robber + c.deputy + c.madame;
export const addCounts = (into: MeepleCounts, from: MeepleCounts): void => {
  for (const k of MEEPLE_KINDS) into[k] += from[k];
};
/** Kinds present (count > 0), in the fixed kind order. */
export const kindsIn = (c: MeepleCounts): MeepleKind[] => MEEPLE_KINDS.filter((k) => c[k] > 0);
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
  return {
    ...s,
    options: { ...s.options },
    rng: s.rng.slice(),
    seats: s.seats.map((p) => ({ ...p })),
    buildings: s.buildings.map((b) => ({ ...b })),
    awnings: s.awnings.map((a) => (a ? { ...a } : null)),
    doorways: s.doorways.slice(),
    showdowns: [s.showdowns[0] ? { ...s.showdowns[0] } : null, s.showdowns[1] ? { ...s.showdowns[1] } : null],
    saloon: { ...s.saloon },
    jail: { ...s.jail },
    graves: s.graves.slice(),
    box: { ...s.box },
    bag: { ...s.bag },
    phase: clonePhase(s.phase),
    events: [],
    log: s.log.slice(),
  };
}

function clonePhase(p: MainStreetState['phase']): MainStreetState['phase'] {
  switch (p.kind) {
    case 'first-awning':
      return { ...p, order: p.order.slice() };
    case 'sow':
      return { ...p, hand: { ...p.hand } };
    case 'showdown':
      return { ...p, scores: [p.scores[0], p.scores[1]] };
    default:
      return { ...p };
  }
}

/** Record an event of the input being applied, and its log line if it has one. */
export function note(s: MainStreetState, event: MainStreetEvent, line?: string): void {
  s.events.push(event);
  if (line) s.log.push(line);
}

/** Ends triggered: no bar in the bank, no grave free, every dynamite drawn. */
export function endTriggers(s: MainStreetState): string[] {
  const out: string[] = [];
  if (s.bank === 0) out.push('the bank has no bar left');
  if (s.graves.length >= spec(s).graves) out.push('no grave is free');
  if (s.jailDynamite === 0 && s.bag.dynamite === 0) out.push('all dynamite has been drawn');
  return out;
}
