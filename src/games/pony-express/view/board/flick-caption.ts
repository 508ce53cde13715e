// What a settled flick means on the Mail Run table, as the caption the table
// holds it with: each figure down by name and seat colour and what the rules
// make of it (encounters.ts, spaces.ts: a hit takes half the target's gold or
// jails a target without any, a fallen uninvolved rider jails the shooter or
// loses the final duel, an Indian down is a gold piece at the end of the
// visit, Indians knocked over in a duel are stood up again). Pure.
import type { FigureSpot } from '../../../../core/contract.ts';
import { downFigures, howDown, type CaptionLine, type FlickCaption, type FlickFacts } from '../../../../scene/session/flick-caption.ts';
import { seatName } from '../../rules/helpers.ts';
import { seatColourName } from './colours.ts';

/** 'Rider 3 (green)' for a rider, 'Indian 2' for an Indian (ids count from 0, names from 1). */
export function figureName(f: Pick<FigureSpot, 'id' | 'model' | 'owner'>): string {
  if (f.model === 'rider' && f.owner !== undefined) return `${seatName(f.owner)} (${seatColourName(f.owner)})`;
  const n = /-(\d+)$/.exec(f.id);
  const word = f.model.charAt(0).toUpperCase() + f.model.slice(1);
  return n ? `${word} ${Number(n[1]) + 1}` : word;
}

/** The duel's target (the rider the flick is for), when the flick has one. */
const targetRider = (facts: FlickFacts): FigureSpot | undefined =>
  facts.setup.figures.find((f) => f.role === 'target' && f.model === 'rider');

function hitMeaning(facts: FlickFacts, target: FigureSpot, gold: readonly number[] | undefined): string {
  const shooter = seatName(facts.seat);
  const victim = seatName(target.owner ?? 0);
  if (facts.purpose === 'final duel') return `${shooter} wins the final duel`;
  const has = target.owner !== undefined ? gold?.[target.owner] : undefined;
  if (has === undefined) return `${shooter} takes half of ${victim}'s gold (jail if there is none)`;
  if (has === 0) return `${victim} has no gold and goes to jail`;
  return `${shooter} takes ${Math.ceil(has / 2)} of ${victim}'s ${has} gold`;
}

function foulMeaning(facts: FlickFacts): string {
  const shooter = seatName(facts.seat);
  if (facts.purpose === 'final duel') {
    const other = targetRider(facts);
    return other?.owner !== undefined ? `${shooter} loses the final duel: ${seatName(other.owner)} wins` : `${shooter} loses the final duel`;
  }
  return `the shooter, ${shooter}, goes to jail`;
}

/**
 * The caption of a Mail Run flick. `gold` (riders' gold before the flick, by
 * seat) makes a duel hit's price exact; without it the rule is said.
 */
export function ponyFlickCaption(facts: FlickFacts, gold?: readonly number[]): FlickCaption {
  const down = downFigures(facts.setup, facts.outcome);
  const lines = down.map((f): CaptionLine => {
    const who = `${figureName(f)} ${f.role === 'target' && f.model === 'rider' ? 'hit' : howDown(facts.outcome, f.id)}`;
    if (f.role === 'target' && f.model === 'rider') return { who, meaning: hitMeaning(facts, f, gold), tone: 'good' };
    if (f.role === 'target') return { who, meaning: 'down for the rest of the visit: 1 gold when it ends', tone: 'good' };
    if (f.model === 'rider') return { who, meaning: foulMeaning(facts), tone: 'bad' };
    return { who, meaning: 'no harm done: the Indians are stood up again', tone: 'plain' };
  });
  // A foul outweighs the rest: its line comes first.
  lines.sort((a, b) => (a.tone === 'bad' ? 0 : 1) - (b.tone === 'bad' ? 0 : 1));
  if (lines.length > 0) return { lines };
  const miss = facts.purpose === 'indians' ? 'the Indians stand firm' : 'nobody fell';
  return { lines: [{ who: `${seatName(facts.seat)} misses`, meaning: miss, tone: 'plain' }] };
}
