// Scoring and describing one flick of the gallery: +1 for each Indian knocked
// down (fallen or off the board), −2 for each bystander hit; and the outcome
// as the lines the panel shows. Pure.
import type { FigureSpot, FlickOutcome } from '../../core/contract.ts';
import { i18n } from '@lingui/core';
import { downFigures, figureDown, howDown, missed, type FlickCaption } from '../../scene/session/flick-caption.ts';
import { formatDecimal } from '../../i18n/format.ts';
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

const names = (ids: readonly string[]): string => (ids.length === 0 ? i18n._({ id: 'shooting-gallery.outcome.none', message: 'none' }) : ids.map(figureLabel).join(', '));

/** One line per fact, in a fixed order: what the die touched, what fell, what left the board, bystanders, where the die stopped. */
export function describeOutcome(outcome: FlickOutcome): { label: string; text: string }[] {
  return [
    { label: i18n._({ id: 'shooting-gallery.outcome.touched', message: 'Touched' }), text: names(outcome.touched) },
    { label: i18n._({ id: 'shooting-gallery.outcome.fell', message: 'Fell' }), text: names(outcome.fallen) },
    { label: i18n._({ id: 'shooting-gallery.outcome.off-board', message: 'Off the board' }), text: names(outcome.offBoard) },
    { label: i18n._({ id: 'shooting-gallery.outcome.bystanders', message: 'Bystanders hit' }), text: names(outcome.bystandersHit) },
    {
      label: i18n._({ id: 'shooting-gallery.outcome.die', message: 'Die stopped' }),
      text: outcome.dieOffTable
        ? i18n._({ id: 'shooting-gallery.outcome.off-table', message: 'off the table' })
        : i18n._({ id: 'shooting-gallery.outcome.at', message: 'at x {x}, z {z} cm', values: { x: formatDecimal(outcome.dieRest.x, 1), z: formatDecimal(outcome.dieRest.z, 1) } }),
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
  if (down.length === 0) return { lines: [{ who: missed(), meaning: i18n._({ id: 'shooting-gallery.caption.missed', message: 'nobody fell, no points' }), tone: 'plain' }] };
  const points = (n: number) => i18n._({ id: 'shooting-gallery.caption.points', message: '{n, plural, one {{shown} point} other {{shown} points}}', values: { n: Math.abs(n), shown: pointsText(n) } });
  return {
    lines: down.map((f) =>
      f.role === 'target'
        ? { who: figureDown(figureLabel(f.id), howDown(outcome, f.id)), meaning: points(GALLERY.points.target), tone: 'good' as const }
        : { who: figureDown(i18n._({ id: 'shooting-gallery.caption.bystander', message: '{figure} (a bystander)', values: { figure: figureLabel(f.id) } }), howDown(outcome, f.id)), meaning: points(GALLERY.points.bystander), tone: 'bad' as const },
    ),
  };
}
