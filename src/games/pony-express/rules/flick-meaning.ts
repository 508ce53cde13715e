// What a settled flick means on the Mail Run table, line by line, as the
// caption the table holds it with: each figure down by name (and seat colour,
// which the view names) and what the rules make of it (encounters.ts,
// spaces.ts: a hit takes half the target's gold or jails a target without
// any, a fallen uninvolved rider jails the shooter or loses the final duel,
// an Indian down is a gold piece at the end of the visit, Indians knocked
// over in a duel are stood up again). Pure: the view hands the lines to the
// session's flick caption (scene/session/flick-caption.ts).
import type { FigureSpot, FlickOutcome, Seat } from '../../../core/contract.ts';
import { seatName } from './helpers.ts';

/** One line of the caption: who fell, what it means, and whether it is what the flick was for (good) or a foul (bad). */
export interface FlickLine {
  who: string;
  meaning: string;
  tone: 'good' | 'bad' | 'plain';
}

/** The flick as the caption is told it: its figures, how it ended, who flicked and what for ('duel', 'final duel', 'indians'). */
export interface FlickRead {
  setup: { figures: readonly FigureSpot[] };
  outcome: FlickOutcome;
  seat: Seat;
  purpose?: string;
}

/** 'Rider 3 (green)' for a rider (its colour's word from `colour`), 'Indian 2' for an Indian (ids count from 0, names from 1). */
export function figureName(f: Pick<FigureSpot, 'id' | 'model' | 'owner'>, colour: (seat: Seat) => string): string {
  if (f.model === 'rider' && f.owner !== undefined) return `${seatName(f.owner)} (${colour(f.owner)})`;
  const n = /-(\d+)$/.exec(f.id);
  const word = f.model.charAt(0).toUpperCase() + f.model.slice(1);
  return n ? `${word} ${Number(n[1]) + 1}` : word;
}

function hitMeaning(facts: FlickRead, target: FigureSpot, gold: readonly number[] | undefined): string {
  const shooter = seatName(facts.seat);
  const victim = seatName(target.owner ?? 0);
  if (facts.purpose === 'final duel') return `${shooter} wins the final duel`;
  const has = target.owner !== undefined ? gold?.[target.owner] : undefined;
  if (has === undefined) return `${shooter} takes half of ${victim}'s gold (jail if there is none)`;
  if (has === 0) return `${victim} has no gold and goes to jail`;
  return `${shooter} takes ${Math.ceil(has / 2)} of ${victim}'s ${has} gold`;
}

function foulMeaning(facts: FlickRead): string {
  const shooter = seatName(facts.seat);
  if (facts.purpose !== 'final duel') return `the shooter, ${shooter}, goes to jail`;
  const other = facts.setup.figures.find((f) => f.role === 'target' && f.model === 'rider');
  return other?.owner !== undefined ? `${shooter} loses the final duel: ${seatName(other.owner)} wins` : `${shooter} loses the final duel`;
}

/**
 * The caption's lines, a foul first. `gold` (riders' gold before the flick,
 * by seat) makes a duel hit's price exact; without it the rule is said.
 */
export function flickLines(facts: FlickRead, gold: readonly number[] | undefined, colour: (seat: Seat) => string): FlickLine[] {
  const { outcome } = facts;
  const gone = new Set([...outcome.fallen, ...outcome.offBoard, ...outcome.bystandersHit]);
  const lines = facts.setup.figures.filter((f) => gone.has(f.id)).map((f): FlickLine => {
    const riderHit = f.role === 'target' && f.model === 'rider';
    const who = `${figureName(f, colour)} ${riderHit ? 'hit' : outcome.offBoard.includes(f.id) ? 'knocked off the board' : 'knocked over'}`;
    if (riderHit) return { who, meaning: hitMeaning(facts, f, gold), tone: 'good' };
    if (f.role === 'target') return { who, meaning: 'down for the rest of the visit: 1 gold when it ends', tone: 'good' };
    if (f.model === 'rider') return { who, meaning: foulMeaning(facts), tone: 'bad' };
    return { who, meaning: 'no harm done: the Indians are stood up again', tone: 'plain' };
  });
  lines.sort((a, b) => (a.tone === 'bad' ? 0 : 1) - (b.tone === 'bad' ? 0 : 1));
  if (lines.length > 0) return lines;
  return [{ who: `${seatName(facts.seat)} misses`, meaning: facts.purpose === 'indians' ? 'the Indians stand firm' : 'nobody fell', tone: 'plain' }];
}
