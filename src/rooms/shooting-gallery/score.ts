// Scoring and describing one flick of the gallery: +1 for each Indian knocked
// down (fallen or off the board), −2 for each bystander hit; and the outcome
// as the lines the panel shows. Pure.
import type { FigureSpot, FlickOutcome } from '../../core/contract.ts';
import { downFigures, howDown, type FlickCaption } from '../../scene/session/flick-caption.ts';
import { GALLERY, figureLabel } from './layout.ts';

export interface ShotScore {
  points: number;
  /** Target ids knocked down by this flick. */
  targetsDown: string[];
  bystandersHit: string[];
}

export function scoreShot(figures: readonly FigureSpot[], outcome: FlickOutcome): ShotScore {
  const down = new Set([...outcome.fallen, ...outcome.offBoard]);
  const targetsDown = figures.filter((f) => f.role === 'target' && down.has(f.id)).map((f) => f.id);
  const bystandersHit = figures.filter((f) => f.role === 'bystander' && down.has(f.id)).map((f) => f.id);
  return {
    points: targetsDown.length * GALLERY.points.target + bystandersHit.length * GALLERY.points.bystander,
    targetsDown,
    bystandersHit,
  };
}

const names = (ids: readonly string[]): string => (ids.length === 0 ? 'none' : ids.map(figureLabel).join(', '));

/** One line per fact, in a fixed order: what the die touched, what fell, what left the board, bystanders, where the die stopped. */
export function describeOutcome(outcome: FlickOutcome): { label: string; text: string }[] {
  return [
    { label: 'Touched', text: names(outcome.touched) },
    { label: 'Fell', text: names(outcome.fallen) },
    { label: 'Off the board', text: names(outcome.offBoard) },
    { label: 'Bystanders hit', text: names(outcome.bystandersHit) },
    {
      label: 'Die stopped',
      text: outcome.dieOffTable ? 'off the table' : `at x ${outcome.dieRest.x.toFixed(1)}, z ${outcome.dieRest.z.toFixed(1)} cm`,
    },
  ];
}

export const pointsText = (points: number): string => (points > 0 ? `+${points}` : String(points));

/**
 * The caption a settled gallery flick is shown with: each figure down by name
 * and what it scores (an Indian +1, a bystander −2), or a miss. Pure.
 */
export function galleryCaption(figures: readonly FigureSpot[], outcome: FlickOutcome): FlickCaption {
  const down = downFigures({ die: GALLERY.die, figures: [...figures] }, outcome);
  if (down.length === 0) return { lines: [{ who: 'Missed', meaning: 'nobody fell, no points', tone: 'plain' }] };
  return {
    lines: down.map((f) =>
      f.role === 'target'
        ? { who: `${figureLabel(f.id)} ${howDown(outcome, f.id)}`, meaning: `${pointsText(GALLERY.points.target)} point`, tone: 'good' as const }
        : { who: `${figureLabel(f.id)} (a bystander) ${howDown(outcome, f.id)}`, meaning: `${pointsText(GALLERY.points.bystander)} points`, tone: 'bad' as const },
    ),
  };
}
