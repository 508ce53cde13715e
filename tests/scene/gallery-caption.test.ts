// The shooting gallery's caption after a flick names who fell and what it
// scores: an Indian +1, a bystander −2, a miss nothing.
import { describe, expect, it } from 'vitest';
import { captionText } from '../../src/scene/session/flick-caption.ts';
import { galleryCaption } from '../../src/rooms/shooting-gallery/score.ts';
import { galleryLayout } from '../../src/rooms/shooting-gallery/layout.ts';
import type { FlickOutcome } from '../../src/physics/types.ts';

const layout = galleryLayout(7);
const indian = layout.figures.find((f) => f.role === 'target')!;
const bystander = layout.figures.find((f) => f.role === 'bystander')!;
const outcome = (fallen: string[], offBoard: string[] = []): FlickOutcome => ({
  kind: 'flick', touched: fallen, fallen, offBoard, bystandersHit: [...fallen, ...offBoard].filter((id) => id === bystander.id), dieRest: { x: 0, z: 0 }, dieOffTable: false,
});
const label = (id: string) => id.replace(/^([a-z])([a-z]*)-(\d+)$/, (_, a: string, b: string, n: string) => `${a.toUpperCase()}${b} ${n}`);

describe('gallery caption', () => {
  it('an Indian down scores +1, a bystander knocked over −2, each by name', () => {
    const c = galleryCaption(layout.figures, outcome([indian.id, bystander.id]));
    expect(captionText(c)).toBe(`${label(indian.id)} knocked over: +1 point. ${label(bystander.id)} (a bystander) knocked over: -2 points.`);
    expect(c.lines.map((l) => l.tone)).toEqual(['good', 'bad']);
  });

  it('a figure knocked off the board is said so; a miss scores nothing', () => {
    expect(captionText(galleryCaption(layout.figures, outcome([], [indian.id])))).toBe(`${label(indian.id)} knocked off the board: +1 point.`);
    expect(captionText(galleryCaption(layout.figures, outcome([])))).toBe('Missed: nobody fell, no points.');
  });
});
