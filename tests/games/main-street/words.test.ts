// Main Street in players' words: counts of meeples with the right plural, a
// builder's button naming the building (and saying why an offer nobody can
// pay does nothing), the build decision naming building and cost.
import { describe, expect, it } from 'vitest';
import { formatText } from '../../../src/i18n/format-message.ts';
import { BUILDING_NAMES, meepleList, previewAction, previewText } from '../../../src/games/main-street/index.ts';
import type { MainStreetState } from '../../../src/games/main-street/types.ts';
import { act, game, run, street, type Layout } from './support.ts';

/** Seat 0 takes the single meeple from building 10 and puts it on building 11's doorway (space 13). */
function arrive(layout: Layout, meeple: 'builder' | 'miner'): MainStreetState {
  const s = street(2, { ...layout, buildings: { ...layout.buildings, 10: { [meeple]: 1 } } });
  return run(s, act(0, { type: 'take', from: 10 }), act(0, { type: 'place', space: 13, meeple }));
}

const labels = (s: MainStreetState): string[] => game.legalActions(s).map((a) => game.describeAction(s, a));

describe('Main Street words', () => {
  it('counts meeples by kind with the right plural', () => {
    expect(meepleList({ builder: 4, miner: 1, robber: 0, deputy: 0, madame: 0 })).toBe('4 builders, 1 miner');
    expect(meepleList({ builder: 0, miner: 0, robber: 0, deputy: 0, madame: 0 })).toBe('');
  });

  it('logs a take by kind ("takes 2 builders, 1 miner"), never "meeple(s)"', () => {
    const s = run(street(2, { buildings: { 10: { builder: 2, miner: 1 } } }), act(0, { type: 'take', from: 10 }));
    expect(s.log.map(formatText)).toContain(`Player 1 takes 2 builders, 1 miner from the ${BUILDING_NAMES[10]}.`);
    expect(s.log.map(formatText).join('\n')).not.toContain('(s)');
  });

  it('names the building on a builder’s button and says what it costs', () => {
    const s = arrive({ purses: [{ stone: 4 }] }, 'builder');
    const name = BUILDING_NAMES[11];
    const acting = labels(s).find((l) => l.startsWith('Builder'));
    expect(acting).toBe(`Builder at the ${name}: Player 1 may build an awning for 0 gold + 3 stone.`);
    const t = run(s, act(0, { type: 'act', building: 11 }));
    expect(labels(t)).toEqual([`Build an awning on the ${name} (0 gold + 3 stone)`, `Do not build on the ${name}`]);
  });

  it('says why a builder nobody can pay for only walks in', () => {
    const s = arrive({ purses: [{ stone: 2 }] }, 'builder');
    const name = BUILDING_NAMES[11];
    const text = previewText(previewAction(s, 11)!);
    expect(text).toBe(`Builder at the ${name}: Player 1 cannot pay 0 gold + 3 stone to build an awning, so the builder only walks in.`);
    const t = run(s, act(0, { type: 'act', building: 11 }));
    // The log's message says in English what the button says.
    expect(t.log.map(formatText)).toContain(text);
  });
});
