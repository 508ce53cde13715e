// Gold in the Rivers' words for a pick (src/games/gold-rivers/pick-words.ts):
// over real positions, why a site cannot be picked or buried names the rule
// that stops it, and the turn's demand names what the rules allow now.
import { describe, expect, it } from 'vitest';
import { goldRivers, legalLastMarkers } from '../../../src/games/gold-rivers/index.ts';
import { cursorWords, turnDemand, whyNoBurial, whyNotPick } from '../../../src/games/gold-rivers/pick-words.ts';
import { act, at, fresh, hiddenOnly, must, withMarkers } from './helpers.ts';
import { formatText } from '../../../src/i18n/format-message.ts';

const f = (m: Parameters<typeof formatText>[0] | null): string | null => (m === null ? null : formatText(m));

describe('why a site cannot be picked', () => {
  it('names a cleared site, revealed gold, and a face-down site that starts no row of the number', () => {
    const v = goldRivers.view(withMarkers({ ...hiddenOnly([at(0, 0)]), [at(2, 0)]: 'open' }, { base: 'cleared', number: 3 }), 0);
    const label = (site: number) => v.sites[site]!.label;
    expect(f(whyNotPick(v, at(1, 0), undefined))).toBe(`${label(at(1, 0))} is cleared: nothing is left there.`);
    expect(f(whyNotPick(v, at(2, 0), undefined))).toMatch(new RegExp(`^${label(at(2, 0))} is revealed gold: click it again to bury it`));
    expect(f(whyNotPick(v, at(0, 0), undefined))).toBe(`No straight row of 3 face-down markers begins at ${label(at(0, 0))}.`);
  });

  it('after a first end, names both ends; in free choice, offers the first again; once moved, asks to confirm', () => {
    const s = withMarkers({}, { number: 3 });
    const v = goldRivers.view(s, 0);
    const [a, b] = [at(0, 0), at(1, 0)];
    expect(f(whyNotPick(v, b, a))).toBe(`${v.sites[a]!.label} to ${v.sites[b]!.label} is not a straight row of 3 face-down markers: pick a lit marker.`);
    const free = goldRivers.view(withMarkers({}, { number: null }), 0);
    expect(f(whyNotPick(free, at(3, 0), a))).toMatch(/does not go with .*: pick .* again for one marker/);
    const moved = goldRivers.view(act(withMarkers({}, { number: 1 }), { type: 'reveal', first: a, last: a }), 0);
    expect(moved.phase).toBe('confirm');
    expect(f(whyNotPick(moved, b, undefined))).toMatch(/^Confirm your move/);
  });
});

describe('why a site cannot be buried', () => {
  it('a revealed marker can be buried while shovels and turns allow; anything else says why', () => {
    const open = at(0, 0);
    const v = goldRivers.view(withMarkers({ [open]: 'open' }, { number: 3 }), 0);
    expect(v.buryable).toContain(open);
    expect(f(whyNoBurial(v, open))).toBeNull();
    expect(f(whyNoBurial(v, at(1, 0)))).toMatch(/^Only a revealed marker can be buried/);
    expect(f(whyNoBurial(goldRivers.view(withMarkers({ [open]: 'open' }, { number: null }), 0), open))).toBe('No burying in free choice.');
    const noShovel = withMarkers({ [open]: 'open' }, { number: 3 });
    expect(f(whyNoBurial(goldRivers.view({ ...noShovel, shovels: [0, 4] }, 0), open))).toBe('You have no shovel left.');
  });
});

describe('what the turn asks', () => {
  it('asks for a row of the number, a single marker for a one, and offers a burial with the shovels left', () => {
    expect(f(turnDemand(goldRivers.view(withMarkers({}, { number: 3 }), 0), null, []))).toBe('Pick the first end of a straight row of 3 face-down markers (lit).');
    expect(f(turnDemand(goldRivers.view(withMarkers({}, { number: 1 }), 0), null, []))).toBe('Reveal one face-down marker: click any lit marker.');
    const v = goldRivers.view(withMarkers({ [at(0, 0)]: 'open' }, { number: 3 }), 0);
    expect(f(turnDemand(v, null, []))).toMatch(/Or click a revealed marker to bury it \(2 shovels\)\.$/);
    expect(f(turnDemand(v, at(0, 0), []))).toMatch(/is revealed gold: bury it/);
  });

  it('after a first end lists the lit last ends in site order; after the move names what it did', () => {
    const s = must(fresh(), { kind: 'dice', faces: [1, 2, 2] });
    const v = goldRivers.view(s, 0);
    const first = v.rowEnds.find(([x, y]) => x !== y)![0];
    const ends = legalLastMarkers(s, first);
    const text = f(turnDemand(v, first, [...ends].reverse()))!;
    expect(text).toBe(`From ${v.sites[first]!.label}: pick the last end of the row (lit: ${ends.map((e) => v.sites[e]!.label).join(', ')}).`);
    const moved = goldRivers.view(act(s, { type: 'reveal', first, last: ends[0]! }), 0);
    expect(f(turnDemand(moved, null, []))).toMatch(/^You reveal .* Confirm, or undo\.$/);
    expect(f(turnDemand(goldRivers.view(fresh(), 0), null, []))).toBeNull();
  });

  it('the cursor names its site, whether it is lit and picked, or how to get one', () => {
    const v = goldRivers.view(withMarkers({}, { number: 3 }), 0);
    const site = v.sites[at(0, 0)]!;
    const words = f(cursorWords(v, site.site, { mine: true, first: site.site, lit: true }));
    expect(words).toBe(`${site.label}: face down, picked, lit: Enter picks it. ${v.mountains[site.mountain]!.name} (mountain), ${v.rivers[site.river]!.name} (river).`);
    expect(f(cursorWords(v, site.site, { mine: false, first: null, lit: true }))).not.toMatch(/lit/);
    expect(f(cursorWords(v, null, { mine: true, first: null, lit: false }))).toBe('Press an arrow key to go to a lit marker.');
  });
});
