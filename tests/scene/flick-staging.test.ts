// A settled flick is held for at least 2 s at normal speed (fast shortens it
// but still shows it), and a game without its own captioner still names who
// fell. Before, the next rider's turn came 2.5 s after release.
import { describe, expect, it } from 'vitest';
import { FLICK_HOLD_MS, flickStagingOf } from '../../src/scene/session/flick-staging.ts';
import { captionText, downFigures, genericCaption, idLabel } from '../../src/scene/session/flick-caption.ts';
import type { FlickOutcome, FlickSetup } from '../../src/physics/types.ts';

const setup: FlickSetup = {
  die: 'd6',
  figures: [
    { id: 'indian-1', model: 'indian', x: 0, z: -10, role: 'target' },
    { id: 'meeple-2', model: 'meeple', x: 4, z: -12, role: 'bystander' },
  ],
};
const outcome = (fallen: string[], offBoard: string[] = []): FlickOutcome => ({
  kind: 'flick', touched: [], fallen, offBoard, bystandersHit: fallen.filter((f) => f.startsWith('meeple')), dieRest: { x: 0, z: 0 }, dieOffTable: false,
});

describe('flick staging', () => {
  it('holds at least 2 s at normal speed; fast holds shorter but still holds', () => {
    expect(FLICK_HOLD_MS.normal).toBeGreaterThanOrEqual(2000);
    expect(FLICK_HOLD_MS.fast).toBeGreaterThan(500);
    expect(FLICK_HOLD_MS.fast).toBeLessThan(FLICK_HOLD_MS.normal);
  });

  it('one staging per session, shared by whoever asks for it', () => {
    const a = {};
    expect(flickStagingOf(a)).toBe(flickStagingOf(a));
    expect(flickStagingOf(a)).not.toBe(flickStagingOf({}));
    expect(flickStagingOf(a).getState()).toMatchObject({ held: null, fallen: [], captioner: null });
  });

  it('the generic caption names every figure down with its role, in setup order, and a miss as such', () => {
    expect(idLabel('meeple-2')).toBe('Meeple 2');
    expect(downFigures(setup, outcome(['meeple-2'], ['indian-1'])).map((f) => f.id)).toEqual(['indian-1', 'meeple-2']);
    expect(captionText(genericCaption({ setup, outcome: outcome(['meeple-2'], ['indian-1']), seat: 0 }))).toBe(
      'Indian 1 knocked off the board: a target down. Meeple 2 knocked over: a bystander down.',
    );
    expect(captionText(genericCaption({ setup, outcome: outcome([]), seat: 0 }))).toBe('Missed: nobody fell.');
  });
});
