// What a board gets from view(): everything is public, laid out for drawing.
import { describe, expect, it } from 'vitest';
import { legalFirstMarkers, legalLastMarkers, view, type GoldRiversView } from '../../../src/games/gold-rivers/index.ts';
import { act, at, atThrow, fresh, must } from './helpers.ts';
import { formatText } from '../../../src/i18n/format-message.ts';

describe('the view', () => {
  it('is the same for both seats and a spectator (perfect information)', () => {
    const s = act(must(atThrow(fresh(), 'one-to-five'), { kind: 'dice', faces: [0, 2, 1] }), { type: 'reveal', first: at(-1, 0), last: at(1, 0) });
    const strip = (v: GoldRiversView) => ({ ...v, seat: null });
    expect(strip(view(s, 0))).toEqual(strip(view(s, 1)));
    expect(strip(view(s, 1))).toEqual(view(s, null));
  });

  it('gives every site its place, mountain, river and marker', () => {
    const v = view(fresh(), 0);
    expect(v.sites).toHaveLength(91);
    expect(v.mountains).toHaveLength(17);
    expect(v.rivers).toHaveLength(17);
    const centre = v.sites[at(0, 0)]!;
    expect(centre).toMatchObject({ q: 0, r: 0, x: 0, y: 0, marker: 'hidden', takenBy: null, label: 'F6' });
    expect(v.mountains[centre.mountain]!.sites).toContain(at(0, 0));
    expect(v.rivers[centre.river]!.sites).toContain(at(0, 0));
    expect(v.mountains[0]!.owner).toBe(0);
    expect(v.rivers[0]!.owner).toBe(1);
    expect(v.sites[0]!.label).toBe('A1');
  });

  it('shows the range with its reason and discs, the number, and the markers to light up', () => {
    const waiting = view(fresh(), 0);
    expect(waiting.range).toMatchObject({ range: 'one-to-five', label: '1–5', discs: ['disc01', 'disc02', 'disc12'] });
    expect(formatText(waiting.range!.reason)).toMatch(/141 rows of five/);
    expect(waiting.legalFirst).toEqual([]);
    const thrown = must(atThrow(fresh(), 'one-to-five'), { kind: 'dice', faces: [1, 2, 2] });
    const v = view(thrown, 0);
    expect(v.number).toBe(5);
    expect(v.faces).toEqual([1, 2, 2]);
    expect(v.legalFirst).toEqual(legalFirstMarkers(thrown));
    // every legal row by its ends: the board finds the last markers for a first one without the rules
    expect(v.rowEnds.length).toBeGreaterThan(0);
    for (const [a, b] of v.rowEnds) expect(legalLastMarkers(thrown, a)).toContain(b);
    expect(new Set(v.rowEnds.flat())).toEqual(new Set(v.legalFirst));
    expect(v.buryingAllowed).toBe(true);
    expect(v.shovels).toEqual([2, 2]);
  });
});
